import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, pathOf } from '../../../../test/fakes';
import { renderWithProviders } from '../../../../test/render';
import { sheetRow } from './fixtures.test-data';
import { ResultDialog, resultBody } from './result-dialog';

const ROW = sheetRow({ bidId: '5d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47', lotNumber: '40123', maxBidJpy: '1250000' });

describe('recording a result', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks the draft: a result, and for won a hammer price in whole yen up to the max bid, fees blank = 0', () => {
    expect(resultBody({ result: '', hammer: '', fees: '' }, '1250000')).toEqual({ errors: { result: 'result.errors.result' } });
    expect(resultBody({ result: 'lost', hammer: '99', fees: 'x' }, '1250000')).toEqual({ body: { result: 'lost' } });
    expect(resultBody({ result: 'not_sold', hammer: '', fees: '' }, '1250000')).toEqual({ body: { result: 'not_sold' } });
    expect(resultBody({ result: 'won', hammer: '', fees: '' }, '1250000')).toEqual({
      errors: { hammerPriceJpy: 'result.errors.hammerRequired' },
    });
    expect(resultBody({ result: 'won', hammer: '1100000.50', fees: '-1' }, '1250000')).toEqual({
      errors: { hammerPriceJpy: 'result.errors.wholeYen', feesJpy: 'result.errors.wholeYen' },
    });
    expect(resultBody({ result: 'won', hammer: '1,250,001', fees: '' }, '1250000')).toEqual({
      errors: { hammerPriceJpy: 'result.errors.aboveMax' },
    });
    expect(resultBody({ result: 'won', hammer: '¥1,100,000', fees: '' }, '1250000')).toEqual({
      body: { result: 'won', hammerPriceJpy: '1100000', feesJpy: '0' },
    });
    expect(resultBody({ result: 'won', hammer: '1250000', fees: '33,000' }, '1250000')).toEqual({
      body: { result: 'won', hammerPriceJpy: '1250000', feesJpy: '33000' },
    });
  });

  it('shows its own errors and then the API’s field errors beside the fields, and closes once recorded', async () => {
    const sent: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      expect(pathOf(input as RequestInfo)).toBe(`/api/admin/auctions/bids/${ROW.bidId}/result`);
      const body = (await request.json()) as { feesJpy?: string };
      sent.push(body);
      if (body.feesJpy === '1')
        return json(400, {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Please fill in all required fields',
          details: [{ field: 'feesJpy', code: 'FIELD_REQUIRED', message: 'Fees is required', params: { label: 'Fees' } }],
        });
      return json(200, {});
    });
    const onClose = vi.fn();
    const onRecorded = vi.fn();
    renderWithProviders(<ResultDialog row={ROW} onClose={onClose} onRecorded={onRecorded} />);
    const dialog = screen.getByRole('dialog', { name: 'Result of lot 40123' });
    const save = within(dialog).getByRole('button', { name: 'Record result' });

    fireEvent.click(save);
    expect(within(dialog).getByText('Choose won, lost or not sold.')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByLabelText('Won'));
    fireEvent.change(within(dialog).getByLabelText(/Hammer price/), { target: { value: '1300000' } });
    fireEvent.click(save);
    expect(within(dialog).getByText('The hammer price cannot be above the maximum bid (¥1,250,000).')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Hammer price/), { target: { value: '1100000' } });
    fireEvent.change(within(dialog).getByLabelText(/Fees/), { target: { value: '1' } });
    fireEvent.click(save);
    expect(await within(dialog).findByText('Fees (JPY) is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Fees/)).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(within(dialog).getByLabelText(/Fees/), { target: { value: '33,000' } });
    fireEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onRecorded).toHaveBeenCalledWith('won');
    expect(sent).toEqual([
      { result: 'won', hammerPriceJpy: '1100000', feesJpy: '1' },
      { result: 'won', hammerPriceJpy: '1100000', feesJpy: '33000' },
    ]);
  });

  it('speaks Urdu', () => {
    renderWithProviders(<ResultDialog row={ROW} onClose={() => {}} />, { language: 'ur' });
    expect(screen.getByRole('dialog', { name: 'لاٹ 40123 کا نتیجہ' })).toBeInTheDocument();
    expect(screen.getByLabelText('فروخت نہیں ہوا')).toBeInTheDocument();
  });
});
