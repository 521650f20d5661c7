import { Route, Routes } from 'react-router';
import { DamageReportDetail } from '../components/damage-report-detail';
import { DamageReportList } from '../components/damage-report-list';
import '../../inquiries/messages.css';

/** /admin/damage-reports: the list, and one report by its reference. */
export default function DamageReportsRoute() {
  return (
    <Routes>
      <Route index element={<DamageReportList />} />
      <Route path=":reference" element={<DamageReportDetail />} />
    </Routes>
  );
}
