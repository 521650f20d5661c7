import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { PriceEstimator } from './price-estimator';

const DESTINATIONS = {
  validHours: 72,
  countries: [
    {
      countryCode: 'KE',
      inspectionAgency: null,
      inspectionFeeUsd: null,
      inspectionRequired: false,
      ports: [{ port: 'Mombasa', methods: ['container'], transitDays: 25 }],
    },
  ],
};
const RATES = {
  base: 'USD',
  stale: false,
  rates: [
    { currency: 'EUR', rate: '0.92', setAt: '2026-11-29T00:00:00.000Z' },
    { currency: 'JPY', rate: '155.2', setAt: '2026-11-29T00:00:00.000Z' },
  ],
};

/** The calculator's API, recording the quotes asked for; `rates: false` answers the rates with an error. */
function serve({ rates = true } = {}) {
  const quotes: Record<string, unknown>[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const route = `${request.method} ${pathOf(request)}`;
    if (route === 'GET /api/price-calculator/destinations') return json(200, DESTINATIONS);
    if (route === 'GET /api/currencies/rates') return rates ? json(200, RATES) : json(503, { statusCode: 503, code: 'X' });
    if (route === 'POST /api/price-calculator/calculate-price') {
      quotes.push((await request.json()) as Record<string, unknown>);
      return json(400, { statusCode: 400, error: 'Bad Request', code: 'QUOTE_PRICE_REQUIRED', message: 'x', details: [] });
    }
    return json(404, {});
  });
  return quotes;
}

afterEach(() => vi.restoreAllMocks());

describe('the calculator’s FOB amount follows the quote’s currency (issue 27)', () => {
  it('names the chosen currency, shows the dollars it is quoted as, and sends those dollars', async () => {
    const quotes = serve();
    renderWithProviders(<PriceEstimator carRef={null} signedIn={false} />);
    expect(await screen.findByLabelText(/^FOB price \(USD\)/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Currency/), { target: { value: 'JPY' } });
    const amount = await screen.findByLabelText(/^FOB price \(JPY\)/);
    expect(screen.queryByLabelText(/^FOB price \(USD\)/)).toBeNull();
    expect(amount).toHaveAccessibleDescription(/e\.g\. 750000/);
    fireEvent.change(amount, { target: { value: '1000000' } });
    expect(amount).toHaveAccessibleDescription(/Quoted as .\$6,443\.30. \(.1 USD = 155\.2 JPY.\)/);

    fireEvent.change(screen.getByLabelText(/^Destination country/), { target: { value: 'KE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get quote' }));
    await waitFor(() => expect(quotes).toHaveLength(1));
    expect(quotes[0]).toMatchObject({ currency: 'JPY', fobAmount: '6443.30', destinationPort: 'Mombasa' });

    fireEvent.change(screen.getByLabelText(/^Currency/), { target: { value: 'EUR' } });
    expect(await screen.findByLabelText(/^FOB price \(EUR\)/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Currency/), { target: { value: 'USD' } });
    expect(await screen.findByLabelText(/^FOB price \(USD\)/)).toHaveAccessibleDescription(/e\.g\. 5000$/);
  });

  it('follows it in every language', async () => {
    for (const [language, label] of [
      ['ur', /^FOB قیمت \(JPY\)/],
      ['pt', /^Preço FOB \(JPY\)/],
      ['es', /^Precio FOB \(JPY\)/],
    ] as const) {
      serve();
      const view = renderWithProviders(<PriceEstimator carRef={null} signedIn={false} />, { language });
      fireEvent.change(await screen.findByRole('combobox', { name: /^(Currency|کرنسی|Moeda|Moneda)/ }), { target: { value: 'JPY' } });
      expect(await screen.findByLabelText(label)).toBeInTheDocument();
      view.unmount();
      vi.restoreAllMocks();
    }
  });

  it('stays in USD, and says so, while there is no rate to bring another currency back to dollars', async () => {
    const quotes = serve({ rates: false });
    renderWithProviders(<PriceEstimator carRef={null} signedIn={false} />);
    fireEvent.change(await screen.findByLabelText(/^Currency/), { target: { value: 'JPY' } });
    fireEvent.change(screen.getByLabelText(/^Destination country/), { target: { value: 'KE' } });
    const amount = screen.getByLabelText(/^FOB price \(USD\)/);
    fireEvent.change(amount, { target: { value: '4000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get quote' }));
    await waitFor(() => expect(quotes).toHaveLength(1));
    expect(quotes[0]).toMatchObject({ currency: 'JPY', fobAmount: '4000' });
    expect(screen.getByLabelText(/^FOB price \(USD\)/)).toBeInTheDocument();
  });
});
