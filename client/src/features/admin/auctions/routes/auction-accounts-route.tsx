import { Route, Routes } from 'react-router';
import AdminNotFound from '../../shell/admin-not-found';
import { AccountListScreen, AccountScreen, DepositScreen } from '../components/account-screens';
import { WonCarOrderScreen } from '../components/won-car-order';
import '../auctions.css';

/** Auction accounts (issue 13): deposits, refunds, what each customer may still bid, won cars' orders, settling won cars. */
export default function AuctionAccountsRoute() {
  return (
    <Routes>
      <Route index element={<AccountListScreen />} />
      <Route path="deposit" element={<DepositScreen />} />
      <Route path=":customerId" element={<AccountScreen />} />
      <Route path=":customerId/bids/:bidId/order" element={<WonCarOrderScreen />} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
