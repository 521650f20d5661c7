import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { json, pathOf } from '../../../../test/fakes';
import { renderWithProviders } from '../../../../test/render';
import type { AdminLot, AdminLotBid } from '../api/auctions-admin-api';
import { LotResultScreen, resultBody } from './lot-result-screen';

const customer = (name: string) => ({ id: `c-${name}`, name, email: `${name.toLowerCase()}@example.com` });
const bidRow = (id: string, name: string, maxBidJpy: string, status: AdminLotBid['status'] = 'open'): AdminLotBid => ({
  id,
  status,
  maxBidJpy,
  note: null,
  customer: customer(name),
  eligible: status === 'open',
  hammerPriceJpy: null,
  feesJpy: null,
  settledAt: null,
  orderId: null,
  createdAt: '2026-12-01T00:00:00.000Z',
});

function lot(over: Partial<AdminLot> = {}): AdminLot {
  return {
    lot: {
      id: 'lot-1',
      auctionHouse: 'USS Tokyo',
      auctionDate: '2026-12-05',
      lotNumber: '40123',
      startsAt: '2026-12-05T00:30:00.000Z',
      make: 'Toyota',
      model: 'Aqua',
      year: 2021,
      chassisCode: 'NHP10',
      grade: '4.5',
      mileageKm: 30000,
      startPriceJpy: '820000',
      result: 'pending',
      phase: 'awaiting_result',
    },
    cutoffAt: '2026-12-04T23:30:00.000Z',
    nextPhases: ['sold', 'unsold'],
    results: ['won', 'lost', 'not_sold'],
    winner: { bidId: 'b-bob', customer: customer('Bob'), maxBidJpy: '1000000', hammerMinJpy: '820000', hammerMaxJpy: '1000000' },
    lostHammerMinJpy: '1000000',
    bids: [bidRow('b-bob', 'Bob', '1000000'), bidRow('b-alice', 'Alice', '900000')],
    result: null,
    undo: { allowed: false, code: 'LOT_NO_RESULT', message: 'This lot has no recorded result to undo.' },
    ...over,
  };
}

function serve(answer: () => AdminLot, posted: { path: string; body: unknown }[]) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    if (request.method === 'POST') {
      posted.push({ path: pathOf(request), body: JSON.parse(await request.clone().text()) });
      return json(200, answer());
    }
    return json(200, answer());
  });
}

const renderScreen = () =>
  renderWithProviders(
    <Routes>
      <Route path="/lots/:lotId" element={<LotResultScreen />} />
    </Routes>,
    { path: '/lots/lot-1' },
  );

describe('a lot’s result (staff)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks a result against the bounds the server gave', () => {
    const l = lot();
    expect(resultBody({ result: 'won', hammer: '900,000', fees: '' }, l)).toEqual({
      body: { result: 'won', bidId: 'b-bob', hammerPriceJpy: '900000', feesJpy: '0' },
    });
    expect(resultBody({ result: 'won', hammer: '819999', fees: '' }, l)).toEqual({
      errors: { hammerPriceJpy: { key: 'result.errors.outOfRange', params: { min: '820000', max: '1000000' } } },
    });
    expect(resultBody({ result: 'won', hammer: '1000001', fees: '' }, l)).toMatchObject({
      errors: { hammerPriceJpy: { key: 'result.errors.outOfRange' } },
    });
    expect(resultBody({ result: 'lost', hammer: '999999', fees: '' }, l)).toMatchObject({
      errors: { hammerPriceJpy: { key: 'result.errors.lostTooLow' } },
    });
    expect(resultBody({ result: 'lost', hammer: '', fees: '' }, l)).toEqual({ body: { result: 'lost' } });
    expect(resultBody({ result: 'not_sold', hammer: '5', fees: '' }, l)).toEqual({ body: { result: 'not_sold' } });
    expect(resultBody({ result: '', hammer: '', fees: '' }, l)).toMatchObject({ errors: { result: { key: 'result.errors.result' } } });
  });

  it('offers won only for the eligible winner, shows the hammer price’s bounds and sends the winner’s id', async () => {
    const posted: { path: string; body: unknown }[] = [];
    serve(() => lot(), posted);
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Result of lot 40123' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Record the result' });
    const options = within(form)
      .getAllByRole('radio')
      .map((r) => r.closest('label')!.textContent);
    expect(options).toEqual(['Won for Bob (maximum bid ¥1,000,000)', 'Lost: sold to another buyer', 'Not sold']);
    fireEvent.click(within(form).getByLabelText(/Won for Bob/));
    expect(within(form).getByText('From ¥820,000 (the start price) to ¥1,000,000 (their maximum bid).')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/Hammer price/), { target: { value: '819999' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record result' }));
    expect(await within(form).findByText('The hammer price must be from ¥820,000 to ¥1,000,000.')).toBeInTheDocument();
    expect(posted).toEqual([]);
    fireEvent.change(within(form).getByLabelText(/Hammer price/), { target: { value: '950000' } });
    fireEvent.change(within(form).getByLabelText(/Fees/), { target: { value: '30000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record result' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      path: '/api/admin/auctions/lots/lot-1/result',
      body: { result: 'won', bidId: 'b-bob', hammerPriceJpy: '950000', feesJpy: '30000' },
    });
  });

  it('says when a result may be recorded, before the lot comes up', async () => {
    serve(() => lot({ lot: { ...lot().lot, phase: 'bidding' }, nextPhases: [], results: [], winner: null }), []);
    renderScreen();
    expect(
      await screen.findByText(/A result can be recorded once the lot has come up at the auction: .*\(Japan time\)\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Record the result' })).not.toBeInTheDocument();
  });

  it('undoes a recorded result only with a reason, after a confirmation', async () => {
    const posted: { path: string; body: unknown }[] = [];
    const recorded = lot({
      lot: { ...lot().lot, phase: 'sold', result: 'sold' },
      nextPhases: ['awaiting_result'],
      results: [],
      winner: null,
      bids: [
        { ...bidRow('b-bob', 'Bob', '1000000', 'won'), hammerPriceJpy: '950000', feesJpy: '30000' },
        bidRow('b-alice', 'Alice', '900000', 'lost'),
      ],
      result: {
        result: 'won',
        hammerPriceJpy: '950000',
        feesJpy: '30000',
        winningBidId: 'b-bob',
        recordedAt: '2026-12-05T03:00:00.000Z',
        recordedBy: 's',
      },
      undo: { allowed: true, code: null, message: null },
    });
    serve(() => recorded, posted);
    renderScreen();
    const undo = await screen.findByRole('form', { name: 'Undo the result' });
    expect(screen.getByText('Bob · bob@example.com')).toBeInTheDocument();
    fireEvent.click(within(undo).getByRole('button', { name: 'Undo result' }));
    expect(await within(undo).findByText('Give the reason for undoing the result.')).toBeInTheDocument();
    fireEvent.change(within(undo).getByLabelText(/Reason/), { target: { value: 'Wrong lot' } });
    fireEvent.click(within(undo).getByRole('button', { name: 'Undo result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo the result of lot 40123?' });
    expect(dialog).toHaveTextContent('2 bid requests open again');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo result' }));
    await waitFor(() => expect(posted).toEqual([{ path: '/api/admin/auctions/lots/lot-1/result/undo', body: { reason: 'Wrong lot' } }]));
  });

  it('says why a paid result can no longer be undone, in the page’s language', async () => {
    serve(
      () =>
        lot({
          lot: { ...lot().lot, phase: 'sold', result: 'sold' },
          results: [],
          result: { result: 'won', hammerPriceJpy: '950000', feesJpy: '0', winningBidId: 'b-bob', recordedAt: null, recordedBy: null },
          undo: { allowed: false, code: 'LOT_RESULT_PAID', message: 'x' },
        }),
      [],
    );
    renderWithProviders(
      <Routes>
        <Route path="/ur/lots/:lotId" element={<LotResultScreen />} />
      </Routes>,
      { path: '/ur/lots/lot-1' },
    );
    expect(await screen.findByText(/یہ نتیجہ واپس نہیں لیا جا سکتا۔ اس نتیجے کے بدلے رقم ادا ہو چکی ہے/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'نتیجہ واپس لیں' })).not.toBeInTheDocument();
  });
});
