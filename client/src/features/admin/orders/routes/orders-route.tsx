import { Route, Routes } from 'react-router';
import { OrderListScreen } from '../components/order-list';
import { OrderScreen } from '../components/order-page';
import '../sales.css';

/** /admin/orders: the list, and one order's page. */
export default function OrdersRoute() {
  return (
    <Routes>
      <Route index element={<OrderListScreen />} />
      <Route path=":id" element={<OrderScreen />} />
    </Routes>
  );
}
