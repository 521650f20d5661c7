// The chassis check (issue 10), linked in the footer: a visitor picks a demo car's maker and types its chassis number
// (as written, with its dash); the answer lists our car, linked, and its auction sheet. The same chassis listed again
// later with fewer kilometres (created here through the staff API) is marked as a mileage that went down. The URL holds
// the check, so a reload shows it again; a chassis we never had gets the translated "no record"; a missing field the
// spec's message; a throttled check (429, answered here by the browser) says how long to wait.
import { SUPERADMIN, checkDirection, text } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';

/** A demo car with an auction sheet whose chassis we hold once (each run lists another car under its chassis). */
async function carWithSheet(api) {
  const list = await api.get('/api/cars?limit=40');
  for (const item of list.items) {
    const car = await api.get(`/api/cars/detail/ref/${item.ref}`);
    if (!car.auctionSheet) continue;
    const held = await api.post('/api/chassis-check', { maker: car.make.slug, chassisNumber: car.chassisNumber });
    if (held.cars.length === 1) return car;
  }
  throw new Error('no demo car with an auction sheet');
}

/** The same chassis listed again, a year after the first sheet, with fewer kilometres. */
async function relistWithLowerMileage(api, car) {
  const { token } = await api.login(SUPERADMIN.email, SUPERADMIN.password);
  const first = new Date(`${car.auctionSheet.auctionDate}T00:00:00Z`);
  const later = new Date(Math.min(first.getTime() + 365 * 86_400_000, Date.now() - 86_400_000)).toISOString().slice(0, 10);
  return api.post(
    '/api/admin/cars',
    {
      make: car.make.slug,
      model: car.model,
      year: car.year,
      chassisNumber: car.chassisNumber,
      mileageKm: Math.max(1000, Math.floor(car.mileageKm / 2)),
      bodyType: car.bodyType,
      category: car.category,
      color: car.color,
      doors: car.doors,
      seats: car.seats,
      drive: car.drive,
      engineCc: car.engineCc,
      fuel: car.fuel,
      transmission: car.transmission,
      steering: car.steering,
      stockPort: car.stockPort,
      locationCountry: car.locationCountry,
      lengthM: car.dimensions.lengthM,
      widthM: car.dimensions.widthM,
      heightM: car.dimensions.heightM,
      fobPriceUsd: '5000.00',
      auctionSheet: {
        auctionHouse: 'USS Tokyo',
        auctionDate: later,
        overallGrade: '4',
        interiorGrade: 'B',
        exteriorGrade: 'B',
        damages: [],
      },
    },
    { token },
  );
}

export const journeys = [
  {
    id: 'check',
    name: 'check a demo car’s chassis, see a mileage that went down marked, share the URL; an unknown chassis has no record',
    languages: ['en', 'ur'],
    viewport: { width: 1280, height: 900 },
    timeout: 120_000,
    async run({ page, url, lang, api, shot, axe, log }) {
      const t = (key, params) => text(lang, 'chassis', key, params);
      const car = await carWithSheet(api);
      log(`car ${car.ref}, chassis ${car.chassisNumber}`);

      // From the footer's link.
      await page.goto(url('/'));
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: text(lang, 'layout', 'footer.chassisCheck') })
        .click();
      await page.getByRole('heading', { level: 1, name: t('title') }).waitFor();
      await checkDirection(page, lang);
      const maker = page.getByLabel(t('form.maker'), { exact: false });
      await maker.locator(`option[value="${car.make.slug}"]`).waitFor({ state: 'attached' });

      // Both fields are needed.
      await page.getByRole('button', { name: t('form.check') }).click();
      await page.getByText(text(lang, 'errors', 'CHASSIS_CHECK_REQUIRED')).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('required');

      await maker.selectOption(car.make.slug);
      await page.getByLabel(t('form.chassis'), { exact: false }).fill(car.chassisNumber.toLowerCase());
      await page.getByRole('button', { name: t('form.check') }).click();
      const cars = page.getByRole('region', { name: t('result.carsHeading') });
      await cars.waitFor();
      const link = cars.getByRole('link', { name: t('result.openCar', { stockId: car.ref }) });
      expect((await link.getAttribute('href')).endsWith(`/cars/${car.ref}`), 'the stock id links to the car');
      const address = new URL(page.url());
      expect(
        address.searchParams.get('maker') === car.make.slug && address.searchParams.get('chassis') === car.chassisNumber.toLowerCase(),
        `the check is in the URL: ${address.search}`,
      );
      expect((await page.locator('.chassis-record').count()) >= 1, 'the auction sheet is listed');
      expect((await page.locator('.chassis-record--back').count()) === 0, 'nothing went down yet');
      await expectNoMissingKeys(page);
      await axe();
      await shot('found');

      // Listed again later with fewer kilometres: marked, after a reload of the shared URL.
      const again = await relistWithLowerMileage(api, car);
      log(`relisted as ${again.ref ?? again.stockId}`);
      await page.reload();
      await page.getByText(t('result.rollbackTitle')).waitFor();
      const back = page.locator('.chassis-record--back');
      await back.first().waitFor();
      expect((await back.getByText(t('result.wentBack')).count()) === 1, 'the lower reading is marked');
      expect((await cars.locator('li').count()) === 2, 'both stock cars are listed');
      await expectNoMissingKeys(page);
      await axe();
      await shot('rollback');

      // A chassis we never had: "no record", in the page's language.
      await page.goto(url(`/chassis-check?maker=${car.make.slug}&chassis=NOPE-${Date.now()}`));
      await page.getByText(t('result.noRecordTitle')).waitFor();
      await axe();
      await shot('no-record');

      // Throttled: the server's 429 with Retry-After (answered by the browser here, the real limit being per IP).
      await page.route('**/api/chassis-check', (route) =>
        route.fulfill({
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '37' },
          body: JSON.stringify({ statusCode: 429, error: 'Too Many Requests', code: 'TOO_MANY_REQUESTS', message: 'x', requestId: 'r' }),
        }),
      );
      await page.goto(url(`/chassis-check?maker=${car.make.slug}&chassis=LIMIT-1`));
      await page.getByText(text(lang, 'errors', 'TOO_MANY_REQUESTS')).waitFor();
      await page.getByText(t('tooMany.retryAfter_other', { count: 37 })).waitFor();
    },
  },
];
