/** Pure rules of the audit log: what may be stored. (How a date filter reads is src/common/time/time-range.ts.) */

export const REDACTED = '[redacted]';

/** Keys whose values are secrets. A boolean under such a key (`passwordReset: true`) says nothing secret and stays. */
const SECRET_KEY = /pass(word|phrase)?|hash|secret|token|api[-_]?key|credential|otp/i;
/** Values that are secrets whatever their key: password hashes (argon2, bcrypt, scrypt). */
const SECRET_VALUE = /^\$(argon2(id|i|d)|2[abxy]|scrypt)\$/;

/**
 * A copy of `value` with secrets replaced by "[redacted]": a last line of defence, so that a careless caller can
 * never write a password, hash or token into the audit trail. Callers should record facts (`{ passwordReset: true }`).
 */
export function redactSecrets(value: unknown, key?: string): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string' && SECRET_VALUE.test(value)) return REDACTED;
  if (key !== undefined && SECRET_KEY.test(key) && typeof value !== 'boolean') return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item));
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, redactSecrets(v, k)]));
  }
  return value;
}
