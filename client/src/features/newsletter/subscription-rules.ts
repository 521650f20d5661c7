import { rules, validate, type Issue } from '../../lib/validation';

export interface SubscriptionValues {
  fullName: string;
  email: string;
}

/** The popup's checks, with the server's codes (spec §5): full name required; email required and well formed. */
export function validateSubscription(values: SubscriptionValues): Partial<Record<keyof SubscriptionValues, Issue>> {
  const issues = validate(values, {
    fullName: [rules.required('FULL_NAME_REQUIRED'), rules.maxLength(100)],
    email: [rules.required('EMAIL_REQUIRED'), rules.email()],
  });
  // The newsletter's own wording for a malformed address: "Invalid email format".
  if (issues.email?.code === 'EMAIL_INVALID') issues.email = { code: 'EMAIL_FORMAT_INVALID' };
  return issues;
}
