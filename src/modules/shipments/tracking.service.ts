import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { conflict, notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { resolvePaging } from '../../common/pagination/pagination.js';
import { newStorageKeyBase, PRIVATE_STORAGE, type PrivateFileStorage } from '../../common/storage/file-storage.js';
import { Clock } from '../../common/time/clock.js';
import type { DocumentUpload } from '../../common/uploads/uploaded-document.decorator.js';
import { isUuid } from '../../common/validation/uuid.js';
import { domainEvent } from '../../events/domain-event-types.js';
import { DomainEvents } from '../../events/domain-events.service.js';
import { addition, modification } from '../audit/audit-facts.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import type { Order } from '../orders/order.entity.js';
import { OrderShippingService } from '../orders/order-shipping.service.js';
import { CustomerOrdersService } from '../orders/customer-orders.service.js';
import { OrderViews } from '../orders/order-views.service.js';
import type { StoredDocument } from '../orders/remittances.service.js';
import { OrderDocument } from './order-document.entity.js';
import { type DocumentKind, documentsReleased, MAX_DOCUMENTS_PER_ORDER, TRACKED_STATUSES } from './shipment-rules.js';
import { Shipment } from './shipment.entity.js';
import { toOrderDocument, toOrderTracking, toTrackedCar, toTrackingEvent } from './shipments.mappers.js';
import { orderTimeline } from './order-timeline.js';
import { AuditService } from '../audit/audit.service.js';
import { ORDER_AUDIT, orderFactsOf } from '../orders/order-changes.service.js';
import { lockOrderDocuments } from './shipments.repository.js';
import type { AddTrackingEventDto, TrackedCarsQueryDto, UpdateDocumentDto } from './shipments.requests.js';
import type { OrderDocumentDto, OrderTimelineDto, OrderTrackingDto, TrackedCarListDto } from './shipments.responses.js';
import { TrackingEvent } from './tracking-event.entity.js';

/** Private storage folder of order documents: `order-documents/<order id>/<random>.<ext>`. */
export const DOCUMENTS_FOLDER = 'order-documents';
const ORDER_TARGET = 'order';
export const TRACKING_AUDIT = {
  event: 'order.tracking_event',
  documentUpload: 'order.document_upload',
  documentUpdate: 'order.document_update',
} as const;

/**
 * Car tracking (issue 9 §5): staff add tracking events and upload the shipping documents (B/L, export certificate,
 * invoice) and mark them released with the courier's details; the owner follows the car (events, "get location",
 * documents) and downloads released documents. Orders are reached through the orders module: another customer's order is
 * a 404. Table ownership: `tracking_events`, `order_documents`.
 */
@Injectable()
export class TrackingService {
  private readonly logger = new Logger(TrackingService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly orders: OrderShippingService,
    private readonly customerOrders: CustomerOrdersService,
    private readonly orderViews: OrderViews,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    @Inject(PRIVATE_STORAGE) private readonly storage: PrivateFileStorage,
    private readonly events: DomainEvents,
  ) {}

  /* ---------------------------------------------------------------- staff */

  async addEvent(ctx: RequestContext, orderId: string, body: AddTrackingEventDto): Promise<OrderTrackingDto> {
    const order = await this.changes.run(ctx, async (tx) => {
      const found = await this.orders.findForStaff(orderId, tx.manager);
      const occurredAt = new Date(/^\d{4}-\d{2}-\d{2}$/.test(body.date) ? `${body.date}T00:00:00Z` : body.date);
      await tx.manager.getRepository(TrackingEvent).insert({
        orderId: found.id,
        occurredAt,
        description: body.description,
        location: body.location,
        status: body.status,
        details: body.details ?? null,
        createdAt: this.clock.now(),
        createdBy: actorOf(ctx).publicId,
      });
      await this.events.record(
        tx,
        domainEvent('shipment.tracking_added', {
          ...orderFactsOf(found),
          tracking: {
            occurredAt: occurredAt.toISOString(),
            description: body.description,
            location: body.location,
            status: body.status,
            details: body.details ?? null,
          },
        }),
      );
      await tx.audit(
        addition(TRACKING_AUDIT.event, ORDER_TARGET, found.publicId, {
          date: occurredAt.toISOString(),
          description: body.description,
          location: body.location,
          status: body.status,
        }),
      );
      return found;
    });
    return this.view(order);
  }

  /** The order's timeline: state changes, payments, remittance copies, hold extensions, documents, tracking events. */
  async staffTimeline(orderId: string): Promise<OrderTimelineDto> {
    const order = await this.orders.findForStaff(orderId);
    const [detail, documents, events, extensions] = await Promise.all([
      this.orderViews.staffDetail(order),
      this.documentsOf([order]),
      this.eventsOf([order]),
      this.audit.list({ targetType: 'order', targetId: order.publicId, action: ORDER_AUDIT.holdExtend, limit: 100 }),
    ]);
    const items = orderTimeline({
      history: detail.history,
      payments: detail.payments,
      remittanceCopies: detail.remittanceCopies,
      holdExtensions: extensions.items.map((e) => ({ at: e.createdAt, actorId: e.actorId, actorRole: e.actorRole, after: e.after })),
      documents: (documents.get(order.id) ?? []).map((d) => ({
        id: d.publicId,
        kind: d.kind,
        uploadedAt: d.uploadedAt.toISOString(),
        uploadedBy: d.uploadedBy,
        released: d.released,
        releasedAt: d.releasedAt?.toISOString() ?? null,
        courierName: d.courierName,
        trackingNumber: d.trackingNumber,
      })),
      events: (events.get(order.id) ?? []).map((e) => ({ ...toTrackingEvent(e), createdBy: e.createdBy })),
    });
    return { orderId: order.publicId, items };
  }

  async staffTracking(orderId: string): Promise<OrderTrackingDto> {
    return this.view(await this.orders.findForStaff(orderId));
  }

  /** Stores a document (JPG, PNG, WEBP or PDF by its bytes, at most 5 MB) in the private storage, not yet released. */
  async uploadDocument(ctx: RequestContext, orderId: string, kind: DocumentKind, upload: DocumentUpload): Promise<OrderDocumentDto> {
    // Refused before the file is read when the order is unknown or full; checked again in the transaction.
    await this.roomFor(await this.orders.findForStaff(orderId));
    const file = await upload();
    const key = `${newStorageKeyBase(DOCUMENTS_FOLDER, orderId)}.${file.extension}`;
    await this.storage.put(key, file.data, file.contentType);
    try {
      const saved = await this.changes.run(ctx, async (tx) => {
        const order = await this.orders.findForStaff(orderId, tx.manager);
        await lockOrderDocuments(tx.manager, order.id);
        await this.roomFor(order, tx.manager);
        const repo = tx.manager.getRepository(OrderDocument);
        await repo.insert({
          orderId: order.id,
          kind,
          storageKey: key,
          contentType: file.contentType,
          sizeBytes: file.data.length,
          released: false,
          uploadedAt: this.clock.now(),
          uploadedBy: actorOf(ctx).publicId,
        });
        const document = await repo.findOneByOrFail({ storageKey: key });
        await tx.audit(
          addition(TRACKING_AUDIT.documentUpload, ORDER_TARGET, order.publicId, {
            documentId: document.publicId,
            kind,
            contentType: file.contentType,
            sizeBytes: file.data.length,
          }),
        );
        return document;
      });
      return toOrderDocument(saved);
    } catch (error) {
      await this.storage.delete(key).catch((e: unknown) => this.logger.warn(`Stored document not removed: ${(e as Error).message}`));
      throw error;
    }
  }

  /** Releases (or un-releases) a document, with the courier's name and tracking number. */
  async updateDocument(ctx: RequestContext, orderId: string, documentId: string, body: UpdateDocumentDto): Promise<OrderDocumentDto> {
    return this.changes.run(ctx, async (tx) => {
      const order = await this.orders.findForStaff(orderId, tx.manager);
      const repo = tx.manager.getRepository(OrderDocument);
      const document = isUuid(documentId)
        ? await repo.findOne({ where: { publicId: documentId, orderId: order.id }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!document) throw notFound(Msg.DOCUMENT_NOT_FOUND);
      const next: Partial<OrderDocument> = {};
      if (body.released !== undefined && body.released !== document.released) {
        next.released = body.released;
        next.releasedAt = body.released ? this.clock.now() : null;
      }
      if (body.courierName !== undefined && body.courierName !== document.courierName) next.courierName = body.courierName;
      if (body.trackingNumber !== undefined && body.trackingNumber !== document.trackingNumber) next.trackingNumber = body.trackingNumber;
      const keys = Object.keys(next) as (keyof OrderDocument)[];
      if (keys.length === 0) return toOrderDocument(document);
      await repo.update({ id: document.id }, next);
      await tx.audit(
        modification(TRACKING_AUDIT.documentUpdate, ORDER_TARGET, order.publicId, {
          before: { documentId: document.publicId, ...Object.fromEntries(keys.map((k) => [k, document[k]])) },
          after: { documentId: document.publicId, ...next },
        }),
      );
      return toOrderDocument({ ...document, ...next });
    });
  }

  async downloadForStaff(orderId: string, documentId: string): Promise<StoredDocument> {
    return this.download(await this.orders.findForStaff(orderId), documentId, false);
  }

  /* ---------------------------------------------------------------- the owner */

  async ownTracking(ctx: RequestContext, orderId: string): Promise<OrderTrackingDto> {
    return this.view(await this.customerOrders.findOwn(ctx, orderId));
  }

  /** A released document of the caller's order (404 for anyone else's; 409 while not released). */
  async downloadOwn(ctx: RequestContext, orderId: string, documentId: string): Promise<StoredDocument> {
    return this.download(await this.customerOrders.findOwn(ctx, orderId), documentId, true);
  }

  /**
   * Car tracking (spec §2): the customer's bought cars (deposit paid, not cancelled), newest first, in the Released
   * tab when every document is released, in Unreleased otherwise. A customer has few such orders: they are read
   * whole, split by tab, then paged.
   */
  async trackedCars(ctx: RequestContext, query: TrackedCarsQueryDto): Promise<TrackedCarListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const wantReleased = (query.tab ?? 'unreleased') === 'released';
    const orders = await this.customerOrders.ownInStatuses(ctx, TRACKED_STATUSES);
    const documents = await this.documentsOf(orders);
    const inTab = orders.filter((o) => documentsReleased(documents.get(o.id) ?? []) === wantReleased);
    const shown = inTab.slice(skip, skip + limit);
    const [events, shipments] = await Promise.all([this.eventsOf(shown), this.shipmentsOf(shown)]);
    const items = shown.map((o) =>
      toTrackedCar(o, o.shipmentId ? shipments.get(o.shipmentId) : undefined, documents.get(o.id) ?? [], events.get(o.id) ?? []),
    );
    return { items, total: inTab.length, page, limit };
  }

  /* ---------------------------------------------------------------- reading */

  private async view(order: Order): Promise<OrderTrackingDto> {
    const [documents, events, shipments] = await Promise.all([
      this.documentsOf([order]),
      this.eventsOf([order]),
      this.shipmentsOf([order]),
    ]);
    return toOrderTracking(
      order,
      order.shipmentId ? shipments.get(order.shipmentId) : undefined,
      documents.get(order.id) ?? [],
      events.get(order.id) ?? [],
    );
  }

  private async roomFor(order: Order, m = this.dataSource.manager): Promise<void> {
    if ((await m.getRepository(OrderDocument).countBy({ orderId: order.id })) >= MAX_DOCUMENTS_PER_ORDER) {
      throw conflict(Msg.TOO_MANY_DOCUMENTS, { max: MAX_DOCUMENTS_PER_ORDER });
    }
  }

  private async download(order: Order, documentId: string, ownerOnly: boolean): Promise<StoredDocument> {
    const document = isUuid(documentId)
      ? await this.dataSource.getRepository(OrderDocument).findOne({ where: { publicId: documentId, orderId: order.id } })
      : null;
    if (!document) throw notFound(Msg.DOCUMENT_NOT_FOUND);
    if (ownerOnly && !document.released) throw conflict(Msg.DOCUMENT_NOT_RELEASED);
    const data = await this.storage.read(document.storageKey);
    if (!data) throw notFound(Msg.DOCUMENT_NOT_FOUND);
    const extension = document.storageKey.slice(document.storageKey.lastIndexOf('.') + 1);
    return {
      data,
      contentType: document.contentType,
      fileName: `${document.kind.replace(/_/g, '-')}-${order.stockId}-${document.publicId.slice(0, 8)}.${extension}`,
    };
  }

  private async documentsOf(orders: readonly Order[]): Promise<Map<string, OrderDocument[]>> {
    return groupBy(
      orders.length
        ? await this.dataSource.getRepository(OrderDocument).find({ where: { orderId: In(orders.map((o) => o.id)) }, order: { id: 'ASC' } })
        : [],
    );
  }

  private async eventsOf(orders: readonly Order[]): Promise<Map<string, TrackingEvent[]>> {
    return groupBy(
      orders.length
        ? await this.dataSource
            .getRepository(TrackingEvent)
            .find({ where: { orderId: In(orders.map((o) => o.id)) }, order: { occurredAt: 'ASC', id: 'ASC' } })
        : [],
    );
  }

  private async shipmentsOf(orders: readonly Order[]): Promise<Map<string, Shipment>> {
    const ids = [...new Set(orders.flatMap((o) => (o.shipmentId ? [o.shipmentId] : [])))];
    const rows = ids.length ? await this.dataSource.getRepository(Shipment).findBy({ id: In(ids) }) : [];
    return new Map(rows.map((s) => [s.id, s]));
  }
}

function groupBy<T extends { orderId: string }>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.orderId, [...(map.get(row.orderId) ?? []), row]);
  return map;
}
