/** The message catalogue (messages.ts): currencies, the price calculator, import eligibility, makes, FAQ and offices, auction lots, uploads, auction feeds and webhooks. */
export const REFERENCE_DATA_MESSAGES = {
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
} as const satisfies Record<string, string>;
