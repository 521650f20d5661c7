// A dealer's API access in the back office (issue 14): the dealer makes a key and calls the API with it (through the
// API, as their integration would); staff open the dealer's account, see the key (never its secret), its use and the
// calls made with it, and set the dealer's own limits.
import { staffSignIn } from '../support/admin.mjs';
import { checkDirection, text } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';
import { TABLET_TOO } from '../support/journey-helpers.mjs';

const label = (t) => new RegExp(`^${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

export const journeys = [
  {
    id: 'dealer-api-access',
    name: 'a dealer’s key and calls seen by staff, and the dealer’s own limits set',
    languages: ['en', 'ur'],
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, params) => text(lang, 'admin-users', key, params);
      const code = Math.random().toString(36).slice(2, 8).toUpperCase();
      const dealer = await api.register({ firstName: 'Kofi', lastName: `Dealer${code}`, accountType: 'dealer', country: 'GH' });
      const key = await api.post('/api/user/api-keys', { name: `Stock sync ${code}`, scopes: ['catalogue:read'] }, { token: dealer.token });
      expect(key.key.startsWith(`ak_${key.prefix}_`), 'the key is shown once, at creation');
      const search = await api.request('GET', '/api/cars?limit=1', { headers: { 'x-api-key': key.key } });
      expect(search.status === 200 && search.headers.get('ratelimit-remaining') !== null, 'the key searches, with its limit headers');
      const refused = await api.request('GET', '/api/orders/reserved', { headers: { 'x-api-key': key.key } });
      expect(refused.status === 403 && refused.body.code === 'API_KEY_SCOPE_MISSING', 'a route outside its scopes is refused');

      await staffSignIn(page, url, api, 'admin', `/admin/users/${dealer.user.id}`);
      await checkDirection(page, lang);
      await page.getByRole('heading', { level: 2, name: t('dealerApi.title') }).waitFor();
      const keys = page.getByRole('table', { name: t('dealerApi.keys') });
      await keys.getByRole('rowheader', { name: new RegExp(`Stock sync ${code}`) }).waitFor();
      expect(!(await page.getByText(key.key).count()), 'staff never see the key itself');
      const calls = page.getByRole('table', { name: t('dealerApi.activity') });
      await calls.getByText('GET /api/cars').waitFor();
      await calls.getByText('GET /api/orders/reserved').waitFor();
      await page.getByText(t('dealerApi.defaultLimits')).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('dealer-api', { widths: TABLET_TOO });

      // The dealer's own limits: the next call counts against them.
      const limits = page.getByRole('form', { name: t('dealerApi.limits') });
      await limits.getByLabel(label(t('dealerApi.perMinute'))).fill('30');
      await limits.getByLabel(label(t('dealerApi.perDay'))).fill('5000');
      await limits.getByRole('button', { name: t('dealerApi.saveLimits') }).click();
      await page.getByText(t('dealerApi.customLimits')).waitFor();
      const after = await api.request('GET', '/api/cars?limit=1', { headers: { 'x-api-key': key.key } });
      expect(after.headers.get('ratelimit-limit') === '30', `the new per-minute limit applies (${after.headers.get('ratelimit-limit')})`);
      await axe();
      await shot('dealer-api-limits');
    },
  },
];
