import { Route, Routes } from 'react-router';
import AdminNotFound from '../../shell/admin-not-found';
import { BidSheetScreen } from '../components/bid-sheet';
import '../auctions.css';

/** The day's bid sheet per auction house (issue 13): printable, exported, each result recorded from its row. */
export default function AuctionBidSheetRoute() {
  return (
    <Routes>
      <Route index element={<BidSheetScreen />} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
