import { rules, validate, type Issue } from '../../../lib/validation';

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The confirmation differs from the new password: a check of this form only, with its own sentence (profile.json). */
export const PASSWORDS_DIFFER = 'PASSWORDS_DIFFER';

/**
 * The server's checks (ChangePasswordDto: the current password present, the new one at least 6 characters), and the
 * confirmation, which only the form has. Passwords are taken as typed: never trimmed.
 */
export function validatePasswordChange(values: PasswordValues): Partial<Record<keyof PasswordValues, Issue>> {
  const issues = validate(values, {
    currentPassword: [(value) => (value === '' ? { code: 'CURRENT_PASSWORD_REQUIRED' } : null)],
    newPassword: [rules.passwordRequired(), rules.password()],
  });
  if (!issues.newPassword && values.confirmPassword !== values.newPassword) issues.confirmPassword = { code: PASSWORDS_DIFFER };
  return issues;
}
