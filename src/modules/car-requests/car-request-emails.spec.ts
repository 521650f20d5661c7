import { describe, expect, it } from '@jest/globals';
import { renderEmail } from '../notifications/email/render-email.js';
import { carOfferEmail, carRequestReceivedEmail } from './car-request-emails.js';

const vars = { name: 'Amina Njeri', reference: 'RQ-000042', car: '2018 Toyota Prius' };
const carLink = 'https://x.example/cars/AB1234567';

describe('car request emails', () => {
  it('acknowledges a request to the customer with the reference to quote', async () => {
    const mail = await renderEmail(carRequestReceivedEmail, 'en', vars, 'amina@example.com');
    expect(mail.to).toBe('amina@example.com');
    expect(mail.subject).toBe('We received your car request RQ-000042');
    expect(mail.text).toMatch(/^Hello Amina Njeri,/);
    expect(mail.text).toContain(
      'Thank you for your request for a 2018 Toyota Prius. Our sales team will look for it and contact you soon.',
    );
    expect(mail.text).toContain('Your reference: RQ-000042');
  });

  it('offers the car with its link and staff’s note, and leaves out a missing note', async () => {
    const mail = await renderEmail(carOfferEmail, 'en', { ...vars, carLink, note: 'We can hold it.' }, 'amina@example.com');
    expect(mail.subject).toBe('A car for your request RQ-000042');
    expect(mail.text).toContain('About your request RQ-000042 for a 2018 Toyota Prius: we have found a car for you.');
    expect(mail.text.split('\n')).toContain(carLink);
    expect(mail.text).toContain('We can hold it.');
    expect(mail.html).toContain(`href="${carLink}"`);
    const plain = await renderEmail(carOfferEmail, 'en', { ...vars, carLink, note: null }, 'amina@example.com');
    expect(plain.text).not.toContain('null');
  });

  it('escapes what the customer and staff typed in the HTML', async () => {
    const mail = await renderEmail(
      carOfferEmail,
      'en',
      { ...vars, name: '<b>Eve</b>', car: 'Toyota <i>Prius</i>', carLink, note: 'Call <script>x</script> & ask' },
      'eve@example.com',
    );
    expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.html).toContain('Toyota &lt;i&gt;Prius&lt;/i&gt;');
    expect(mail.html).toContain('Call &lt;script&gt;x&lt;/script&gt; &amp; ask');
    expect(mail.html).not.toContain('<script>');
  });

  it('is written in the customer’s language, the reference and the car as they are', async () => {
    const pt = await renderEmail(carRequestReceivedEmail, 'pt', vars, 'amina@example.com');
    expect(pt.subject).toBe('Recebemos seu pedido de carro RQ-000042');
    expect(pt.text).toContain('Sua referência: RQ-000042');
    const ur = await renderEmail(carOfferEmail, 'ur', { ...vars, carLink, note: null }, 'amina@example.com');
    expect(ur.subject).toBe('آپ کی درخواست RQ-000042 کے لیے ایک گاڑی');
    expect(ur.text).toContain('2018 Toyota Prius کے لیے آپ کی درخواست RQ-000042 کے سلسلے میں');
    expect(ur.html).toMatch(/<html[^>]* lang="ur"[^>]* dir="rtl"/);
    const es = await renderEmail(carOfferEmail, 'es', { ...vars, carLink, note: null }, 'amina@example.com');
    expect(es.subject).toBe('Un auto para su solicitud RQ-000042');
  });
});
