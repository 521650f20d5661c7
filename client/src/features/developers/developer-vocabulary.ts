import { API_KEY_SCOPES } from '@autoexport/contract/api-key-scopes';
import { PING_EVENT, WEBHOOK_EVENT_TYPES } from '@autoexport/contract/webhook-event-types';

/** The API key scopes and webhook event types the developer page explains: the server's own lists, in its order. */
export { API_KEY_SCOPES };
export const WEBHOOK_EVENTS = [...WEBHOOK_EVENT_TYPES, PING_EVENT] as const;
