import type { components } from '../../../lib/api/schema';
import { rules, validate, type Issue } from '../../../lib/validation';

/** The Contact us form and the server's rules (src/modules/contact/): everything required, the privacy policy agreed. */

export type ContactBody = components['schemas']['SendContactMessageDto'];
export type ContactSubject = ContactBody['subject'];
export const CONTACT_SUBJECTS: readonly ContactSubject[] = ['sales', 'support', 'partnership', 'other'];
export const MESSAGE_MAX = 5000;

export interface ContactValues {
  subject: ContactSubject | '';
  name: string;
  email: string;
  message: string;
  privacyAgreed: boolean;
}
export type ContactField = keyof ContactValues;

/** Empty, or the signed-in user's name and email. */
export function initialContact(
  user?: { firstName?: string | null; lastName?: string | null; email?: string | null } | null,
): ContactValues {
  return {
    subject: '',
    name: [user?.firstName, user?.lastName].filter((part) => part && part.trim()).join(' '),
    email: user?.email ?? '',
    message: '',
    privacyAgreed: false,
  };
}

export function validateContact(values: ContactValues): Partial<Record<ContactField, Issue>> {
  const issues: Partial<Record<ContactField, Issue>> = validate(
    { subject: values.subject, name: values.name, email: values.email, message: values.message },
    {
      subject: [rules.required()],
      name: [rules.required('NAME_REQUIRED'), rules.maxLength(100)],
      email: [rules.required('EMAIL_REQUIRED'), rules.email()],
      message: [rules.required('MESSAGE_REQUIRED'), rules.maxLength(MESSAGE_MAX)],
    },
  );
  if (!values.privacyAgreed) issues.privacyAgreed = { code: 'PRIVACY_AGREEMENT_REQUIRED' };
  return issues;
}

/** The body of POST /api/contact (call only once validateContact passes: the subject is then chosen). */
export const toContactBody = (values: ContactValues): ContactBody => ({
  subject: values.subject as ContactSubject,
  name: values.name.trim(),
  email: values.email.trim(),
  message: values.message.trim(),
  privacyAgreed: values.privacyAgreed,
});
