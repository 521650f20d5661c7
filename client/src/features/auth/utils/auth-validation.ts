/**
 * The sign-in forms' client-side checks, mirroring the server's DTOs (src/modules/auth/auth.dto.ts,
 * password-reset.dto.ts): the same rules, the same catalogue codes, so a message reads the same whether the browser
 * or the server found the problem. The server stays the judge.
 */
import { rules, validate, type Issue, type Rule } from '../../../lib/validation';

/** The server's limit on first and last names (RegisterDto). */
export const NAME_MAX_LENGTH = 100;
/** Not a catalogue code: the reset form's own check that both passwords match (auth:reset.mismatch). */
export const PASSWORD_MISMATCH = 'PASSWORD_MISMATCH';

export type LoginField = 'email' | 'password';
export type RegisterField = 'firstName' | 'lastName' | 'email' | 'password' | 'phone' | 'country';
export type ResetField = 'password' | 'confirmPassword';

const email: Rule[] = [rules.required('EMAIL_REQUIRED'), rules.email()];
const newPassword: Rule[] = [rules.passwordRequired(), rules.password()];

export const validateLogin = (values: Record<LoginField, string>) =>
  // Any password the server might hold is worth trying: only an empty one is refused before asking.
  validate(values, { email, password: [rules.passwordRequired(), rules.maxLength(256)] });

export const validateRegister = (values: Record<RegisterField, string>) =>
  validate(values, {
    firstName: [rules.required('FIRST_NAME_REQUIRED'), rules.maxLength(NAME_MAX_LENGTH)],
    lastName: [rules.required('LAST_NAME_REQUIRED'), rules.maxLength(NAME_MAX_LENGTH)],
    email,
    password: newPassword,
    phone: [rules.phone()],
  });

export const validateForgotPassword = (values: Record<'email', string>) => validate(values, { email });

export const validateResetPassword = (values: Record<ResetField, string>) =>
  validate(values, {
    password: newPassword,
    confirmPassword: [rules.passwordRequired(), (value): Issue | null => (value !== values.password ? { code: PASSWORD_MISMATCH } : null)],
  });
