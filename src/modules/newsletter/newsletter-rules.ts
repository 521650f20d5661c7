import type { EmailMessage } from '../notifications/mail-rules.js';

/** The pure parts of the newsletter: the unsubscribe link, and the confirmation email. */

export const unsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The confirmation of a subscription, with the link that ends it on its own line. */
export function subscribedEmail(to: string, fullName: string, link: string): EmailMessage {
  const hello = `Hello ${fullName},`;
  const body = 'Thank you for subscribing to our newsletter. We will send you news about our cars and offers.';
  const leave = 'To unsubscribe at any time, open this link:';
  const text = [hello, '', body, '', leave, '', link, ''].join('\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p>${escapeHtml(leave)}<br><a href="${escapeHtml(link)}">Unsubscribe</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
  ].join('\n');
  return { to, subject: 'You are subscribed to our newsletter', text, html };
}
