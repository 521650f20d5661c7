/** The message catalogue (messages.ts): people, accounts, sessions, API keys, consignees and the audit log. */
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const WRONG_PASSWORD = 'The current password is incorrect.';

export const ACCOUNT_MESSAGES = {
  // ── People and accounts (spec §5, §8) ────────────────────────────────────────────────────────────────────────
  NAME_REQUIRED: 'Name is required',
  FIRST_NAME_REQUIRED: 'First name is required',
  LAST_NAME_REQUIRED: 'Last name is required',
  EMAIL_REQUIRED: 'Email is required',
  EMAIL_INVALID: 'Email is invalid',
  PHONE_INVALID: 'Phone number is invalid',
  PASSWORD_REQUIRED: 'Password is required',
  PASSWORD_TOO_SHORT: 'Password must be at least {min} characters',
  CURRENT_PASSWORD_REQUIRED: 'Current password is required',
  COUNTRY_INVALID: 'Country must be a two-letter ISO code, e.g. KE',
  COUNTRY_NOT_TEXT: 'Country must be text: a two-letter ISO code, e.g. KE',
  ACCOUNT_TYPE_INVALID: 'Account type must be individual or dealer',
  WHATSAPP_INVALID: 'WhatsApp number is invalid',
  REFRESH_TOKEN_REQUIRED: 'Refresh token is required',
  RESET_TOKEN_REQUIRED: 'Reset token is required',

  // ── Signing in and sessions ──────────────────────────────────────────────────────────────────────────────────
  AUTH_REQUIRED: 'Please sign in to continue.',
  // One sentence for every way a session ends; the codes tell the causes apart for the logs and the client.
  TOKEN_EXPIRED: SESSION_EXPIRED,
  TOKEN_INVALID: SESSION_EXPIRED,
  SESSION_REVOKED: SESSION_EXPIRED,
  REFRESH_TOKEN_INVALID: SESSION_EXPIRED,
  REFRESH_TOKEN_REUSED: SESSION_EXPIRED,
  /** Spec §8. */
  PERMISSION_DENIED: 'Permission Denied',
  ACCOUNT_SUSPENDED: 'Your account is suspended. Please contact support.',
  INVALID_CREDENTIALS: 'Invalid email or password.',
  WRONG_PASSWORD,
  /** Deleting an account: the password (or, without one, the email) typed to confirm did not match. */
  CONFIRMATION_FAILED: WRONG_PASSWORD,
  CONFIRM_WITH_EMAIL: 'Type your email address to confirm.',
  EMAIL_TAKEN: 'An account with this email already exists.',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a moment and try again.',
  // ── Dealers' API keys (issue 14) ─────────────────────────────────────────────────────────────────────────────
  API_KEY_WITH_TOKEN: 'Send either an API key (X-API-Key) or an access token (Authorization), not both.',
  API_KEY_INVALID: 'This API key is not valid.',
  API_KEY_REVOKED: 'This API key has been revoked.',
  API_KEY_IP_NOT_ALLOWED: 'This API key may not be used from this IP address.',
  API_KEY_NOT_DEALER: 'API keys are for dealer accounts only.',
  API_KEY_ROUTE_NOT_ALLOWED: 'This route cannot be called with an API key.',
  API_KEY_SCOPE_MISSING: 'This API key lacks the {scope} scope.',
  API_KEY_TOO_MANY: 'A dealer can have at most {max} active API keys: revoke one first.',
  API_KEY_NOT_FOUND: 'API key not found.',
  API_KEY_ID_INVALID: 'Key id must be the id of one of your API keys (a UUID).',
  API_KEY_SCOPES_INVALID: 'Scopes must be a list of at least one of: {values}.',
  API_KEY_ALLOWED_IPS_INVALID:
    'Allowed IPs must be at most {max} IPv4 or IPv6 addresses or CIDR ranges, e.g. 203.0.113.7 or 203.0.113.0/24.',
  DEALER_NOT_FOUND: 'Dealer not found.',
  RESET_TOKEN_INVALID: 'This password reset link is invalid. Please request a new one.',
  RESET_TOKEN_EXPIRED: 'This password reset link has expired. Please request a new one.',
  RESET_TOKEN_USED: 'This password reset link has already been used. Please request a new one.',
  UNKNOWN_PROVIDER: 'Unknown sign-in provider. Use one of: {providers}.',
  OAUTH_PROVIDER_DISABLED: 'Sign-in with {provider} is not available on this site.',
  OAUTH_CODE_INVALID: 'This sign-in has expired or was already used. Please sign in again.',
  OAUTH_CODE_REQUIRED: 'Code is required',
  OAUTH_NONCE_INVALID: 'Nonce must be 22 to 128 characters of A-Z, a-z, 0-9, _ or -',
  ACCOUNT_NOT_CONNECTED: 'No {provider} account is connected to your account.',
  LAST_SIGN_IN_METHOD:
    'This is your only way to sign in. Set a password (use "Forgot password") or connect another account before disconnecting it.',

  // ── Users (staff) ────────────────────────────────────────────────────────────────────────────────────────────
  USER_NOT_FOUND: 'User not found.',
  USER_CHANGED: 'This account was changed by someone else at the same moment. Please reload and try again.',
  LAST_SUPERADMIN: 'The last superadmin cannot be removed, demoted or suspended.',

  // ── Closing an account (issue 24 §6) ──────────────────────────────────────────────────────────────────────────
  ACCOUNT_BIDS_AT_AUCTION:
    'Bid requests on lots {lots} are past their cut-off and may be at auction now: the account can be deleted once their results are recorded.',
  CLOSURE_NOT_FOUND: 'Account closure not found.',
  CLOSURE_ALREADY_REFUNDED: 'The refund to this deleted account has already been recorded.',
  CLOSURE_NOTHING_TO_REFUND: 'Nothing is owed to this deleted account (its refund is {status}).',

  // ── Consignees ───────────────────────────────────────────────────────────────────────────────────────────────
  CONSIGNEE_NOT_FOUND: 'Consignee not found.',
  CONSIGNEE_LIMIT_REACHED: 'You can keep at most {max} consignees. Delete one before adding another.',

  // ── Audit ────────────────────────────────────────────────────────────────────────────────────────────────────
  INVALID_DATE_RANGE: 'The start date must not be after the end date.',
  ACTOR_ID_INVALID: 'Actor id must be a user id (a UUID)',
} as const satisfies Record<string, string>;
