import type { components } from '../../../lib/api/schema';
import type { User } from '../../../lib/session/session-storage';
import { rules, validate, type Issue, type Rule } from '../../../lib/validation';

export type UpdateProfile = components['schemas']['UpdateProfileDto'];

/** The profile fields the Account and Contact Information tabs edit, as text inputs and selects. */
export const ACCOUNT_FIELDS = ['firstName', 'lastName', 'accountType', 'importCountry', 'port'] as const;
export const CONTACT_FIELDS = ['phone', 'whatsapp', 'country', 'address', 'addressContd', 'city', 'state', 'zipCode'] as const;
export type ProfileField = (typeof ACCOUNT_FIELDS)[number] | (typeof CONTACT_FIELDS)[number];
export type ProfileValues<F extends ProfileField = ProfileField> = Record<F, string>;

/** Fields the server will not let be emptied: sent trimmed, never as null. */
const NOT_CLEARABLE: ReadonlySet<ProfileField> = new Set(['firstName', 'lastName', 'accountType']);

/**
 * The checks the server makes that spare a round trip (src/modules/users/users.dto.ts): the names, and the phone and
 * WhatsApp formats. Lengths and the rest are left to the server, whose field errors appear beside the same fields.
 */
const PROFILE_RULES: Partial<Record<ProfileField, Rule[]>> = {
  firstName: [rules.required('FIRST_NAME_REQUIRED')],
  lastName: [rules.required('LAST_NAME_REQUIRED')],
  phone: [rules.phone()],
  whatsapp: [rules.phone('WHATSAPP_INVALID')],
};

/** The form's starting values: the user's, with nothing shown as an empty field. */
export function profileValues<F extends ProfileField>(user: User, fields: readonly F[]): ProfileValues<F> {
  return Object.fromEntries(fields.map((field) => [field, user[field] ?? ''])) as ProfileValues<F>;
}

/** The first problem of each field, before anything is sent. */
export function validateProfile<F extends ProfileField>(values: ProfileValues<F>, fields: readonly F[]): Partial<Record<F, Issue>> {
  const schema: Partial<Record<F, Rule[]>> = {};
  for (const field of fields) if (PROFILE_RULES[field]) schema[field] = PROFILE_RULES[field];
  return validate(values, schema);
}

/**
 * The PATCH body: only the fields whose trimmed value differs from the user's (the API's "send only the fields that
 * change"); an emptied optional field is sent as null, which clears it.
 */
export function profileChanges<F extends ProfileField>(user: User, values: ProfileValues<F>, fields: readonly F[]): UpdateProfile {
  const body: Record<string, string | null> = {};
  for (const field of fields) {
    const value = values[field].trim();
    const current = user[field] ?? '';
    if (value === current) continue;
    body[field] = value === '' && !NOT_CLEARABLE.has(field) ? null : value;
  }
  return body as UpdateProfile;
}

export const hasChanges = (body: object): boolean => Object.keys(body).length > 0;
