import { Route, Routes } from 'react-router';
import { CarRequestDetail } from '../components/car-request-detail';
import { CarRequestList } from '../components/car-request-list';
import '../../inquiries/messages.css';

/** /admin/car-requests: the list, and one request by its id. */
export default function CarRequestsRoute() {
  return (
    <Routes>
      <Route index element={<CarRequestList />} />
      <Route path=":id" element={<CarRequestDetail />} />
    </Routes>
  );
}
