import { Injectable, Logger } from '@nestjs/common';
import { systemContext } from '../../common/context/request-context.js';
import { Clock } from '../../common/time/clock.js';
import { isUuid } from '../../common/validation/uuid.js';
import type { NoPayload, ReservationExpiry } from '../../jobs/job-definitions.js';
import { OnJob } from '../../jobs/on-job.decorator.js';
import { JobName } from '../../jobs/queues.js';
import type { AuditedTx } from '../audit/audited-changes.service.js';
import { type OrderChange, OrderChanges } from './order-changes.service.js';
import type { Order } from './order.entity.js';
import { OrdersRepository } from './orders.repository.js';
import { shouldExpire } from './reservation-rules.js';

/** Reservations cancelled per transaction by the sweep (each batch commits on its own). */
export const SWEEP_BATCH = 500;

/**
 * The auto-cancel (spec §4: a car is held 3 business days; without 50% paid the order is cancelled), exactly as
 * DESIGN.md §6 has it: the database decides, the queue only wakes the code up. Each reservation has a delayed job at
 * its deadline; a sweep every minute catches what a lost job, a stopped worker or a flushed Redis missed. Both lock
 * the order row and apply shouldExpire with the injected clock before cancelling, so running twice, late or
 * concurrently changes nothing wrong.
 */
@Injectable()
export class ReservationExpiryService {
  private readonly logger = new Logger(ReservationExpiryService.name);

  constructor(
    private readonly repo: OrdersRepository,
    private readonly orders: OrderChanges,
    private readonly clock: Clock,
  ) {}

  /**
   * The delayed job of one reservation. Holds often end together (a burst of reservations, a dealer's many cars), so
   * the job first cancels every hold that is due, in batches, as the sweep does — thousands of jobs waking in the same
   * second then share the work instead of each doing one order — and then decides its own order under its row lock.
   */
  @OnJob(JobName.ReservationExpire)
  async expire(payload: ReservationExpiry): Promise<{ cancelled: boolean }> {
    if (typeof payload?.orderId !== 'string' || !isUuid(payload.orderId)) return { cancelled: false };
    const { cancelledIds } = await this.cancelDue();
    if (cancelledIds.has(payload.orderId)) return { cancelled: true };
    return { cancelled: await this.expireOne(payload.orderId) };
  }

  /**
   * The every-minute sweep: cancels every reservation that is due, in batches, skipping rows another transaction
   * holds (a payment being allocated, another batch): that one decides them.
   */
  @OnJob(JobName.ReservationSweep)
  async sweep(_payload?: NoPayload): Promise<{ cancelled: number }> {
    const { cancelledIds } = await this.cancelDue();
    if (cancelledIds.size > 0) this.logger.log(`Reservation sweep cancelled ${cancelledIds.size} overdue reservation(s)`);
    return { cancelled: cancelledIds.size };
  }

  /** Cancels due reservations, SWEEP_BATCH per transaction, until none is left that no one else holds. */
  private async cancelDue(): Promise<{ cancelledIds: Set<string> }> {
    const cancelledIds = new Set<string>();
    for (;;) {
      const batch = await this.cancelDueBatch();
      for (const id of batch.cancelled) cancelledIds.add(id);
      // A full batch may have more behind it; a batch that cancelled nothing would only find itself again.
      if (batch.found < SWEEP_BATCH || batch.cancelled.length === 0) break;
    }
    return { cancelledIds };
  }

  /**
   * One batch: the due reservations locked (SKIP LOCKED), read again and decided with shouldExpire and the clock —
   * a remittance copy committed since the first query counts — then cancelled together (OrderChanges.moveMany). If
   * the batch fails (one car changed outside its order), each of its orders is tried on its own, so one cannot hold
   * up the others.
   */
  private async cancelDueBatch(): Promise<{ found: number; cancelled: string[] }> {
    let lockedIds: string[] = [];
    try {
      return await this.orders.run(systemContext(), async (tx, change) => {
        lockedIds = await this.repo.lockDueReservations(tx.manager, this.clock.now(), SWEEP_BATCH);
        if (lockedIds.length === 0) return { found: 0, cancelled: [] };
        const orders = await this.repo.findByIdsUnordered(tx.manager, lockedIds);
        const paused = await this.repo.pausedOrderIds(tx.manager, lockedIds);
        const now = this.clock.now();
        const due = orders.filter((order) =>
          shouldExpire(
            {
              status: order.status,
              expiresAt: order.expiresAt,
              amountAllocated: order.amountAllocated,
              total: order.total,
              paused: paused.has(order.id),
              wonAtAuction: order.auctionBidId !== null,
            },
            now,
          ),
        );
        const cancelled = due.map((order) => order.publicId);
        await this.orders.moveMany(tx, change, due, 'cancelled', 'expiry');
        return { found: lockedIds.length, cancelled };
      });
    } catch (error) {
      if (lockedIds.length === 0) throw error;
      this.logger.warn(`A batch of ${lockedIds.length} expiries failed (${(error as Error).message}): each is tried alone`);
      const publicIds = (await this.repo.findByIdsUnordered(this.repo.manager, lockedIds)).map((o) => o.publicId);
      const cancelled: string[] = [];
      for (const publicId of publicIds) {
        try {
          if (await this.expireOne(publicId)) cancelled.push(publicId);
        } catch (single) {
          this.logger.error(`Order ${publicId} not expired: ${(single as Error).message}`);
        }
      }
      return { found: lockedIds.length, cancelled };
    }
  }

  /** One reservation by public id, decided under its row lock. */
  private expireOne(publicId: string): Promise<boolean> {
    return this.orders.run(systemContext(), async (tx, change) => {
      const order = await this.repo.findByPublicId(tx.manager, publicId, { lock: true });
      return order ? this.expireIfDue(tx, change, order) : false;
    });
  }

  /** Cancels a locked order if its hold is over (shouldExpire, with the clock); answers whether it did. */
  async expireIfDue(tx: AuditedTx, change: OrderChange, order: Order, reason: string | null = null): Promise<boolean> {
    const paused = await this.repo.isPaused(tx.manager, order);
    const due = shouldExpire(
      {
        status: order.status,
        expiresAt: order.expiresAt,
        amountAllocated: order.amountAllocated,
        total: order.total,
        paused,
        wonAtAuction: order.auctionBidId !== null,
      },
      this.clock.now(),
    );
    if (!due) return false;
    await this.orders.move(tx, change, order, 'cancelled', 'expiry', reason);
    return true;
  }
}
