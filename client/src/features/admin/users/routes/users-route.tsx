import { Route, Routes } from 'react-router';
import { AccountClosuresScreen } from '../components/account-closures-screen';
import { UserCreateScreen } from '../components/user-create-screen';
import { UserDetailScreen } from '../components/user-detail-screen';
import { UsersListScreen } from '../components/users-list-screen';
import '../users.css';

/** /admin/users: the list, a new account, the deleted accounts and what they are owed, one account. */
export default function UsersRoute() {
  return (
    <Routes>
      <Route index element={<UsersListScreen />} />
      <Route path="new" element={<UserCreateScreen />} />
      <Route path="deleted" element={<AccountClosuresScreen />} />
      <Route path=":id" element={<UserDetailScreen />} />
    </Routes>
  );
}
