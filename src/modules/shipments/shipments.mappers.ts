import type { Order } from '../orders/order.entity.js';
import type { OrderDocument } from './order-document.entity.js';
import { documentsReleased, latestLocation, shipmentState } from './shipment-rules.js';
import type { Shipment } from './shipment.entity.js';
import type {
  OrderDocumentDto,
  OrderTrackingDto,
  ScheduledShipmentDto,
  ShipmentDto,
  ShipmentOrderDto,
  TrackedCarDto,
  TrackingEventDto,
} from './shipments.responses.js';
import type { TrackingEvent } from './tracking-event.entity.js';

/** Pure mappers from the shipments module's rows to its answers. */

export const toScheduledShipment = (s: Shipment): ScheduledShipmentDto => ({
  id: s.publicId,
  destinationCountry: s.destinationCountry,
  destinationPort: s.destinationPort,
  method: s.method,
  vessel: s.vessel,
  voyageNumber: s.voyageNumber,
  departureDate: s.departureDate,
  arrivalDate: s.arrivalDate,
});

/** A shipment as staff see it; `today` is the date in Tokyo (YYYY-MM-DD), `orderCount` the orders it carries. */
export const toShipmentDto = (s: Shipment, today: string, orderCount: number): ShipmentDto => ({
  ...toScheduledShipment(s),
  freightTerms: s.freightTerms,
  invoiceNumber: s.invoiceNumber,
  invoiceDate: s.invoiceDate,
  status: shipmentState(s.departureDate, s.arrivalDate, today),
  orderCount,
});

export const toShipmentOrder = (o: Order): ShipmentOrderDto => ({
  id: o.publicId,
  stockId: o.stockId,
  title: o.carTitle,
  status: o.status,
});

export const toTrackingEvent = (e: TrackingEvent): TrackingEventDto => ({
  date: e.occurredAt.toISOString(),
  description: e.description,
  location: e.location,
  status: e.status,
  details: e.details,
});

export const toOrderDocument = (d: OrderDocument): OrderDocumentDto => ({
  id: d.publicId,
  kind: d.kind,
  contentType: d.contentType,
  sizeBytes: d.sizeBytes,
  courierName: d.courierName,
  trackingNumber: d.trackingNumber,
  released: d.released,
  releasedAt: d.releasedAt ? d.releasedAt.toISOString() : null,
  uploadedAt: d.uploadedAt.toISOString(),
});

export function toTrackedCar(
  order: Order,
  shipment: Shipment | undefined,
  documents: readonly OrderDocument[],
  events: readonly TrackingEvent[],
): TrackedCarDto {
  return {
    orderId: order.publicId,
    status: order.status,
    stockId: order.stockId,
    title: order.carTitle,
    thumbnailUrl: order.carThumbnailUrl,
    destinationCountry: order.destinationCountry,
    destinationPort: order.destinationPort,
    shipment: shipment ? toScheduledShipment(shipment) : null,
    location: latestLocation(events),
    released: documentsReleased(documents),
    documents: documents.map(toOrderDocument),
  };
}

export const toOrderTracking = (
  order: Order,
  shipment: Shipment | undefined,
  documents: readonly OrderDocument[],
  events: readonly TrackingEvent[],
): OrderTrackingDto => ({ ...toTrackedCar(order, shipment, documents, events), events: events.map(toTrackingEvent) });
