/**
 * What a dealer's API key may be allowed to do (issue 14). In common because the global guard reads it (the dealers
 * module owns the keys themselves), and a plain data file so that the web client's developer page lists the same.
 */
export const API_KEY_SCOPES = ['catalogue:read', 'favorites', 'inquiries', 'orders:read', 'orders:write', 'auction-bids'] as const;
export type ApiKeyScopeName = (typeof API_KEY_SCOPES)[number];
