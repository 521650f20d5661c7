import { Route, Routes } from 'react-router';
import { CarEditScreen } from '../components/car-edit-screen';
import { CarListScreen } from '../components/car-list-screen';
import '../cars.css';

/** /admin/cars: the inventory list, a new car, one car (its fields, status, gallery, auction sheet). */
export default function CarsRoute() {
  return (
    <Routes>
      <Route index element={<CarListScreen />} />
      <Route path="new" element={<CarEditScreen />} />
      <Route path=":ref" element={<CarEditScreen />} />
    </Routes>
  );
}
