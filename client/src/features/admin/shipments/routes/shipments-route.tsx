import { Route, Routes } from 'react-router';
import { NewShipmentScreen, ShipmentListScreen, ShipmentScreen } from '../components/shipment-screens';
import '../../orders/sales.css';

/** /admin/shipments: the sailings, a new one, and one with its orders. */
export default function ShipmentsRoute() {
  return (
    <Routes>
      <Route index element={<ShipmentListScreen />} />
      <Route path="new" element={<NewShipmentScreen />} />
      <Route path=":id" element={<ShipmentScreen />} />
    </Routes>
  );
}
