import { Route, Routes } from 'react-router';
import { PaymentListScreen } from '../components/payment-list';
import '../../orders/sales.css';

/** /admin/payments: the list of transfers received (recording one happens on the order it pays for). */
export default function PaymentsRoute() {
  return (
    <Routes>
      <Route index element={<PaymentListScreen />} />
    </Routes>
  );
}
