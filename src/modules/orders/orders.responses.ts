import { ApiProperty } from '@nestjs/swagger';
import { CurrencyMoneyDto, MoneyDto } from '../../common/money/money.dto.js';
import { SHIPPING_METHODS, TRADE_TERMS } from '../price-calculator/shipping-terms.js';
import { QuoteLineDto } from '../price-calculator/price-calculator.responses.js';
import { ORDER_STATUSES, STAFF_TARGETS, type StaffTarget, TRANSITION_CAUSES } from './order-transitions.js';
import { REMITTANCE_STATUSES } from './reservation-rules.js';
import { PageDto, StaffPageDto } from '../../common/pagination/page.dto.js';
import { CustomerRefDto } from '../users/users.dto.js';

export class OrderCarDto {
  @ApiProperty({ example: 'AB1234567' })
  stockId: string;
  @ApiProperty({ example: '2018 Toyota Corolla' })
  title: string;
  @ApiProperty({ type: String, nullable: true, example: '/uploads/cars/AB1234567/q3Vx9mZbT1cKp0aW-thumb.webp' })
  thumbnailUrl: string | null;
}

/** The order a row is about, by its public id and its car's stock id: a base class, no schema of its own. */
export class OrderRefDto {
  @ApiProperty({ format: 'uuid' })
  orderId: string;
  @ApiProperty({ example: 'AB1234567' })
  stockId: string;
}

/** An order named by its car, for a list of orders (a claim's, a payment's): a base class too. */
export class OrderCarRefDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'AB1234567' })
  stockId: string;
  @ApiProperty({ example: '2018 Toyota Corolla' })
  carTitle: string;
}

export class PaymentProgressDto {
  @ApiProperty({ type: MoneyDto, description: 'What the order costs' })
  total: MoneyDto;
  @ApiProperty({ type: MoneyDto, description: 'Payments put towards it so far' })
  allocated: MoneyDto;
  @ApiProperty({ type: MoneyDto, description: 'Left to pay' })
  balance: MoneyDto;
  @ApiProperty({ type: MoneyDto, description: 'The deposit that keeps the reservation: 50% of the total, rounded up to the cent' })
  depositRequired: MoneyDto;
  @ApiProperty({ example: '50.00', description: 'Share paid, 0 to 100, two decimals (rounded down)' })
  percent: string;
  @ApiProperty({ example: true })
  depositPaid: boolean;
  @ApiProperty({ example: false })
  fullyPaid: boolean;
}

/** One order in a list: enough for a row of Reserved or Purchased Vehicles. */
export class OrderSummaryDto {
  @ApiProperty({ format: 'uuid', example: '7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47' })
  id: string;
  @ApiProperty({ enum: ORDER_STATUSES, example: 'reserved' })
  status: string;
  @ApiProperty({ type: OrderCarDto })
  car: OrderCarDto;
  @ApiProperty({ enum: TRADE_TERMS, example: 'CIF' })
  tradeTerms: string;
  @ApiProperty({ enum: SHIPPING_METHODS, example: 'roro' })
  shippingMethod: string;
  @ApiProperty({ example: 'KE', description: 'ISO 3166-1 alpha-2' })
  destinationCountry: string;
  @ApiProperty({ example: 'Mombasa' })
  destinationPort: string;
  @ApiProperty({ type: PaymentProgressDto })
  payment: PaymentProgressDto;
  @ApiProperty({ format: 'date-time' })
  reservedAt: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'While reserved: when the hold ends (3 business days on the company calendar, Asia/Tokyo) unless 50% is paid; null otherwise',
  })
  expiresAt: string | null;
  @ApiProperty({
    example: false,
    description: 'While reserved: a remittance copy sent before the deadline awaits review (or was accepted), so the hold does not run out',
  })
  holdPaused: boolean;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      'The won auction bid request this order buys the car of (GET /api/auctions/bids/{id}), or null for a stock car. ' +
      'Its 50% deposit is the security deposit, due by expiresAt; the order is not cancelled when it is late, nor by the customer.',
  })
  auctionBidId: string | null;
  @ApiProperty({ format: 'date-time' })
  statusChangedAt: string;
}

export class OrderListDto extends PageDto(OrderSummaryDto, 2) {}

/**
 * The order's price as it was reserved (issue 24 §2): the landed-price engine's itemised lines — the same function and
 * tables as the car page's estimate and the price calculator, so they agree to the cent — kept on the order as a
 * snapshot. The order is owed in USD (`total`); `quotedTotal` is that total in the currency the customer chose, at the
 * rate of the day of the reservation.
 */
export class OrderPriceDto {
  @ApiProperty({ type: MoneyDto, description: 'The car’s FOB price when reserved (the `fob_price` line)' })
  vehiclePrice: MoneyDto;
  @ApiProperty({ type: MoneyDto, description: 'Ocean freight (CFR and CIF; the `freight` line)' })
  freight: MoneyDto;
  @ApiProperty({ type: MoneyDto, description: 'Marine insurance (CIF, or added to CFR; the `insurance` line)' })
  insurance: MoneyDto;
  @ApiProperty({ type: MoneyDto, description: 'What the order costs: the sum of its lines' })
  total: MoneyDto;
  @ApiProperty({
    type: [QuoteLineDto],
    description:
      'Every line as priced, in order: FOB price, charges in Japan (inland transport, port charges, documentation fee), ' +
      'pre-export inspection (where the destination requires it), freight, insurance — in USD (`amountUsd`) and in the ' +
      'chosen currency (`amount`). Orders from before itemised pricing have only the car, freight and insurance lines.',
  })
  lines: QuoteLineDto[];
  @ApiProperty({ type: CurrencyMoneyDto, description: 'The total in the chosen currency, at `exchangeRate`' })
  quotedTotal: CurrencyMoneyDto;
  @ApiProperty({ example: '151.37', description: 'Units of the chosen currency per USD on the day of the reservation' })
  exchangeRate: string;
  @ApiProperty({ example: true, description: 'A pre-export inspection is in the price' })
  inspected: boolean;
}

/** Marine insurance on the order (spec §1): from $30, cover up to $10,000 and never above the CFR value. */
export class OrderInsuranceDto {
  @ApiProperty({ example: true })
  insured: boolean;
  @ApiProperty({
    enum: ['terms', 'added'],
    nullable: true,
    type: String,
    description: '`terms`: CIF includes it; `added`: the customer added it to a CFR order; null while uninsured',
  })
  basis: 'terms' | 'added' | null;
  @ApiProperty({
    type: MoneyDto,
    description: 'What a claim can pay at most: the CFR value capped at 10,000 USD (for an uninsured CFR order: what it would be)',
  })
  cover: MoneyDto;
  @ApiProperty({ type: MoneyDto, description: 'The premium in the order’s total (uninsured CFR order: what adding it would cost; FOB: 0)' })
  premium: MoneyDto;
  @ApiProperty({ example: '1.5', description: 'Premium rate, percent of the cover (never less than 30 USD)' })
  ratePercent: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the cover started' })
  insuredAt: string | null;
  @ApiProperty({ example: false, description: 'Whether I can add it now: a CFR order, uninsured, not yet paid in full nor shipped' })
  canAdd: boolean;
}

/** The consignee and notify party as copied onto the order. */
export class OrderConsigneeDto {
  @ApiProperty({ format: 'uuid', description: 'The profile consignee it was copied from (it may have changed or gone since)' })
  id: string;
  @ApiProperty({ example: 'Mombasa Motors Ltd' })
  consigneeName: string;
  @ApiProperty({ type: String, nullable: true })
  consigneePhone: string | null;
  @ApiProperty({ example: 'KE' })
  country: string;
  @ApiProperty({ type: String, nullable: true })
  state: string | null;
  @ApiProperty({ example: 'Mombasa' })
  city: string;
  @ApiProperty({ example: 'Moi Avenue 12' })
  address: string;
  @ApiProperty({ type: String, nullable: true })
  referenceAddress: string | null;
  @ApiProperty()
  sameAsConsignee: boolean;
  @ApiProperty({ type: String, nullable: true })
  notifyName: string | null;
  @ApiProperty({ type: String, nullable: true })
  notifyCity: string | null;
  @ApiProperty({ type: String, nullable: true })
  notifyAddress: string | null;
  @ApiProperty({ type: String, nullable: true })
  notifyReferenceAddress: string | null;
  @ApiProperty({ type: String, nullable: true })
  notifyPhone: string | null;
  @ApiProperty({ type: String, nullable: true })
  notifyEmail: string | null;
}

export class OrderTransitionDto {
  @ApiProperty({ enum: ORDER_STATUSES, nullable: true, type: String, description: 'null for the reservation itself' })
  from: string | null;
  @ApiProperty({ enum: ORDER_STATUSES, example: 'deposit_paid' })
  to: string;
  @ApiProperty({ enum: TRANSITION_CAUSES, example: 'payment', description: 'Who or what moved it' })
  cause: string;
  @ApiProperty({ format: 'date-time' })
  at: string;
}

/** A payment put towards the order, as its customer sees it. */
export class OrderPaymentDto {
  @ApiProperty({ format: 'date', example: '2026-03-04' })
  valueDate: string;
  @ApiProperty({ example: 'FT26063ABC123' })
  bankReference: string;
  @ApiProperty({ type: MoneyDto, description: 'The part of the payment put towards this order, in its currency' })
  amount: MoneyDto;
  @ApiProperty({ format: 'date-time' })
  allocatedAt: string;
}

export class RemittanceCopyDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ enum: REMITTANCE_STATUSES, example: 'pending' })
  status: string;
  @ApiProperty({ example: 'application/pdf', enum: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] })
  contentType: string;
  @ApiProperty({ example: 183204 })
  sizeBytes: number;
  @ApiProperty({ format: 'date-time' })
  uploadedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  reviewedAt: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Amount does not match the invoice' })
  reviewNote: string | null;
}

/** One order as its customer sees it. */
export class OrderDto extends OrderSummaryDto {
  @ApiProperty({ type: OrderPriceDto })
  price: OrderPriceDto;
  @ApiProperty({ type: OrderInsuranceDto })
  insurance: OrderInsuranceDto;
  @ApiProperty({ type: OrderConsigneeDto })
  consignee: OrderConsigneeDto;
  @ApiProperty({ type: [OrderTransitionDto], description: 'Every move of the order, oldest first' })
  history: OrderTransitionDto[];
  @ApiProperty({ type: [OrderPaymentDto], description: 'Payments put towards it, oldest first' })
  payments: OrderPaymentDto[];
  @ApiProperty({ type: [RemittanceCopyDto], description: 'Remittance copies sent, newest first' })
  remittanceCopies: RemittanceCopyDto[];
}

/* ---------------------------------------------------------------- staff */

export class OrderCustomerDto extends CustomerRefDto {}

export class AdminOrderSummaryDto extends OrderSummaryDto {
  @ApiProperty({ type: OrderCustomerDto, nullable: true, description: 'null once the customer deleted their account' })
  customer: OrderCustomerDto | null;
}

export class AdminOrderListDto extends StaffPageDto(AdminOrderSummaryDto, 57) {}

export class AdminOrderTransitionDto extends OrderTransitionDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Who acted; null for the system (the expiry job)' })
  actorId: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'admin' })
  actorRole: string | null;
  @ApiProperty({ type: String, nullable: true })
  reason: string | null;
}

export class AdminOrderPaymentDto extends OrderPaymentDto {
  @ApiProperty({ format: 'uuid', description: 'The payment it came from' })
  paymentId: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When its payment was voided, taking this money back from the order; null while it counts',
  })
  voidedAt: string | null;
}

export class AdminOrderDto extends OrderDto {
  @ApiProperty({ type: OrderCustomerDto, nullable: true })
  customer: OrderCustomerDto | null;
  @ApiProperty({ type: [AdminOrderTransitionDto] })
  override history: AdminOrderTransitionDto[];
  @ApiProperty({ type: [AdminOrderPaymentDto] })
  override payments: AdminOrderPaymentDto[];
  @ApiProperty({
    enum: STAFF_TARGETS,
    isArray: true,
    example: ['shipped', 'cancelled'],
    description: 'The statuses staff may move the order to by hand now, from the order state machine',
  })
  nextStatuses: StaffTarget[];
}
