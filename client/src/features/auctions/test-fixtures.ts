// Fixtures of the auctions feature's component tests (not shipped: only tests import this file).
import type { AuthResponse } from '../../lib/session/session-storage';
import type { AuctionAccount } from './api/bidding-api';

/** A signed-in customer's session. */
export const signedIn: AuthResponse = {
  token: 'a',
  tokenExpiry: new Date(Date.now() + 15 * 60_000).toISOString(),
  refreshToken: 'r',
  refreshTokenExpiry: new Date(Date.now() + 86_400_000).toISOString(),
  sessionId: 's',
  user: { id: 'u', email: 'bilal.khan@example.com', firstName: 'Bilal', lastName: 'Khan' } as AuthResponse['user'],
};

/** GET /api/auctions/account's answer: a 200,000 yen deposit, nothing held or owed, an empty ledger page. */
export const auctionAccount = (overrides: Partial<AuctionAccount> = {}): AuctionAccount => ({
  depositJpy: '200000',
  heldJpy: '0',
  owedJpy: '0',
  biddingPowerJpy: '2000000',
  powerMultiple: 10,
  cutoffMinutes: 60,
  refundRequestedAt: null,
  refundableJpy: '200000',
  ledger: { items: [], page: 1, limit: 10, total: 0 },
  ...overrides,
});
