/**
 * The dealers' webhook event types (issue 14), in the order the documentation lists them; the web client's developer
 * page lists the same (the server's webhook-event-rules.ts builds each event).
 */
export const WEBHOOK_EVENT_TYPES = [
  'car.listed',
  'car.price_changed',
  'car.reserved',
  'car.sold',
  'order.status_changed',
  'payment.recorded',
  'shipment.assigned',
  'shipment.tracking_updated',
  'auction.result',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The test event ("send test event"): sent to one endpoint only, never subscribed to. */
export const PING_EVENT = 'ping';
