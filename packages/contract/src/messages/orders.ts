/** The message catalogue (messages.ts): orders (reserving, paying, remittance copies), shipments and coupons. */
export const ORDER_MESSAGES = {
  // ── Orders: reserving (spec §4 Reservation) ──────────────────────────────────────────────────────────────────
  ORDER_NOT_FOUND: 'Order not found.',
  CAR_NOT_AVAILABLE: 'This car is no longer available.',
  RESERVATION_LIMIT_REACHED: 'You can hold at most {max} reservations at once. Pay for or cancel one before reserving another.',
  TRADE_TERMS_INVALID: 'Trade terms must be FOB, CFR or CIF',
  SHIPPING_METHOD_INVALID: 'Shipping method must be roro or container',
  PORT_INVALID: 'Destination port must be 2 to 60 characters',
  CONSIGNEE_ID_INVALID: 'Consignee id must be the id of one of your consignees',
  ORDER_TRANSITION_NOT_ALLOWED: 'This order cannot go from {from} to {to}.',
  ORDER_ALREADY_IN_STATUS: 'This order is already {status}.',
  ORDER_NOT_CANCELLABLE: 'Only a reservation can be cancelled here; this order is {status}. Please contact us.',
  HOLD_NOT_EXTENDABLE: 'Only a reserved order has a hold to extend; this order is {status}.',
  REASON_REQUIRED: 'Give a reason',
  BUSINESS_DAYS_INVALID: 'Business days must be a whole number from 1 to {max}',

  // ── Orders: paying by telegraphic transfer ───────────────────────────────────────────────────────────────────
  PAYMENT_NOT_FOUND: 'Payment not found.',
  CUSTOMER_ID_INVALID: 'Customer id must be the id of a customer account',
  AMOUNT_INVALID: '{label} must be an amount above 0 with at most 2 decimals, e.g. "5000.00"',
  EXCHANGE_RATE_INVALID: 'Exchange rate must be a number above 0 with at most 8 decimals, e.g. "151.5"',
  EXCHANGE_RATE_NOT_ONE: 'A payment in {currency}, the order currency, has the exchange rate 1',
  VALUE_DATE_INVALID: 'Value date must be a date in the form YYYY-MM-DD, not after today',
  BANK_REFERENCE_TAKEN: 'A payment with the bank reference {reference} is already recorded.',
  PAYMENT_OF_ANOTHER_CUSTOMER: 'This payment was made by another customer than the one who placed the order.',
  PAYMENT_NOT_ALLOCATABLE: 'Payments cannot be allocated to an order that is {status}.',
  ALLOCATION_EXCEEDS_PAYMENT: 'Only {available} {currency} of this payment is left to allocate.',
  ALLOCATION_EXCEEDS_BALANCE: 'Only {balance} {currency} of this order is left to pay.',
  ORDER_ID_INVALID: 'Order id must be the id of an order (a UUID)',
  /** Issue 24: the rate (units per 1 USD, as the site header shows) checked against the day's rate. */
  PAYMENT_RATE_OUT_OF_TOLERANCE:
    'The rate {rate} {currency} per USD is {difference}% from the day’s rate of {reference} {currency} per USD, more than the {tolerance}% allowed. Check the rate, or confirm it with a reason.',
  PAYMENT_RATE_UNCHECKED: 'No {currency} rate is on file to check {rate} {currency} per USD against. Confirm the rate with a reason.',
  RATE_REASON_REQUIRED: 'Give the reason for confirming this rate',
  PAYMENT_USD_OUT_OF_RANGE: 'At this rate the payment would be worth {amount} USD: check the amount and the rate.',
  /** Issue 24: a payment is voided, never edited. */
  PAYMENT_ALREADY_VOIDED: 'This payment is already voided.',
  PAYMENT_TRANSITION_NOT_ALLOWED: 'This payment cannot go from {from} to {to}.',
  PAYMENT_VOIDED: 'This payment is voided: it cannot be allocated.',

  // ── Orders: remittance copies ────────────────────────────────────────────────────────────────────────────────
  REMITTANCE_NOT_FOUND: 'Remittance copy not found.',
  REMITTANCE_NOT_ACCEPTED_NOW: 'A remittance copy can be uploaded only while the order awaits payment; this order is {status}.',
  RESERVATION_EXPIRED: 'This reservation has expired.',
  TOO_MANY_REMITTANCES: 'An order can have at most {max} remittance copies.',
  REMITTANCE_ALREADY_REVIEWED: 'This remittance copy has already been {status}.',
  REVIEW_STATUS_INVALID: 'Status must be accepted or rejected',

  // ── Shipments, the shipping schedule and car tracking (spec §2 Car tracking, §5 Shipping schedule, §8) ──────────
  /** Spec §8. */
  SCHEDULE_CRITERIA_REQUIRED: 'Please select at least one search criteria',
  /** Spec §8: the chassis check needs both fields. */
  CHASSIS_CHECK_REQUIRED: 'Please enter both maker and chassis number',
  /** Spec §8. */
  ARRIVAL_BEFORE_DEPARTURE: 'Arrival date must be after departure date',
  /** Spec §8. */
  DEPARTURE_AFTER_ARRIVAL: 'Departure date must be before arrival date',
  DATE_INVALID: '{label} must be a date in the form YYYY-MM-DD, e.g. 2026-03-31',
  SHIPMENT_NOT_FOUND: 'Shipment not found.',
  FREIGHT_TERMS_INVALID: 'Freight terms must be prepaid or collect',
  ORDER_IDS_INVALID: 'Order ids must be a list of 1 to {max} order ids (UUIDs)',
  ORDER_NOT_SHIPPABLE: 'Order {orderId} is {status}: only an order with its deposit paid can be assigned to a shipment.',
  DOCUMENT_NOT_FOUND: 'Document not found.',
  DOCUMENT_KIND_INVALID: 'Kind must be one of bill_of_lading, export_certificate, invoice',
  DOCUMENT_NOT_RELEASED: 'This document has not been released yet.',
  TOO_MANY_DOCUMENTS: 'An order can have at most {max} documents.',
  TRACKING_DATE_INVALID: 'Date must be an ISO 8601 date or date-time, e.g. 2026-03-31T09:00:00Z',

  // ── Coupons (spec §3 Coupon) ─────────────────────────────────────────────────────────────────────────────────
  COUPON_NOT_FOUND: 'Coupon not found.',
  COUPON_CODE_TAKEN: 'A coupon with the code {code} already exists.',
  COUPON_CODE_INVALID: 'Code must be 4 to 32 letters, digits or dashes, e.g. WELCOME-2026',
  COUPON_EXPIRY_INVALID: 'Expiry must be a future ISO 8601 date or date-time, e.g. 2026-12-31',
  COUPON_USED_UP: 'This coupon has been used up.',
  COUPON_EXPIRED: 'This coupon has expired.',
  COUPON_CURRENCY_MISMATCH: 'This coupon is in {currency}; the order is paid in {orderCurrency}.',
  COUPON_BALANCE_INSUFFICIENT: 'Only {balance} {currency} is left on this coupon.',
  ORDER_NOT_CREDITABLE: 'A coupon cannot be applied to an order that is {status}.',
  ORDER_ALREADY_PAID: 'This order is already paid in full.',
} as const satisfies Record<string, string>;
