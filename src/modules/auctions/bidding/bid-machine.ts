import { type AppError, conflict } from '../../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { defineStateMachine, stateLabel } from '../../../common/state-machine/state-machine.js';
import { BID_STATUSES, type BidStatus } from './ledger-rules.js';

/**
 * A bid request's states and the moves between them, in the shared state-machine shape (issue 24):
 *
 *   open ──customer──▶ withdrawn
 *     │ ▲
 *     │ └──staff undoes the lot's result (nothing paid)──┐
 *     └──staff records the lot's result──▶ won | lost | not_sold
 *
 * While open it holds its maximum bid of the customer's bidding power; every move out of `open` releases that hold in
 * the same transaction, and the undo that brings it back holds it again (ledger-rules.ts). The customer withdraws only
 * while the lot still takes bid requests; staff move bids only as the lot's result moves (lot-machine.ts).
 */
export const BID_CAUSES = ['customer', 'staff'] as const;
export type BidCause = (typeof BID_CAUSES)[number];

/** The events a bid's moves emit (the dealers' `auction.result` webhook and the customer's emails listen to them). */
export type BidEvent = 'auction_bid.withdrawn' | 'auction_bid.result_recorded' | 'auction_bid.result_undone';

/** What the bid's moves look at besides its status. */
export interface BidMoveFacts {
  /** Why the lot takes no more changes from its customers (cut-off passed, came up, has a result), or null. */
  lotClosed: AppError | null;
  /** Money was paid against this won bid (its order's security deposit, or the car settled). */
  paid: boolean;
}

/** A customer changes their bid only while the lot still takes bid requests. */
const whileLotOpen = (facts: BidMoveFacts, move: { by: BidCause }) => (move.by === 'customer' ? facts.lotClosed : null);
/** A result is undone only before anything was paid against it. */
const nothingPaid = (facts: BidMoveFacts) => (facts.paid ? conflict(Msg.LOT_RESULT_PAID) : null);

const RESULTS = ['won', 'lost', 'not_sold'] as const satisfies readonly BidStatus[];

export const BID_MACHINE = defineStateMachine<BidStatus, BidCause, BidMoveFacts, BidEvent>({
  name: 'auction bid',
  states: BID_STATUSES,
  transitions: [
    { from: 'open', to: 'withdrawn', by: ['customer'], guards: [whileLotOpen], emits: ['auction_bid.withdrawn'] },
    ...RESULTS.map((to) => ({ from: 'open' as const, to, by: ['staff'] as const, emits: ['auction_bid.result_recorded'] as const })),
    { from: RESULTS, to: 'open', by: ['staff'], guards: [nothingPaid], emits: ['auction_bid.result_undone'] },
  ],
  alreadyIn: (status) => (status === 'open' ? conflict(Msg.BID_NO_RESULT) : conflict(Msg.BID_NOT_OPEN, { status: stateLabel(status) })),
  notAllowed: (from, to) =>
    from === 'withdrawn' && to === 'open'
      ? conflict(Msg.BID_WITHDRAWN_FINAL)
      : from !== 'open'
        ? conflict(Msg.BID_NOT_OPEN, { status: stateLabel(from) })
        : conflict(Msg.BID_TRANSITION_NOT_ALLOWED, { from: stateLabel(from), to: stateLabel(to) }),
});

/** Whether a bid in this status holds its maximum bid of the customer's bidding power. */
export const holdsPower = (status: BidStatus): boolean => status === 'open';
