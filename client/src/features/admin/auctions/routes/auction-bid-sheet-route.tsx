import { Route, Routes } from 'react-router';
import AdminNotFound from '../../shell/admin-not-found';
import { BidSheetScreen } from '../components/bid-sheet';
import { LotResultScreen } from '../components/lot-result-screen';
import '../auctions.css';

/**
 * The day's bid sheet per auction house (issue 13): printable, exported; with the day's lots and their results, each
 * lot's result recorded (or undone) on its own screen (issue 24).
 */
export default function AuctionBidSheetRoute() {
  return (
    <Routes>
      <Route index element={<BidSheetScreen />} />
      <Route path="lots/:lotId" element={<LotResultScreen />} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
