/** Validation messages: the spec's wording (§8) where it has one. */
export const MSG = {
  nameRequired: 'Name is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number is invalid',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordRequired: 'Password is required',
  countryInvalid: 'Country must be a two-letter ISO code, e.g. KE',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
} as const;

/** Phone and WhatsApp numbers: digits with an optional +, spaces, dashes, dots and brackets. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,30}$/;
