import { Route, Routes, useParams } from 'react-router';
import '../../blog/content.css';
import { OfficeEditor, OfficesList } from '../components/offices-screens';

function EditOffice() {
  const { id } = useParams();
  return <OfficeEditor key={id} id={id} />;
}

/** /admin/offices: the offices list, a new office, one office. */
export default function OfficesRoute() {
  return (
    <Routes>
      <Route index element={<OfficesList />} />
      <Route path="new" element={<OfficeEditor key="new" />} />
      <Route path=":id" element={<EditOffice />} />
    </Routes>
  );
}
