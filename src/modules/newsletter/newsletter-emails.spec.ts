import { describe, expect, it } from '@jest/globals';
import { renderEmail } from '../notifications/email/render-email.js';
import { subscribedEmail } from './newsletter-emails.js';

describe('newsletter confirmation email', () => {
  const link = 'https://example.com/newsletter/unsubscribe?token=abc_DEF-123';

  it('thanks the subscriber by name and gives the unsubscribe link on a line of its own', async () => {
    const mail = await renderEmail(subscribedEmail, 'en', { fullName: 'Amina Njeri', unsubscribeLink: link }, 'amina@example.com');
    expect(mail.to).toBe('amina@example.com');
    expect(mail.subject).toBe('You are subscribed to our newsletter');
    expect(mail.text).toMatch(/^Hello Amina Njeri,/);
    expect(mail.text).toContain('Thank you for subscribing to our newsletter. We will send you news about our cars and offers.');
    expect(mail.text).toContain('To unsubscribe at any time, open this link:');
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('escapes the name in the HTML', async () => {
    const mail = await renderEmail(subscribedEmail, 'en', { fullName: '<b>Eve</b>', unsubscribeLink: link }, 'x@example.com');
    expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Eve</b>');
  });

  it('is written in the language the visitor subscribed in', async () => {
    const es = await renderEmail(subscribedEmail, 'es', { fullName: 'María López', unsubscribeLink: link }, 'm@example.com');
    expect(es.subject).toBe('Se ha suscrito a nuestro boletín');
    expect(es.text).toMatch(/^Hola, María López:/);
    expect(es.text).toContain('Para darse de baja en cualquier momento, abra este enlace:');
    expect(es.text.split('\n')).toContain(link);
  });
});
