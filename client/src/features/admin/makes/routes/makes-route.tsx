import { Route, Routes } from 'react-router';
import { MakeCreateScreen, MakeEditScreen, MakesListScreen } from '../components/makes-screens';
import '../../users/users.css';

/** /admin/makes: the list, a new make, one make (edit, image, active or not). */
export default function MakesRoute() {
  return (
    <Routes>
      <Route index element={<MakesListScreen />} />
      <Route path="new" element={<MakeCreateScreen />} />
      <Route path=":slug" element={<MakeEditScreen />} />
    </Routes>
  );
}
