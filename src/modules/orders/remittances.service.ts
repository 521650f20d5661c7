import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { conflict, notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { newStorageKeyBase, PRIVATE_STORAGE, type PrivateFileStorage } from '../../common/storage/file-storage.js';
import { Clock } from '../../common/time/clock.js';
import type { DocumentUpload } from '../../common/uploads/uploaded-document.decorator.js';
import { isUuid } from '../../common/validation/uuid.js';
import { addition, modification } from '../audit/audit-facts.js';
import { ORDER_AUDIT, ORDER_TARGET, OrderChanges } from './order-changes.service.js';
import { isFullyPaid } from './order-payments.js';
import type { Order } from './order.entity.js';
import { OrdersRepository } from './orders.repository.js';
import { toRemittanceCopyDto } from './orders.mappers.js';
import type { ReviewRemittanceDto } from './orders.requests.js';
import type { RemittanceCopyDto } from './orders.responses.js';
import { RemittanceCopiesRepository } from './remittance-copies.repository.js';
import { ReservationExpiryService } from './reservation-expiry.service.js';
import { MAX_REMITTANCE_COPIES } from './reservation-rules.js';

/** Private storage folder of remittance copies: `remittances/<order id>/<random>.<ext>`. */
export const REMITTANCE_FOLDER = 'remittances';

/** A stored file on its way to a download. */
export interface StoredDocument {
  data: Buffer;
  contentType: string;
  fileName: string;
}

/** Orders that still owe money accept a remittance copy. */
const AWAITING_PAYMENT = new Set(['reserved', 'deposit_paid', 'shipped', 'arrived']);

/**
 * Copies of bank remittances: the customer uploads one (JPG, PNG, WEBP or PDF, at most 5 MB, recognised by its bytes)
 * to their order; staff accept or reject it. A copy uploaded before the deadline and not rejected pauses the hold's
 * auto-cancel (reservation-rules.ts protectsHold); rejecting the last such copy after the deadline cancels the
 * reservation at once. Files live in the private storage and are read back only by the order's owner and staff.
 */
@Injectable()
export class RemittancesService {
  private readonly logger = new Logger(RemittancesService.name);

  constructor(
    private readonly orders: OrdersRepository,
    private readonly copies: RemittanceCopiesRepository,
    private readonly orderChanges: OrderChanges,
    private readonly expiry: ReservationExpiryService,
    private readonly clock: Clock,
    @Inject(PRIVATE_STORAGE) private readonly storage: PrivateFileStorage,
  ) {}

  async upload(ctx: RequestContext, orderId: string, upload: DocumentUpload): Promise<RemittanceCopyDto> {
    const customerId = actorOf(ctx).id;
    // Refused before the file is read when the order cannot take one; checked again under the order's lock.
    await this.acceptingCopies(this.orders.manager, await this.orderChanges.find(this.orders.manager, orderId, customerId));
    const file = await upload();
    const key = `${newStorageKeyBase(REMITTANCE_FOLDER, orderId)}.${file.extension}`;
    await this.storage.put(key, file.data, file.contentType);
    try {
      const copy = await this.orderChanges.run(ctx, async (tx) => {
        const order = await this.orderChanges.lock(tx.manager, orderId, customerId);
        await this.acceptingCopies(tx.manager, order);
        const saved = await this.copies.insertAndRead(tx.manager, {
          orderId: order.id,
          storageKey: key,
          contentType: file.contentType,
          sizeBytes: file.data.length,
          status: 'pending',
          uploadedAt: this.clock.now(),
        });
        await tx.audit(
          addition(ORDER_AUDIT.remittanceUpload, ORDER_TARGET, order.publicId, {
            remittanceCopyId: saved.publicId,
            contentType: file.contentType,
            sizeBytes: file.data.length,
          }),
        );
        return saved;
      });
      return toRemittanceCopyDto(copy);
    } catch (error) {
      await this.storage.delete(key).catch((e: unknown) => this.logger.warn(`Stored remittance copy not removed: ${(e as Error).message}`));
      throw error;
    }
  }

  /** The file of a copy of the caller's order (404 for anyone else's). */
  async downloadOwn(ctx: RequestContext, orderId: string, copyId: string): Promise<StoredDocument> {
    const order = await this.orderChanges.find(this.orders.manager, orderId, actorOf(ctx).id);
    return this.download(order, copyId);
  }

  async downloadForStaff(orderId: string, copyId: string): Promise<StoredDocument> {
    return this.download(await this.orderChanges.find(this.orders.manager, orderId), copyId);
  }

  /**
   * Staff accept or reject a copy waiting for review. Accepting keeps the order whatever the deadline; rejecting
   * leaves the hold to its deadline — and cancels the reservation at once when that has passed and nothing else
   * protects it (DESIGN.md §6: the same re-check as the expiry job).
   */
  async review(ctx: RequestContext, orderId: string, copyId: string, body: ReviewRemittanceDto): Promise<void> {
    await this.orderChanges.run(ctx, async (tx, change) => {
      const order = await this.orderChanges.lock(tx.manager, orderId);
      const copy = isUuid(copyId) ? await this.copies.findOfOrder(copyId, order.id, { m: tx.manager, lock: true }) : null;
      if (!copy) throw notFound(Msg.REMITTANCE_NOT_FOUND);
      if (copy.status !== 'pending') throw conflict(Msg.REMITTANCE_ALREADY_REVIEWED, { status: copy.status });
      const note = body.note ?? null;
      const review = { status: body.status, reviewedAt: this.clock.now(), reviewedBy: actorOf(ctx).publicId, reviewNote: note };
      await this.copies.update(tx.manager, copy.id, review);
      await tx.audit(
        modification(ORDER_AUDIT.remittanceReview, ORDER_TARGET, order.publicId, {
          before: { remittanceCopyId: copy.publicId, status: copy.status },
          after: { remittanceCopyId: copy.publicId, status: body.status, ...(note ? { note } : {}) },
        }),
      );
      if (body.status === 'rejected') await this.expiry.expireIfDue(tx, change, order, 'remittance copy rejected');
    });
  }

  /** 409 unless the order may take another copy now (it owes money, its hold has not run out, it has room). */
  private async acceptingCopies(m: EntityManager, order: Order): Promise<void> {
    if (!AWAITING_PAYMENT.has(order.status) || isFullyPaid(order.amountAllocated, order.total)) {
      throw conflict(Msg.REMITTANCE_NOT_ACCEPTED_NOW, { status: order.status.replace(/_/g, ' ') });
    }
    if (order.status === 'reserved' && this.clock.now().getTime() >= order.expiresAt.getTime() && !(await this.orders.isPaused(m, order))) {
      throw conflict(Msg.RESERVATION_EXPIRED);
    }
    if ((await this.copies.countOfOrder(m, order.id)) >= MAX_REMITTANCE_COPIES) {
      throw conflict(Msg.TOO_MANY_REMITTANCES, { max: MAX_REMITTANCE_COPIES });
    }
  }

  private async download(order: Order, copyId: string): Promise<StoredDocument> {
    const copy = isUuid(copyId) ? await this.copies.findOfOrder(copyId, order.id) : null;
    const data = copy ? await this.storage.read(copy.storageKey) : null;
    if (!copy || !data) throw notFound(Msg.REMITTANCE_NOT_FOUND);
    const extension = copy.storageKey.slice(copy.storageKey.lastIndexOf('.') + 1);
    return { data, contentType: copy.contentType, fileName: `remittance-${order.stockId}-${copy.publicId.slice(0, 8)}.${extension}` };
  }
}
