// The profile: every tab in English and Urdu, editing the profile (a server field error, then a save that survives a
// reload), consignees, the password, switching the language from Preferences, and deleting the account — one that
// holds a reservation too, whose car is back on sale at once (issue 24 §6).
/* global document */
import { checkDirection, reserveCar, text, uploadRemittance } from '../support/buying.mjs';
import { currentPath, expect, expectLtr, expectNoMissingKeys, expectRtl, expectText } from '../support/expect.mjs';

const TABS = ['profile', 'password', 'account', 'contact', 'connected-accounts', 'preferences', 'activity', 'account-info', 'consignees'];
const tabPath = (tab) => (tab === 'profile' ? '/profile' : `/profile/${tab}`);

const CONSIGNEE = {
  consigneeName: 'Mombasa Motors Ltd',
  consigneePhone: '+254 700 000001',
  country: 'KE',
  city: 'Mombasa',
  address: 'Moi Avenue 12, P.O. Box 80100',
  referenceAddress: 'Opposite Mombasa Tusks',
  notifyName: 'Coastline Clearing Agents',
  notifyCity: 'Nairobi',
  notifyAddress: 'Kenyatta Avenue 5',
  notifyEmail: 'imports@coastline.example.com',
  permanent: true,
};

/** A fresh customer, signed in in the browser: its session stored as the client stores it (lib/session/). */
async function signedInCustomer(page, url, api, overrides) {
  const account = await api.register(overrides);
  await page.goto(url('/'));
  await page.evaluate((stored) => localStorage.setItem('autoexport.session', JSON.stringify(stored)), {
    authToken: account.token,
    tokenExpiry: account.tokenExpiry,
    refreshToken: account.refreshToken,
    refreshTokenExpiry: account.refreshTokenExpiry,
    sessionId: account.sessionId,
    userData: account.user,
  });
  return account;
}

/** The tab's panel has loaded: no skeleton or pending request left in the page's main part. */
async function settled(page) {
  await page.getByRole('tabpanel').waitFor({ state: 'visible' });
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), null, { timeout: 10_000 });
}

async function openTab(page, url, tab) {
  await page.goto(url(tabPath(tab)));
  await settled(page);
}

const field = (page, label) => page.getByLabel(label, { exact: true });

export const journeys = [
  {
    id: 'tabs',
    name: 'every tab of the profile, translated and accessible',
    languages: ['en', 'ur'],
    viewport: { width: 1280, height: 900 },
    timeout: 240_000,
    async run({ page, url, lang, api, shot, axe }) {
      const account = await signedInCustomer(page, url, api, { firstName: 'Amina', lastName: 'Odhiambo', country: 'KE' });
      await api.post('/api/user/consignees', CONSIGNEE, { token: account.token });
      await openTab(page, url, TABS[0]);
      for (const [i, tab] of TABS.entries()) {
        // WAI-ARIA tabs: the arrow key moves the selection (and the URL); the focus stays on the tab list. (The
        // screenshots at 360 px hide the list, so the focus is put back on it first.)
        await page.getByRole('tab', { selected: true }).focus();
        if (i > 0) {
          await page.keyboard.press('ArrowDown');
          await page.waitForURL((u) => u.pathname.endsWith(tabPath(tab)));
          await settled(page);
        }
        const path = `${lang === 'en' ? '' : `/${lang}`}${tabPath(tab)}`;
        expect(currentPath(page) === path, `on the ${tab} tab, got ${currentPath(page)}`);
        // The screen may wait for a translation file before it swaps in: the focus lands on the new tab then.
        await page
          .waitForFunction(() => document.activeElement?.getAttribute('aria-selected') === 'true', null, { timeout: 5000 })
          .catch(() => {
            throw new Error(`the selected ${tab} tab does not have the focus`);
          });
        if (lang === 'ur') await expectRtl(page);
        else await expectLtr(page, { lang });
        await expectNoMissingKeys(page);
        await axe();
        await shot(tab);
      }
      // The consignee form and the deletion dialog, which open over their tabs.
      await openTab(page, url, 'consignees');
      await page.getByRole('button', { name: lang === 'ur' ? 'کنسائنی شامل کریں' : 'Add consignee' }).click();
      await page.locator('form.consignee-form').waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('consignee-form');
      await openTab(page, url, 'account-info');
      await page.getByRole('button', { name: lang === 'ur' ? 'میرا اکاؤنٹ حذف کریں' : 'Delete my account' }).click();
      await page.getByRole('dialog').waitFor();
      await axe();
      await shot('delete-dialog');
    },
  },
  {
    id: 'signed-out',
    name: 'a signed-out visitor is sent to sign in, with the way back to the tab',
    async run({ page, url }) {
      await page.goto(url('/profile/password'));
      await page.waitForURL((u) => u.pathname === '/auth');
      expect(
        currentPath(page) === '/auth?next=%2Fprofile%2Fpassword',
        `expected /auth?next=%2Fprofile%2Fpassword, got ${currentPath(page)}`,
      );
    },
  },
  {
    id: 'edit',
    name: 'edit the profile: a server field error beside its field, then a save that survives a reload',
    async run({ page, url, api, shot }) {
      const account = await signedInCustomer(page, url, api);
      await openTab(page, url, 'contact');
      const zip = field(page, 'ZIP code');
      // Lengths are the server's check: its field error lands beside the field.
      await zip.fill('1234567890123456789012345');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expectText(page, 'Error updating profile');
      await expectText(page, 'ZIP code must be at most 20 characters');
      expect((await zip.getAttribute('aria-invalid')) === 'true', 'the ZIP code field is marked invalid');
      const described = await zip.evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
      expect(described.includes('ZIP code must be at most 20 characters'), `the error describes the field, saw "${described}"`);
      await shot('server-field-error');

      // The client's own check, before sending: a malformed phone.
      await field(page, 'Phone number').fill('call me');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expectText(page, 'Phone number is invalid');

      await field(page, 'Phone number').fill('+92 300 1234567');
      await zip.fill('75400');
      await field(page, 'City').fill('Lahore');
      await field(page, 'Country').selectOption('PK');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expectText(page, 'Profile updated successfully');
      await shot('saved');

      await page.reload();
      await settled(page);
      expect((await field(page, 'ZIP code').inputValue()) === '75400', 'the ZIP code survives a reload');
      expect((await field(page, 'City').inputValue()) === 'Lahore', 'the city survives a reload');
      const saved = await api.get('/api/user/profile', { token: account.token });
      expect(
        saved.zipCode === '75400' && saved.phone === '+92 300 1234567' && saved.country === 'PK',
        'the API has the new contact details',
      );

      // Account information, chosen as on a phone: the section select.
      await field(page, 'Section').selectOption('account');
      await page.waitForURL((u) => u.pathname === '/profile/account');
      await settled(page);
      await field(page, 'First name (required)').fill('Bilal');
      await field(page, 'Account type').selectOption('dealer');
      await field(page, 'Port of discharge').fill('Qasim');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expectText(page, 'Profile updated successfully');
      const after = await api.get('/api/user/profile', { token: account.token });
      expect(
        after.firstName === 'Bilal' && after.accountType === 'dealer' && after.port === 'Qasim',
        'the API has the new account details',
      );
      // The overview reads the saved profile.
      await field(page, 'Section').selectOption('profile');
      await expectText(page, `Hello, Bilal ${account.lastName}`);
    },
  },
  {
    id: 'consignees',
    name: 'add, edit and delete a consignee, and meet the limit',
    timeout: 180_000,
    async run({ page, url, api, shot }) {
      const account = await signedInCustomer(page, url, api);
      await openTab(page, url, 'consignees');
      await expectText(page, 'You have no consignees yet.');
      await page.getByRole('button', { name: 'Add consignee' }).click();
      expect(currentPath(page) === '/profile/consignees?consignee=new', `the form is in the URL, got ${currentPath(page)}`);

      // Nothing filled in: the required fields say so, beside themselves.
      await page.getByRole('button', { name: 'Save consignee' }).click();
      await expectText(page, 'Name is required');
      await expectText(page, 'City is required');
      await expectText(page, 'Notify party name is required');

      await field(page, 'Name (required)').fill(CONSIGNEE.consigneeName);
      await field(page, 'Phone number').fill(CONSIGNEE.consigneePhone);
      await field(page, 'Country (required)').selectOption('KE');
      await field(page, 'City (required)').fill(CONSIGNEE.city);
      await field(page, 'Address (required)').fill(CONSIGNEE.address);
      await field(page, 'Notify party name (required)').fill(CONSIGNEE.notifyName);
      await field(page, 'Notify party city (required)').fill(CONSIGNEE.notifyCity);
      await field(page, 'Notify party address (required)').fill(CONSIGNEE.notifyAddress);
      // An address the server's email check refuses (no underscore in a domain): its error lands beside the field.
      await field(page, 'Notify party email').fill('imports@coast_line.example.com');
      await page.getByRole('button', { name: 'Save consignee' }).click();
      await expectText(page, 'The consignee could not be saved');
      await expectText(page, 'Email is invalid');
      expect((await field(page, 'Notify party email').getAttribute('aria-invalid')) === 'true', 'the notify email is marked invalid');
      await shot('server-field-error');

      await field(page, 'Notify party email').fill(CONSIGNEE.notifyEmail);
      await page.getByText('Permanent consignee', { exact: true }).click();
      await page.getByRole('button', { name: 'Save consignee' }).click();
      await expectText(page, 'Consignee added');
      await expectText(page, CONSIGNEE.consigneeName);
      await expectText(page, 'Permanent');
      expect(currentPath(page) === '/profile/consignees', 'the form closed');

      // Edit: another city, and the notify party becomes the consignee.
      await page.getByRole('button', { name: `Edit ${CONSIGNEE.consigneeName}` }).click();
      await field(page, 'City (required)').fill('Mombasa Island');
      await page.getByText('Same as consignee', { exact: true }).click();
      expect(!(await field(page, 'Notify party name (required)').isVisible()), 'the copied notify fields are hidden');
      await page.getByRole('button', { name: 'Save consignee' }).click();
      await expectText(page, 'Consignee updated');
      await expectText(page, 'The notify party is the consignee');
      const [saved] = (await api.get('/api/user/consignees', { token: account.token })).items;
      expect(saved.city === 'Mombasa Island' && saved.sameAsConsignee && saved.notifyCity === 'Mombasa Island', 'the API has the edit');
      await shot('list');

      // Delete, after confirming.
      await page.getByRole('button', { name: `Delete ${CONSIGNEE.consigneeName}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this consignee?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expectText(page, 'Consignee deleted successfully');
      await expectText(page, 'You have no consignees yet.');

      // The limit: with 20 kept, the server refuses a 21st and the form says why.
      for (let i = 0; i < 20; i++)
        await api.post(
          '/api/user/consignees',
          { ...CONSIGNEE, consigneeName: `Consignee ${i + 1}`, permanent: false },
          { token: account.token },
        );
      await page.reload();
      await settled(page);
      await page.getByRole('button', { name: 'Add consignee' }).click();
      await field(page, 'Name (required)').fill('One too many');
      await field(page, 'Country (required)').selectOption('KE');
      await field(page, 'City (required)').fill('Mombasa');
      await field(page, 'Address (required)').fill('Moi Avenue 1');
      await page.getByText('Same as consignee', { exact: true }).click();
      await page.getByRole('button', { name: 'Save consignee' }).click();
      await expectText(page, 'You can keep at most 20 consignees. Delete one before adding another.');
      await shot('limit');
    },
  },
  {
    id: 'password',
    name: 'change the password: a wrong current one is refused, then the old one no longer signs in',
    async run({ page, url, api, shot }) {
      const account = await signedInCustomer(page, url, api);
      const other = await api.login(account.email, account.password);
      await openTab(page, url, 'password');
      await field(page, 'Current password (required)').fill('not-my-password');
      await field(page, 'New password (required)').fill('Mombasa#2027');
      await field(page, 'Confirm new password (required)').fill('Mombasa#2027');
      await page.getByRole('button', { name: 'Update password' }).click();
      await expectText(page, 'Error updating password');
      await expectText(page, 'The current password is incorrect.');
      await shot('wrong-current');

      await field(page, 'Current password (required)').fill(account.password);
      await field(page, 'New password (required)').fill('Mombasa#2027');
      await field(page, 'Confirm new password (required)').fill('Mombasa#2027');
      await page.getByRole('button', { name: 'Update password' }).click();
      await expectText(page, 'Password updated successfully');
      await shot('updated');

      const old = await api.request('POST', '/api/user/login', { body: { email: account.email, password: account.password } });
      expect(old.status === 401, `the old password is refused, got ${old.status}`);
      await api.login(account.email, 'Mombasa#2027');
      // Other sign-ins ended; this one stays.
      const elsewhere = await api.request('GET', '/api/user/profile', { token: other.token });
      expect(elsewhere.status === 401, `the other sign-in ended, got ${elsewhere.status}`);
      await page.reload();
      await settled(page);
      expect(currentPath(page) === '/profile/password', `still signed in here, got ${currentPath(page)}`);
    },
  },
  {
    id: 'language',
    name: 'switch to Urdu from Preferences (RTL, translated, saved) and back',
    async run({ page, url, api, shot, axe }) {
      const account = await signedInCustomer(page, url, api);
      await openTab(page, url, 'preferences');
      await field(page, 'Language of the site').selectOption('ur');
      await page.waitForURL((u) => u.pathname === '/ur/profile/preferences');
      await expectRtl(page);
      await page.getByRole('heading', { name: 'ترجیحات', level: 2 }).waitFor();
      await expectText(page, 'زبان آپ کے اکاؤنٹ میں محفوظ ہو گئی');
      await expectNoMissingKeys(page);
      await axe();
      await shot('urdu');
      expect((await api.get('/api/user/profile', { token: account.token })).preferredLanguage === 'ur', 'Urdu is saved to the profile');

      await field(page, 'سائٹ کی زبان').selectOption('en');
      await page.waitForURL((u) => u.pathname === '/profile/preferences');
      await expectLtr(page, { lang: 'en' });
      await expectText(page, 'Language saved to your account');
      expect((await api.get('/api/user/profile', { token: account.token })).preferredLanguage === 'en', 'English is saved again');
      // The choice sticks: an English address stays English.
      await page.goto(url('/profile'));
      await settled(page);
      expect(currentPath(page) === '/profile', `stayed in English, got ${currentPath(page)}`);
    },
  },
  {
    id: 'delete',
    name: 'delete the account after confirming the password',
    async run({ page, url, api, shot }) {
      const account = await signedInCustomer(page, url, api);
      await openTab(page, url, 'account-info');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Delete account' }).click();
      await expectText(page, 'Password is required');
      await field(page, 'Password (required)').fill('not-my-password');
      await dialog.getByRole('button', { name: 'Delete account' }).click();
      await expectText(page, 'Error deleting account');
      await expectText(page, 'The current password is incorrect.');
      await shot('wrong-password');

      await field(page, 'Password (required)').fill(account.password);
      await dialog.getByRole('button', { name: 'Delete account' }).click();
      await expectText(page, 'Account deleted successfully');
      await shot('deleted');
      await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
      const gone = await api.request('POST', '/api/user/login', { body: { email: account.email, password: account.password } });
      expect(gone.status === 401, `the account no longer signs in, got ${gone.status}`);
      const stored = await page.evaluate(() => localStorage.getItem('autoexport.session'));
      expect(stored === null, 'the session is gone from the browser');
    },
  },
  {
    id: 'delete-holding',
    name: 'delete an account holding a reservation: the dialog says what happens, and the car is back on sale',
    languages: ['en', 'ur'],
    timeout: 120_000,
    async run({ page, url, lang, api, baseUrl, shot, axe }) {
      const t = (key, params) => text(lang, 'profile', key, params);
      const account = await signedInCustomer(page, url, api, { country: 'KE' });
      const { order, car } = await reserveCar(api, account, 'CIF');
      // A remittance copy pauses the hold: the deletion cancels it all the same.
      await uploadRemittance(baseUrl, account, order.id);
      expect((await api.get(`/api/cars/detail/ref/${car.ref}`)).status === 'reserved', 'the car is held before');

      await openTab(page, url, 'account-info');
      await checkDirection(page, lang);
      await page.getByRole('button', { name: t('delete.button') }).click();
      const dialog = page.getByRole('dialog', { name: t('delete.dialogTitle') });
      await dialog.waitFor();
      // What will happen, before confirming: the rule, then this account's reservation with its car.
      await dialog.getByText(t('delete.consequences')).waitFor();
      await dialog.getByText(t('delete.reservations_one')).waitFor();
      const carLine = await dialog.locator('.deletion-consequences__list ul li').innerText();
      expect(carLine.includes(order.car.title) && carLine.includes(car.ref), `the reservation's car is listed, got ${carLine}`);
      await dialog.getByText(t('delete.noRefund')).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('delete-consequences');

      await dialog.locator('input[name="password"]').fill(account.password);
      await dialog.getByRole('button', { name: t('delete.confirm') }).click();
      await expectText(page, t('messages.accountDeleted'));
      await page.waitForURL((u) => u.pathname === (lang === 'en' ? '/' : `/${lang}`) || u.pathname === `/${lang}/`, { timeout: 10_000 });

      // The car is on sale again at once: its page offers it to the next customer.
      expect((await api.get(`/api/cars/detail/ref/${car.ref}`)).status === 'available', 'the car is available again');
      await page.goto(url(`/cars/${car.ref}`));
      await checkDirection(page, lang);
      await page
        .locator('.car__buy')
        .getByRole('link', { name: text(lang, 'orders', 'reserve.signIn') })
        .waitFor();
      await shot('car-back-on-sale');
    },
  },
];
