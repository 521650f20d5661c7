import { Decimal } from 'decimal.js';

/**
 * The arithmetic of a customer's auction account (issue 13): whole yen as BigInt, never floats. The account row keeps
 * three running sums — the deposit paid in, the maximum bids held by open bid requests, and won cars not yet paid —
 * and every change writes ledger entries in the same transaction, so that the row always equals the sums of its
 * ledger (`ledgerTotals`). Bidding power is what a customer may still bid: a multiple of the deposit less what is
 * held and owed.
 */

export const LEDGER_KINDS = ['deposit', 'refund', 'hold', 'release', 'won', 'settled', 'won_undone', 'unsettled'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** What a bid request became: open until withdrawn or until staff record the lot's result (open again if they undo it). */
export const BID_STATUSES = ['open', 'withdrawn', 'won', 'lost', 'not_sold'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

/** The results staff record for an open bid request. */
export const BID_RESULTS = ['won', 'lost', 'not_sold'] as const;
export type BidResult = (typeof BID_RESULTS)[number];

/** The most yen one amount may be (a deposit, a maximum bid, a hammer price): 999,999,999,999 yen. */
export const MAX_YEN = 999_999_999_999n;

/** An account's three running sums, in whole yen. */
export interface AccountSums {
  deposit: bigint;
  held: bigint;
  owed: bigint;
}

/**
 * The sums a ledger adds up to: deposit = Σdeposit − Σrefund, held = Σhold − Σrelease (a won bid releases its hold
 * and adds its `won` amount), owed = Σwon − Σsettled − Σwon_undone + Σunsettled (a won result staff undid is owed no
 * more; a won car whose paying-in-full payment was voided is owed again).
 */
export function ledgerTotals(entries: readonly { kind: LedgerKind; amountJpy: string | bigint }[]): AccountSums {
  const sums = { deposit: 0n, held: 0n, owed: 0n };
  for (const { kind, amountJpy } of entries) {
    const amount = BigInt(amountJpy);
    if (kind === 'deposit') sums.deposit += amount;
    else if (kind === 'refund') sums.deposit -= amount;
    else if (kind === 'hold') sums.held += amount;
    else if (kind === 'release') sums.held -= amount;
    else if (kind === 'won' || kind === 'unsettled') sums.owed += amount;
    else sums.owed -= amount; // settled, won_undone
  }
  return sums;
}

/** Bidding power: `multiple` × the deposit, less the maximum bids still open and won cars not yet paid; never below 0. */
export function biddingPower(deposit: bigint, multiple: number, held: bigint, owed: bigint): bigint {
  const power = deposit * BigInt(multiple) - held - owed;
  return power > 0n ? power : 0n;
}

/**
 * What may be refunded of the deposit: the part that backs nothing — neither open bids nor won cars not yet paid,
 * yen for yen (deposit − held − owed, never below 0). A refund of it leaves the bidding power of what remains at or
 * above what is held and owed, so a refund never overspends.
 */
export function refundable(sums: AccountSums): bigint {
  const free = sums.deposit - sums.held - sums.owed;
  return free > 0n ? free : 0n;
}

/** Whether a customer may ask for the deposit back: something to refund, and nothing open or owed. */
export function mayRequestRefund(sums: AccountSums): boolean {
  return sums.deposit > 0n && sums.held === 0n && sums.owed === 0n;
}

/**
 * The ledger entries of moving a hold from `before` to `after` yen (a new bid: before 0; a change; a withdrawal or a
 * result: after 0): one `hold` of the rise or one `release` of the fall, none when it does not move.
 */
export function holdMove(before: bigint, after: bigint): { kind: 'hold' | 'release'; amount: bigint } | null {
  if (after > before) return { kind: 'hold', amount: after - before };
  if (after < before) return { kind: 'release', amount: before - after };
  return null;
}

/** What a won car costs the customer: the hammer price and the auction's fees. */
export const wonAmount = (hammerPriceJpy: bigint, feesJpy: bigint): bigint => hammerPriceJpy + feesJpy;

/** The moment bid requests on a lot close: `cutoffMinutes` before it comes up. */
export const cutoffOf = (startsAt: Date, cutoffMinutes: number): Date => new Date(startsAt.getTime() - cutoffMinutes * 60_000);

/** "2026-03-05T09:00:00+09:00": an instant as Japan's wall clock (no daylight saving). */
export function japanTime(instant: Date): string {
  const wall = new Date(instant.getTime() + 9 * 3_600_000);
  return `${wall.toISOString().slice(0, 19)}+09:00`;
}

/** Whole yen as a reader sees it in an email: "1,250,000 JPY". */
export function formatYen(amount: bigint | string): string {
  const digits = BigInt(amount).toString();
  const sign = digits.startsWith('-') ? '-' : '';
  return `${sign}${digits.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')} JPY`;
}

/**
 * The FOB price in USD a won car enters stock at, as the back office suggests it: what it cost (hammer price and
 * fees) at `jpyPerUsd` yen to the dollar, rounded up to the whole dollar — in decimals, never a float. Staff may
 * change it (inland transport, the company's margin) before the order is made.
 */
export function wonCarPriceUsd(amountJpy: bigint, jpyPerUsd: string): string {
  return new Decimal(amountJpy.toString()).div(jpyPerUsd).toDecimalPlaces(0, Decimal.ROUND_UP).toFixed(2);
}

/** What a won bid owes: its hammer price and fees (none recorded: zero). */
export const owedBy = (bid: { hammerPriceJpy: string | null; feesJpy: string | null }): bigint =>
  wonAmount(BigInt(bid.hammerPriceJpy ?? 0), BigInt(bid.feesJpy ?? 0));
