/**
 * Client-side checks that mirror the server's (src/common/validation/): each returns a catalogue code and its
 * params, so the message comes from the same `errors` namespace as the server's field errors (lib/i18n/error-text.ts,
 * `useErrorText().code(issue, label)`). The server stays the judge; these only spare a round trip.
 */
import type { CodedMessage } from './i18n/error-text';

export type Issue = CodedMessage;
/** A check of one value; null when it passes. Values are the form's raw strings (or booleans for checkboxes). */
export type Rule = (value: string) => Issue | null;

/** Spec §5, §9 and the server's PHONE_PATTERN and limits. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_EMAIL_LENGTH = 254;
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,30}$/;
/** class-validator's isEmail in practice: something@domain.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const blank = (value: string) => value.trim() === '';

export const rules = {
  /** Present and not blank. `code` names the field's own message (EMAIL_REQUIRED); else FIELD_REQUIRED with {{label}}. */
  required:
    (code = 'FIELD_REQUIRED'): Rule =>
    (value) =>
      blank(value) ? { code } : null,
  /** Passwords count as typed: only nothing at all is missing (six spaces are a password), as on the server. */
  passwordRequired: (): Rule => (value) => (value === '' ? { code: 'PASSWORD_REQUIRED' } : null),
  email:
    (): Rule =>
    (value): Issue | null => {
      const v = value.trim();
      if (v === '') return null;
      if (!EMAIL_PATTERN.test(v)) return { code: 'EMAIL_INVALID' };
      return v.length > MAX_EMAIL_LENGTH ? { code: 'FIELD_TOO_LONG', params: { max: MAX_EMAIL_LENGTH } } : null;
    },
  /** A new password: at least 6 characters, at most 256. */
  password:
    (): Rule =>
    (value): Issue | null => {
      if (value === '') return null;
      if (value.length < MIN_PASSWORD_LENGTH) return { code: 'PASSWORD_TOO_SHORT', params: { min: MIN_PASSWORD_LENGTH } };
      return value.length > MAX_PASSWORD_LENGTH ? { code: 'FIELD_TOO_LONG', params: { max: MAX_PASSWORD_LENGTH } } : null;
    },
  /** A phone or WhatsApp number when given (`code`: WHATSAPP_INVALID for the WhatsApp field). */
  phone:
    (code = 'PHONE_INVALID'): Rule =>
    (value) =>
      blank(value) || PHONE_PATTERN.test(value.trim()) ? null : { code },
  maxLength:
    (max: number): Rule =>
    (value) =>
      value.trim().length > max ? { code: 'FIELD_TOO_LONG', params: { max } } : null,
};

/** The first failing rule's issue for each field; an empty object when the form is valid. */
export function validate<F extends string>(values: Record<F, string>, schema: Partial<Record<F, Rule[]>>): Partial<Record<F, Issue>> {
  const issues: Partial<Record<F, Issue>> = {};
  for (const field of Object.keys(schema) as F[]) {
    for (const rule of schema[field] ?? []) {
      const issue = rule(values[field] ?? '');
      if (issue) {
        issues[field] = issue;
        break;
      }
    }
  }
  return issues;
}

export const hasIssues = (issues: object): boolean => Object.keys(issues).length > 0;
