import { PageQueryDto } from '../../common/pagination/pagination.js';
import { SortParam } from '../../common/pagination/sort.js';
import { Msg } from '@autoexport/contract/messages';
import {
  Choice,
  Country,
  Field,
  type FieldDoc,
  Flag,
  OptionalText,
  type Presence,
  TextField,
  UpdateOf,
} from '../../common/validation/fields.js';
import { rule, says } from '../../common/validation/rules.js';
import { emptyToNull, lowerTrim, trim } from '../../common/validation/transforms.js';
import { isUuid } from '../../common/validation/uuid.js';
import { SHIPPING_METHODS, type ShippingMethod } from '../price-calculator/shipping-terms.js';
import {
  DOCUMENT_KINDS,
  type DocumentKind,
  FREIGHT_TERMS,
  type FreightTerms,
  isCalendarDate,
  MAX_ORDERS_PER_ASSIGNMENT,
  SHIPMENT_STATES,
  type ShipmentState,
} from './shipment-rules.js';

const lower = (value: unknown) => lowerTrim({ value });
const trimmed = (value: unknown) => trim({ value });

/** A calendar date YYYY-MM-DD. */
const DateField = (label: string, doc: FieldDoc, presence: Presence = 'required') =>
  Field(
    label,
    { type: String, format: 'date', ...doc },
    { presence, transform: presence === 'nullable' ? (value) => emptyToNull({ value: trimmed(value) }) : trimmed },
    rule('date', 'format', isCalendarDate, says(Msg.DATE_INVALID, { label })),
  );

/** The date window filters of the staff shipments list and the public schedule. */
const DepartureFrom = () => DateField('Departure from', { example: '2026-03-01', description: 'Leaving on or after this day' }, 'optional');
const DepartureTo = () => DateField('Departure to', { example: '2026-03-31', description: 'Leaving on or before this day' }, 'optional');
const ArrivalFrom = () => DateField('Arrival from', { example: '2026-04-01', description: 'Arriving on or after this day' }, 'optional');
const ArrivalTo = () => DateField('Arrival to', { example: '2026-04-30', description: 'Arriving on or before this day' }, 'optional');

const Port = (presence: Presence, doc: FieldDoc) =>
  Field(
    'Destination port',
    { type: String, minLength: 2, maxLength: 60, ...doc },
    { presence, transform: trimmed },
    rule('port', 'format', (v) => typeof v === 'string' && v.length >= 2 && v.length <= 60, says(Msg.PORT_INVALID)),
  );

/* ---------------------------------------------------------------- staff: shipments */

export class CreateShipmentDto {
  @Country({ example: 'KE', description: 'ISO 3166-1 alpha-2 country the ship sails to' })
  destinationCountry: string;

  @Port('required', { example: 'Mombasa' })
  destinationPort: string;

  @Choice('Shipping method', SHIPPING_METHODS, { example: 'roro' }, { transform: lower, invalid: says(Msg.SHIPPING_METHOD_INVALID) })
  method: ShippingMethod;

  @Choice('Freight terms', FREIGHT_TERMS, { example: 'prepaid' }, { transform: lower, invalid: says(Msg.FREIGHT_TERMS_INVALID) })
  freightTerms: FreightTerms;

  @TextField('Vessel', 100, { example: 'Morning Celine' })
  vessel: string;

  @TextField('Voyage number', 40, { example: 'MC2603' })
  voyageNumber: string;

  @DateField('Departure date', { example: '2026-03-10' })
  departureDate: string;

  @DateField('Arrival date', { example: '2026-04-05', description: 'After the departure date' })
  arrivalDate: string;

  @OptionalText('Invoice number', 40, { example: 'FI-2603-0042' })
  invoiceNumber?: string | null;

  @DateField('Invoice date', { example: '2026-03-09' }, 'nullable')
  invoiceDate?: string | null;
}

export class UpdateShipmentDto extends UpdateOf(CreateShipmentDto) {}

/** What the staff's shipment list sorts by. */
export const SHIPMENT_SORTS = ['departureDate', 'arrivalDate', 'vessel', 'destinationPort', 'createdAt'] as const;

export class ShipmentsQueryDto extends PageQueryDto {
  @TextField(
    'Vessel',
    100,
    { example: 'Morning', description: 'The vessel or voyage number, or a part of either' },
    { presence: 'optional' },
  )
  vessel?: string;

  @TextField('Port', 60, { example: 'Mombasa', description: 'The destination port or a part of it' }, { presence: 'optional' })
  port?: string;

  @Country({ example: 'KE', description: 'Sailing to this country only' }, { presence: 'optional' })
  destinationCountry?: string;

  @Choice(
    'Shipping method',
    SHIPPING_METHODS,
    { example: 'roro' },
    { presence: 'optional', transform: lower, invalid: says(Msg.SHIPPING_METHOD_INVALID) },
  )
  method?: ShippingMethod;

  @Choice(
    'Status',
    SHIPMENT_STATES,
    { description: 'By today’s date in Tokyo: scheduled (not left yet), sailing (left, not arrived), arrived' },
    { presence: 'optional', transform: lower },
  )
  status?: ShipmentState;

  @DepartureFrom()
  departureFrom?: string;

  @DepartureTo()
  departureTo?: string;

  @ArrivalFrom()
  arrivalFrom?: string;

  @ArrivalTo()
  arrivalTo?: string;

  @SortParam(SHIPMENT_SORTS, '-departureDate')
  sort?: string;
}

export class AssignOrdersDto {
  @Field(
    'Order ids',
    { type: [String], format: 'uuid', minItems: 1, maxItems: MAX_ORDERS_PER_ASSIGNMENT, example: ['7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47'] },
    {},
    rule(
      'orderIds',
      'format',
      (v) =>
        Array.isArray(v) && v.length >= 1 && v.length <= MAX_ORDERS_PER_ASSIGNMENT && v.every((x) => typeof x === 'string' && isUuid(x)),
      says(Msg.ORDER_IDS_INVALID, { max: MAX_ORDERS_PER_ASSIGNMENT }),
    ),
  )
  orderIds: string[];
}

/* ---------------------------------------------------------------- the public shipping schedule */

// Its departure and arrival ranges repeat ShipmentsQueryDto's on purpose: inherited properties come after a class's own
// in a 400 body's errors (and first in the document), so a shared base would reorder both; test/shipments.e2e-spec.ts
// pins the errors' order.
export class ShippingScheduleQueryDto extends PageQueryDto {
  @DepartureFrom()
  departureFrom?: string;

  @DepartureTo()
  departureTo?: string;

  @ArrivalFrom()
  arrivalFrom?: string;

  @ArrivalTo()
  arrivalTo?: string;

  @TextField(
    'Port',
    60,
    { example: 'Mombasa', description: 'The destination port or a part of it (case-insensitive)' },
    { presence: 'optional' },
  )
  port?: string;

  @Choice(
    'Shipping method',
    SHIPPING_METHODS,
    { example: 'roro' },
    { presence: 'optional', transform: lower, invalid: says(Msg.SHIPPING_METHOD_INVALID) },
  )
  method?: ShippingMethod;
}

/* ---------------------------------------------------------------- tracking */

export class AddTrackingEventDto {
  @Field(
    'Date',
    { type: String, format: 'date-time', example: '2026-03-12T06:00:00Z', description: 'When it happened (a date alone: its start, UTC)' },
    { transform: trimmed },
    rule(
      'date',
      'format',
      (v) =>
        typeof v === 'string' &&
        /^\d{4}-\d{2}-\d{2}/.test(v) &&
        !Number.isNaN(Date.parse(v)) &&
        (v.length === 10 ? isCalendarDate(v) : true),
      says(Msg.TRACKING_DATE_INVALID),
    ),
  )
  date: string;

  @TextField('Description', 200, { example: 'Loaded on board' })
  description: string;

  @TextField('Location', 120, { example: 'Yokohama, Japan' })
  location: string;

  @TextField('Status', 60, { example: 'In transit' })
  status: string;

  @OptionalText('Details', 1000, { example: 'Vessel Morning Celine, voyage MC2603' })
  details?: string | null;
}

export class DocumentUploadQueryDto {
  @Choice('Kind', DOCUMENT_KINDS, { example: 'bill_of_lading' }, { transform: lower, invalid: says(Msg.DOCUMENT_KIND_INVALID) })
  kind: DocumentKind;
}

export class UpdateDocumentDto {
  @Flag('Released', { example: true, description: 'Couriered to the buyer: the owner may download it' }, { presence: 'omittable' })
  released?: boolean;

  @OptionalText('Courier name', 100, { example: 'DHL' })
  courierName?: string | null;

  @OptionalText('Tracking number', 100, { example: '1234567890' })
  trackingNumber?: string | null;
}

export const TRACKING_TABS = ['released', 'unreleased'] as const;
export type TrackingTab = (typeof TRACKING_TABS)[number];

export class TrackedCarsQueryDto extends PageQueryDto {
  @Choice(
    'Tab',
    TRACKING_TABS,
    { default: 'unreleased', description: 'released: every document released; unreleased: documents still to come' },
    { presence: 'optional', transform: lower },
  )
  tab?: TrackingTab;
}
