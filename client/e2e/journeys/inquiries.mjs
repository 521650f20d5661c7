// Inquiries (issue 10, the web client): a visitor sees "Login Required" on a car's page and on /inquiries; a customer
// signs in, is stopped by the form's checks, sends an inquiry about the car (success and its reference) and a general
// one from the Inquiry & Bid List (Car: N/A), sees both there; staff (the superadmin, through the API) respond, the
// customer sees the response on the list and receives it by email.
import { text, signInAs, availableCar, checkDirection, SUPERADMIN } from '../support/buying.mjs';
import { currentPath, expect, expectNoMissingKeys } from '../support/expect.mjs';

export const journeys = [
  {
    id: 'send',
    name: 'a visitor is asked to log in; a customer sends a car and a general inquiry, sees them listed, and gets staff’s response',
    languages: ['en', 'ur'],
    timeout: 150_000,
    async run({ page, url, lang, api, shot, axe, mailbox, log }) {
      const t = (key, params) => text(lang, 'inquiries', key, params);
      const car = await availableCar(api);
      log(`car ${car.ref}`);

      // A visitor: the car's page asks to log in, and the sign-in comes back to the car.
      await page.goto(url(`/cars/${car.ref}`));
      await checkDirection(page, lang);
      const prompt = page.locator('.inq-login');
      await prompt.getByRole('heading', { name: t('login.title') }).waitFor();
      await prompt.getByText(t('login.message')).waitFor();
      const signIn = prompt.getByRole('link', { name: t('login.signIn') });
      const next = new URL(await signIn.getAttribute('href'), page.url()).searchParams.get('next');
      expect(next === `/cars/${car.ref}`, `sign in comes back to the car: ${next}`);
      await prompt.scrollIntoViewIfNeeded();
      await expectNoMissingKeys(page);
      await axe();
      await shot('car-visitor');

      // The public inquiries list: the same prompt.
      await page.goto(url('/inquiries'));
      await page.locator('.inq-login').getByText(t('login.message')).waitFor();
      await axe();
      await shot('list-visitor');

      // A customer, signed in: the form, prefilled.
      const customer = await api.register({ firstName: 'Amina', lastName: 'Njeri', country: 'KE' });
      await signInAs(page, url, customer);
      await page.goto(url(`/cars/${car.ref}`));
      await checkDirection(page, lang);
      const form = page.locator('form.inq-form');
      await form.waitFor();
      const field = (name) => form.locator(`[name="${name}"]`);
      expect((await field('name').inputValue()) === 'Amina Njeri', 'the name comes from the profile');
      expect((await field('email').inputValue()) === customer.email, 'the account’s email is shown');

      // Nothing typed: the checks, with the spec's messages.
      await form.getByRole('button', { name: t('form.submit') }).click();
      const invalid = page.locator('.inq-message--error');
      await invalid.getByText(t('messages.validationTitle')).waitFor();
      await invalid.getByText(t('messages.validation')).waitFor();
      await form.getByText(text(lang, 'errors', 'PHONE_REQUIRED')).waitFor();
      await form.getByText(text(lang, 'errors', 'MESSAGE_REQUIRED')).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('car-form-invalid');

      // A 10,000-character message is kept whole (no maxlength cuts it), counted over its limit and refused beside
      // its field; WhatsApp as the contact method needs the WhatsApp number (the rule of Request a car).
      const long = 'Is this car still available? What would shipping to Mombasa cost? '.repeat(160).slice(0, 10_000);
      await field('message').fill(long);
      expect((await field('message').inputValue()).length === 10_000, 'the message is kept whole, not cut to 2,000');
      expect((await field('message').getAttribute('maxlength')) === null, 'no maxlength on the message');
      await form.locator('.char-count--over').waitFor();
      const counts = await form.locator('.char-count').allInnerTexts();
      expect(counts.length === 2, `a counter under the message and the comments: ${counts.join(' | ')}`);
      await field('phone').fill('+254 712 345678');
      await field('contactMethod').selectOption('whatsapp');
      await form.getByRole('button', { name: t('form.submit') }).click();
      await form.getByText(text(lang, 'errors', 'WHATSAPP_REQUIRED_FOR_WHATSAPP_CONTACT'), { exact: true }).waitFor();
      await form.getByText(text(lang, 'errors', 'FIELD_TOO_LONG', { label: t('form.message'), max: 2000 }), { exact: true }).waitFor();
      expect((await field('message').inputValue()).length === 10_000, 'still whole after the refusal');
      await expectNoMissingKeys(page);
      await axe();
      await form.locator('[name="contactMethod"]').scrollIntoViewIfNeeded();
      await shot('car-form-limits');

      // Filled in: sent, with its reference.
      await field('phone').fill('+254 712 345678');
      await field('whatsapp').fill('+254 700 000001');
      await field('contactMethod').selectOption('whatsapp');
      await field('message').fill('Is this car still available? What would shipping to Mombasa cost?');
      await form.getByRole('button', { name: t('form.submit') }).click();
      const sent = page.locator('.inq-message--success');
      await sent.getByText(t('messages.sent')).waitFor();
      const carRef = (await sent.locator('.inq-reference').innerText()).trim();
      expect(/^INQ-\d{6,}$/.test(carRef), `a reference: ${carRef}`);
      log(`car inquiry ${carRef}`);
      await axe();
      await shot('car-form-sent');

      // The Inquiry & Bid List links to the general inquiry.
      await page.goto(url('/profile/inquiries'));
      await checkDirection(page, lang);
      await page.getByRole('heading', { level: 2, name: text(lang, 'profile', 'tabs.inquiries') }).waitFor();
      await page.locator('.inq-card', { hasText: carRef }).waitFor();
      await page.getByRole('link', { name: t('list.newGeneral') }).click();
      await page.waitForURL((address) => address.pathname.endsWith('/inquiry'));
      const general = page.locator('form.inq-form');
      await general.waitFor();
      await general.locator('[name="phone"]').fill('+254 712 345678');
      await general.locator('[name="message"]').fill('Do you have a white Prius under 60,000 km for Kenya?');
      await general.locator('[name="model"]').fill('Prius');
      await general.locator('[name="year"]').fill('2018');
      await general.locator('[name="mileage"]').fill('60000');
      await expectNoMissingKeys(page);
      await axe();
      await shot('general-form');
      await general.getByRole('button', { name: t('form.submit') }).click();
      const generalSent = page.locator('.inq-message--success');
      await generalSent.getByText(t('messages.sent')).waitFor();
      const generalRef = (await generalSent.locator('.inq-reference').innerText()).trim();
      expect(generalRef !== carRef && /^INQ-\d{6,}$/.test(generalRef), `another reference: ${generalRef}`);

      // Both listed, newest first; the general one is "Car: N/A".
      await page.goto(url('/profile/inquiries'));
      await page.locator('.inq-card__ref').nth(1).waitFor();
      const refs = await page.locator('.inq-card__ref').allInnerTexts();
      expect(refs[0].includes(generalRef) && refs[1].includes(carRef), `newest first: ${refs.join(', ')}`);
      const generalCard = page.locator('.inq-card', { hasText: generalRef });
      await generalCard.getByText(t('list.carNone')).waitFor();
      await generalCard.getByText(t('status.pending')).waitFor();
      const carCard = page.locator('.inq-card', { hasText: carRef });
      const href = await carCard.getByRole('link').getAttribute('href');
      expect(href.endsWith(`/cars/${car.ref}`), `the car is linked: ${href}`);
      await expectNoMissingKeys(page);
      await axe();
      await shot('list');

      // Staff respond (the superadmin, through the API); the customer is emailed and sees it on the list.
      const boss = await api.login(SUPERADMIN.email, SUPERADMIN.password);
      const response = 'Yes, it is available. Shipping to Mombasa is about USD 1,450.';
      await api.post(`/api/admin/inquiries/${carRef}/response`, { message: response }, { token: boss.token });
      let mail;
      for (let i = 0; i < 5 && !mail; i += 1) {
        const next = await mailbox.waitForMail(customer.email);
        if (next.subject === `Response to your inquiry ${carRef}`) mail = next;
      }
      expect(mail && mail.text.includes(response), 'the response arrives by email');
      const refused = await api.request('PATCH', `/api/admin/inquiries/${generalRef}/status`, {
        body: { status: 'closed' },
        token: boss.token,
      });
      expect(
        refused.status === 409 && refused.body.message === 'Status update is not allowed for general inquiries (Car: N/A).',
        'general: no status update',
      );

      await page.reload();
      const answered = page.locator('.inq-card', { hasText: carRef });
      await answered.getByText(response).waitFor();
      await answered.getByText(t('status.responded')).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('list-responded');

      // Signed in, /inquiries goes on to the tab.
      await page.goto(url('/inquiries'));
      await page.waitForURL((address) => address.pathname.endsWith('/profile/inquiries'));
      expect(currentPath(page).endsWith('/profile/inquiries'), 'on to the Inquiry & Bid List');
    },
  },
];
