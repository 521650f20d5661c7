// Request a Car and Contact us (issue 10, the web client). A visitor asked for a car is sent to sign in and back; a
// signed-in customer's form starts from their profile, says "Emails do not match!" and the phone-required message of
// the spec, then sends the request and shows its reference, and the sales team's email arrives. A visitor's contact
// message needs the privacy agreement, then reaches the staff address of its subject.
import { checkDirection, signInAs, text } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';

const SALES = 'sales@autoexport.example';
const SUPPORT = 'support@autoexport.example';

export const journeys = [
  {
    id: 'request-car',
    name: 'request a car as a signed-in customer: emails mismatch, phone required, then sent with a reference',
    languages: ['en', 'ur'],
    timeout: 120_000,
    async run({ page, url, lang, api, shot, axe, mailbox, log }) {
      const t = (key, params) => text(lang, 'requests', key, params);
      const e = (code) => text(lang, 'errors', code);

      // A visitor: asked to sign in, with a link that comes back here.
      await page.goto(url('/request-a-car'));
      await checkDirection(page, lang);
      await page.getByRole('heading', { name: t('loginTitle') }).waitFor();
      const signIn = page.locator('.requests-prompt').getByRole('link', { name: t('signIn'), exact: true });
      const href = await signIn.getAttribute('href');
      expect(new URL(href, 'http://x').searchParams.get('next') === '/request-a-car', `sign in comes back: ${href}`);
      await expectNoMissingKeys(page);
      await axe();
      await shot('signed-out');

      // A customer: the form starts from the profile.
      const customer = await api.register({ firstName: 'Amina', lastName: lang === 'ur' ? 'Qureshi' : 'Odhiambo', country: 'KE' });
      await signInAs(page, url, customer);
      await page.goto(url('/request-a-car'));
      await checkDirection(page, lang);
      const form = page.locator('form.requests-form');
      await form.waitFor();
      expect((await form.locator('[name=name]').inputValue()) === `Amina ${customer.lastName}`, 'the name comes from the profile');
      expect((await form.locator('[name=email]').inputValue()) === customer.email, 'the email comes from the profile');
      await form.locator('select[name=make] option').nth(1).waitFor({ state: 'attached' });
      await form.locator('select[name=make]').selectOption({ index: 1 });
      const make = await form.locator('select[name=make]').inputValue();
      await form.locator('[name=model]').fill('Prius');
      await form.locator('select[name=year]').selectOption('2018');
      await form.locator('[name=comments]').fill('Pearl white, under 60,000 km.');
      const number = (value) =>
        page.evaluate(([v, locale]) => new Intl.NumberFormat(locale).format(v), [value, lang === 'ur' ? 'ur-PK' : 'en']);
      const left = text(lang, 'common', 'characters.left_other', { n: await number(971), max: await number(1000) });
      await form.locator('.char-count', { hasText: left }).waitFor();
      await form.locator('[name=emailConfirmation]').fill(`other.${customer.email}`);
      await page.getByRole('radio', { name: t('methods.phone') }).check();
      await page.getByRole('button', { name: t('submit') }).click();
      await page.getByText(e('EMAILS_DO_NOT_MATCH'), { exact: true }).waitFor();
      await page.getByText(e('PHONE_REQUIRED_FOR_PHONE_CONTACT'), { exact: true }).waitFor();
      await page.getByText(e('PRIVACY_AGREEMENT_REQUIRED'), { exact: true }).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('errors');

      // WhatsApp as the method needs the WhatsApp number; comments over their limit are kept and counted over it.
      await page.getByRole('radio', { name: t('methods.whatsapp') }).check();
      await form.locator('[name=comments]').fill('Pearl white, under 60,000 km. '.repeat(40));
      await form.locator('.char-count--over').waitFor();
      await page.getByRole('button', { name: t('submit') }).click();
      await page.getByText(e('WHATSAPP_REQUIRED_FOR_WHATSAPP_CONTACT'), { exact: true }).waitFor();
      expect((await form.locator('[name=comments]').inputValue()).length === 1200, 'the comments are not cut');
      await expectNoMissingKeys(page);
      await axe();
      await shot('whatsapp-error');
      await form.locator('[name=comments]').fill('Pearl white, under 60,000 km.');
      await page.getByRole('radio', { name: t('methods.phone') }).check();

      // Put right and sent: the confirmation shows the reference.
      await form.locator('[name=emailConfirmation]').fill(customer.email.toUpperCase());
      await form.locator('[name=phone]').fill('+254 712 345678');
      await page.getByLabel(t('privacy')).check();
      await page.getByRole('button', { name: t('submit') }).click();
      await page.getByRole('heading', { name: t('successTitle') }).waitFor();
      const reference = (await page.locator('.requests-reference').innerText()).trim();
      expect(/^RQ-\d{6,}$/.test(reference), `the reference: ${reference}`);
      log(`request ${reference} for ${make}`);
      await expectNoMissingKeys(page);
      await axe();
      await shot('sent');

      // The sales team and the customer are emailed. References count per database, and the browser lanes share one
      // mailbox: the sales email is known by its reference and this customer's address.
      const staff = await mailbox.waitForMail(SALES, {
        match: (m) => m.subject.includes(reference) && m.text.includes(customer.email),
      });
      expect(staff.subject === `Car request ${reference}: 2018 ${make} Prius`, `the sales email: ${staff.subject}`);
      expect(
        staff.text.includes(customer.email) && staff.text.includes('Preferred contact method: Phone'),
        'the sales email has the details',
      );
      const ack = await mailbox.waitForMail(customer.email);
      expect(ack.text.includes(`Your reference: ${reference}`), 'the customer is told the reference');
    },
  },
  {
    id: 'contact',
    name: 'contact us as a visitor: the privacy agreement is required, then the message reaches support',
    languages: ['en', 'ur'],
    timeout: 90_000,
    async run({ page, url, lang, shot, axe, mailbox }) {
      const t = (key, params) => text(lang, 'contact', key, params);
      const email = `contact.${Date.now()}.${lang}@example.com`;
      const message = `Do you ship to Maputo? (${lang} ${Date.now()})`;

      await page.goto(url('/contact'));
      await checkDirection(page, lang);
      const form = page.locator('form.contact-form');
      await form.waitFor();
      await page.locator('.contact-aside a[href^="mailto:"]').waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('form');

      await form.locator('select[name=subject]').selectOption('support');
      await form.locator('[name=name]').fill('Carlos Mendes');
      await form.locator('[name=email]').fill(email);
      await form.locator('[name=message]').fill(message);
      await page.getByRole('button', { name: t('submit') }).click();
      await page.getByText(text(lang, 'errors', 'PRIVACY_AGREEMENT_REQUIRED'), { exact: true }).waitFor();
      await axe();
      await shot('privacy');

      await page.getByLabel(t('privacy')).check();
      await page.getByRole('button', { name: t('submit') }).click();
      await page.getByRole('heading', { name: t('sentTitle') }).waitFor();
      await page.getByText(text(lang, 'errors', 'CONTACT_MESSAGE_SENT')).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('sent');

      const mail = await mailbox.waitForMail(SUPPORT, { match: (m) => m.text.includes(email) });
      expect(mail.subject === 'Contact us – Support: Carlos Mendes', `the staff email: ${mail.subject}`);
      expect(mail.text.includes(message) && mail.text.includes(email), 'the staff email has the message and the sender');
    },
  },
];
