import { Field, Flag, OptionalText } from '../../../common/validation/fields.js';
import { rule, says } from '../../../common/validation/rules.js';
import { trim } from '../../../common/validation/transforms.js';
import { Msg } from '@autoexport/contract/messages';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './outbox/webhook-event-rules.js';
import { MAX_URL_LENGTH } from './webhook-rules.js';

const trimmed = (value: unknown) => trim({ value });

/** A list of distinct event types, each known; duplicates dropped. */
const toEventList = (value: unknown) =>
  Array.isArray(value) ? [...new Set(value.map((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v)))] : value;
const isEventList = (v: unknown) =>
  Array.isArray(v) &&
  v.length >= 1 &&
  v.length <= WEBHOOK_EVENT_TYPES.length &&
  v.every((x) => typeof x === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(x));

const EVENTS_DOC =
  'The event types this endpoint hears (at least one). Car events (`car.*`) are every car’s; order, payment, shipment ' +
  'and auction events are only about my own orders and bids.';

/** The URL's checks beyond its shape (https in production, no internal address) are the service's: they depend on the configuration. */
const Url = (presence: 'required' | 'omittable') =>
  Field(
    'URL',
    {
      type: String,
      maxLength: MAX_URL_LENGTH,
      example: 'https://dms.example-dealer.com/hooks/autoexport',
      description: 'Where events are POSTed: https (plain http only outside production), a public host name, no credentials',
    },
    { presence, transform: trimmed },
    rule(
      'webhookUrl',
      'format',
      (v) => typeof v === 'string' && v.length <= MAX_URL_LENGTH && /^https?:\/\//i.test(v),
      says(Msg.WEBHOOK_URL_INVALID, { max: MAX_URL_LENGTH }),
    ),
  );

const Events = (presence: 'required' | 'omittable') =>
  Field(
    'Events',
    {
      type: [String],
      enum: WEBHOOK_EVENT_TYPES,
      minItems: 1,
      maxItems: WEBHOOK_EVENT_TYPES.length,
      example: ['car.listed', 'order.status_changed'],
      description: EVENTS_DOC,
    },
    { presence, transform: toEventList },
    rule(
      'webhookEvents',
      'format',
      isEventList,
      says(Msg.WEBHOOK_EVENTS_INVALID, { max: WEBHOOK_EVENT_TYPES.length, values: WEBHOOK_EVENT_TYPES.join(', ') }),
    ),
  );

export class CreateWebhookDto {
  @Url('required')
  url: string;

  @Events('required')
  events: WebhookEventType[];

  @OptionalText('Description', 200, { example: 'Stock sync of our DMS' })
  description?: string | null;
}

export class UpdateWebhookDto {
  @Url('omittable')
  url?: string;

  @Events('omittable')
  events?: WebhookEventType[];

  @OptionalText('Description', 200, { example: 'Stock sync of our DMS (staging)' })
  description?: string | null;

  @Flag(
    'Enabled',
    {
      description:
        'false pauses the endpoint (no deliveries); true enables it again — also one the server disabled after failures — and ' +
        'resets its failure count',
    },
    { presence: 'omittable' },
  )
  enabled?: boolean;
}
