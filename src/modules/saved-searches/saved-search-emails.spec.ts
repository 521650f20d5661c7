import { describe, expect, it } from '@jest/globals';
import { renderEmail } from '../notifications/email/render-email.js';
import { favoriteAlertEmail, searchAlertEmail } from './saved-search-emails.js';

describe('saved-search alert emails', () => {
  const harrier = { stockId: 'AB1234567', title: 'Toyota Harrier', year: 2019 };
  const search = {
    firstName: 'Amina',
    searchName: '<SUVs>',
    cars: [harrier],
    more: 2,
    publicUrl: 'https://example.com',
    unsubscribeToken: 'tok/en',
  };

  it('lists the cars with their links and gives the unsubscribe link, never a price, escaping HTML', async () => {
    const mail = await renderEmail(searchAlertEmail, 'en', search, 'a@example.com');
    expect(mail.to).toBe('a@example.com');
    expect(mail.subject).toBe('3 new cars for "<SUVs>"');
    expect(mail.text).toMatch(/^Hello Amina,/);
    expect(mail.text).toContain('3 new cars match your saved search "<SUVs>":');
    expect(mail.text).toContain('- Toyota Harrier (2019): https://example.com/cars/AB1234567');
    expect(mail.text).toContain('… and 2 more.');
    expect(mail.text).toContain('To stop these alerts, open this link:\nhttps://example.com/saved-searches/unsubscribe?token=tok%2Fen');
    expect(mail.text).not.toMatch(/USD|\$/);
    expect(mail.html).toContain('&lt;SUVs&gt;');
    expect(mail.html).not.toContain('<SUVs>');
    expect(mail.html).toContain('href="https://example.com/cars/AB1234567"');
    expect(mail.html).toContain('href="https://example.com/saved-searches/unsubscribe?token=tok%2Fen"');
  });

  it('says one car in the singular', async () => {
    const mail = await renderEmail(searchAlertEmail, 'en', { ...search, more: 0 }, 'a@example.com');
    expect(mail.subject).toBe('New car for "<SUVs>"');
    expect(mail.text).toContain('A new car matches your saved search "<SUVs>":');
    expect(mail.text).not.toContain('more.');
  });

  it('is written in the subscriber’s language', async () => {
    const pt = await renderEmail(searchAlertEmail, 'pt', search, 'a@example.com');
    expect(pt.subject).toBe('3 carros novos para "<SUVs>"');
    expect(pt.text).toContain('- Toyota Harrier (2019): https://example.com/cars/AB1234567');
    expect(pt.text).toContain('Para deixar de receber estes alertas, abra este link:');
    const ur = await renderEmail(searchAlertEmail, 'ur', { ...search, more: 0 }, 'a@example.com');
    expect(ur.subject).toBe('"<SUVs>" کے لیے نئی گاڑی');
    expect(ur.html).toMatch(/<html[^>]* lang="ur"[^>]* dir="rtl"/);
  });

  it('tells the news of favorite cars, each with its link, and how to turn the alerts off', async () => {
    const vars = {
      firstName: null,
      changes: [
        { kind: 'price_drop' as const, car: harrier },
        { kind: 'reserved' as const, car: { stockId: 'CD7654321', title: 'Honda <Fit>', year: 2018 } },
      ],
      publicUrl: 'https://example.com',
    };
    const mail = await renderEmail(favoriteAlertEmail, 'en', vars, 'a@example.com');
    expect(mail.subject).toBe('News about your favorite cars');
    expect(mail.text).toMatch(/^Hello,/);
    expect(mail.text).toContain('The price of Toyota Harrier (2019) has dropped: https://example.com/cars/AB1234567');
    expect(mail.text).toContain('Honda <Fit> (2018) has been reserved: https://example.com/cars/CD7654321');
    expect(mail.text).toContain('turn off favorite alerts in your profile:\nhttps://example.com/profile/saved-searches');
    expect(mail.html).toContain('Honda &lt;Fit&gt; (2018) has been reserved');
    const es = await renderEmail(favoriteAlertEmail, 'es', vars, 'a@example.com');
    expect(es.subject).toBe('Novedades sobre sus autos favoritos');
    expect(es.text).toContain('El precio del Toyota Harrier (2019) ha bajado: https://example.com/cars/AB1234567');
  });
});
