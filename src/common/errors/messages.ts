/**
 * The one catalogue of what the API says when it refuses something (DESIGN.md §5, §8): a stable UPPER_SNAKE key
 * and its English sentence — the spec's own wording (§8) wherever the spec has one. The web client translates by
 * the `code` of an error body (and of each `details` entry), filling `{placeholders}` from the body's `params`.
 *
 * Add a message here, never as a string literal beside a `throw`: `notFound(Msg.PRODUCT_NOT_FOUND)`,
 * `conflict(Msg.STOCK_ID_TAKEN, { stockId })`. A placeholder is `{name}`; `formatMessage` checks the names at compile
 * time. Params carry values (ids, limits, counts), never English words a client could not translate — except a
 * field's English label (`{label}`), which a client replaces by its own label for `details[].field`.
 *
 * A few keys are another wording of an existing code (`SENT_AS`): the body carries the base code, so a client that
 * knows `TOO_MANY_IMAGES` keeps working; the params tell the wordings apart.
 */
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const WRONG_PASSWORD = 'The current password is incorrect.';

export const MESSAGES = {
  // ── Any form ─────────────────────────────────────────────────────────────────────────────────────────────────
  /** Spec §8, heading "Validation Error". */
  VALIDATION_FAILED: 'Please fill in all required fields',
  UNKNOWN_FIELD: 'Unknown field: {fields}',
  UNKNOWN_FIELDS: 'Unknown fields: {fields}',
  /** A `details` entry for a field the route does not take. */
  FIELD_NOT_ACCEPTED: 'This field is not accepted here',
  FIELD_REQUIRED: '{label} is required',
  FIELD_NOT_TEXT: '{label} must be text',
  FIELD_TOO_LONG: '{label} must be at most {max} characters',
  FIELD_NOT_BOOLEAN: '{label} must be true or false',
  FIELD_ONE_OF: '{label} must be one of {values}',
  FIELD_EMPTY: '{label} must not be empty',
  FIELD_WHOLE_NUMBER: '{label} must be a whole number from {min} to {max}',
  FIELD_KILOMETRES: '{label} must be a whole number of kilometres from {min} to {max}',
  FIELD_CC: '{label} must be a whole number of cc from {min} to {max}',
  FIELD_AT_LEAST_ONE: '{label} must be a whole number of at least 1',
  FIELD_DATE_TIME: '{label} must be an ISO 8601 date or date-time, e.g. 2026-03-31 or 2026-03-31T09:00:00Z',
  /** A check without a catalogue message of its own (a bug to fix): its message is the validator's. */
  FIELD_INVALID: '{label} is invalid',

  // ── The back office's staff search (GET /api/admin/search) ──────────────────────────────────────────────────
  SEARCH_QUERY_TOO_SHORT: 'Type at least {min} characters to search.',

  // ── What the boundary refuses before any route sees it (src/common/boundary/) ─────────────────────────────────
  TEXT_CONTAINS_NUL: 'Text must not contain NUL characters (\\u0000).',
  TEXT_INVALID_UNICODE: 'Text must be valid Unicode: the request holds a lone UTF-16 surrogate.',
  JSON_TOO_DEEP: 'The request body is nested too deeply: at most {max} levels.',
  BODY_NOT_JSON: 'Send the body as JSON (Content-Type: application/json).',
  /** Requests Fastify itself refuses (src/common/errors/http-exception.filter.ts). */
  BAD_REQUEST: 'The request is malformed.',
  BODY_INVALID_JSON: 'The request body is not valid JSON.',
  BODY_EMPTY_JSON: 'The request body is empty but declared as JSON.',
  BODY_TOO_LARGE: 'The request body is too large.',
  /** Every 5xx: the detail goes to the log with the request id, never to the client. */
  INTERNAL_ERROR: 'Internal server error',
  /** A 503 with Retry-After while PostgreSQL or Redis is unreachable (a restart, a network cut): it heals by itself. */
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a few seconds.',
  /** A 429 with Retry-After: every place for a staff CSV export of this server is taken (src/common/csv/csv-exports.service.ts). */
  EXPORTS_BUSY: 'Too many exports are running. Please try again in {seconds} seconds.',

  // ── People and accounts (spec §5, §8) ────────────────────────────────────────────────────────────────────────
  NAME_REQUIRED: 'Name is required',
  FIRST_NAME_REQUIRED: 'First name is required',
  LAST_NAME_REQUIRED: 'Last name is required',
  EMAIL_REQUIRED: 'Email is required',
  EMAIL_INVALID: 'Email is invalid',
  PHONE_INVALID: 'Phone number is invalid',
  PASSWORD_REQUIRED: 'Password is required',
  PASSWORD_TOO_SHORT: 'Password must be at least {min} characters',
  CURRENT_PASSWORD_REQUIRED: 'Current password is required',
  COUNTRY_INVALID: 'Country must be a two-letter ISO code, e.g. KE',
  COUNTRY_NOT_TEXT: 'Country must be text: a two-letter ISO code, e.g. KE',
  ACCOUNT_TYPE_INVALID: 'Account type must be individual or dealer',
  WHATSAPP_INVALID: 'WhatsApp number is invalid',
  REFRESH_TOKEN_REQUIRED: 'Refresh token is required',
  RESET_TOKEN_REQUIRED: 'Reset token is required',

  // ── Signing in and sessions ──────────────────────────────────────────────────────────────────────────────────
  AUTH_REQUIRED: 'Please sign in to continue.',
  // One sentence for every way a session ends; the codes tell the causes apart for the logs and the client.
  TOKEN_EXPIRED: SESSION_EXPIRED,
  TOKEN_INVALID: SESSION_EXPIRED,
  SESSION_REVOKED: SESSION_EXPIRED,
  REFRESH_TOKEN_INVALID: SESSION_EXPIRED,
  REFRESH_TOKEN_REUSED: SESSION_EXPIRED,
  /** Spec §8. */
  PERMISSION_DENIED: 'Permission Denied',
  ACCOUNT_SUSPENDED: 'Your account is suspended. Please contact support.',
  INVALID_CREDENTIALS: 'Invalid email or password.',
  WRONG_PASSWORD,
  /** Deleting an account: the password (or, without one, the email) typed to confirm did not match. */
  CONFIRMATION_FAILED: WRONG_PASSWORD,
  CONFIRM_WITH_EMAIL: 'Type your email address to confirm.',
  EMAIL_TAKEN: 'An account with this email already exists.',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a moment and try again.',
  // ── Dealers' API keys (issue 14) ─────────────────────────────────────────────────────────────────────────────
  API_KEY_WITH_TOKEN: 'Send either an API key (X-API-Key) or an access token (Authorization), not both.',
  API_KEY_INVALID: 'This API key is not valid.',
  API_KEY_REVOKED: 'This API key has been revoked.',
  API_KEY_IP_NOT_ALLOWED: 'This API key may not be used from this IP address.',
  API_KEY_NOT_DEALER: 'API keys are for dealer accounts only.',
  API_KEY_ROUTE_NOT_ALLOWED: 'This route cannot be called with an API key.',
  API_KEY_SCOPE_MISSING: 'This API key lacks the {scope} scope.',
  API_KEY_TOO_MANY: 'A dealer can have at most {max} active API keys: revoke one first.',
  API_KEY_NOT_FOUND: 'API key not found.',
  API_KEY_ID_INVALID: 'Key id must be the id of one of your API keys (a UUID).',
  API_KEY_SCOPES_INVALID: 'Scopes must be a list of at least one of: {values}.',
  API_KEY_ALLOWED_IPS_INVALID:
    'Allowed IPs must be at most {max} IPv4 or IPv6 addresses or CIDR ranges, e.g. 203.0.113.7 or 203.0.113.0/24.',
  DEALER_NOT_FOUND: 'Dealer not found.',
  RESET_TOKEN_INVALID: 'This password reset link is invalid. Please request a new one.',
  RESET_TOKEN_EXPIRED: 'This password reset link has expired. Please request a new one.',
  RESET_TOKEN_USED: 'This password reset link has already been used. Please request a new one.',
  UNKNOWN_PROVIDER: 'Unknown sign-in provider. Use one of: {providers}.',
  OAUTH_PROVIDER_DISABLED: 'Sign-in with {provider} is not available on this site.',
  OAUTH_CODE_INVALID: 'This sign-in has expired or was already used. Please sign in again.',
  OAUTH_CODE_REQUIRED: 'Code is required',
  OAUTH_NONCE_INVALID: 'Nonce must be 22 to 128 characters of A-Z, a-z, 0-9, _ or -',
  ACCOUNT_NOT_CONNECTED: 'No {provider} account is connected to your account.',
  LAST_SIGN_IN_METHOD:
    'This is your only way to sign in. Set a password (use "Forgot password") or connect another account before disconnecting it.',

  // ── Users (staff) ────────────────────────────────────────────────────────────────────────────────────────────
  USER_NOT_FOUND: 'User not found.',
  USER_CHANGED: 'This account was changed by someone else at the same moment. Please reload and try again.',
  LAST_SUPERADMIN: 'The last superadmin cannot be removed, demoted or suspended.',

  // ── Closing an account (issue 24 §6) ──────────────────────────────────────────────────────────────────────────
  ACCOUNT_BIDS_AT_AUCTION:
    'Bid requests on lots {lots} are past their cut-off and may be at auction now: the account can be deleted once their results are recorded.',
  CLOSURE_NOT_FOUND: 'Account closure not found.',
  CLOSURE_ALREADY_REFUNDED: 'The refund to this deleted account has already been recorded.',
  CLOSURE_NOTHING_TO_REFUND: 'Nothing is owed to this deleted account (its refund is {status}).',

  // ── Consignees ───────────────────────────────────────────────────────────────────────────────────────────────
  CONSIGNEE_NOT_FOUND: 'Consignee not found.',
  CONSIGNEE_LIMIT_REACHED: 'You can keep at most {max} consignees. Delete one before adding another.',

  // ── Audit ────────────────────────────────────────────────────────────────────────────────────────────────────
  INVALID_DATE_RANGE: 'The start date must not be after the end date.',
  ACTOR_ID_INVALID: 'Actor id must be a user id (a UUID)',

  // ── Catalogue ────────────────────────────────────────────────────────────────────────────────────────────────
  /** Spec §8. */
  PRODUCT_NOT_FOUND: 'Product not found!',
  PRICE_REQUIRES_SIGN_IN: 'Please sign in to see prices.',
  INVALID_CURSOR: 'This cursor is not valid for this search: start again from the first page.',
  PAGE_TOO_DEEP: 'Page numbers reach the first {max} results: follow nextCursor to go further.',
  // The catalogue's query parameters are named as sent (`yearMin`), for the developers who build the links.
  FILTER_ONE_OF: '{label} must be one of: {values}',
  FILTER_TEXT: '{label} must be text of at most {max} characters',
  FILTER_USD_AMOUNT: '{label} must be an amount in USD with at most two decimals, e.g. 12500.00',
  FILTER_NOT_ABOVE: '{label} must not be greater than {upper}',
  FILTER_MAKE_SLUG: 'make must be a make slug, e.g. toyota',
  FILTER_SEARCH_TEXT: 'q must be 2 to 100 characters',
  FILTER_CURSOR: 'cursor must be the nextCursor of a previous answer',

  // ── Cars (staff) ─────────────────────────────────────────────────────────────────────────────────────────────
  /** Spec §8. */
  CAR_ALREADY_RESERVED: 'This car is already reserved!',
  INVALID_STATUS_TRANSITION: 'This car cannot go from {from} to {to}.',
  CAR_ALREADY_IN_STATUS: 'This car is already {status}.',
  STOCK_ID_TAKEN: 'A car with the stock id {stockId} already exists.',
  STOCK_ID_TAKEN_RACE: 'A car with this stock id already exists.',
  UNKNOWN_MAKE: 'There is no make "{slug}".',
  CAR_NOT_DELETABLE: 'Only an available or ready-to-ship car can be deleted; this one is {status}.',
  CAR_IN_USE: 'This car is referenced by orders, inquiries or other records and cannot be deleted.',
  TOO_MANY_IMAGES: 'A car can have at most {max} images.',
  TOO_MANY_IMAGES_LEFT: 'A car can have at most {max} images: {left} more can be added.',
  IMAGE_NOT_FOUND: 'Image not found.',
  STOCK_ID_INVALID: 'Stock id must be two capital letters and seven digits, e.g. AB1234567',
  CHASSIS_NUMBER_INVALID: 'Chassis number must be 3 to 32 letters, digits or dashes, e.g. ZVW30-1234567',
  DIMENSION_INVALID: '{label} must be in metres, above 0 and below 100, with at most 2 decimals, e.g. 4.60',
  FOB_PRICE_INVALID: 'FOB price must be an amount in USD above 0 with at most 2 decimals, e.g. "12500.00"',
  FEATURES_NOT_LIST: 'Features must be a list of texts',
  TOO_MANY_FEATURES: 'At most {max} features',
  FEATURE_TOO_LONG: 'Each feature must be at most {max} characters',
  AUCTION_SHEET_NOT_OBJECT: 'Auction sheet must be an object',
  AUCTION_DATE_INVALID: 'Auction date must be a past date in the form YYYY-MM-DD, e.g. 2026-02-14',
  DAMAGE_CODE_INVALID: 'Damage code must be an auction sheet code, e.g. A1, U2, W1, S1, C1, X, XX, Y1 or P',
  DAMAGES_NOT_LIST: 'Damages must be a list',
  TOO_MANY_DAMAGES: 'At most {max} damages',
  IMAGE_IDS_INVALID: 'Image ids must be a list of the car’s image ids',
  INVALID_IMAGE_ORDER: 'Send every image id of this car exactly once, in the new order.',

  /** The staff status route, for a car that belongs to an order (reserved, sold, shipped or delivered through it). */
  CAR_FOLLOWS_ORDER: 'This car belongs to order {orderId}: its status changes only with the order.',
  /** Bulk actions on cars (POST /api/admin/cars/bulk). */
  BULK_REFS_INVALID: 'Refs must be a list of 1 to {max} stock ids',
  BULK_PERCENT_INVALID: 'Percent must be a number from {min} to {max}, not 0, with at most 2 decimals, e.g. -5 or 10',
  BULK_PRICE_INVALID: 'The new price would be {price} USD, which is not a valid FOB price.',

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

  // ── Auctions: deposits, bidding power, bid requests and results (issue 13, src/modules/auctions/bidding/) ──────
  AUCTION_LOT_NOT_FOUND: 'Auction lot not found.',
  AUCTION_BID_NOT_FOUND: 'Bid request not found.',
  YEN_INVALID: '{label} must be a whole number of yen from 1 to {max}, e.g. "1250000"',
  YEN_OR_ZERO_INVALID: '{label} must be a whole number of yen from 0 to {max}, e.g. "33000"',
  BID_CUTOFF_PASSED: 'Bid requests for this lot closed at {cutoffAt} (Japan time {cutoffJapan}), {minutes} minutes before it comes up.',
  BID_LOT_CLOSED: 'This lot is no longer open for bids: its result is {result}.',
  BID_ABOVE_POWER:
    'Your bidding power is {available} JPY: this bid needs {needed} JPY. Pay a larger deposit or lower or withdraw other bids.',
  BID_ALREADY_OPEN: 'You already have an open bid request on this lot: change it instead.',
  BID_NOT_OPEN: 'This bid request is {status}: only an open bid request can be changed, withdrawn or given a result.',
  BID_NOT_WON: 'Only a won lot can be settled; this bid request is {status}.',
  BID_ALREADY_SETTLED: 'This won lot is already paid.',
  BID_ORDER_NOT_WON: 'Only a won lot can be ordered; this bid request is {status}.',
  BID_ALREADY_ORDERED: 'This won car already has an order.',
  AUCTION_ORDER_NOT_CANCELLABLE: 'A car won at auction is already bought and cannot be cancelled here. Please contact us.',
  BID_CHANGE_EMPTY: 'Send a new maximum bid or note.',
  BID_RESULT_PRICE_REQUIRED: 'A won lot needs its hammer price',
  /** Issue 24: a maximum bid below the lot's start price could never win it. */
  BID_BELOW_START_PRICE: 'Your maximum bid must be at least the lot’s start price of {startPrice} JPY',
  BID_NO_RESULT: 'This bid request is open: it has no result to undo.',
  BID_WITHDRAWN_FINAL: 'A withdrawn bid request cannot be opened again.',
  BID_TRANSITION_NOT_ALLOWED: 'A bid request cannot go from {from} to {to}.',
  // A lot's result (issue 24): one for all its bid requests, recorded by staff once it has come up, undone with a reason.
  LOT_NOT_UP_YET: 'A result can be recorded only once the lot has come up at the auction.',
  LOT_RESULT_ALREADY: 'This lot already has a result: undo it first to record another.',
  LOT_NO_RESULT: 'This lot has no recorded result to undo.',
  LOT_WITHDRAWN: 'This lot was withdrawn from the auction.',
  LOT_TRANSITION_NOT_ALLOWED: 'An auction lot cannot go from {from} to {to}.',
  LOT_RESULT_STAFF_ONLY: 'Customers bid on this lot: its result is recorded by staff, not by a feed.',
  LOT_RESULT_PAID: 'Money has been paid against this result (the won car’s security deposit or price): it can no longer be undone.',
  LOT_RESULT_WINNER_REQUIRED: 'A won result names the winning bid request',
  LOT_RESULT_WINNER_NOT_ALLOWED: 'Only a won result names a winning bid request',
  LOT_RESULT_BID_ID_INVALID: 'Winning bid request must be the id of a bid request on this lot',
  AUCTION_LOT_ID_INVALID: 'Lot must be the id of an auction lot',
  LOT_FEES_WON_ONLY: 'Fees are recorded only for a won lot',
  LOT_NOT_SOLD_NO_PRICE: 'A lot that was not sold has no hammer price',
  LOT_NO_ELIGIBLE_BID: 'No open bid request on this lot reaches its start price of {startPrice} JPY, so none can win it.',
  LOT_WINNER_NOT_ELIGIBLE: 'Only the highest open bid request can win this lot: {winnerId}, with a maximum bid of {maxBid} JPY.',
  LOT_HAMMER_OUT_OF_RANGE: 'The hammer price must be from the start price of {min} JPY up to the winning maximum bid of {max} JPY',
  LOT_LOST_HAMMER_TOO_LOW: 'A lot another buyer won sold for at least {min} JPY (our highest maximum bid, or the start price)',
  LOT_UNDO_ABOVE_POWER:
    'Undoing this result opens the bid request of {customer} again, which needs {needed} JPY of bidding power; they have {available} JPY. They must lower or withdraw other bids first.',
  AUCTION_DEPOSIT_TAKEN: 'A deposit with the bank reference {reference} is already recorded.',
  AUCTION_REFUND_TAKEN: 'A refund with the bank reference {reference} is already recorded.',
  AUCTION_REFUND_ABOVE_FREE: 'Only {available} JPY of this deposit is free to refund (not backing open bids or won cars not yet paid).',
  AUCTION_REFUND_NOT_ALLOWED: 'The deposit can be refunded once no bid request is open and every won car is paid.',
  AUCTION_NOTHING_TO_REFUND: 'There is no deposit to refund.',

  // ── Newsletter (spec §3 Newsletter popup, §5) ────────────────────────────────────────────────────────────────
  /** Spec §5. */
  FULL_NAME_REQUIRED: 'Full name is required',
  /** Spec §5. */
  EMAIL_FORMAT_INVALID: 'Invalid email format',
  NEWSLETTER_TOKEN_REQUIRED: 'Unsubscribe token is required',
  NEWSLETTER_TOKEN_INVALID: 'This unsubscribe link is not valid.',

  // ── Request a car (spec §3 Request-a-car form, §5, §8) and Contact us (spec §2, §5) ─────────────────────────────
  /** Spec §8. */
  EMAILS_DO_NOT_MATCH: 'Emails do not match!',
  /** Spec §8. */
  PHONE_REQUIRED_FOR_PHONE_CONTACT: 'Phone number is required when selecting Phone as contact method.',
  /** Spec §8. */
  WHATSAPP_REQUIRED_FOR_WHATSAPP_CONTACT: 'WhatsApp number is required when selecting WhatsApp as contact method.',
  /** Spec §5: the privacy policy must be agreed (request a car, contact us). */
  PRIVACY_AGREEMENT_REQUIRED: 'Please agree to the privacy policy',
  EMAIL_CONFIRMATION_REQUIRED: 'Please confirm your email',
  CONTACT_METHOD_INVALID: 'Contact method must be any, email, phone or whatsapp',
  CONTACT_SUBJECT_INVALID: 'Subject must be sales, support, partnership or other',
  /** Spec §8. */
  MESSAGE_REQUIRED: 'Message is required',
  CAR_REQUEST_NOT_FOUND: 'Car request not found.',
  CAR_REQUEST_ALREADY_HANDLED: 'This car request has already been handled.',
  CAR_REQUEST_ALREADY_OPEN: 'This car request is already open.',
  CAR_REQUEST_TRANSITION_NOT_ALLOWED: 'A car request that is {from} cannot be set to {to}.',
  CONTACT_MESSAGE_ALREADY_IN_STATUS: 'This message is already {status}.',
  CONTACT_MESSAGE_TRANSITION_NOT_ALLOWED: 'A message that is {from} cannot be set to {to}.',
  CONTACT_MESSAGE_NOT_FOUND: 'Contact message not found.',

  // ── Damage reports (spec §2 Damage report, §3) ───────────────────────────────────────────────────────────────
  DAMAGE_REPORT_NOT_FOUND: 'Damage report not found.',
  DAMAGE_PHOTO_NOT_FOUND: 'Photo not found.',
  DAMAGE_ORDER_REQUIRED: 'Choose the order of the vehicle you are reporting.',
  DAMAGE_ORDER_NOT_PURCHASED: 'Damage can be reported only for a vehicle you have bought: this order is not paid in full.',
  DAMAGE_DESCRIPTION_REQUIRED: 'Please describe the damage.',
  DAMAGE_REPORT_ALREADY_OPEN: 'You already have an open damage report for this order: {reference}.',
  DAMAGE_TOO_MANY_PHOTOS: 'A damage report can have at most {max} photos.',
  DAMAGE_REPORT_ALREADY_IN_STATUS: 'This damage report is already {status}.',
  DAMAGE_REPORT_TRANSITION_NOT_ALLOWED: 'A damage report that is {from} cannot be set to {to}.',
  DAMAGE_NOTE_REQUIRED_TO_REJECT: 'Tell the customer why the report is rejected.',

  // ── Marine insurance and claims (spec §1, §2 Insurance page) ────────────────────────────────────────────────────
  INSURANCE_FOB_NOT_OFFERED: 'FOB orders are not insured by us: under FOB the buyer arranges the shipping and its insurance.',
  INSURANCE_ALREADY_INCLUDED: 'This order is already insured: CIF includes marine insurance.',
  INSURANCE_ALREADY_ADDED: 'Marine insurance has already been added to this order.',
  INSURANCE_TOO_LATE: 'Marine insurance can be added only before the order is paid in full and shipped.',
  CLAIM_NOT_FOUND: 'Claim not found.',
  CLAIM_ORDER_NOT_INSURED: 'This order is not insured: a claim can be filed only for an order with marine insurance.',
  CLAIM_ORDER_NOT_ARRIVED: 'A claim can be filed once the vehicle has arrived at the destination port.',
  CLAIM_ALREADY_OPEN: 'This order already has a claim: see your claims.',
  /** Spec §1 "small damage may be exempt". */
  CLAIM_BELOW_MINIMUM: 'Small damage is exempt: claims under {minimum} USD are not covered.',
  CLAIM_DAMAGE_REPORT_INVALID: 'Choose one of your damage reports about this order.',
  CLAIM_DAMAGE_DATE_INVALID: 'Date the damage was found must be a date such as 2026-04-06, not in the future.',
  CLAIM_ALREADY_DECIDED: 'This claim has already been decided: it is {status}.',
  CLAIM_NOT_APPROVED: 'Only an approved claim can be paid; this one is {status}.',
  CLAIM_REPAIR_NOT_OPEN: 'A repair can be recorded only on a claim that is filed or approved; this one is {status}.',
  CLAIM_REASON_REQUIRED: 'Tell the customer why the claim is rejected.',
  CLAIM_TRANSITION_NOT_ALLOWED: 'A claim that is {from} cannot be set to {to}.',

  // ── Inquiries (spec §3 Inquiry, §4 Inquiry status, §5 Inquiry form, §8) ───────────────────────────────────────
  /** Spec §8, heading "Login Required": POST /api/inquiries without a token. */
  INQUIRY_LOGIN_REQUIRED: 'Please login to send an inquiry',
  /** Spec §5. */
  PHONE_REQUIRED: 'Phone number is required',
  INQUIRY_NOT_FOUND: 'Inquiry not found.',
  INQUIRY_RESPONSE_REQUIRED: 'Response message is required',
  /** Spec §8. */
  INQUIRY_GENERAL_STATUS_LOCKED: 'Status update is not allowed for general inquiries (Car: N/A).',
  INQUIRY_TRANSITION_NOT_ALLOWED: 'An inquiry cannot go from {from} to {to}.',
  INQUIRY_RESPOND_FIRST: 'An inquiry becomes Responded when a response is sent: send the response instead.',
  INQUIRY_CLOSED: 'This inquiry is closed: reopen it to send a response.',
  INQUIRY_ALREADY_IN_STATUS: 'This inquiry is already {status}.',
  INQUIRY_REOPENS_AS_RESPONDED: 'This inquiry has a response: reopened, it is Responded again.',
  // ── Customer reviews (spec §2 Customer reviews, §3 Review, §8) ──────────────────────────────────────────────────
  REVIEW_NOT_FOUND: 'Review not found.',
  REVIEW_REPLY_NOT_FOUND: 'Reply not found.',
  REVIEW_REPLY_NOT_COMPANY: "Only the company's own replies can be edited or deleted; a customer's reply can be hidden.",
  REVIEW_RATING_INVALID: 'Rating must be a whole number from 1 to 5',
  REVIEW_ALREADY_IN_STATUS: 'This review is already {status}.',
  REVIEW_TRANSITION_NOT_ALLOWED: 'A review that is {from} cannot be set to {to}.',
  REVIEW_REPLY_ALREADY_IN_STATUS: 'This reply is already {status}.',
  // ── Blog (spec §2 Blog, §3 Blog post) ─────────────────────────────────────────────────────────────────────────
  BLOG_POST_NOT_FOUND: 'Blog post not found.',
  BLOG_SLUG_TAKEN: 'A blog post with the slug "{slug}" already exists.',
  BLOG_SLUG_TAKEN_RACE: 'A blog post with this slug already exists.',
  BLOG_SLUG_INVALID: 'Slug must be lower-case letters and digits joined by single dashes, e.g. roro-vs-container-shipping',
  BLOG_TAGS_INVALID: 'Tags must be a list of at most {max} tags of at most {length} characters each',
  // ── Saved searches and alerts (issue 10) ────────────────────────────────────────────────────────────────────
  SAVED_SEARCH_NOT_FOUND: 'Saved search not found.',
  SAVED_SEARCH_LIMIT: 'You can keep at most {max} saved searches. Delete one to save another.',
  SAVED_SEARCH_FILTERS_REQUIRED: 'Filters are required',
  SAVED_SEARCH_FILTERS_NOT_OBJECT: 'Filters must be an object of catalogue search parameters',
  SAVED_SEARCH_TOKEN_REQUIRED: 'Unsubscribe token is required',
  SAVED_SEARCH_TOKEN_INVALID: 'This unsubscribe link is not valid.',
  // ── Content pages (issue 11) ────────────────────────────────────────────────────────────────────────────────
  CONTENT_PAGE_NOT_FOUND: 'Page not found.',
  CONTENT_LANGUAGE_UNKNOWN: 'Unknown language "{language}": use en, ur, pt or es.',
  CONTENT_TRANSLATION_NOT_FOUND: 'This page has no translation in "{language}".',
  CONTENT_ENGLISH_REQUIRED: 'The English text of a page cannot be deleted: the other languages fall back to it.',
  CONTENT_ENGLISH_FIRST: 'Write the English text of this page first: the other languages fall back to it.',
  CONTENT_SECTIONS_NOT_LIST: 'Sections must be a list of sections, each with a key, a title and a body',
  CONTENT_TOO_MANY_SECTIONS: 'A page has at most {max} sections',
  CONTENT_SECTION_KEY_INVALID: 'A section key is lower-case letters and digits joined by single dashes, e.g. policy',
  CONTENT_SECTION_KEYS_REPEATED: 'Each section needs its own key',

  // ── Currencies and exchange rates (issue 11) ─────────────────────────────────────────────────────────────────
  CURRENCY_UNSUPPORTED: 'Currency must be one of USD, EUR, GBP, JPY',
  CONVERT_AMOUNT_INVALID: 'Amount must be a number of at least 0 with at most 8 decimals, e.g. "12500.50"',
  EXCHANGE_RATE_UNAVAILABLE: 'No exchange rate is set for {currency} yet.',
  EXCHANGE_RATES_REQUIRED: 'Give at least one rate: EUR, GBP or JPY.',

  // ── Price calculator (spec §7 /api/price-calculator, issue 11) ──────────────────────────────────────────────────
  QUOTE_REQUIRES_SIGN_IN: "Please sign in to quote this car's price, or enter an FOB amount of your own.",
  QUOTE_PRICE_REQUIRED: 'Give a stock ref or an FOB amount',
  QUOTE_VOLUME_REQUIRED: "Give the car's volume in m³, or a stock ref, for a RoRo quote",
  VOLUME_INVALID: 'Volume must be in m³, above 0 and below 100, with at most 3 decimals, e.g. "12.075"',
  FREIGHT_RATE_NOT_FOUND: 'We have no {method} freight rate to {port} ({country}). Choose another port or shipping method.',
  INSPECTION_NOT_OFFERED: 'A pre-export inspection for {country} cannot be quoted online. Please contact us.',
  FREIGHT_RATE_UNKNOWN: 'Freight rate not found.',
  FREIGHT_RATE_TAKEN: 'A {method} freight rate to {port} ({country}) already exists.',
  FREIGHT_RATE_PRICE_REQUIRED: 'A RoRo rate needs its price per m³; a container rate needs its container price.',
  PRICE_CHARGE_NOT_FOUND: 'Charge not found.',
  PRICE_CHARGE_TAKEN: 'The charge {key} for {method} already exists.',
  INSPECTION_FEE_NOT_FOUND: 'No inspection fee is on file for {country}.',
  TABLE_AMOUNT_INVALID: '{label} must be an amount in USD above 0 and below 100,000,000 with at most 2 decimals, e.g. "150.00"',

  // ── Import eligibility (issue 11) ───────────────────────────────────────────────────────────────────────────
  IMPORT_RULES_NOT_FOUND: 'We have no import rules on file for {country}.',
  IMPORTABLE_TO_UNKNOWN: 'We have no import rules on file for {country}, so we cannot tell which cars can be imported there.',
  IMPORT_RULE_AGES_INVERTED: 'The minimum age must not be above the maximum age',
  /** A sale (a reservation, a won auction car's order) to a country whose rules refuse the car: each reason a detail. */
  IMPORT_NOT_ELIGIBLE: 'This car cannot be imported to {country}.',
  IMPORT_NOT_ALLOWED: '{country} does not allow used car imports.',
  IMPORT_TOO_OLD:
    'The car is {ageYears} years old; {country} takes cars up to {maxAgeYears} years old (model year {oldestModelYear} or newer).',
  IMPORT_TOO_NEW:
    'The car is {ageYears} years old; {country} takes only cars at least {minAgeYears} years old (model year {newestModelYear} or older).',
  IMPORT_STEERING: '{country} registers only {requiredSteering}-hand drive cars.',
  /** Staff overrides of import eligibility for one customer's next reservation of one car (POST /api/admin/eligibility-overrides). */
  ELIGIBILITY_OVERRIDE_NOT_FOUND: 'Eligibility override not found.',
  ELIGIBILITY_OVERRIDE_NOT_NEEDED: 'This car can be imported to {country}: no override is needed.',
  ELIGIBILITY_OVERRIDE_NOT_OPEN: 'This override has been used or has ended: it can no longer be used or revoked.',

  // ── Makes ────────────────────────────────────────────────────────────────────────────────────────────────────
  MAKE_NOT_FOUND: 'Make not found.',
  MAKE_SLUG_NEEDED: 'Give a slug: the title has no Latin letters or digits to make one from.',
  MAKE_SLUG_TAKEN: 'A make with the slug "{slug}" already exists.',
  MAKE_SLUG_TAKEN_RACE: 'A make with this slug already exists.',
  MAKE_TITLE_TAKEN: 'A make called "{title}" already exists.',
  MAKE_SLUG_INVALID: 'Slug must be lower-case letters and digits joined by single dashes, e.g. mercedes-benz',

  // ── FAQ, offices and support agents (issue 11) ─────────────────────────────────────────────────────────────
  FAQ_CATEGORY_NOT_FOUND: 'FAQ category not found.',
  FAQ_ITEM_NOT_FOUND: 'FAQ question not found.',
  FAQ_UNKNOWN_CATEGORY: 'There is no FAQ category "{key}".',
  FAQ_CATEGORY_KEY_TAKEN: 'An FAQ category with the key "{key}" already exists.',
  FAQ_CATEGORY_KEY_INVALID: 'Key must be lower-case letters and digits joined by single dashes, e.g. ordering-and-payment',
  FAQ_CATEGORY_NOT_EMPTY: 'This FAQ category still has questions: move or delete them first.',
  TRANSLATIONS_INVALID: '{label} must be an object of texts by language (en, ur, pt, es), with the English text',
  FIELD_NOT_TEXT_LIST: '{label} must be a list of texts',
  REORDER_MISMATCH: 'The new order must list each of the {count} entries exactly once.',
  OFFICE_NOT_FOUND: 'Office not found.',
  OFFICE_PHONES_INVALID: 'Phones must be a list of 1 to {max} phone numbers',
  TIME_ZONE_INVALID: 'Time zone must be an IANA time zone, e.g. Africa/Nairobi',
  SUPPORT_AGENT_NOT_FOUND: 'Support agent not found.',
  SUPPORT_AGENT_WHATSAPP_TAKEN: 'A support agent with the WhatsApp number {whatsapp} already exists: {name}.',
  PHOTO_URL_AND_UPLOAD: 'Give the photo either as an address or as an uploaded file, not both.',
  WHATSAPP_NUMBER_INVALID: 'WhatsApp number must be in international format: + and the country code, e.g. +81 90 5555 0101',
  AGENT_LANGUAGES_INVALID: 'Languages must be a list of 1 to {max} language names, e.g. English, Urdu',
  PHOTO_URL_INVALID: 'Photo must be an https:// address or an uploaded image (/uploads/…)',

  // ── Auctions: lot search, lot pages, calendar (issue 13) ───────────────────────────────────────────────────
  LOT_DATE_INVALID: '{label} must be a date, e.g. 2026-03-31',
  AUCTION_GRADES_INVALID: 'grade must list 1 to {max} auction grades separated by commas, e.g. 4.5,4,R',
  AUCTION_SEARCH_TEXT: 'q must be a lot number or chassis code: 1 to 40 letters, digits, dashes or spaces',

  // ── Uploads ──────────────────────────────────────────────────────────────────────────────────────────────────
  PAYLOAD_TOO_LARGE: 'The image is larger than 5 MB.',
  UNSUPPORTED_MEDIA_TYPE: 'Only JPG, PNG or WEBP images are accepted.',
  NOT_MULTIPART: 'Send the image as multipart/form-data.',
  INVALID_IMAGE: 'The image could not be read: the file is damaged or is not a real JPG, PNG or WEBP image.',
  IMAGE_TOO_MANY_PIXELS: 'The image has too many pixels; use one of at most 80 megapixels.',
  IMAGE_REQUIRED: 'Choose an image to upload.',
  MALFORMED_UPLOAD: 'The upload was incomplete or malformed. Please try again.',
  TOO_MANY_FILES: 'Send at most {max} images at once.',
  ONE_FILE_ONLY: 'Send one image at a time.',
  TOO_MANY_PARTS: 'The upload has too many parts.',
  UPLOAD_UNKNOWN_FIELD: 'Unknown field: {field}. Send the image in the field "{expected}".',
  UPLOAD_UNKNOWN_FIELD_MANY: 'Unknown field: {field}. Send the images in the field "{expected}".',
  /** A create form sent as multipart (uploaded-create.decorator.ts): the fields as JSON in "data", the image beside them. */
  FORM_UNKNOWN_PART: 'Unknown field: {field}. Send the fields as JSON in "data" and the image in "{expected}".',
  FORM_DATA_INVALID: 'The "{field}" part must hold the form’s fields as a JSON object.',
  FORM_FIELD_TOO_LARGE: '{field} is too long: a form field may hold at most {max} bytes.',

  /** Documents (a remittance copy): JPG, PNG, WEBP or PDF, recognised by their bytes. */
  FILE_TOO_LARGE: 'The file is larger than 5 MB.',
  FILE_TYPE_UNSUPPORTED: 'Only JPG, PNG, WEBP or PDF files are accepted.',
  FILE_REQUIRED: 'Choose a file to upload.',
  FILE_ONE_ONLY: 'Send one file at a time.',
  INVALID_FILE: 'The file could not be read: it is damaged or is not a real JPG, PNG, WEBP or PDF file.',
  FILE_UNKNOWN_FIELD: 'Unknown field: {field}. Send the file in the field "{expected}".',
  NOT_MULTIPART_FILE: 'Send the file as multipart/form-data.',

  // ── Auction feeds and imports (issue 13: src/modules/auctions/feeds/) ──────────────────────────────────────────
  AUCTION_FEED_SOURCE_NOT_FOUND: 'Feed source not found.',
  AUCTION_FEED_SOURCE_NAME_TAKEN: 'A feed source named "{name}" already exists.',
  AUCTION_FEED_SOURCE_INACTIVE: 'This feed source is inactive: activate it before importing from it.',
  AUCTION_FEED_SOURCE_NO_URL: 'This feed source has no URL to fetch: upload its feed file instead.',
  AUCTION_FEED_SOURCE_IN_USE: 'This feed source has imports: deactivate it instead of deleting it.',
  AUCTION_IMPORT_NOT_FOUND: 'Import not found.',
  AUCTION_IMPORT_SOURCE_ID_INVALID: 'Source must be the id of a feed source.',
  AUCTION_FEED_TOO_LARGE: 'The feed file is larger than {maxMb} MB.',
  AUCTION_FEED_URL_INVALID: 'URL must be an http or https address.',
  /** The outbound-URL guard (src/common/outbound/) refused the address, as written or as its name resolves now. */
  AUCTION_FEED_URL_REFUSED: 'URL must not point to a local, private or reserved network address.',
  AUCTION_FEED_DELIMITER_INVALID: 'Delimiter must be one character: a comma, semicolon, tab or vertical bar.',
  AUCTION_FEED_START_TIME_INVALID: 'Default start time must be a time in Japan written HH:mm, e.g. 09:30.',
  AUCTION_FEED_MAPPING_NOT_OBJECT: "Column mapping must be an object: our field name → the feed's column or key name.",
  AUCTION_FEED_MAPPING_UNKNOWN_FIELD: 'Column mapping names an unknown field: {field}. Known fields: {fields}.',
  AUCTION_FEED_MAPPING_COLUMN_INVALID: 'Column mapping of {field} must be a column name of 1 to 100 characters.',
  AUCTION_FEED_MAPPING_MISSING: "Column mapping must name the feed's column for {fields}.",
  AUCTION_FEED_MAPPING_NO_START: "Map the feed's start time column (startTime) or give the source a default start time.",
  /** Why an import failed (stored in the import and shown to staff). */
  AUCTION_IMPORT_NOT_A_FEED: 'The file is not a {format} feed: {problem}',
  AUCTION_IMPORT_COLUMNS_MISSING: "The feed has no column {columns}, named in the source's column mapping.",
  AUCTION_IMPORT_FILE_MISSING: "The import's file is no longer stored.",
  AUCTION_IMPORT_FETCH_FAILED: "The feed could not be fetched from the source's URL: {problem}",
  AUCTION_IMPORT_FETCH_REFUSED:
    'The feed was not fetched: {host} is, or resolves to, a local, private or reserved network address (the URL or one of its redirects).',
  AUCTION_IMPORT_INTERRUPTED: 'The import stopped unexpectedly: {problem}',
  AUCTION_IMPORT_ALREADY_IN_STATUS: 'This import is already {status}.',
  AUCTION_IMPORT_TRANSITION_NOT_ALLOWED: 'An import cannot go from {from} to {to}.',
  /** Why one row of a feed was rejected (the import's report). Generic field messages (FIELD_REQUIRED, …) serve too. */
  AUCTION_ROW_NOT_OBJECT: 'The row must be an object of fields.',
  AUCTION_ROW_UNREADABLE: 'The row could not be read: {problem}',
  AUCTION_ROW_DATE: '{label} must be a date written YYYY-MM-DD, e.g. 2026-12-05.',
  AUCTION_ROW_TIME: '{label} must be a time in Japan written HH:mm, e.g. 09:30.',
  AUCTION_ROW_YEN: '{label} must be a whole number of yen from 0 to {max}.',
  AUCTION_ROW_MAKE_NO_SLUG: 'Make must contain Latin letters or digits.',
  AUCTION_ROW_URL: '{label} must be an http or https address.',

  // ── Dealers' webhooks (issue 14) ─────────────────────────────────────────────────────────────────────────────
  WEBHOOKS_DEALERS_ONLY: 'Webhooks are for dealer accounts only.',
  WEBHOOK_NOT_FOUND: 'Webhook endpoint not found.',
  WEBHOOK_DELIVERY_NOT_FOUND: 'Webhook delivery not found.',
  WEBHOOK_LIMIT_REACHED: 'You can have at most {max} webhook endpoints. Delete one before adding another.',
  WEBHOOK_URL_INVALID:
    'URL must be an http or https address of at most {max} characters, with a valid host name and no user name or password.',
  WEBHOOK_URL_HTTPS_REQUIRED: 'URL must be an https address.',
  WEBHOOK_URL_INTERNAL: 'URL must not point to a local, private or reserved network address.',
  WEBHOOK_EVENTS_INVALID: 'Events must list 1 to {max} event types, each one of: {values}.',
  WEBHOOK_NOTHING_TO_CHANGE: 'Send at least one of url, events, description or enabled.',
  WEBHOOK_ENDPOINT_DISABLED: 'This webhook endpoint is disabled: enable it before sending to it.',

  // ── Answers that are not errors, kept here so the client translates them the same way (spec §8) ───────────────
  SIGNED_OUT: 'Signed out',
  ACCOUNT_DISCONNECTED: 'Your {provider} account has been disconnected.',
  PROFILE_UPDATED: 'Profile updated successfully',
  PASSWORD_UPDATED: 'Password updated successfully',
  ACCOUNT_DELETED: 'Account deleted successfully',
  PASSWORD_RESET_DONE: 'Password reset successfully',
  USER_DELETED: 'User deleted successfully',
  CAR_DELETED: 'Car deleted successfully',
  CONSIGNEE_DELETED: 'Consignee deleted successfully',
  NEWSLETTER_SUBSCRIBED: 'Thank you for subscribing to our newsletter.',
  NEWSLETTER_UNSUBSCRIBED: 'You have been unsubscribed from our newsletter.',
  /** Spec §8. */
  FAVORITE_ADDED: 'Added to favorites',
  FAVORITE_REMOVED: 'Removed from favorites',
  CAR_REQUEST_SUBMITTED: 'Your car request has been submitted. We will contact you soon.',
  CONTACT_MESSAGE_SENT: 'Thank you for contacting us. We will get back to you soon.',
  DAMAGE_REPORT_SUBMITTED: 'Damage report submitted successfully',
  /** Spec §8. */
  INQUIRY_SUBMITTED: 'Inquiry submitted successfully',
  INQUIRY_RESPONSE_SENT: 'The response has been sent to the customer.',
  INQUIRY_STATUS_UPDATED: 'Inquiry status updated.',
  /** Spec §8. */
  REVIEW_SUBMITTED: 'Review submitted successfully',
  REVIEW_AWAITS_PUBLICATION: 'Your review will appear on the site once our staff have published it.',
  /** Spec §8. */
  REVIEW_REPLY_SUBMITTED: 'Reply submitted successfully',
  /** Spec §8: the empty answer of the public list. */
  REVIEWS_NONE_FOUND: 'No reviews found matching your filters.',
  BLOG_POST_DELETED: 'Blog post deleted',
  SAVED_SEARCH_SAVED: 'Search saved',
  SAVED_SEARCH_DELETED: 'Saved search deleted',
  IMPORT_RULES_DELETED: 'Import rules deleted',
  SAVED_SEARCH_UNSUBSCRIBED: 'You will no longer receive alerts for this saved search.',
  /** The one answer to a forgot-password request, whether or not the account exists. */
  FORGOT_PASSWORD_SENT: 'If an account exists for this email, we have sent a link to reset the password.',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof MESSAGES;

/**
 * Keys that answer under another code: the same refusal in another wording (a variant, or a cause the client need
 * not tell apart). Everything else is sent under its own key.
 */
export const SENT_AS = {
  UNKNOWN_FIELDS: 'UNKNOWN_FIELD',
  UPLOAD_UNKNOWN_FIELD: 'UNKNOWN_FIELD',
  UPLOAD_UNKNOWN_FIELD_MANY: 'UNKNOWN_FIELD',
  CAR_ALREADY_IN_STATUS: 'INVALID_STATUS_TRANSITION',
  STOCK_ID_TAKEN_RACE: 'STOCK_ID_TAKEN',
  MAKE_SLUG_TAKEN_RACE: 'MAKE_SLUG_TAKEN',
  BLOG_SLUG_TAKEN_RACE: 'BLOG_SLUG_TAKEN',
  TOO_MANY_IMAGES_LEFT: 'TOO_MANY_IMAGES',
  ONE_FILE_ONLY: 'TOO_MANY_FILES',
  NOT_MULTIPART: 'UNSUPPORTED_MEDIA_TYPE',
  CONFIRM_WITH_EMAIL: 'CONFIRMATION_FAILED',
  MAKE_SLUG_NEEDED: 'VALIDATION_FAILED',
  BODY_NOT_JSON: 'UNSUPPORTED_MEDIA_TYPE',
  BODY_INVALID_JSON: 'BAD_REQUEST',
  BODY_EMPTY_JSON: 'BAD_REQUEST',
  BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  ORDER_ALREADY_IN_STATUS: 'ORDER_TRANSITION_NOT_ALLOWED',
  FILE_UNKNOWN_FIELD: 'UNKNOWN_FIELD',
  NOT_MULTIPART_FILE: 'UNSUPPORTED_MEDIA_TYPE',
} as const satisfies Partial<Record<MessageKey, MessageKey>>;

/** The code a body carries for a message key. */
export type MessageCode = Exclude<MessageKey, keyof typeof SENT_AS>;
export const codeOf = (key: MessageKey): MessageCode => (SENT_AS as Partial<Record<MessageKey, MessageCode>>)[key] ?? (key as MessageCode);

/** `Msg.PRODUCT_NOT_FOUND === 'PRODUCT_NOT_FOUND'`: the keys as values, for autocompletion and "find usages". */
export const Msg = Object.freeze(Object.fromEntries(Object.keys(MESSAGES).map((k) => [k, k]))) as { readonly [K in MessageKey]: K };

type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;
/** The values a message's placeholders need: `{ stockId: string | number }` for STOCK_ID_TAKEN, `{}` for most. */
export type MessageParams<K extends MessageKey> = { [P in Placeholders<(typeof MESSAGES)[K]>]: string | number };
/** `[params]` when the message has placeholders, `[]` when it has none: an argument list to spread. */
export type ParamsArg<K extends MessageKey> = [Placeholders<(typeof MESSAGES)[K]>] extends [never] ? [] : [params: MessageParams<K>];
/** Placeholder values as they travel in an error body. */
export type Params = Record<string, string | number>;

/** The English sentence of a message, placeholders filled: `formatMessage(Msg.UNKNOWN_MAKE, { slug: 'x' })`. */
export function formatMessage<K extends MessageKey>(key: K, ...[params]: ParamsArg<K>): string {
  const template: string = MESSAGES[key];
  if (!params) return template;
  const values = params as Params;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
