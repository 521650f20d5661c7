/**
 * Calls that never carry the Bearer token (spec §6, §7). The catalogue (`/api/cars…`), the landing page and
 * `/api/auth/status` are public too, but they DO carry the token when there is one: the server shows prices to
 * signed-in callers only, and the status check is how the client learns whether the token still works.
 */
const NO_TOKEN = [
  /^\/api\/user\/(login|register)$/,
  /^\/api\/auth\/(refresh|forgot-password|reset-password|providers|oauth\/exchange|google|facebook)(\/|$)/,
  /^\/api\/(footer-data|makes|health|geo|newsletter)(\/|$)/,
  // The currencies are public, but a signed-in customer's choice is kept on the profile: /preference carries the token.
  /^\/api\/currencies(\/(?!preference(\/|$))|$)/,
  /^\/api\/shipping-schedule$/,
  /^\/api\/pages(\/|$)/,
  /^\/api\/(faq|offices|support-agents)$/,
];

export const isNoTokenPath = (pathname: string): boolean => NO_TOKEN.some((pattern) => pattern.test(pathname));
