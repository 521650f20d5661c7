import { conflict } from '../../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { defineStateMachine, stateLabel } from '../../../common/state-machine/state-machine.js';
import type { AuctionResult } from './auction-lot.entity.js';
import { bidCutoffOf } from './auction-lots-rules.js';

/**
 * An auction lot's phases (issue 24). A lot stores no phase: it is derived from its auction time, the bid cut-off and
 * its recorded result (`lotPhase`), by the injected Clock — so the lot page, the bid form and the staff's result form
 * all read the same phase, and the clock's moves need no job.
 *
 *   bidding ──clock──▶ bidding_closed ──clock──▶ awaiting_result ──staff records──▶ sold | unsold
 *                                                       ▲                              │
 *                                                       └──staff undoes (nothing paid)─┘
 *
 * A feed may write the auction house's result (sold, unsold, withdrawn) of a lot none of our customers bid on; a lot
 * with bid requests gets its result from staff only, once it has come up (auction-import.runner.ts keeps that rule in
 * its upsert, lot-results.service.ts in its transaction).
 */
export const LOT_PHASES = ['bidding', 'bidding_closed', 'awaiting_result', 'sold', 'unsold', 'withdrawn'] as const;
export type LotPhase = (typeof LOT_PHASES)[number];

export const LOT_CAUSES = ['clock', 'staff', 'feed'] as const;
export type LotCause = (typeof LOT_CAUSES)[number];

export type LotEvent = 'auction_lot.result_recorded' | 'auction_lot.result_undone';

/** What a lot's moves look at besides its phase. */
export interface LotMoveFacts {
  /** Customers have bid requests on it (not withdrawn): its result is staff's to record, never a feed's. */
  hasBids: boolean;
  /** Money was paid against its won bid (the order's security deposit, or the car settled). */
  paid: boolean;
  /** Staff recorded its result (a feed's word on a lot nobody bid on is not theirs to undo). */
  recorded: boolean;
}

const notAFeedOfBids = (facts: LotMoveFacts, move: { by: LotCause }) =>
  move.by === 'feed' && facts.hasBids ? conflict(Msg.LOT_RESULT_STAFF_ONLY) : null;
const nothingPaid = (facts: LotMoveFacts) => (facts.paid ? conflict(Msg.LOT_RESULT_PAID) : null);
const recordedByStaff = (facts: LotMoveFacts) => (facts.recorded ? null : conflict(Msg.LOT_NO_RESULT));

const BEFORE = ['bidding', 'bidding_closed', 'awaiting_result'] as const satisfies readonly LotPhase[];
const RESULTS = ['sold', 'unsold'] as const satisfies readonly LotPhase[];

export const LOT_MACHINE = defineStateMachine<LotPhase, LotCause, LotMoveFacts, LotEvent>({
  name: 'auction lot',
  states: LOT_PHASES,
  transitions: [
    { from: 'bidding', to: 'bidding_closed', by: ['clock'] },
    { from: ['bidding', 'bidding_closed'], to: 'awaiting_result', by: ['clock'] },
    { from: 'awaiting_result', to: 'sold', by: ['staff', 'feed'], guards: [notAFeedOfBids], emits: ['auction_lot.result_recorded'] },
    { from: 'awaiting_result', to: 'unsold', by: ['staff', 'feed'], guards: [notAFeedOfBids], emits: ['auction_lot.result_recorded'] },
    { from: RESULTS, to: 'awaiting_result', by: ['staff'], guards: [recordedByStaff, nothingPaid], emits: ['auction_lot.result_undone'] },
    // The auction house's own word on lots nobody here bid on: it may withdraw a lot, or sell it early.
    { from: ['bidding', 'bidding_closed'], to: 'sold', by: ['feed'], guards: [notAFeedOfBids] },
    { from: ['bidding', 'bidding_closed'], to: 'unsold', by: ['feed'], guards: [notAFeedOfBids] },
    { from: BEFORE, to: 'withdrawn', by: ['feed'], guards: [notAFeedOfBids] },
  ],
  alreadyIn: (phase) => (phase === 'awaiting_result' ? conflict(Msg.LOT_NO_RESULT) : conflict(Msg.LOT_RESULT_ALREADY)),
  notAllowed: (from, to) => {
    const result = (RESULTS as readonly LotPhase[]).includes(to);
    if (result && (from === 'bidding' || from === 'bidding_closed')) return conflict(Msg.LOT_NOT_UP_YET);
    if (result) return conflict(Msg.LOT_RESULT_ALREADY);
    if (to === 'awaiting_result') return from === 'withdrawn' ? conflict(Msg.LOT_WITHDRAWN) : conflict(Msg.LOT_NO_RESULT);
    return conflict(Msg.LOT_TRANSITION_NOT_ALLOWED, { from: stateLabel(from), to: stateLabel(to) });
  },
});

/** A lot as its phase is read: when it comes up, and the result stored on it. */
export interface LotTimes {
  startsAt: Date;
  result: AuctionResult;
}

/**
 * The lot's phase at `now`: its stored result when it has one; else bidding until the cut-off (`cutoffMinutes` before
 * it comes up), bidding closed until it comes up, then awaiting its result.
 */
export function lotPhase(lot: LotTimes, now: Date, cutoffMinutes: number): LotPhase {
  if (lot.result !== 'pending') return lot.result;
  if (now.getTime() >= lot.startsAt.getTime()) return 'awaiting_result';
  if (now.getTime() >= bidCutoffOf(lot.startsAt, cutoffMinutes).getTime()) return 'bidding_closed';
  return 'bidding';
}

/** The stored result a recorded phase writes (the phase `awaiting_result` clears it). */
export const storedResultOf = (phase: 'sold' | 'unsold' | 'awaiting_result'): AuctionResult =>
  phase === 'awaiting_result' ? 'pending' : phase;
