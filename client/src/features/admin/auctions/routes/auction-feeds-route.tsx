import { Route, Routes } from 'react-router';
import AdminNotFound from '../../shell/admin-not-found';
import { FeedSourceEditScreen, FeedSourceListScreen } from '../components/feed-source-screens';
import '../auctions.css';

/** Auction feed sources (issue 13): the list, a new one, one with its upload and "Fetch now". */
export default function AuctionFeedsRoute() {
  return (
    <Routes>
      <Route index element={<FeedSourceListScreen />} />
      <Route path=":id" element={<FeedSourceEditScreen />} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
