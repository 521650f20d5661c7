import { CONTACT_METHODS, missingContactNumber } from '../contact-method.js';
import { Msg } from '@autoexport/contract/messages';
import { Choice, Field, type FieldDoc, PHONE_PATTERN } from './fields.js';
import { isBlank, MaxChars, rule, says } from './rules.js';
import { emptyToNull, lowerTrim } from './transforms.js';

type Body = Record<string, unknown>;
const isPhone = (v: unknown) => typeof v === 'string' && PHONE_PATTERN.test(v);

/** The messages of the contact-method rule (spec §8), by the number the method needs. */
const NEEDED_BY_METHOD = {
  phone: { label: 'Phone number', missing: says(Msg.PHONE_REQUIRED_FOR_PHONE_CONTACT), invalid: says(Msg.PHONE_INVALID) },
  whatsapp: {
    label: 'WhatsApp number',
    missing: says(Msg.WHATSAPP_REQUIRED_FOR_WHATSAPP_CONTACT),
    invalid: says(Msg.WHATSAPP_INVALID),
  },
} as const;

/**
 * A phone or WhatsApp number of a form that has a contact method (`contactMethod` beside it): optional, except that the
 * method phone requires the phone and the method WhatsApp the WhatsApp number (missingContactNumber, the one rule), with
 * the spec's sentences. Given without being required, it must still be well-formed. Blank or null clears it.
 */
export const ContactNumber = (field: 'phone' | 'whatsapp', doc: FieldDoc, max = 40) => {
  const { label, missing, invalid } = NEEDED_BY_METHOD[field];
  return Field(
    label,
    { type: String, nullable: true, pattern: PHONE_PATTERN.source, maxLength: max, ...doc },
    {
      requiredWhen: (body: Body) => missingContactNumber(body.contactMethod, body) === field || !isBlank(body[field]),
      missing,
      transform: (value) => emptyToNull({ value }),
    },
    rule('isPhone', 'format', isPhone, invalid),
    MaxChars(label, max),
  );
};

/** The preferred contact method: any (the default), email, phone or whatsapp. */
export const ContactMethodField = (doc: FieldDoc = {}) =>
  Choice(
    'Contact method',
    CONTACT_METHODS,
    { default: 'any', example: 'whatsapp', description: 'How the customer prefers to be answered', ...doc },
    { presence: 'omittable', invalid: says(Msg.CONTACT_METHOD_INVALID), transform: (value) => lowerTrim({ value }) },
  );

/** The privacy policy agreement of a public form: only `true` is accepted. */
export const PrivacyAgreement = () =>
  Field(
    'Privacy agreement',
    { type: Boolean, example: true, description: 'The privacy policy must be agreed: only `true` is accepted' },
    { missing: says(Msg.PRIVACY_AGREEMENT_REQUIRED) },
    rule('isTrue', 'format', (v) => v === true, says(Msg.PRIVACY_AGREEMENT_REQUIRED)),
  );
