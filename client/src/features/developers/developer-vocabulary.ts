/** The API key scopes and webhook event types the developer page explains (the server's lists, in its order). */
export const API_KEY_SCOPES = ['catalogue:read', 'favorites', 'inquiries', 'orders:read', 'orders:write', 'auction-bids'] as const;
export const WEBHOOK_EVENTS = [
  'car.listed',
  'car.price_changed',
  'car.reserved',
  'car.sold',
  'order.status_changed',
  'payment.recorded',
  'shipment.updated',
  'tracking.updated',
  'auction.result',
  'ping',
] as const;
