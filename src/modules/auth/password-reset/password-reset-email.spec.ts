import { describe, expect, it } from '@jest/globals';
import { passwordChangedEmail, passwordResetEmail } from './password-reset-email.js';

describe('password reset emails', () => {
  const link = 'https://autoexport.example/auth/reset-password?token=abc_DEF-123';

  it('puts the link on a line of its own in the text and in a link in the HTML', () => {
    const mail = passwordResetEmail('amina@example.com', 'Amina', link);
    expect(mail.to).toBe('amina@example.com');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.text).toMatch(/^Hello Amina,/);
    expect(mail.text).toContain('expires in one hour');
    expect(mail.html).toContain(`<a href="${link}">`);
  });

  it('escapes the name in the HTML and greets plainly without one', () => {
    const mail = passwordResetEmail('x@example.com', '<b>Eve</b> & co', link);
    expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt; &amp; co,');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(passwordResetEmail('x@example.com', '  ', link).text).toMatch(/^Hello,/);
    expect(passwordResetEmail('x@example.com', null, link).text).toMatch(/^Hello,/);
  });

  it('tells the owner after a reset, without any link that could reset again', () => {
    const mail = passwordChangedEmail('amina@example.com', 'Amina', 'https://autoexport.example/auth');
    expect(mail.subject).toBe('Your password was changed');
    expect(mail.text).toContain('signed out');
    expect(mail.text).toContain('https://autoexport.example/auth');
    expect(mail.text).not.toContain('token=');
  });
});
