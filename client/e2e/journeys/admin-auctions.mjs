// The back office's auction screens (issue 13): a staff member creates a CSV feed source with its column mapping,
// uploads a small feed (3 good rows, 1 broken), follows the import to its counts and the broken row's reason; records a
// customer's auction deposit from the accounts screen; the customer bids on an imported lot through the API; the staff
// member opens that house's bid sheet for the day (printable: only the sheet) and the lot's result screen, which offers
// no result before the lot comes up (issue 24); once it has, records it won for the eligible bid (a hammer price above
// the maximum is refused on the screen), undoes the result with a reason (the bid is open again, its hold restored), and
// records it again; sees what the customer now owes on their account, and marks the car paid. A second won lot becomes an order:
// the staff member enters the car into stock from the lot's facts and makes the winner's order, which the customer then
// sees with its security deposit and no way to cancel it.
import { staffSignIn } from '../support/admin.mjs';
import { lotCameUp } from '../support/auction-lots.mjs';
import { CONSIGNEE, checkDirection, signInAs, text, tinyPng } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';
import { TABLET_TOO } from '../support/journey-helpers.mjs';

const DESKTOP = { width: 1280, height: 900 };
const RESERVED_LIST = '/profile/reserved';
const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();
const digits = (s) => s.replace(/[^\d]/g, '');
/** A field's label from its start (a required field's label ends with a marker). */
const label = (t) => new RegExp(`^${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** A day in Japan `days` from now (YYYY-MM-DD): lots then start well after the bid cut-off. */
const japanDay = (days) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** The feed: our mapping's columns, three good rows and one with an impossible date (its 4th record). */
function feedCsv(house, day, lots) {
  return [
    'Auction,Date,Lot No,Start,Make,Model,Year,Mileage,Grade,Start price',
    `${house},${day},${lots[0]},09:30,Toyota,Prius,2018,48000,4.5,800000`,
    `${house},${day},${lots[1]},09:40,Honda,Fit,2017,61000,4,500000`,
    `${house},${day},${lots[2]},10:05,Nissan,Note,2019,32000,4.5,650000`,
    `${house},2026-13-45,${lots[3]},10:10,Mazda,Demio,2016,70000,3.5,300000`,
    '',
  ].join('\n');
}

const MAPPING = {
  auctionHouse: 'Auction',
  auctionDate: 'Date',
  lotNumber: 'Lot No',
  make: 'Make',
  model: 'Model',
  year: 'Year',
  startTime: 'Start',
  mileageKm: 'Mileage',
  grade: 'Grade',
  startPriceJpy: 'Start price',
};

export const journeys = [
  {
    id: 'auction-day',
    name: 'feed source, upload with a broken row, deposit, the bid sheet, an auction result recorded and undone, a won lot owed and settled, a won car ordered',
    languages: ['en', 'ur'],
    viewport: DESKTOP,
    timeout: 240_000,
    async run({ page, url, lang, api, shot, axe, log, databaseUrl }) {
      const t = (key, params) => text(lang, 'admin-auctions', key, params);
      const code = unique();
      const house = `USS Test ${code}`;
      const day = japanDay(3);
      const base = 10_000 + Math.floor(Math.random() * 80_000);
      const lots = [base, base + 7, base + 12, base + 20].map(String);
      log(`${house} on ${day}, lots ${lots.join(', ')}`);

      // A new CSV feed source with its column mapping.
      const staff = await staffSignIn(page, url, api, 'admin', '/admin/auction-feeds');
      await checkDirection(page, lang);
      await page.getByRole('heading', { level: 1, name: t('feeds.title') }).waitFor();
      await page.getByRole('link', { name: t('feeds.new') }).click();
      const form = page.getByRole('form', { name: t('feeds.details') });
      await form.getByLabel(label(t('feeds.fields.name'))).fill(`Feed ${code}`);
      await form.getByLabel(label(t('feeds.fields.format'))).selectOption('csv');
      for (const [field, column] of Object.entries(MAPPING)) await form.getByLabel(label(t(`fields.${field}`))).fill(column);
      await expectNoMissingKeys(page);
      await axe();
      await shot('feed-new');
      await form.getByRole('button', { name: t('feeds.create') }).click();
      await page.getByRole('heading', { level: 1, name: `Feed ${code}` }).waitFor();

      // Upload the feed: the 202 answer, then its import.
      const upload = page.getByRole('form', { name: t('feeds.upload') });
      await upload.getByLabel(label(t('feeds.file'))).setInputFiles({
        name: 'feed.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(feedCsv(house, day, lots)),
      });
      await upload.getByRole('button', { name: t('feeds.upload') }).click();
      await page.getByRole('status').getByText(t('feeds.started')).waitFor();
      await axe();
      await shot('feed-uploaded');
      await page.getByRole('link', { name: t('feeds.openImport') }).click();

      // The import: done (the page asks again while it runs), 4 read, 3 new, 1 rejected with its reason.
      await page.locator('.admin-page__subtitle').getByText(t('imports.status.done'), { exact: true }).waitFor({ timeout: 30_000 });
      const count = async (key) => digits(await page.locator(`.auction-counts__item--${key} dd`).innerText());
      expect((await count('rowsRead')) === '4', 'four rows read');
      expect((await count('rowsInserted')) === '3', 'three new lots');
      expect((await count('rowsRejected')) === '1', 'one row rejected');
      const rejected = page.getByRole('table', { name: t('imports.rejected') });
      await rejected.getByRole('rowheader', { name: '4' }).waitFor();
      const reason = text(lang, 'errors', 'AUCTION_ROW_DATE', { label: t('fields.auctionDate') });
      await rejected.getByText(reason).waitFor();
      await page.getByRole('button', { name: t('imports.downloadRejected') }).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('import', { widths: TABLET_TOO });
      await page.locator('.admin-page__back').getByRole('link').click();
      await page.getByRole('heading', { level: 1, name: t('imports.title') }).waitFor();
      await page
        .getByRole('table', { name: t('imports.title') })
        .getByText(`Feed ${code}`)
        .first()
        .waitFor();
      await axe();
      await shot('imports', { widths: TABLET_TOO });

      // A customer's deposit, recorded from the accounts screen.
      const customer = await api.register({ firstName: 'Bilal', lastName: `Qureshi${code}`, country: 'PK' });
      await page.goto(url('/admin/auction-accounts'));
      await page.getByRole('heading', { level: 1, name: t('accounts.title') }).waitFor();
      await page.getByRole('link', { name: t('deposit.title') }).click();
      await page.getByRole('searchbox', { name: label(t('deposit.findCustomer')) }).fill(customer.email);
      const who = page.getByRole('combobox', { name: label(t('deposit.customer')) });
      await who.locator('option', { hasText: customer.email }).waitFor({ state: 'attached' });
      await who.selectOption({ label: `Bilal Qureshi${code} · ${customer.email}` });
      const deposit = page.getByRole('form', { name: t('deposit.title') });
      await deposit.getByLabel(label(t('deposit.amount'))).fill('200,000');
      await deposit.getByLabel(label(t('deposit.bankReference'))).fill(`FT${code}${lang.toUpperCase()}`);
      await expectNoMissingKeys(page);
      await axe();
      await shot('deposit');
      await deposit.getByRole('button', { name: t('deposit.save') }).click();
      await page.getByRole('heading', { level: 1, name: `Bilal Qureshi${code}` }).waitFor();
      const sum = async (key) => digits(await page.locator(`.auction-counts__item--${key} dd`).innerText());
      expect((await sum('deposit')) === '200000', 'the deposit is on the account');
      expect((await sum('power')) === '2000000', 'ten times the deposit to bid with');

      // The customer bids on the first imported lot (through the API).
      const found = await api.get(`/api/auctions/lots?q=${lots[0]}&auctionHouse=${encodeURIComponent(house)}`, { token: customer.token });
      const lot = found.items.find((l) => l.auctionHouse === house && l.lotNumber === lots[0]);
      expect(lot, 'the imported lot is in the auction search');
      await api.post(`/api/auctions/lots/${lot.id}/bids`, { maxBidJpy: '1250000', note: 'Grade 4.5 or better' }, { token: customer.token });
      // …and on the third, which staff record won at once (it leaves the sheet): it becomes an order below.
      const third = (await api.get(`/api/auctions/lots?q=${lots[2]}&auctionHouse=${encodeURIComponent(house)}`, { token: customer.token }))
        .items[0];
      const secondBid = await api.post(`/api/auctions/lots/${third.id}/bids`, { maxBidJpy: '700000' }, { token: customer.token });
      await lotCameUp(databaseUrl, third.id);
      await api.post(
        `/api/admin/auctions/lots/${third.id}/result`,
        { result: 'won', bidId: secondBid.id, hammerPriceJpy: '660000', feesJpy: '33000' },
        { token: staff.token },
      );
      await api.post('/api/user/consignees', { ...CONSIGNEE, country: 'PK', city: 'Karachi' }, { token: customer.token });

      // The day's bid sheet for that house: the bid, printable without the navigation.
      await page.goto(url(`/admin/auction-bid-sheet?date=${day}&auctionHouse=${encodeURIComponent(house)}`));
      const sheet = page.getByRole('table', { name: t('sheet.caption') });
      const row = sheet.getByRole('row').filter({ has: page.getByRole('rowheader', { name: lots[0] }) });
      await row.getByText('Grade 4.5 or better').waitFor();
      expect(digits(await row.locator('.auction-sheet__bid').innerText()) === '1250000', 'the max bid in yen');
      await row.getByText(`Bilal Qureshi${code}`).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('bid-sheet', { widths: TABLET_TOO });
      await page.emulateMedia({ media: 'print' });
      expect(!(await page.locator('.admin-sidebar').isVisible()), 'printing hides the navigation');
      expect(!(await page.locator('.auction-sheet__pick').isVisible()), 'printing hides the pickers');
      expect(await page.locator('.auction-sheet__print-title').isVisible(), 'printing shows the sheet title');
      await shot('bid-sheet-print', { widths: [1280] });
      await page.emulateMedia({ media: 'screen' });

      // The lot's result screen: before the lot comes up it offers no result, and says when it may be recorded.
      await row.getByRole('link', { name: t('sheet.recordFor', { lot: lots[0] }) }).click();
      await page.getByRole('heading', { level: 1, name: t('result.title', { lot: lots[0] }) }).waitFor();
      await page.locator('.admin-page__subtitle').getByText(t('phase.bidding')).waitFor();
      const notYet = t('result.notYet', { time: '§' }).split('§')[0];
      await page.locator('.auction-notice').filter({ hasText: notYet }).waitFor();
      expect((await page.getByRole('form', { name: t('result.record') }).count()) === 0, 'no result form before the lot comes up');
      await expectNoMissingKeys(page);
      await axe();
      await shot('lot-not-up', { widths: TABLET_TOO });

      // The lot comes up: won, offered only for the eligible bid, its hammer price checked against the bounds shown.
      await lotCameUp(databaseUrl, lot.id);
      await page.reload();
      const record = page.getByRole('form', { name: t('result.record') });
      await record.waitFor();
      const wonFor = t('result.options.wonFor', { customer: `Bilal Qureshi${code}`, max: '§' }).split('§')[0];
      await record.getByLabel(wonFor, { exact: false }).check();
      const hammer = record.getByLabel(label(t('result.hammer')));
      await hammer.fill('1300000');
      await record.getByRole('button', { name: t('result.save') }).click();
      await record.locator('.field__error').first().waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('result-form', { widths: TABLET_TOO });
      await hammer.fill('1,100,000');
      await record.getByLabel(label(t('result.fees'))).fill('33000');
      await record.getByRole('button', { name: t('result.save') }).click();
      await page.getByRole('status').getByText(t('result.recorded.saved')).waitFor();
      const bids = page.getByRole('table', { name: t('result.bids') });
      await bids.locator('.badge').getByText(t('bidStatus.won')).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('result-recorded', { widths: TABLET_TOO });

      // Undo it, with a reason: the bid is open again (it holds its maximum again); then record it again.
      const undo = page.getByRole('form', { name: t('result.undo.title') });
      await undo.getByRole('button', { name: t('result.undo.submit') }).click();
      await undo.getByText(t('result.undo.reasonRequired')).waitFor();
      await undo.getByLabel(label(t('result.undo.reason'))).fill('Recorded before the auction house confirmed the hammer price');
      await undo.getByRole('button', { name: t('result.undo.submit') }).click();
      const confirmUndo = page.getByRole('dialog', { name: t('result.undo.confirmTitle', { lot: lots[0] }) });
      await confirmUndo.getByRole('button', { name: t('result.undo.submit') }).click();
      await page.getByRole('status').getByText(t('result.undo.done')).waitFor();
      await bids.locator('.badge').getByText(t('bidStatus.open')).waitFor();
      await page.locator('.admin-page__subtitle').getByText(t('phase.awaiting_result')).waitFor();
      const { heldJpy } = await api.get('/api/auctions/account', { token: customer.token });
      expect(heldJpy === '1250000', `the bid holds its maximum again (${heldJpy})`);
      await expectNoMissingKeys(page);
      await axe();
      await shot('result-undone', { widths: TABLET_TOO });
      await record.getByLabel(wonFor, { exact: false }).check();
      await hammer.fill('1100000');
      await record.getByLabel(label(t('result.fees'))).fill('33000');
      await record.getByRole('button', { name: t('result.save') }).click();
      await page.getByRole('status').getByText(t('result.recorded.saved')).waitFor();

      // The bid sheet: the lot's bid has left it; the day's lots show its result.
      await page.goto(url(`/admin/auction-bid-sheet?date=${day}&auctionHouse=${encodeURIComponent(house)}`));
      await page.getByText(t('sheet.empty')).waitFor();
      const dayLots = page.getByRole('table', { name: t('lots.title') });
      await dayLots.getByRole('row').filter({ hasText: lots[0] }).locator('.badge').getByText(t('result.outcomes.won')).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('day-lots', { widths: TABLET_TOO });
      await dayLots.getByRole('link', { name: t('lots.openFor', { lot: lots[0] }) }).click();
      await page
        .getByRole('table', { name: t('result.bids') })
        .getByRole('link', { name: `Bilal Qureshi${code}` })
        .click();

      // The account: what the won car owes; marking it paid returns it.
      await page.getByRole('heading', { level: 1, name: `Bilal Qureshi${code}` }).waitFor();
      expect((await sum('owed')) === '1826000', 'hammer price + fees of both won cars owed');
      expect((await sum('held')) === '0', 'nothing held any more');
      await expectNoMissingKeys(page);
      await axe();
      await shot('account-owed', { widths: TABLET_TOO });
      await page.getByRole('button', { name: t('accounts.settleLot', { lot: lots[0] }) }).click();
      const confirm = page.getByRole('dialog', { name: t('accounts.settleTitle', { lot: lots[0] }) });
      await confirm.getByRole('button', { name: t('accounts.settle') }).click();
      await page.getByRole('button', { name: t('accounts.settleLot', { lot: lots[0] }) }).waitFor({ state: 'detached' });
      expect((await sum('owed')) === '693000', 'the paid car no longer owed; the other still is');
      await page
        .getByRole('table', { name: t('ledger.title') })
        .getByText(t('ledger.kinds.settled'))
        .waitFor();
      await axe();
      await shot('account-settled');

      // The other won car: into stock from the lot's facts, and the winner's order.
      await page.getByRole('link', { name: t('wonOrder.makeLot', { lot: lots[2] }) }).click();
      await page.getByRole('heading', { level: 1, name: t('wonOrder.titleOf', { car: '2019 Nissan Note' }) }).waitFor();
      const cars = (key, params) => text(lang, 'admin-cars', key, params);
      expect((await page.getByLabel(label(cars('fields.model'))).inputValue()) === 'Note', 'the model comes from the lot');
      expect((await page.getByLabel(label(cars('fields.fobPriceUsd'))).inputValue()) !== '', 'a price is suggested from the yen rate');
      await page.getByLabel(label(t('wonOrder.destinationPort'))).fill('Karachi');
      await page.getByLabel(label(cars('fields.engineCc'))).fill('1200');
      await page.getByLabel(label(cars('fields.bodyType'))).selectOption('hatchback');
      await page.getByLabel(label(cars('fields.chassisNumber'))).fill(`E12-${code}${lang.toUpperCase()}`);
      await page.getByLabel(label(cars('fields.color'))).fill('Silver');
      await page.getByLabel(label(cars('fields.lengthM'))).fill('4.10');
      await page.getByLabel(label(cars('fields.widthM'))).fill('1.70');
      await page.getByLabel(label(cars('fields.heightM'))).fill('1.52');
      await expectNoMissingKeys(page);
      await axe();
      await shot('won-car-order', { widths: TABLET_TOO });
      await page.getByRole('button', { name: t('wonOrder.create') }).click();
      // The winner's destination (Pakistan) refuses a 2019 car: the order is refused with the reasons under the
      // destination, and staff may place it anyway with a written reason (kept in the order's audit entry).
      const overrideReason = page.getByLabel(label(t('wonOrder.overrideReason')));
      await overrideReason.waitFor();
      expect(
        (await page.getByLabel(label(t('wonOrder.destinationCountry'))).getAttribute('aria-invalid')) === 'true',
        'the destination is marked as refusing the car',
      );
      await expectNoMissingKeys(page);
      await axe();
      await shot('won-car-order-refused');
      await overrideReason.fill('The buyer re-exports the car from Karachi under a transit permit.');
      await page.getByRole('button', { name: t('wonOrder.create') }).click();
      await page.waitForURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
      const orderId = page.url().split('/').pop();
      await page
        .getByRole('heading', { level: 1, name: text(lang, 'admin-orders', 'order.title', { number: orderId.slice(0, 8).toUpperCase() }) })
        .waitFor();
      await page.getByRole('link', { name: text(lang, 'admin-orders', 'order.wonAtAuction') }).waitFor();
      await axe();
      await shot('won-car-order-made');

      // Its photos, as staff add them once the car is in the yard (it is listed, reserved, among the newest cars: the
      // catalogue journeys open the newest car and expect a gallery).
      const { car: stockedCar } = await api.get(`/api/admin/orders/${orderId}`, { token: staff.token });
      await page.goto(url(`/admin/cars/${stockedCar.stockId}`));
      const photos = [1, 2, 3].map((n) => ({ name: `photo-${n}.png`, mimeType: 'image/png', buffer: tinyPng() }));
      await page.locator('input[type="file"][name="images"]').setInputFiles(photos);
      await page
        .getByRole('heading', { level: 2, name: text(lang, 'admin-cars', 'gallery.title', { count: 3 }) })
        .waitFor({ timeout: 30_000 });

      // The customer's order: the security deposit to pay, and nothing to cancel.
      await signInAs(page, url, customer);
      await page.goto(url(`/orders/${orderId}`));
      const before = text(lang, 'orders', 'hold.securityDeposit', { deadline: '§' }).split('§')[0];
      await page.locator('.hold__rule').filter({ hasText: before }).waitFor();
      const { car: wonCar, auctionBidId } = await api.get(`/api/orders/${orderId}`, { token: customer.token });
      expect(auctionBidId === secondBid.id, 'the order is the won bid’s');
      await page.goto(url(RESERVED_LIST));
      await page.getByRole('link', { name: text(lang, 'orders', 'list.openLabel', { stockId: wonCar.stockId }) }).waitFor();
      expect(
        (await page.getByRole('button', { name: text(lang, 'orders', 'cancel.label', { stockId: wonCar.stockId }) }).count()) === 0,
        'a won car cannot be cancelled by the customer',
      );
      await expectNoMissingKeys(page);
      await axe();
      await shot('customer-won-order', { widths: TABLET_TOO });
      await staffSignIn(page, url, api, 'admin', '/admin');

      // The lists: the account among the auction accounts, the source among the feed sources.
      await page.goto(url('/admin/auction-accounts'));
      await page.getByRole('link', { name: `Bilal Qureshi${code}` }).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('accounts', { widths: TABLET_TOO });
      await page.goto(url('/admin/auction-feeds'));
      await page.getByRole('link', { name: `Feed ${code}` }).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('feeds', { widths: TABLET_TOO });
    },
  },
];
