import { Route, Routes } from 'react-router';
import { UserCreateScreen } from '../components/user-create-screen';
import { UserDetailScreen } from '../components/user-detail-screen';
import { UsersListScreen } from '../components/users-list-screen';
import '../users.css';

/** /admin/users: the list, a new account, one account. */
export default function UsersRoute() {
  return (
    <Routes>
      <Route index element={<UsersListScreen />} />
      <Route path="new" element={<UserCreateScreen />} />
      <Route path=":id" element={<UserDetailScreen />} />
    </Routes>
  );
}
