import { describe, expect, it } from '@jest/globals';
import { renderEmail } from '../../notifications/email/render-email.js';
import { passwordChangedEmail, passwordResetEmail } from './password-reset-email.js';

describe('password reset emails', () => {
  const link = 'https://autoexport.example/auth/reset-password?token=abc_DEF-123';

  it('puts the link on a line of its own in the text and behind the button in the HTML', async () => {
    const mail = await renderEmail(passwordResetEmail, 'en', { firstName: 'Amina', link }, 'amina@example.com');
    expect(mail.to).toBe('amina@example.com');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.text).toMatch(/^Hello Amina,/);
    expect(mail.text).toContain('expires in one hour');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('escapes the name in the HTML and greets plainly without one', async () => {
    const mail = await renderEmail(passwordResetEmail, 'en', { firstName: '<b>Eve</b> & co', link }, 'x@example.com');
    expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt; &amp; co,');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect((await renderEmail(passwordResetEmail, 'en', { firstName: '  ', link }, 'x@example.com')).text).toMatch(/^Hello,/);
    expect((await renderEmail(passwordResetEmail, 'en', { firstName: null, link }, 'x@example.com')).text).toMatch(/^Hello,/);
  });

  it('is written in the reader’s language, right to left in Urdu', async () => {
    const mail = await renderEmail(passwordResetEmail, 'ur', { firstName: 'Bilal', link }, 'bilal@example.com');
    expect(mail.subject).toBe('اپنا پاس ورڈ دوبارہ ترتیب دیں');
    expect(mail.text).toMatch(/^السلام علیکم Bilal،/);
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.html).toMatch(/<html[^>]* lang="ur"[^>]* dir="rtl"/);
    // Every section and column flows right to left too (MJML writes them ltr unless told), so lists and buttons follow.
    expect(mail.html).toContain('direction:rtl');
    expect(mail.html).not.toContain('direction:ltr');
    const es = await renderEmail(passwordResetEmail, 'es', { firstName: 'María', link }, 'maria@example.com');
    expect(es.subject).toBe('Restablezca su contraseña');
    expect(es.text).toContain('caduca en una hora');
  });

  it('tells the owner after a reset, without any link that could reset again', async () => {
    const mail = await renderEmail(
      passwordChangedEmail,
      'en',
      { firstName: 'Amina', signInUrl: 'https://autoexport.example/auth' },
      'a@example.com',
    );
    expect(mail.subject).toBe('Your password was changed');
    expect(mail.text).toContain('signed out');
    expect(mail.text).toContain('https://autoexport.example/auth');
    expect(mail.text).not.toContain('token=');
  });
});
