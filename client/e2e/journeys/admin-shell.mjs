// The back office's frame (issue 12): who may open it, the navigation by role, the search box, the drawer on a tablet
// or phone, in the page's language. Each area's own journeys are in admin-<area>.mjs.
import { newStaff, staffSignIn } from '../support/admin.mjs';
import { checkDirection, signInAs, text } from '../support/buying.mjs';
import { currentPath, expect, expectCount, expectNoMissingKeys } from '../support/expect.mjs';
import { TABLET_TOO } from '../support/journey-helpers.mjs';

const DESKTOP = { width: 1280, height: 900 };

export const journeys = [
  {
    id: 'guard',
    name: 'a visitor is sent to sign in and back; a customer is refused',
    async run({ page, url, api, shot, axe }) {
      await page.goto(url('/admin/orders?status=reserved'));
      await page.waitForURL((u) => u.pathname === '/auth');
      const next = new URL(page.url()).searchParams.get('next');
      expect(next === '/admin/orders?status=reserved', `sign-in comes back to the back office screen: ${next}`);

      const customer = await api.register({ firstName: 'Amina', lastName: 'Njeri' });
      await signInAs(page, url, customer);
      await page.goto(url('/admin'));
      await page.getByRole('heading', { level: 1, name: text('en', 'errors', 'PERMISSION_DENIED') }).waitFor();
      await expectCount(page.locator('.admin-nav'), 0, 'a customer sees no back-office navigation');
      await axe();
      await shot('customer-denied');
    },
  },
  {
    id: 'frame',
    name: 'the superadmin finds every area, searches from the top bar, and the menu is a drawer on a tablet',
    languages: ['en', 'ur'],
    viewport: DESKTOP,
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, params) => text(lang, 'admin', key, params);
      await staffSignIn(page, url, api, 'superadmin');
      await checkDirection(page, lang);
      const nav = page.getByRole('navigation', { name: t('nav.label') });
      for (const area of ['dashboard', 'cars', 'orders', 'inquiries', 'blog', 'exchange-rates', 'users', 'audit-log']) {
        await nav.getByRole('link', { name: t(`nav.${area}`), exact: true }).waitFor();
      }
      await page.locator('.admin-top').getByText(t('roles.superadmin')).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('dashboard', { widths: TABLET_TOO });

      // An area from the navigation: its link is marked current.
      await nav.getByRole('link', { name: t('nav.cars'), exact: true }).click();
      await page.waitForURL((u) => u.pathname.endsWith('/admin/cars'));
      await nav.locator('a[aria-current="page"]', { hasText: t('nav.cars') }).waitFor();
      await expectCount(nav.locator('a[aria-current="page"]'), 1, 'only the current area is marked');

      // The search box takes its words to the search screen.
      const box = page.getByRole('searchbox', { name: t('search.label') });
      await box.fill('AB12');
      await box.press('Enter');
      await page.waitForURL((u) => u.pathname.endsWith('/admin/search') && u.searchParams.get('q') === 'AB12');

      // A tablet: the navigation hides behind the menu button and opens as a drawer.
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.goto(url('/admin'));
      const menu = page.getByRole('button', { name: t('shell.menu') });
      await menu.waitFor();
      expect(!(await nav.isVisible()), 'the navigation is folded away on a tablet');
      await menu.click();
      await nav.waitFor({ state: 'visible' });
      expect((await menu.getAttribute('aria-expanded')) === 'true', 'the menu button says it is open');
      await axe();
      await shot('drawer', { widths: [768] });
      await nav.getByRole('link', { name: t('nav.orders'), exact: true }).click();
      await page.waitForURL((u) => u.pathname.endsWith('/admin/orders'));
      await nav.waitFor({ state: 'hidden' });

      // An unknown back-office address.
      await page.goto(url('/admin/no-such-screen'));
      await page.getByText(t('notFound.message')).waitFor();
      expect(currentPath(page).endsWith('/admin/no-such-screen'), 'the address stays');
    },
  },
  {
    id: 'roles',
    name: 'an administrator does not see the superadmin’s screens and is refused them',
    languages: ['en', 'ur'],
    viewport: DESKTOP,
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, params) => text(lang, 'admin', key, params);
      const admin = await newStaff(api, 'admin', { firstName: 'Yuki', lastName: 'Tanaka' });
      await signInAs(page, url, admin);
      await page.goto(url('/admin'));
      const nav = page.getByRole('navigation', { name: t('nav.label') });
      await nav.getByRole('link', { name: t('nav.users'), exact: true }).waitFor();
      await expectCount(nav.getByRole('link', { name: t('nav.audit-log'), exact: true }), 0, 'no audit log for an administrator');
      await page.locator('.admin-top').getByText(t('roles.admin')).waitFor();
      await page.locator('.admin-top').getByText('Yuki Tanaka').waitFor();

      await page.goto(url('/admin/audit-log'));
      await page.getByRole('heading', { level: 1, name: text(lang, 'errors', 'PERMISSION_DENIED') }).waitFor();
      await checkDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('admin-denied-audit');
      // The API refuses it too.
      const answer = await api.request('GET', '/api/admin/audit-log', { token: admin.token });
      expect(answer.status === 403 && answer.body.message === 'Permission Denied', `the API refuses: ${answer.status}`);
    },
  },
];
