import { Injectable, type StreamableFile } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import { companyCalendar, companyDay } from '../../common/time/business-days.js';
import { Clock } from '../../common/time/clock.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { resolvePaging } from '../../common/pagination/pagination.js';
import { StaffList } from '../../common/pagination/staff-list.js';
import { isUuid } from '../../common/validation/uuid.js';
import { domainEvent, sailingFactsOf } from '../../events/domain-event-types.js';
import { DomainEvents } from '../../events/domain-events.service.js';
import { addition, modification, removal } from '../audit/audit-facts.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import { auditActions } from '../audit/audit-actions.js';
import { ORDER_STATUSES } from '../orders/order-transitions.js';
import { orderFactsOf } from '../orders/order-changes.service.js';
import { OrderShippingService } from '../orders/order-shipping.service.js';
import { scheduleSearchRefusal, SHIPPABLE_STATUSES, voyageDatesRefusal } from './shipment-rules.js';
import { Shipment } from './shipment.entity.js';
import { scheduledSailings, SHIPMENT_SORT, shipmentsMatching } from './shipments.repository.js';
import { toScheduledShipment, toShipmentDto, toShipmentOrder } from './shipments.mappers.js';
import type {
  AssignOrdersDto,
  CreateShipmentDto,
  ShipmentsQueryDto,
  ShippingScheduleQueryDto,
  UpdateShipmentDto,
} from './shipments.requests.js';
import type { AdminShipmentDto, ShipmentDto, ShipmentListDto, ShippingScheduleDto } from './shipments.responses.js';

/** The columns of the shipment list's CSV export. */
const SHIPMENT_CSV_COLUMNS: CsvColumn<ShipmentDto>[] = [
  { header: 'Shipment id', value: (s) => s.id },
  { header: 'Vessel', value: (s) => s.vessel },
  { header: 'Voyage', value: (s) => s.voyageNumber },
  { header: 'Country', value: (s) => s.destinationCountry },
  { header: 'Port', value: (s) => s.destinationPort },
  { header: 'Method', value: (s) => s.method },
  { header: 'Freight terms', value: (s) => s.freightTerms },
  { header: 'Departure', value: (s) => s.departureDate },
  { header: 'Arrival', value: (s) => s.arrivalDate },
  { header: 'Status', value: (s) => s.status },
  { header: 'Orders', value: (s) => s.orderCount },
  { header: 'Invoice number', value: (s) => s.invoiceNumber },
  { header: 'Invoice date', value: (s) => s.invoiceDate },
];

const SHIPMENT_TARGET = 'shipment';
export const SHIPMENT_AUDIT = auditActions(SHIPMENT_TARGET, ['create', 'update', 'assignOrders', 'removeOrder']);
const DATE_FIELDS = { departure: 'departureDate', arrival: 'arrivalDate' };
const EDITABLE = [
  'destinationCountry',
  'destinationPort',
  'method',
  'freightTerms',
  'vessel',
  'voyageNumber',
  'departureDate',
  'arrivalDate',
  'invoiceNumber',
  'invoiceDate',
] as const satisfies readonly (keyof CreateShipmentDto & keyof Shipment)[];

/**
 * Shipments (issue 9 §5): staff create, change and list them and assign orders (through the orders module, in the same
 * transaction); anyone searches the public shipping schedule. Table ownership: `shipments`.
 */
@Injectable()
export class ShipmentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly orders: OrderShippingService,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
    private readonly exports: CsvExports,
  ) {}

  private readonly calendar = companyCalendar([]);

  private readonly staffList = new StaffList(this.exports, {
    filtered: (query: ShipmentsQueryDto) => shipmentsMatching(this.dataSource, query, this.today()),
    sort: SHIPMENT_SORT,
    items: (rows: Shipment[]) => this.toDtos(rows),
    csv: { filename: 'shipments', columns: SHIPMENT_CSV_COLUMNS, rows: (rows) => this.toDtos(rows) },
  });

  async create(ctx: RequestContext, body: CreateShipmentDto): Promise<AdminShipmentDto> {
    const refusal = voyageDatesRefusal(body.departureDate, body.arrivalDate, DATE_FIELDS);
    if (refusal) throw refusal;
    const publicId = randomUUID();
    const fields = Object.fromEntries(EDITABLE.map((k) => [k, body[k] ?? null])) as Partial<Shipment>;
    await this.changes.run(ctx, async (tx) => {
      await tx.manager.getRepository(Shipment).insert({ ...fields, publicId });
      await tx.audit(addition(SHIPMENT_AUDIT.create, SHIPMENT_TARGET, publicId, fields));
    });
    return this.get(publicId);
  }

  /** Changes what is sent; the dates as they will be must still have the arrival after the departure. */
  async update(ctx: RequestContext, id: string, body: UpdateShipmentDto): Promise<AdminShipmentDto> {
    await this.changes.run(ctx, async (tx) => {
      const repo = tx.manager.getRepository(Shipment);
      const shipment = isUuid(id) ? await repo.findOne({ where: { publicId: id }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!shipment) throw notFound(Msg.SHIPMENT_NOT_FOUND);
      const changed = EDITABLE.filter((k) => body[k] !== undefined && body[k] !== shipment[k]);
      const refusal = voyageDatesRefusal(
        body.departureDate ?? shipment.departureDate,
        body.arrivalDate ?? shipment.arrivalDate,
        DATE_FIELDS,
      );
      if (refusal) throw refusal;
      if (changed.length === 0) return;
      const before = Object.fromEntries(changed.map((k) => [k, shipment[k]]));
      const after = Object.fromEntries(changed.map((k) => [k, body[k] ?? null]));
      await repo.update({ id: shipment.id }, after as Partial<Shipment>);
      await tx.audit(modification(SHIPMENT_AUDIT.update, SHIPMENT_TARGET, shipment.publicId, { before, after }));
    });
    return this.get(id);
  }

  /** Puts orders (deposit paid or later) on the shipment; an order on another shipment moves to this one. */
  async assignOrders(ctx: RequestContext, id: string, body: AssignOrdersDto): Promise<AdminShipmentDto> {
    await this.changes.run(ctx, async (tx) => {
      const shipment = isUuid(id)
        ? await tx.manager.getRepository(Shipment).findOne({ where: { publicId: id }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!shipment) throw notFound(Msg.SHIPMENT_NOT_FOUND);
      const orders = await this.orders.assignToShipment(tx.manager, body.orderIds, shipment.id, SHIPPABLE_STATUSES);
      const sailing = sailingFactsOf(shipment);
      await this.events.record(
        tx,
        ...orders.map((order) => domainEvent('shipment.assigned', { ...orderFactsOf(order), shipment: sailing })),
      );
      await tx.audit(
        modification(SHIPMENT_AUDIT.assignOrders, SHIPMENT_TARGET, shipment.publicId, {
          before: { orders: orders.map((o) => ({ orderId: o.publicId, shipmentId: o.shipmentId })) },
          after: { orderIds: orders.map((o) => o.publicId) },
        }),
      );
    });
    return this.get(id);
  }

  /** Takes an order off the shipment (a clerk's mistake, or the car missed the ship); 404 when it is not on it. */
  async removeOrder(ctx: RequestContext, id: string, orderId: string): Promise<AdminShipmentDto> {
    await this.changes.run(ctx, async (tx) => {
      const shipment = isUuid(id)
        ? await tx.manager.getRepository(Shipment).findOne({ where: { publicId: id }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!shipment) throw notFound(Msg.SHIPMENT_NOT_FOUND);
      const order = await this.orders.findForStaff(orderId, tx.manager);
      if (order.shipmentId !== shipment.id) throw notFound(Msg.ORDER_NOT_FOUND);
      await this.orders.assignToShipment(tx.manager, [order.publicId], null, ORDER_STATUSES);
      await tx.audit(removal(SHIPMENT_AUDIT.removeOrder, SHIPMENT_TARGET, shipment.publicId, { orderId: order.publicId }));
    });
    return this.get(id);
  }

  list(query: ShipmentsQueryDto): Promise<ShipmentListDto> {
    return this.staffList.page(query);
  }

  /** The shipment list as CSV: the same filters and sort, every page (up to the export's cap). */
  exportCsv(query: ShipmentsQueryDto): Promise<StreamableFile> {
    return this.staffList.exportCsv(query);
  }

  private today(): string {
    return companyDay(this.clock.now(), this.calendar);
  }

  private async toDtos(rows: Shipment[]): Promise<ShipmentDto[]> {
    const counts = await this.orders.countOnShipments(rows.map((s) => s.id));
    const today = this.today();
    return rows.map((s) => toShipmentDto(s, today, counts.get(s.id) ?? 0));
  }

  async get(id: string): Promise<AdminShipmentDto> {
    const shipment = isUuid(id) ? await this.dataSource.getRepository(Shipment).findOneBy({ publicId: id }) : null;
    if (!shipment) throw notFound(Msg.SHIPMENT_NOT_FOUND);
    const orders = await this.orders.onShipment(shipment.id);
    return { ...toShipmentDto(shipment, this.today(), orders.length), orders: orders.map(toShipmentOrder) };
  }

  /**
   * The public shipping schedule (spec §5): sailings by departure and arrival window, port and method, earliest
   * departure first. At least one criterion, and an arrival window that can follow the departure window.
   */
  async schedule(query: ShippingScheduleQueryDto): Promise<ShippingScheduleDto> {
    const refusal = scheduleSearchRefusal(query);
    if (refusal) throw refusal;
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const [rows, total] = await scheduledSailings(this.dataSource, query, skip, limit);
    return { items: rows.map(toScheduledShipment), total, page, limit };
  }
}
