import { Route, Routes } from 'react-router';
import AdminNotFound from '../../shell/admin-not-found';
import { ImportListScreen, ImportScreen } from '../components/import-screens';
import '../auctions.css';

/** Auction feed imports (issue 13): the list and one import's progress and rejected rows. */
export default function AuctionImportsRoute() {
  return (
    <Routes>
      <Route index element={<ImportListScreen />} />
      <Route path=":id" element={<ImportScreen />} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
