import { Decimal } from 'decimal.js';
import { createHash } from 'node:crypto';
import { addDays } from '../../common/time/tokyo-day.js';
import type { CarStatus, Steering } from '../cars/car.entity.js';
import { daysFrom } from '../../common/time/days.js';

/** How many cars each landing list shows. */
export const LANDING_LIST_SIZE = 12;
/** "Most popular" looks at the views and inquiries of the last 30 days (today included). */
export const POPULARITY_WINDOW_DAYS = 30;
/** An inquiry says more about interest than a view: it weighs three views. */
export const INQUIRY_WEIGHT = 3;
/** Today's deal is one of the 50 most affordable (suitable) cars that arrived in the last 60 days. */
export const DEAL_POOL_SIZE = 50;
export const DEAL_POOL_WINDOW_DAYS = 60;
/** A deal must be buyable now: a reserved (or released) car is listed but never today's deal. */
export const DEAL_STATUSES: readonly CarStatus[] = ['available', 'ready_to_ship'];
/** Cached answers live this long at most; a catalogue change (version bump) replaces them at once. */
export const LANDING_CACHE_TTL_SECONDS = 300;

/** The first day of the popularity window that ends on `today`. */
export const popularitySince = (today: string): string => addDays(today, -(POPULARITY_WINDOW_DAYS - 1));

/** The earliest arrival a car may have to be in today's deal pool. */
export const dealPoolSince = (now: Date): Date => daysFrom(now, -DEAL_POOL_WINDOW_DAYS);

export const popularityScore = (views: number, inquiries: number): number => views + INQUIRY_WEIGHT * inquiries;

/** Bigint ids as strings compare by length, then text. */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * Cars whose steering suits the visitor's roads first, each group keeping the order it came in (the
 * list's own order). Without a preference (no or unknown country) the order is unchanged.
 */
export function rankBySteering<T extends { steering: string }>(items: readonly T[], preferred: Steering | null): T[] {
  if (!preferred) return [...items];
  return [...items.filter((i) => i.steering === preferred), ...items.filter((i) => i.steering !== preferred)];
}

export interface NewArrivalFacts {
  id: string;
  steering: string;
  createdAt: string;
}

/** Newest arrival first (ties: the later id), suitable steering first. */
export function rankNewArrivals<T extends NewArrivalFacts>(items: readonly T[], preferred: Steering | null, size = LANDING_LIST_SIZE): T[] {
  const ordered = [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || compareIds(b.id, a.id));
  return rankBySteering(ordered, preferred).slice(0, size);
}

export interface AffordableFacts {
  id: string;
  steering: string;
  /** FOB price in USD, a decimal string. */
  fobPriceUsd: string;
}

/** Lowest FOB price first (ties: the earlier id). */
export function compareAffordable(a: AffordableFacts, b: AffordableFacts): number {
  return new Decimal(a.fobPriceUsd).comparedTo(b.fobPriceUsd) || compareIds(a.id, b.id);
}

/**
 * Cheapest first, suitable steering first. The order is by price even where the price is not shown: ordering is not
 * showing (common/pricing/price-policy.ts).
 */
export function rankMostAffordable<T extends AffordableFacts>(
  items: readonly T[],
  preferred: Steering | null,
  size = LANDING_LIST_SIZE,
): T[] {
  return rankBySteering([...items].sort(compareAffordable), preferred).slice(0, size);
}

export interface PopularityFacts {
  id: string;
  steering: string;
  createdAt: string;
  /** views + 3 × inquiries over the window, by visitors from the requested country (0 without a country). */
  countryScore: number;
  /** The same over visitors from every country. */
  globalScore: number;
  /** All-time views of the car's page. */
  viewCount: number;
}

/**
 * The country's own interest first; where it says nothing (no stats from that country, or a tie), the
 * whole world's; where that says nothing either, the all-time view counter; then the newest.
 */
export function comparePopularity(a: PopularityFacts, b: PopularityFacts): number {
  return (
    b.countryScore - a.countryScore ||
    b.globalScore - a.globalScore ||
    b.viewCount - a.viewCount ||
    Date.parse(b.createdAt) - Date.parse(a.createdAt) ||
    compareIds(b.id, a.id)
  );
}

export function rankMostPopular<T extends PopularityFacts>(items: readonly T[], preferred: Steering | null, size = LANDING_LIST_SIZE): T[] {
  return rankBySteering([...items].sort(comparePopularity), preferred).slice(0, size);
}

/**
 * The cars today's deal is drawn from: the most affordable recent arrivals whose steering suits the country
 * (any steering when none does, or without a country); when nothing arrived within the window, the same
 * taken from the whole stock.
 */
export function todayDealPool<T extends AffordableFacts>(
  recent: readonly T[],
  allTime: readonly T[],
  preferred: Steering | null,
  size = DEAL_POOL_SIZE,
): T[] {
  const candidates = recent.length ? recent : allTime;
  const suitable = preferred ? candidates.filter((c) => c.steering === preferred) : [];
  return [...(suitable.length ? suitable : candidates)].sort(compareAffordable).slice(0, size);
}

/** What today's deal depends on: the visitor's country (or "global") and the Tokyo day. */
export const todayDealSeed = (country: string | null, day: string): string => `${country ?? 'global'}:${day}`;

function weight(seed: string, ref: string): bigint {
  return createHash('sha256').update(`${seed}:${ref}`).digest().readBigUInt64BE(0);
}

/**
 * A deterministic pick per (country, Tokyo day): every car of the pool gets a weight from hashing the seed
 * with its stock id, and the heaviest wins (rendezvous hashing). The same pool gives the same car all day;
 * another day or country gives another draw; a car joining or leaving the pool changes the pick only when
 * it is (or was) the winner.
 */
export function pickTodayDeal<T extends { ref: string }>(pool: readonly T[], country: string | null, day: string): T | null {
  const seed = todayDealSeed(country, day);
  let best: T | null = null;
  let bestWeight = -1n;
  for (const car of pool) {
    const w = weight(seed, car.ref);
    if (w > bestWeight || (w === bestWeight && best !== null && car.ref < best.ref)) {
      best = car;
      bestWeight = w;
    }
  }
  return best;
}
