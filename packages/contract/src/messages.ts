import { FORM_MESSAGES } from './messages/forms.js';
import { ACCOUNT_MESSAGES } from './messages/accounts.js';
import { CAR_MESSAGES } from './messages/cars.js';
import { ORDER_MESSAGES } from './messages/orders.js';
import { AUCTION_MESSAGES } from './messages/auctions.js';
import { CUSTOMER_FORM_MESSAGES } from './messages/customer-forms.js';
import { REFERENCE_DATA_MESSAGES } from './messages/reference-data.js';
import { ANSWER_MESSAGES } from './messages/answers.js';

/**
 * The one catalogue of what the API says when it refuses something (DESIGN.md §5, §8): a stable UPPER_SNAKE key
 * and its English sentence — the spec's own wording (§8) wherever the spec has one. The web client translates by
 * the `code` of an error body (and of each `details` entry), filling `{placeholders}` from the body's `params`.
 *
 * Add a message to its domain's file in messages/ (one catalogue, split by domain; a key must be unique across the
 * files), never as a string literal beside a `throw`: `notFound(Msg.PRODUCT_NOT_FOUND)`,
 * `conflict(Msg.STOCK_ID_TAKEN, { stockId })`. A placeholder is `{name}`; `formatMessage` checks the names at compile
 * time. Params carry values (ids, limits, counts), never English words a client could not translate — except a
 * field's English label (`{label}`), which a client replaces by its own label for `details[].field`.
 *
 * A few keys are another wording of an existing code (`SENT_AS`): the body carries the base code, so a client that
 * knows `TOO_MANY_IMAGES` keeps working; the params tell the wordings apart.
 */
export const MESSAGES = {
  ...FORM_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...CAR_MESSAGES,
  ...ORDER_MESSAGES,
  ...AUCTION_MESSAGES,
  ...CUSTOMER_FORM_MESSAGES,
  ...REFERENCE_DATA_MESSAGES,
  ...ANSWER_MESSAGES,
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
