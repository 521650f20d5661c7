import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MoneyDto } from '../../common/money/money.dto.js';
import { ORDER_STATUSES, TRANSITION_CAUSES } from '../orders/order-transitions.js';
import { REMITTANCE_STATUSES } from '../orders/reservation-rules.js';
import { TIMELINE_KINDS } from './order-timeline.js';
import { SHIPPING_METHODS } from '../price-calculator/shipping-terms.js';
import { DOCUMENT_KINDS, FREIGHT_TERMS, SHIPMENT_STATES } from './shipment-rules.js';
import { PageDto, StaffPageDto } from '../../common/pagination/page.dto.js';

/** A sailing as the public shipping schedule shows it. */
export class ScheduledShipmentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'KE', description: 'ISO 3166-1 alpha-2' })
  destinationCountry: string;
  @ApiProperty({ example: 'Mombasa' })
  destinationPort: string;
  @ApiProperty({ enum: SHIPPING_METHODS, example: 'roro' })
  method: string;
  @ApiProperty({ example: 'Morning Celine' })
  vessel: string;
  @ApiProperty({ example: 'MC2603' })
  voyageNumber: string;
  @ApiProperty({ format: 'date', example: '2026-03-10' })
  departureDate: string;
  @ApiProperty({ format: 'date', example: '2026-04-05' })
  arrivalDate: string;
}

export class ShippingScheduleDto extends PageDto(ScheduledShipmentDto, 3) {}

/** A shipment as staff see it. */
export class ShipmentDto extends ScheduledShipmentDto {
  @ApiProperty({ enum: FREIGHT_TERMS, example: 'prepaid' })
  freightTerms: string;
  @ApiProperty({ type: String, nullable: true, example: 'FI-2603-0042' })
  invoiceNumber: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2026-03-09' })
  invoiceDate: string | null;
  @ApiProperty({ enum: SHIPMENT_STATES, example: 'scheduled', description: 'By today’s date in Tokyo and the sailing’s dates' })
  status: string;
  @ApiProperty({ example: 4, description: 'Orders it carries' })
  orderCount: number;
}

export class ShipmentOrderDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'AB1234567' })
  stockId: string;
  @ApiProperty({ example: '2018 Toyota Corolla' })
  title: string;
  @ApiProperty({ enum: ORDER_STATUSES, example: 'paid' })
  status: string;
}

export class AdminShipmentDto extends ShipmentDto {
  @ApiProperty({ type: [ShipmentOrderDto], description: 'The orders it carries' })
  orders: ShipmentOrderDto[];
}

export class ShipmentListDto extends StaffPageDto(ShipmentDto, 12) {}

/* ---------------------------------------------------------------- tracking */

export class TrackingEventDto {
  @ApiProperty({ format: 'date-time' })
  date: string;
  @ApiProperty({ example: 'Loaded on board' })
  description: string;
  @ApiProperty({ example: 'Yokohama, Japan' })
  location: string;
  @ApiProperty({ example: 'In transit' })
  status: string;
  @ApiProperty({ type: String, nullable: true })
  details: string | null;
}

export class OrderDocumentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ enum: DOCUMENT_KINDS, example: 'bill_of_lading' })
  kind: string;
  @ApiProperty({ example: 'application/pdf', enum: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] })
  contentType: string;
  @ApiProperty({ example: 183204 })
  sizeBytes: number;
  @ApiProperty({ type: String, nullable: true, example: 'DHL' })
  courierName: string | null;
  @ApiProperty({ type: String, nullable: true, example: '1234567890' })
  trackingNumber: string | null;
  @ApiProperty({ example: false, description: 'Couriered to the buyer; only a released document can be downloaded by its owner' })
  released: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  releasedAt: string | null;
  @ApiProperty({ format: 'date-time' })
  uploadedAt: string;
}

export class TrackedCarDto {
  @ApiProperty({ format: 'uuid' })
  orderId: string;
  @ApiProperty({ enum: ORDER_STATUSES, example: 'shipped' })
  status: string;
  @ApiProperty({ example: 'AB1234567' })
  stockId: string;
  @ApiProperty({ example: '2018 Toyota Corolla' })
  title: string;
  @ApiProperty({ type: String, nullable: true })
  thumbnailUrl: string | null;
  @ApiProperty({ example: 'KE' })
  destinationCountry: string;
  @ApiProperty({ example: 'Mombasa' })
  destinationPort: string;
  @ApiProperty({ type: ScheduledShipmentDto, nullable: true, description: 'The sailing, once assigned' })
  shipment: ScheduledShipmentDto | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Mombasa, Kenya',
    description: '"Get location": the latest tracking event’s location',
  })
  location: string | null;
  @ApiProperty({ description: 'Released tab: it has documents and every one is released' })
  released: boolean;
  @ApiProperty({ type: [OrderDocumentDto] })
  documents: OrderDocumentDto[];
}

export class TrackedCarListDto extends PageDto(TrackedCarDto, 2) {}

export class OrderTrackingDto extends TrackedCarDto {
  @ApiProperty({ type: [TrackingEventDto], description: 'Oldest first' })
  events: TrackingEventDto[];
}

/* ---------------------------------------------------------------- the order's timeline (back office) */

export class TimelineEntryDto {
  @ApiProperty({ format: 'date-time' })
  at: string;
  @ApiProperty({ enum: TIMELINE_KINDS, example: 'status' })
  kind: string;
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Who acted, when known; null for the system' })
  actorId?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'admin' })
  actorRole?: string | null;
  @ApiPropertyOptional({
    enum: ORDER_STATUSES,
    type: String,
    nullable: true,
    description: 'status: the state it left (null: the reservation)',
  })
  from?: string | null;
  @ApiPropertyOptional({ enum: ORDER_STATUSES, description: 'status: the state it entered' })
  to?: string;
  @ApiPropertyOptional({ enum: TRANSITION_CAUSES, description: 'status: who or what moved it' })
  cause?: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'status (a cancellation) and hold_extended: why' })
  reason?: string | null;
  @ApiPropertyOptional({ type: MoneyDto, description: 'payment: the part put towards this order' })
  amount?: MoneyDto;
  @ApiPropertyOptional({ example: 'FT26063ABC123' })
  bankReference?: string;
  @ApiPropertyOptional({ format: 'uuid' })
  paymentId?: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'remittance_*: the copy' })
  copyId?: string;
  @ApiPropertyOptional({ enum: REMITTANCE_STATUSES, description: 'remittance_reviewed: the decision' })
  copyStatus?: string;
  @ApiPropertyOptional({ type: String, nullable: true })
  note?: string | null;
  @ApiPropertyOptional({ format: 'date-time', description: 'hold_extended: the new deadline' })
  expiresAt?: string;
  @ApiPropertyOptional({ example: 2 })
  businessDays?: number;
  @ApiPropertyOptional({ format: 'uuid' })
  documentId?: string;
  @ApiPropertyOptional({ enum: DOCUMENT_KINDS })
  documentKind?: string;
  @ApiPropertyOptional({ type: String, nullable: true })
  courierName?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  trackingNumber?: string | null;
  @ApiPropertyOptional({ example: 'Loaded on board' })
  description?: string;
  @ApiPropertyOptional({ example: 'Yokohama, Japan' })
  location?: string;
  @ApiPropertyOptional({ example: 'In transit', description: 'tracking_event: its status' })
  trackingStatus?: string;
  @ApiPropertyOptional({ type: String, nullable: true })
  details?: string | null;
}

export class OrderTimelineDto {
  @ApiProperty({ format: 'uuid' })
  orderId: string;
  @ApiProperty({ type: [TimelineEntryDto], description: 'Oldest first' })
  items: TimelineEntryDto[];
}
