/** The message catalogue (messages.ts): any form, the staff search and what the request boundary refuses. */
export const FORM_MESSAGES = {
  // ── Any form ─────────────────────────────────────────────────────────────────────────────────────────────────
  /** Spec §8, heading "Validation Error". */
  VALIDATION_FAILED: 'Please fill in all required fields',
  UNKNOWN_FIELD: 'Unknown field: {fields}',
  UNKNOWN_FIELDS: 'Unknown fields: {fields}',
  /** A `details` entry for a field the route does not take. */
  FIELD_NOT_ACCEPTED: 'This field is not accepted here',
  FIELD_REQUIRED: '{label} is required',
  FIELD_NOT_TEXT: '{label} must be text',
  FIELD_TOO_LONG: '{label} must be at most {max} characters',
  FIELD_NOT_BOOLEAN: '{label} must be true or false',
  FIELD_ONE_OF: '{label} must be one of {values}',
  FIELD_EMPTY: '{label} must not be empty',
  FIELD_WHOLE_NUMBER: '{label} must be a whole number from {min} to {max}',
  FIELD_KILOMETRES: '{label} must be a whole number of kilometres from {min} to {max}',
  FIELD_CC: '{label} must be a whole number of cc from {min} to {max}',
  FIELD_AT_LEAST_ONE: '{label} must be a whole number of at least 1',
  FIELD_DATE_TIME: '{label} must be an ISO 8601 date or date-time, e.g. 2026-03-31 or 2026-03-31T09:00:00Z',
  /** A check without a catalogue message of its own (a bug to fix): its message is the validator's. */
  FIELD_INVALID: '{label} is invalid',

  // ── The back office's staff search (GET /api/admin/search) ──────────────────────────────────────────────────
  SEARCH_QUERY_TOO_SHORT: 'Type at least {min} characters to search.',

  // ── What the boundary refuses before any route sees it (src/common/boundary/) ─────────────────────────────────
  TEXT_CONTAINS_NUL: 'Text must not contain NUL characters (\\u0000).',
  TEXT_INVALID_UNICODE: 'Text must be valid Unicode: the request holds a lone UTF-16 surrogate.',
  JSON_TOO_DEEP: 'The request body is nested too deeply: at most {max} levels.',
  BODY_NOT_JSON: 'Send the body as JSON (Content-Type: application/json).',
  /** Requests Fastify itself refuses (src/common/errors/http-exception.filter.ts). */
  BAD_REQUEST: 'The request is malformed.',
  BODY_INVALID_JSON: 'The request body is not valid JSON.',
  BODY_EMPTY_JSON: 'The request body is empty but declared as JSON.',
  BODY_TOO_LARGE: 'The request body is too large.',
  /** Every 5xx: the detail goes to the log with the request id, never to the client. */
  INTERNAL_ERROR: 'Internal server error',
  /** A 503 with Retry-After while PostgreSQL or Redis is unreachable (a restart, a network cut): it heals by itself. */
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a few seconds.',
  /** A 429 with Retry-After: every place for a staff CSV export of this server is taken (src/common/csv/csv-exports.service.ts). */
  EXPORTS_BUSY: 'Too many exports are running. Please try again in {seconds} seconds.',
} as const satisfies Record<string, string>;
