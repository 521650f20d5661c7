import { type FieldError, fieldError } from '../../../common/errors/app-error.js';
import { formatMessage, Msg } from '@autoexport/contract/messages';

/** How many consignees one customer may keep. */
export const MAX_CONSIGNEES_PER_USER = 20;

export const CONSIGNEE_LIMIT_MESSAGE = formatMessage(Msg.CONSIGNEE_LIMIT_REACHED, { max: MAX_CONSIGNEES_PER_USER });

/** How the fields a consignee requires are named in messages ("City is required"). */
export const CONSIGNEE_LABELS = {
  consigneeName: 'Name',
  country: 'Country',
  city: 'City',
  address: 'Address',
  notifyName: 'Notify party name',
  notifyCity: 'Notify party city',
  notifyAddress: 'Notify party address',
} as const;
type RequiredField = keyof typeof CONSIGNEE_LABELS;

/** The error of a required field left empty: the spec's "Name is required" for the name, "<label> is required" otherwise. */
export const consigneeFieldMissing = (field: RequiredField): FieldError =>
  field === 'consigneeName'
    ? fieldError(field, Msg.NAME_REQUIRED)
    : fieldError(field, Msg.FIELD_REQUIRED, { label: CONSIGNEE_LABELS[field] });

/** A consignee and its notify party, as stored. */
export interface ConsigneeFields {
  consigneeName: string;
  consigneePhone: string | null;
  country: string;
  state: string | null;
  city: string;
  address: string;
  referenceAddress: string | null;
  sameAsConsignee: boolean;
  notifyName: string | null;
  notifyCity: string | null;
  notifyAddress: string | null;
  notifyReferenceAddress: string | null;
  notifyPhone: string | null;
  notifyEmail: string | null;
  permanent: boolean;
}

export const CONSIGNEE_FIELDS = [
  'consigneeName',
  'consigneePhone',
  'country',
  'state',
  'city',
  'address',
  'referenceAddress',
  'sameAsConsignee',
  'notifyName',
  'notifyCity',
  'notifyAddress',
  'notifyReferenceAddress',
  'notifyPhone',
  'notifyEmail',
  'permanent',
] as const satisfies readonly (keyof ConsigneeFields)[];

/** The stored fields of a consignee (or anything that has them), and nothing else. */
export const consigneeFieldsOf = (source: ConsigneeFields): ConsigneeFields =>
  Object.fromEntries(CONSIGNEE_FIELDS.map((key) => [key, source[key]])) as unknown as ConsigneeFields;

/** What a request may change: a field left out (undefined) keeps its value; null clears an optional one. */
export type ConsigneeChanges = { [K in keyof ConsigneeFields]?: ConsigneeFields[K] | null };

/** A consignee and notify party with nothing filled in: the fields an order keeps of them (exported for the spec). */
export const BLANK_PARTIES: Omit<ConsigneeFields, 'permanent'> = {
  consigneeName: '',
  consigneePhone: null,
  country: '',
  state: null,
  city: '',
  address: '',
  referenceAddress: null,
  sameAsConsignee: false,
  notifyName: null,
  notifyCity: null,
  notifyAddress: null,
  notifyReferenceAddress: null,
  notifyPhone: null,
  notifyEmail: null,
};
const BLANK: ConsigneeFields = { ...BLANK_PARTIES, permanent: false };

const isBlank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/**
 * The notify party when it is "same as consignee": name, city, address, reference address and phone are
 * copies of the consignee's, and whatever notify values came in are ignored. The consignee has no email of
 * its own, so the notify email is the one thing kept from the request.
 */
export function resolveNotifyParty(fields: ConsigneeFields): ConsigneeFields {
  if (!fields.sameAsConsignee) return fields;
  return {
    ...fields,
    notifyName: fields.consigneeName,
    notifyCity: fields.city,
    notifyAddress: fields.address,
    notifyReferenceAddress: fields.referenceAddress,
    notifyPhone: fields.consigneePhone,
  };
}

/** Fields a complete consignee must have: the consignee's own, and the notify party's unless it is the same. */
export function missingFields(fields: ConsigneeFields): FieldError[] {
  const errors: FieldError[] = [];
  const require = (field: RequiredField) => {
    if (isBlank(fields[field])) errors.push(consigneeFieldMissing(field));
  };
  for (const field of ['consigneeName', 'country', 'city', 'address'] as const) require(field);
  if (!fields.sameAsConsignee) for (const field of ['notifyName', 'notifyCity', 'notifyAddress'] as const) require(field);
  return errors;
}

/**
 * The consignee after a create (current = null) or an update: the changes laid over what is stored, the
 * notify party resolved, and the fields still missing. Nothing is saved when `errors` is not empty.
 */
export function applyConsigneeChanges(
  current: ConsigneeFields | null,
  changes: ConsigneeChanges,
): { value: ConsigneeFields; errors: FieldError[] } {
  const merged: ConsigneeFields = { ...BLANK };
  for (const key of CONSIGNEE_FIELDS) {
    const base = current ? current[key] : BLANK[key];
    const change = changes[key];
    (merged as unknown as Record<string, unknown>)[key] = change === undefined ? base : change;
  }
  merged.sameAsConsignee = merged.sameAsConsignee === true;
  merged.permanent = merged.permanent === true;
  const value = resolveNotifyParty(merged);
  return { value, errors: missingFields(value) };
}

/** Whether one more consignee fits under the per-user limit. */
export function canAddConsignee(existing: number): boolean {
  return existing < MAX_CONSIGNEES_PER_USER;
}

/** An order's consignee and notify party as stored on the order (the consignee row's fields and its id). */
export type OrderConsignee = Omit<ConsigneeFields, 'permanent'> & { id: string };

/**
 * An order's consignee once its customer deleted the account: every field that names, locates or reaches a person
 * (names, phones, email, street address, city, state) cleared; the country stays, beside the order's amounts, dates,
 * stock id and destination port, which the company's books and export statistics need. Idempotent.
 */
export function minimisedConsignee(consignee: OrderConsignee): OrderConsignee {
  return { id: consignee.id, ...BLANK_PARTIES, country: consignee.country, sameAsConsignee: consignee.sameAsConsignee };
}
