import { describe, expect, it } from '@jest/globals';
import { renderEmail } from '../../notifications/email/render-email.js';
import { endpointDisabledEmail } from './webhook-emails.js';

describe('webhook endpoint disabled email', () => {
  const vars = {
    firstName: 'Amina',
    endpoint: { url: 'https://dealer.example/hooks?a=1&b=<2>', publicId: 'ep-1' },
    failures: 10,
    profileUrl: 'https://example.com/profile',
  };

  it('says which endpoint, why, and how to enable it again', async () => {
    const mail = await renderEmail(endpointDisabledEmail, 'en', vars, 'amina@example.com');
    expect(mail.subject).toBe('Your webhook endpoint was disabled');
    expect(mail.text).toMatch(/^Hello Amina,/);
    expect(mail.text).toContain(
      'We have disabled your webhook endpoint https://dealer.example/hooks?a=1&b=<2> because our deliveries to it kept failing ' +
        '(10 failed attempts in a row).',
    );
    expect(mail.text).toContain('Once it answers again, enable it in your profile');
    expect(mail.text).toContain('Endpoint id: ep-1');
    expect(mail.text.split('\n')).toContain('https://example.com/profile');
    expect(mail.html).toContain('https://dealer.example/hooks?a=1&amp;b=&lt;2&gt;');
    expect(mail.html).not.toContain('b=<2>');
    const one = await renderEmail(endpointDisabledEmail, 'en', { ...vars, failures: 1 }, 'amina@example.com');
    expect(one.text).toContain('(1 failed attempt in a row)');
  });

  it('is written in the owner’s language', async () => {
    const pt = await renderEmail(endpointDisabledEmail, 'pt', vars, 'amina@example.com');
    expect(pt.subject).toBe('Seu endpoint de webhook foi desativado');
    expect(pt.text).toContain('(10 tentativas com falha seguidas)');
    expect(pt.text).toContain('ID do endpoint: ep-1');
  });
});
