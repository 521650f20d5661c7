import { Route, Routes } from 'react-router';
import { AuditLogScreen } from '../components/audit-log-screen';
import '../../users/users.css';

/** /admin/audit-log (superadmin only; the registry refuses the others). */
export default function AuditLogRoute() {
  return (
    <Routes>
      <Route index element={<AuditLogScreen />} />
    </Routes>
  );
}
