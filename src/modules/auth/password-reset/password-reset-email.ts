import type { EmailMessage } from '../../notifications/mail-rules.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const greeting = (firstName: string | null | undefined) => (firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,');

/** The email with the single-use link; the link stands alone on its line so any mail client makes it clickable. */
export function passwordResetEmail(to: string, firstName: string | null | undefined, link: string): EmailMessage {
  const hello = greeting(firstName);
  const text = [
    hello,
    '',
    'We received a request to reset the password of your account. Open this link to choose a new password:',
    '',
    link,
    '',
    'The link works once and expires in one hour.',
    'If you did not ask for this, you can ignore this email: your password stays as it is.',
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    '<p>We received a request to reset the password of your account. Open this link to choose a new password:</p>',
    `<p><a href="${escapeHtml(link)}">Reset my password</a></p>`,
    `<p>Or copy this address into your browser:<br>${escapeHtml(link)}</p>`,
    '<p>The link works once and expires in one hour. If you did not ask for this, you can ignore this email: your password stays as it is.</p>',
  ].join('\n');
  return { to, subject: 'Reset your password', text, html };
}

/** Sent after a reset, so an owner who did not ask for it learns at once. */
export function passwordChangedEmail(to: string, firstName: string | null | undefined, signInUrl: string): EmailMessage {
  const hello = greeting(firstName);
  const body =
    'The password of your account was just reset with a link sent to this address, and every device that was signed in has been signed out.';
  const warning = 'If this was not you, reset your password again at once and contact our support team.';
  const text = [hello, '', body, '', `Sign in: ${signInUrl}`, '', warning, ''].join('\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(signInUrl)}">Sign in</a></p>`,
    `<p>${escapeHtml(warning)}</p>`,
  ].join('\n');
  return { to, subject: 'Your password was changed', text, html };
}
