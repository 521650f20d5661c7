import { toQuoteLines } from '../price-calculator/price-calculator.mappers.js';
import { usd } from '../../common/money/money.dto.js';
import { orderInsurance } from './order-insurance-rules.js';
import { type PaymentProgress, paymentProgress } from './order-payments.js';
import type { ConsigneeSnapshot, Order } from './order.entity.js';
import type { OrderTransition } from './order-transition.entity.js';
import type { PaymentAllocation } from './payment-allocation.entity.js';
import type { Payment } from './payment.entity.js';
import { formatRate } from './payment-rules.js';
import type { RemittanceCopy } from './remittance-copy.entity.js';
import type {
  AdminOrderPaymentDto,
  AdminOrderTransitionDto,
  OrderConsigneeDto,
  OrderCustomerDto,
  OrderInsuranceDto,
  OrderPriceDto,
  OrderSummaryDto,
  PaymentProgressDto,
  RemittanceCopyDto,
} from './orders.responses.js';
import type { PaymentAllocationDto, PaymentDto } from './payments.responses.js';

/** Pure mappers from the orders module's rows to its answers; the only way an order leaves the server. */

export const toPaymentProgressDto = (p: PaymentProgress): PaymentProgressDto => ({
  total: usd(p.total),
  allocated: usd(p.allocated),
  balance: usd(p.balance),
  depositRequired: usd(p.depositRequired),
  percent: p.percent,
  depositPaid: p.depositPaid,
  fullyPaid: p.fullyPaid,
});

/** A customer as staff see them on an order or a payment. */
export interface CustomerRef {
  publicId: string;
  email: string;
  firstName: string;
  lastName: string;
}
export const toCustomerDto = (user: CustomerRef | undefined): OrderCustomerDto | null =>
  user ? { id: user.publicId, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() } : null;

/** The order a damage report or an insurance claim is about, from the copy the record keeps of it (OrderCopy). */
export const toOrderCopyRef = (row: { orderPublicId: string; stockId: string; carTitle: string }) => ({
  id: row.orderPublicId,
  stockId: row.stockId,
  carTitle: row.carTitle,
});

export function toOrderSummary(order: Order, paused: boolean): OrderSummaryDto {
  const reserved = order.status === 'reserved';
  return {
    id: order.publicId,
    status: order.status,
    car: { stockId: order.stockId, title: order.carTitle, thumbnailUrl: order.carThumbnailUrl },
    tradeTerms: order.tradeTerms,
    shippingMethod: order.shippingMethod,
    destinationCountry: order.destinationCountry,
    destinationPort: order.destinationPort,
    payment: toPaymentProgressDto(paymentProgress(order.amountAllocated, order.total)),
    reservedAt: order.reservedAt.toISOString(),
    expiresAt: reserved ? order.expiresAt.toISOString() : null,
    holdPaused: reserved && paused,
    auctionBidId: order.auctionBidId,
    statusChangedAt: order.statusChangedAt.toISOString(),
  };
}

/** The order's price: its money columns and the itemised snapshot it was priced with (order-pricing.ts). */
export const toOrderPrice = (order: Order): OrderPriceDto => ({
  vehiclePrice: usd(order.vehiclePrice),
  freight: usd(order.freight),
  insurance: usd(order.insurance),
  total: usd(order.total),
  lines: toQuoteLines(order.priceSnapshot),
  quotedTotal: { amount: order.priceSnapshot.total, currency: order.priceSnapshot.currency },
  exchangeRate: order.priceSnapshot.exchangeRate,
  inspected: order.priceSnapshot.inspected,
});

/** The order's marine insurance (orders/order-insurance-rules.ts); `currentRatePercent` prices one not yet bought. */
export function toOrderInsurance(order: Order, currentRatePercent: string): OrderInsuranceDto {
  const i = orderInsurance(order, currentRatePercent);
  return {
    insured: i.insured,
    basis: i.basis,
    cover: usd(i.coverUsd),
    premium: usd(i.premiumUsd),
    ratePercent: i.ratePercent,
    insuredAt: i.insuredAt ? i.insuredAt.toISOString() : null,
    canAdd: i.canAdd,
  };
}

export const toOrderConsignee = (c: ConsigneeSnapshot): OrderConsigneeDto => ({
  id: c.id,
  consigneeName: c.consigneeName,
  consigneePhone: c.consigneePhone,
  country: c.country,
  state: c.state,
  city: c.city,
  address: c.address,
  referenceAddress: c.referenceAddress,
  sameAsConsignee: c.sameAsConsignee,
  notifyName: c.notifyName,
  notifyCity: c.notifyCity,
  notifyAddress: c.notifyAddress,
  notifyReferenceAddress: c.notifyReferenceAddress,
  notifyPhone: c.notifyPhone,
  notifyEmail: c.notifyEmail,
});

/** A move as staff see it; the customer's view leaves out who acted and why (toCustomerTransition). */
export const toAdminTransition = (t: OrderTransition): AdminOrderTransitionDto => ({
  from: t.fromStatus,
  to: t.toStatus,
  cause: t.cause,
  at: t.at.toISOString(),
  actorId: t.actorId,
  actorRole: t.actorRole,
  reason: t.reason,
});
export const toCustomerTransition = (t: OrderTransition) => ({
  from: t.fromStatus,
  to: t.toStatus,
  cause: t.cause,
  at: t.at.toISOString(),
});

export const toOrderPayment = (a: PaymentAllocation, payment: Payment): AdminOrderPaymentDto => ({
  paymentId: payment.publicId,
  valueDate: payment.valueDate,
  bankReference: payment.bankReference,
  amount: usd(a.amount),
  allocatedAt: a.allocatedAt.toISOString(),
  voidedAt: a.voidedAt ? a.voidedAt.toISOString() : null,
});
/** The customer sees the payments that count: a voided one was emailed to them and is gone from the order. */
export const toCustomerPayment = (a: PaymentAllocation, payment: Payment) => {
  const { paymentId: _paymentId, voidedAt: _voidedAt, ...rest } = toOrderPayment(a, payment);
  return rest;
};

export const toRemittanceCopyDto = (c: RemittanceCopy): RemittanceCopyDto => ({
  id: c.publicId,
  status: c.status,
  contentType: c.contentType,
  sizeBytes: c.sizeBytes,
  uploadedAt: c.uploadedAt.toISOString(),
  reviewedAt: c.reviewedAt ? c.reviewedAt.toISOString() : null,
  reviewNote: c.reviewNote,
});

export function toPaymentDto(
  payment: Payment,
  customer: CustomerRef | undefined,
  allocations: { allocation: PaymentAllocation; order: Pick<Order, 'publicId' | 'stockId'> }[],
  voidedByName: string | null = null,
): PaymentDto {
  const allocationDtos: PaymentAllocationDto[] = allocations.map(({ allocation, order }) => ({
    orderId: order.publicId,
    stockId: order.stockId,
    amount: usd(allocation.amount),
    allocatedAt: allocation.allocatedAt.toISOString(),
    voidedAt: allocation.voidedAt ? allocation.voidedAt.toISOString() : null,
  }));
  const voided = payment.status === 'voided';
  const unallocated = voided ? '0.00' : paymentProgress(payment.allocatedUsd, payment.amountUsd).balance;
  return {
    id: payment.publicId,
    status: payment.status,
    customer: toCustomerDto(customer),
    received: { amount: payment.amount, currency: payment.currency },
    exchangeRate: formatRate(payment.exchangeRate),
    referenceRate: payment.referenceRate === null ? null : formatRate(payment.referenceRate),
    rateReason: payment.rateReason,
    amount: usd(payment.amountUsd),
    allocated: usd(payment.allocatedUsd),
    unallocated: usd(unallocated),
    valueDate: payment.valueDate,
    bankReference: payment.bankReference,
    note: payment.note,
    recordedBy: payment.recordedBy,
    recordedAt: payment.createdAt.toISOString(),
    voided:
      voided && payment.voidedAt
        ? { at: payment.voidedAt.toISOString(), by: payment.voidedBy, byName: voidedByName, reason: payment.voidReason ?? '' }
        : null,
    allocations: allocationDtos,
  };
}
