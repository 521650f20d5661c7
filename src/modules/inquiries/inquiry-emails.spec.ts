import { describe, expect, it } from '@jest/globals';
import { renderEmail } from '../notifications/email/render-email.js';
import { inquiryResponseEmail, inquirySubmittedEmail } from './inquiry-emails.js';

describe('inquiry emails', () => {
  const vars = {
    name: 'Amina <Njeri>',
    reference: 'INQ-000042',
    carTitle: '2019 Toyota Prius (AB1234567)',
    message: 'Is it available?\nAnd the price to Mombasa?',
    link: 'http://localhost:3000/inquiries',
  };

  it('confirms the inquiry with its reference, car and message; escapes the HTML and keeps the message’s lines', async () => {
    const mail = await renderEmail(inquirySubmittedEmail, 'en', vars, 'amina@example.com');
    expect(mail).toMatchObject({ to: 'amina@example.com', subject: 'We received your inquiry INQ-000042' });
    expect(mail.text).toMatch(/^Hello Amina <Njeri>,/);
    expect(mail.text).toContain('We have received your inquiry INQ-000042. Our team will answer you soon.');
    expect(mail.text).toContain('Car: 2019 Toyota Prius (AB1234567)');
    expect(mail.text).toContain('Your message:\nIs it available?\nAnd the price to Mombasa?');
    expect(mail.text.split('\n')).toContain('http://localhost:3000/inquiries');
    expect(mail.html).toContain('Hello Amina &lt;Njeri&gt;,');
    expect(mail.html).toContain('Is it available?<br />And the price to Mombasa?');
    expect(mail.html).toContain('href="http://localhost:3000/inquiries"');
    expect((await renderEmail(inquirySubmittedEmail, 'en', { ...vars, carTitle: null }, 'a@example.com')).text).toContain('Car: N/A');
  });

  it('sends the response with the question it answers', async () => {
    const mail = await renderEmail(inquiryResponseEmail, 'en', { ...vars, carTitle: null, response: 'Yes <b>it is</b>.' }, 'a@example.com');
    expect(mail.subject).toBe('Response to your inquiry INQ-000042');
    expect(mail.text).toContain('Here is our response to your inquiry INQ-000042 (Car: N/A):\n\nYes <b>it is</b>.');
    expect(mail.text).toContain('Is it available?\nAnd the price to Mombasa?');
    expect(mail.html).toContain('Yes &lt;b&gt;it is&lt;/b&gt;.');
    expect(mail.html).not.toContain('<b>it is</b>');
  });

  it('is written in the customer’s language, the reference, car and typed text as they are', async () => {
    const es = await renderEmail(inquirySubmittedEmail, 'es', vars, 'a@example.com');
    expect(es.subject).toBe('Recibimos su consulta INQ-000042');
    expect(es.text).toContain('Auto: 2019 Toyota Prius (AB1234567)');
    expect(es.text).toContain('Su mensaje:\nIs it available?');
    const ur = await renderEmail(inquiryResponseEmail, 'ur', { ...vars, response: 'جی ہاں، دستیاب ہے۔' }, 'a@example.com');
    expect(ur.subject).toBe('آپ کے استفسار INQ-000042 کا جواب');
    expect(ur.text).toContain('آپ کے استفسار INQ-000042 (گاڑی: 2019 Toyota Prius (AB1234567)) کا ہمارا جواب یہ ہے:');
    expect(ur.html).toMatch(/<html[^>]* lang="ur"[^>]* dir="rtl"/);
    const pt = await renderEmail(inquirySubmittedEmail, 'pt', { ...vars, carTitle: null }, 'a@example.com');
    expect(pt.subject).toBe('Recebemos sua consulta INQ-000042');
    expect(pt.text).toContain('Carro: não se aplica');
  });
});
