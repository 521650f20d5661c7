import { Injectable } from '@nestjs/common';
import type { Counter, Histogram } from 'prom-client';
import { collectSafely, Metrics } from '../../common/metrics/metrics.service.js';
import { OrdersRepository } from './orders.repository.js';

/**
 * Expiry lag buckets in seconds: the promise is "no reservation held more than 2 minutes past its deadline",
 * so the buckets are fine around 120 s (the sweep runs every minute) and coarse beyond.
 */
export const EXPIRY_LAG_BUCKETS = [1, 5, 15, 30, 60, 90, 120, 180, 300, 600, 1800, 3600];

/** Seconds from a hold's deadline to its cancel (never negative: the rules cancel only past the deadline). */
export const expiryLagSeconds = (expiresAt: Date, cancelledAt: Date): number =>
  Math.max(0, (cancelledAt.getTime() - expiresAt.getTime()) / 1000);

/**
 * The reservations' metrics: holds placed and holds the auto-cancel expired (counters), how late past its deadline
 * each was cancelled (histogram), and on scrape the holds open now (a COUNT on the partial index ix_orders_expiring).
 * OrderChanges records them once a change has committed.
 */
@Injectable()
export class ReservationMetrics {
  private readonly placed: Counter;
  private readonly expired: Counter;
  private readonly lag: Histogram;

  constructor(metrics: Metrics, orders: OrdersRepository) {
    this.placed = metrics.counter({ name: 'reservations_placed_total', help: 'Reservation holds placed (stock cars)' });
    this.expired = metrics.counter({ name: 'reservations_expired_total', help: 'Reservation holds cancelled by the auto-cancel' });
    this.lag = metrics.histogram({
      name: 'reservation_expiry_lag_seconds',
      help: "Seconds from a hold's deadline (expires_at) to its cancel by the auto-cancel",
      buckets: EXPIRY_LAG_BUCKETS,
    });
    metrics.gauge({
      name: 'reservations_held',
      help: 'Orders holding a car now (status reserved), read on scrape',
      async collect() {
        await collectSafely(async () => {
          this.set(await orders.countReserved());
        });
      },
    });
  }

  /** After a commit: `placed` holds placed, and the lag (seconds) of each hold the auto-cancel expired. */
  record(placed: number, expiryLags: readonly number[]): void {
    if (placed > 0) this.placed.inc(placed);
    if (expiryLags.length === 0) return;
    this.expired.inc(expiryLags.length);
    for (const seconds of expiryLags) this.lag.observe(seconds);
  }
}
