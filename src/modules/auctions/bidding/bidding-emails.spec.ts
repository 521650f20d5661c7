import { describe, expect, it } from '@jest/globals';
import { renderEmail } from '../../notifications/email/render-email.js';
import { bidResultEmail, bidResultUndoneEmail, depositRecordedEmail } from './bidding-emails.js';
import { wonCarOrderEmail } from './won-car-emails.js';

/** 2019 Toyota Aqua, lot 55501 at USS Tokyo, at 10:30 in Japan on 2026-03-14. */
const lot = bidResultEmail.sample.lot;
const power = { depositJpy: 200_000n, biddingPowerJpy: 867_000n };

describe('auction account emails', () => {
  it('acknowledges a deposit with the account’s new bidding power', async () => {
    const vars = { firstName: 'Amina', amountJpy: 150_000n, bankReference: 'TT-1', power };
    const mail = await renderEmail(depositRecordedEmail, 'en', vars, 'amina@example.com');
    expect(mail.subject).toBe('Auction deposit of 150,000 JPY received');
    expect(mail.text).toMatch(/^Hello Amina,/);
    expect(mail.text).toContain('We have received your auction deposit of 150,000 JPY (bank reference TT-1).');
    expect(mail.text).toContain('Your auction deposit is now 200,000 JPY and your bidding power 867,000 JPY.');
    expect(mail.text).toContain('You can now send bid requests on auction lots up to your bidding power.');
    const ur = await renderEmail(depositRecordedEmail, 'ur', vars, 'amina@example.com');
    expect(ur.subject).toBe('150,000 JPY کی نیلامی ڈپازٹ موصول ہو گئی');
    expect(ur.text).toContain('(بینک حوالہ TT-1)');
  });

  it('tells each result of a bid request, with the lot’s time in Japan', async () => {
    const base = { firstName: 'Amina', lot, maxBidJpy: 1_200_000n, power };
    const won = await renderEmail(
      bidResultEmail,
      'en',
      { ...base, result: 'won', hammerPriceJpy: 1_100_000n, feesJpy: 33_000n },
      'a@example.com',
    );
    expect(won.subject).toBe('You won 2019 Toyota Aqua, lot 55501 at USS Tokyo');
    expect(won.text).toContain(
      'We won the 2019 Toyota Aqua, lot 55501 at USS Tokyo for you at the auction of 2026-03-14 10:30 (Japan time): ' +
        'hammer price 1,100,000 JPY, auction fees 33,000 JPY, 1,133,000 JPY in all.',
    );
    expect(won.text).toContain('Our staff will make the order for the car next; you will be e-mailed its security deposit.');
    expect(won.text).toContain('your bidding power 867,000 JPY');

    const lost = await renderEmail(bidResultEmail, 'en', { ...base, result: 'lost' }, 'a@example.com');
    expect(lost.subject).toBe('Not won: 2019 Toyota Aqua, lot 55501 at USS Tokyo');
    expect(lost.text).toContain('went to a higher bid than your maximum of 1,200,000 JPY, so we did not win it for you.');
    expect(lost.text).toContain('Its hold on your bidding power has been released.');

    const unsold = await renderEmail(bidResultEmail, 'en', { ...base, result: 'not_sold' }, 'a@example.com');
    expect(unsold.subject).toBe('Not sold: 2019 Toyota Aqua, lot 55501 at USS Tokyo');
    expect(unsold.text).toContain('was not sold. Your bid request of 1,200,000 JPY has ended.');

    const es = await renderEmail(bidResultEmail, 'es', { ...base, result: 'lost' }, 'a@example.com');
    expect(es.subject).toBe('No ganado: 2019 Toyota Aqua, lote 55501 en USS Tokyo');
    expect(es.text).toContain('2026-03-14 10:30 (hora de Japón)');
  });

  it('withdraws a result told in error, saying what is owed', async () => {
    const vars = { firstName: 'Amina', wasResult: 'won' as const, lot, maxBidJpy: 1_200_000n, orderCancelled: true, power };
    const mail = await renderEmail(bidResultUndoneEmail, 'en', vars, 'a@example.com');
    expect(mail.subject).toBe('Result withdrawn: 2019 Toyota Aqua, lot 55501 at USS Tokyo');
    expect(mail.text).toContain('We e-mailed you that you won it, about the 2019 Toyota Aqua, lot 55501 at USS Tokyo');
    expect(mail.text).toContain('Your bid request of 1,200,000 JPY is open again and holds that much of your bidding power');
    expect(mail.text).toContain('You owe nothing for the car: the order we made for it is cancelled.');
    expect(mail.text).toContain('We are sorry for the confusion.');
    const noOrder = await renderEmail(bidResultUndoneEmail, 'en', { ...vars, orderCancelled: false }, 'a@example.com');
    expect(noOrder.text).toContain('You owe nothing for the car until its result is recorded again.');
    const lost = await renderEmail(bidResultUndoneEmail, 'en', { ...vars, wasResult: 'lost' }, 'a@example.com');
    expect(lost.text).toContain('that you did not win it');
    expect(lost.text).not.toContain('You owe nothing');
    const pt = await renderEmail(bidResultUndoneEmail, 'pt', vars, 'a@example.com');
    expect(pt.subject).toBe('Resultado retirado: 2019 Toyota Aqua, lote 55501 na USS Tokyo');
    expect(pt.text).toContain('Você não deve nada pelo carro: o pedido que fizemos para ele foi cancelado.');
  });

  it('sends the won car’s order with its security deposit and due time, escaping the title in the HTML', async () => {
    // The sample's order (stock AE12345, CFR Karachi, PK, 5504.90 of 11009.80 USD due 2026-03-17 08:59 UTC), its title with markup.
    const { order: sample } = wonCarOrderEmail.sample;
    const order = { ...sample, car: { ...sample.car, title: '2019 Toyota <Prius>' } };
    const mail = await renderEmail(wonCarOrderEmail, 'en', { firstName: 'Amina', order }, 'a@example.com');
    expect(mail.subject).toBe('Your won car 2019 Toyota <Prius>: security deposit of 5504.90 USD');
    expect(mail.text).toContain('stock AE12345, CFR Karachi, PK, 11009.80 USD in all.');
    expect(mail.text).toContain('Please pay the security deposit of 5504.90 USD by 2026-03-17 17:59 (Japan time) by bank transfer;');
    expect(mail.text).toContain('under Reserved Vehicles in your account. We ship the car once it is in.');
    expect(mail.html).toContain('2019 Toyota &lt;Prius&gt;');
    expect(mail.html).not.toContain('<Prius>');
    const noDue = await renderEmail(wonCarOrderEmail, 'en', { firstName: null, order: { ...order, expiresAt: null } }, 'a@example.com');
    expect(noDue.text).toContain('Please pay the security deposit of 5504.90 USD by bank transfer;');
    const ur = await renderEmail(wonCarOrderEmail, 'ur', { firstName: 'Bilal', order }, 'b@example.com');
    expect(ur.subject).toBe('آپ کی جیتی ہوئی گاڑی 2019 Toyota <Prius>: 5504.90 USD کا سیکیورٹی ڈپازٹ');
    expect(ur.text).toContain('2026-03-17 17:59 (جاپان کا وقت) تک');
  });
});
