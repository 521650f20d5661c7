import type { BadgeTone } from '../../components/badge';
import type { BidStatus } from './api/bidding-api';

/** A bid request's status as a badge: open (info), won (success), lost and not sold (neutral), withdrawn (warning). */
export const BID_TONES: Record<BidStatus, BadgeTone> = {
  open: 'info',
  won: 'success',
  lost: 'neutral',
  not_sold: 'neutral',
  withdrawn: 'warning',
};
