import { Route, Routes } from 'react-router';
import { InquiryDetail } from '../components/inquiry-detail';
import { InquiryList } from '../components/inquiry-list';
import '../messages.css';

/** /admin/inquiries: the list, and one inquiry by its reference. */
export default function InquiriesRoute() {
  return (
    <Routes>
      <Route index element={<InquiryList />} />
      <Route path=":reference" element={<InquiryDetail />} />
    </Routes>
  );
}
