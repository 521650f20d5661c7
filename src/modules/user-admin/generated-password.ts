import { randomInt } from 'node:crypto';
import { isPasswordMixed } from '../../common/auth/passwords.js';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
/** Symbols that survive copying from an e-mail or a chat and need no escaping in a shell. */
const SYMBOLS = '#%+=@^_-';
const ALPHABET = LOWER + UPPER + DIGITS + SYMBOLS;

export const GENERATED_PASSWORD_LENGTH = 16;

/**
 * A password for an account staff created without one: 16 characters drawn with a CSPRNG (about 98 bits), with
 * letters, digits and a symbol (the spec's advised mix); look-alikes (0/O, 1/l/I) are left out.
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  for (;;) {
    let password = '';
    for (let i = 0; i < length; i++) password += ALPHABET[randomInt(ALPHABET.length)];
    if (isPasswordMixed(password) && /[a-z]/.test(password) && /[A-Z]/.test(password)) return password;
  }
}
