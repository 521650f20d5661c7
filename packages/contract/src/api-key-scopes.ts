/**
 * What a dealer's API key may be allowed to do (issue 14): the server's global guard checks it (the dealers module owns
 * the keys themselves), and the web client's developer page lists the same.
 */
export const API_KEY_SCOPES = ['catalogue:read', 'favorites', 'inquiries', 'orders:read', 'orders:write', 'auction-bids'] as const;
export type ApiKeyScopeName = (typeof API_KEY_SCOPES)[number];
