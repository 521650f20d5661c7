import type { components } from '../../../lib/api/schema';
import { hasIssues, rules, validate, type Issue, type Rule } from '../../../lib/validation';

export type Consignee = components['schemas']['ConsigneeResponseDto'];
export type CreateConsignee = components['schemas']['CreateConsigneeDto'];
export type UpdateConsignee = components['schemas']['UpdateConsigneeDto'];

/** The consignee's own fields, then the notify party's (spec §3 "Consignee and notify party"). */
export const CONSIGNEE_TEXT_FIELDS = [
  'consigneeName',
  'consigneePhone',
  'country',
  'state',
  'city',
  'address',
  'referenceAddress',
] as const;
/** Copied from the consignee when the notify party is the same (the server ignores what is sent for them then). */
export const NOTIFY_COPIED_FIELDS = ['notifyName', 'notifyCity', 'notifyAddress', 'notifyReferenceAddress', 'notifyPhone'] as const;
/** The consignee has no email of its own: the notify party's is kept even when it is the same as the consignee. */
export const NOTIFY_FIELDS = [...NOTIFY_COPIED_FIELDS, 'notifyEmail'] as const;

export type ConsigneeTextField = (typeof CONSIGNEE_TEXT_FIELDS)[number] | (typeof NOTIFY_FIELDS)[number];
export type ConsigneeField = ConsigneeTextField | 'sameAsConsignee' | 'permanent';

export interface ConsigneeValues {
  text: Record<ConsigneeTextField, string>;
  sameAsConsignee: boolean;
  permanent: boolean;
}

const TEXT_FIELDS: readonly ConsigneeTextField[] = [...CONSIGNEE_TEXT_FIELDS, ...NOTIFY_FIELDS];
/** Required text (src/modules/users/consignees/consignee-rules.ts): always, and for the notify party unless it is the same. */
const REQUIRED = new Set<ConsigneeTextField>(['consigneeName', 'country', 'city', 'address']);
const REQUIRED_NOTIFY = new Set<ConsigneeTextField>(['notifyName', 'notifyCity', 'notifyAddress']);

export function emptyConsignee(): ConsigneeValues {
  return {
    text: Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<ConsigneeTextField, string>,
    sameAsConsignee: false,
    permanent: false,
  };
}

export function consigneeValues(consignee: Consignee): ConsigneeValues {
  return {
    text: Object.fromEntries(TEXT_FIELDS.map((field) => [field, consignee[field] ?? ''])) as Record<ConsigneeTextField, string>,
    sameAsConsignee: consignee.sameAsConsignee,
    permanent: consignee.permanent,
  };
}

/** Whether a field is shown (and sent): the copied notify fields are hidden when the notify party is the consignee. */
export const isShown = (field: ConsigneeTextField, sameAsConsignee: boolean): boolean =>
  !(sameAsConsignee && (NOTIFY_COPIED_FIELDS as readonly string[]).includes(field));

/**
 * The server's checks, before sending: the required fields ("Name is required" for the name, "<label> is required"
 * otherwise) and the phone and email formats. Lengths are left to the server.
 */
export function validateConsignee(values: ConsigneeValues): Partial<Record<ConsigneeTextField, Issue>> {
  const schema: Partial<Record<ConsigneeTextField, Rule[]>> = {
    consigneeName: [rules.required('NAME_REQUIRED')],
    country: [rules.required()],
    city: [rules.required()],
    address: [rules.required()],
    consigneePhone: [rules.phone()],
    notifyEmail: [rules.email()],
  };
  if (!values.sameAsConsignee) {
    for (const field of REQUIRED_NOTIFY) schema[field] = [rules.required()];
    schema.notifyPhone = [rules.phone()];
  }
  return validate(values.text, schema);
}

export const isValidConsignee = (values: ConsigneeValues): boolean => !hasIssues(validateConsignee(values));

const sendable = (field: ConsigneeTextField, value: string): string | null => {
  const trimmed = value.trim();
  return trimmed === '' && !REQUIRED.has(field) ? null : trimmed;
};

/** The POST body: every shown field (blank optional ones as null), the flags. */
export function createConsigneeBody(values: ConsigneeValues): CreateConsignee {
  const body: Record<string, string | boolean | null> = { sameAsConsignee: values.sameAsConsignee, permanent: values.permanent };
  for (const field of TEXT_FIELDS) {
    if (!isShown(field, values.sameAsConsignee)) continue;
    body[field] = sendable(field, values.text[field]);
  }
  return body as unknown as CreateConsignee;
}

/** The PATCH body: only what changed (blank optional fields as null, which clears them). */
export function updateConsigneeBody(original: Consignee, values: ConsigneeValues): UpdateConsignee {
  const body: Record<string, string | boolean | null> = {};
  if (values.sameAsConsignee !== original.sameAsConsignee) body.sameAsConsignee = values.sameAsConsignee;
  if (values.permanent !== original.permanent) body.permanent = values.permanent;
  for (const field of TEXT_FIELDS) {
    if (!isShown(field, values.sameAsConsignee)) continue;
    const value = sendable(field, values.text[field]);
    if ((value ?? '') !== (original[field] ?? '')) body[field] = value;
  }
  return body as UpdateConsignee;
}
