import { Route, Routes } from 'react-router';
import { PaymentListScreen } from '../components/payment-list';
import { PaymentScreen } from '../components/payment-page';
import '../../orders/sales.css';

/** /admin/payments: the list of transfers received (recording one happens on the order it pays for), and one payment's page. */
export default function PaymentsRoute() {
  return (
    <Routes>
      <Route index element={<PaymentListScreen />} />
      <Route path=":id" element={<PaymentScreen />} />
    </Routes>
  );
}
