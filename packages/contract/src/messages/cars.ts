/** The message catalogue (messages.ts): the catalogue and the staff car routes. */
export const CAR_MESSAGES = {
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
} as const satisfies Record<string, string>;
