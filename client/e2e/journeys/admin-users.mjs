// The back office's users, makes and audit log (issue 12, spec §6 roles): the superadmin creates an admin (the
// generated password shown once), changes a user's role and reads that change in the audit log; an administrator
// cannot see the audit log, is refused it, sees no role control and no action on staff accounts, and suspends a
// customer; a make is added with an image and deactivated; a deleted customer's deposit is listed under Deleted
// accounts and its refund recorded (issue 24 §6).
import { newStaff, staffSignIn, superadmin } from '../support/admin.mjs';
import { randomBytes } from 'node:crypto';
import { uniqueEmail } from '../support/api.mjs';
import { checkDirection, signInAs, text, tinyPng } from '../support/buying.mjs';
import { expect, expectCount, expectNoMissingKeys } from '../support/expect.mjs';
import { TABLET_TOO } from '../support/journey-helpers.mjs';

const DESKTOP = { width: 1280, height: 900 };

export const journeys = [
  {
    id: 'superadmin',
    name: 'the superadmin creates an admin, changes a customer’s role and reads it in the audit log',
    languages: ['en', 'ur'],
    viewport: DESKTOP,
    timeout: 120_000,
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, params) => text(lang, 'admin-users', key, params);
      const ta = (key, params) => text(lang, 'admin', key, params);
      const customer = await api.register({ firstName: 'Amina', lastName: 'Njeri' });

      await staffSignIn(page, url, api, 'superadmin', '/admin/users');
      await checkDirection(page, lang);
      await page.getByRole('heading', { level: 1, name: t('users.title') }).waitFor();
      await page.getByRole('link', { name: 'Amina Njeri' }).first().waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('list', { widths: TABLET_TOO });

      // Filters go into the URL.
      await page.getByLabel(t('users.q'), { exact: true }).fill(customer.email);
      await page.getByRole('button', { name: ta('filters.apply') }).click();
      await page.waitForURL((u) => u.searchParams.get('q') === customer.email);
      await expectCount(page.locator('.data-table tbody tr'), 1, 'the search finds the one customer');

      // A new administrator, the password left to the server: shown once, with a Copy button.
      await page.getByRole('link', { name: t('users.new') }).click();
      const email = uniqueEmail('new-admin');
      await page.getByLabel(t('users.form.firstName')).fill('Hana');
      await page.getByLabel(t('users.form.lastName')).fill('Mori');
      await page.getByLabel(t('users.columns.email')).fill(email);
      await page.getByLabel(t('users.columns.role')).selectOption('admin');
      await page.getByRole('button', { name: t('users.create') }).click();
      const shown = page.getByTestId('password-once');
      await shown.waitFor();
      const password = (await shown.textContent()).trim();
      expect(password.length >= 12, `a generated password is shown: ${password}`);
      await page.getByRole('button', { name: t('password.copy') }).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('password-once');
      const signedIn = await api.login(email, password);
      expect(signedIn.user.role === 'admin', 'the shown password signs the new admin in');
      await page.getByRole('button', { name: t('password.done') }).click();
      await page.getByRole('heading', { level: 1, name: 'Hana Mori' }).waitFor();
      await expectCount(page.getByTestId('password-once'), 0, 'the password is not shown again');

      // The customer's role: a control only the superadmin has.
      await page.goto(url(`/admin/users/${customer.user.id}`));
      await page.getByRole('heading', { level: 1, name: 'Amina Njeri' }).waitFor();
      await page.getByLabel(t('users.columns.role')).selectOption('admin');
      await page.getByRole('button', { name: t('users.changeRole') }).click();
      await page.locator('.admin-page__subtitle').getByText(ta('roles.admin')).waitFor();
      await axe();
      await shot('detail', { widths: TABLET_TOO });

      // The change in the audit log, before and after.
      await page.getByRole('link', { name: t('users.auditTrail') }).click();
      await page.getByRole('heading', { level: 1, name: t('audit.title') }).waitFor();
      const row = page.locator('.data-table tbody tr', { hasText: t('audit.actions.user_role_change') });
      await row.waitFor();
      await row.locator('del', { hasText: ta('roles.user') }).waitFor();
      await row.locator('ins', { hasText: ta('roles.admin') }).waitFor();
      await row.getByText('Super Admin').first().waitFor();
      await checkDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('audit-log', { widths: TABLET_TOO });

      // Filter by action through the form.
      await page.getByLabel(t('audit.columns.action')).selectOption('user.role_change');
      await page.waitForURL((u) => u.searchParams.get('action') === 'user.role_change');
      await row.waitFor();
    },
  },
  {
    id: 'admin',
    name: 'an administrator has no audit log, no role control, nothing to do to staff, and suspends a customer',
    languages: ['en', 'ur'],
    viewport: DESKTOP,
    timeout: 120_000,
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, params) => text(lang, 'admin-users', key, params);
      const ta = (key, params) => text(lang, 'admin', key, params);
      const customer = await api.register({ firstName: 'Bilal', lastName: 'Rana' });
      const admin = await newStaff(api, 'admin', { firstName: 'Yuki', lastName: 'Tanaka' });
      await signInAs(page, url, admin);

      await page.goto(url('/admin/users'));
      const nav = page.getByRole('navigation', { name: ta('nav.label') });
      await nav.getByRole('link', { name: ta('nav.users'), exact: true }).waitFor();
      await expectCount(nav.getByRole('link', { name: ta('nav.audit-log'), exact: true }), 0, 'no audit log in the navigation');
      await page.goto(url('/admin/audit-log'));
      await page.getByRole('heading', { level: 1, name: text(lang, 'errors', 'PERMISSION_DENIED') }).waitFor();
      await shot('audit-denied');

      // A customer: every action but the role.
      await page.goto(url(`/admin/users/${customer.user.id}`));
      await page.getByRole('heading', { level: 1, name: 'Bilal Rana' }).waitFor();
      await page.getByRole('button', { name: t('users.suspend') }).waitFor();
      await expectCount(page.getByRole('button', { name: t('users.changeRole') }), 0, 'no role control for an administrator');
      await expectCount(page.getByLabel(t('users.columns.role')), 0, 'no role field for an administrator');
      await page.getByRole('button', { name: t('users.suspend') }).click();
      const dialog = page.getByRole('dialog', { name: t('users.suspendTitle', { name: 'Bilal Rana' }) });
      await dialog.getByText(t('users.suspendText')).waitFor();
      await axe();
      await shot('suspend-confirm');
      await dialog.getByRole('button', { name: t('users.suspend') }).click();
      await page.locator('.admin-page__subtitle').getByText(t('users.status.suspended')).waitFor();
      await page.getByRole('button', { name: t('users.reactivate') }).waitFor();
      const refused = await api.request('POST', '/api/user/login', { body: { email: customer.email, password: customer.password } });
      expect(refused.status >= 400, `a suspended customer cannot sign in: ${refused.status}`);
      await checkDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('suspended');

      // The superadmin's account: facts only, no action (the API would refuse them).
      const boss = await superadmin(api);
      await page.goto(url(`/admin/users/${boss.user.id}`));
      await page.getByText(t('users.superadminOnly')).waitFor();
      await expectCount(page.getByRole('button', { name: t('users.delete') }), 0, 'no delete on a superadmin');
      await expectCount(page.getByRole('button', { name: t('users.resetPassword') }), 0, 'no password reset on a superadmin');
      await expectCount(page.getByRole('button', { name: t('users.suspend') }), 0, 'no suspension of a superadmin');
      await expectCount(page.locator('form.admin-form'), 0, 'no edit form for a superadmin');
      await axe();
      await shot('staff-readonly');
    },
  },
  {
    id: 'makes',
    name: 'a make is added with an image, found in the list and deactivated',
    viewport: DESKTOP,
    timeout: 120_000,
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, params) => text(lang, 'admin-users', key, params);
      await staffSignIn(page, url, api, 'superadmin', '/admin/makes');
      await page.getByRole('heading', { level: 1, name: t('makes.title') }).waitFor();
      await page.locator('.data-table tbody tr').first().waitFor();
      await axe();
      await shot('list', { widths: TABLET_TOO });

      const title = `Hino ${Date.now().toString(36)}`;
      await page.getByRole('link', { name: t('makes.new') }).click();
      await page.getByLabel(t('makes.columns.title')).fill(title);
      await page.getByLabel(t('makes.description')).fill('Trucks and buses.');
      await axe();
      await shot('new');
      await page.getByRole('button', { name: t('makes.create') }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();

      await page.getByLabel(t('makes.uploadImage')).setInputFiles({ name: 'hino.png', mimeType: 'image/png', buffer: tinyPng() });
      const preview = page.locator('img.make-image__preview');
      await preview.waitFor();
      expect((await preview.getAttribute('src')).endsWith('.webp'), 'the image is stored as WEBP');
      await expectNoMissingKeys(page);
      await axe();
      await shot('edit', { widths: TABLET_TOO });

      await page.getByRole('button', { name: t('makes.deactivate') }).click();
      const dialog = page.getByRole('dialog', { name: t('makes.deactivateTitle', { title }) });
      await dialog.getByRole('button', { name: t('makes.deactivate') }).click();
      await page.locator('.admin-page__subtitle').getByText(t('makes.inactive')).waitFor();
      const publicMakes = await api.get('/api/makes');
      expect(!publicMakes.some((m) => m.title === title), 'an inactive make leaves the public list');

      await page.goto(url(`/admin/makes?q=${encodeURIComponent(title)}&active=false`));
      await page.locator('.data-table tbody tr', { hasText: title }).locator('img.make-thumb').waitFor();
    },
  },
  {
    id: 'deleted',
    name: 'a deleted customer’s auction deposit is listed under Deleted accounts, and staff record its refund',
    languages: ['en', 'ur'],
    viewport: DESKTOP,
    timeout: 120_000,
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, params) => text(lang, 'admin-users', key, params);
      const customer = await api.register({ firstName: 'Wanjiru', lastName: 'Kamau' });
      const boss = await superadmin(api);
      const reference = `E2E${randomBytes(4).toString('hex').toUpperCase()}`;
      await api.post(
        '/api/admin/auctions/deposits',
        {
          customerId: customer.user.id,
          amountJpy: '150000',
          bankReference: reference,
          valueDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
        },
        { token: boss.token },
      );
      await api.delete('/api/user/account', { body: { password: customer.password }, token: customer.token });

      await staffSignIn(page, url, api, 'admin', '/admin/users');
      await checkDirection(page, lang);
      await page.getByRole('link', { name: t('closures.title') }).click();
      await page.getByRole('heading', { level: 1, name: t('closures.title') }).waitFor();
      const row = page.locator('.data-table tbody tr', { hasText: 'Wanjiru Kamau' });
      await row.waitFor();
      await row.getByText(t('closures.refundStatus.due')).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('deleted-accounts', { widths: TABLET_TOO });

      await row.getByRole('button', { name: t('closures.record') }).click();
      const dialog = page.getByRole('dialog', { name: t('closures.recordTitle') });
      await dialog.getByText(reference).waitFor();
      await dialog.getByLabel(t('closures.bankReference'), { exact: false }).fill(`RF${reference}`);
      await shot('record-refund');
      await dialog.getByRole('button', { name: t('closures.record') }).click();
      await dialog.waitFor({ state: 'hidden' });
      // Refunded: the contact details kept for the refund are gone with it.
      const done = page.locator('.data-table tbody tr', { hasText: `RF${reference}` });
      await done.getByText(t('closures.refundStatus.refunded')).waitFor();
      await expectCount(page.locator('.data-table tbody tr', { hasText: 'Wanjiru Kamau' }), 0, 'the contact details are cleared');
    },
  },
];
