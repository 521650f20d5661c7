/** The pure parts of the newsletter: the unsubscribe link (the confirmation email: newsletter-emails.ts). */

export const unsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
