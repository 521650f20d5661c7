import type { UsdRate } from '../../lib/currency/currency-math';
import { toUsd } from '../../lib/currency/to-usd';
import type { CalculatePrice, DestinationCountry } from './api/price-calculator-api';

export const TRADE_TERMS = ['CIF', 'CFR', 'FOB'] as const;
export type TradeTerms = (typeof TRADE_TERMS)[number];
export const METHODS = ['roro', 'container'] as const;
export type Method = (typeof METHODS)[number];
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The calculator's form as the user fills it (every value a string or a flag, as the controls hold them). */
export interface QuoteForm {
  country: string;
  port: string;
  method: Method | '';
  terms: TradeTerms;
  insurance: boolean;
  inspection: boolean;
  currency: Currency;
  /**
   * Typed by the user in the quote's currency (amountCurrency), sent in USD (fobAmountUsd): required without a car (or
   * for a visitor who is not signed in).
   */
  fobAmount: string;
  /** m³, for RoRo without a car. */
  volumeM3: string;
}

export const EMPTY_FORM: QuoteForm = {
  country: '',
  port: '',
  method: '',
  terms: 'CIF',
  insurance: true,
  inspection: false,
  currency: 'USD',
  fobAmount: '',
  volumeM3: '',
};

/** Whether the car's own price is quoted: a car is given and the visitor is signed in (the server checks again). */
export const quotesCarPrice = (carRef: string | null, signedIn: boolean) => carRef !== null && signedIn;

/** The FOB amount field shows when the car's own price cannot be used. */
export const needsAmount = (carRef: string | null, signedIn: boolean) => !quotesCarPrice(carRef, signedIn);

/** The volume field shows for a RoRo freight quote without a car (FOB has no freight). */
export const needsVolume = (form: QuoteForm, carRef: string | null) => carRef === null && form.method === 'roro' && form.terms !== 'FOB';

/** Insurance is always in a CIF quote and never in an FOB one: the checkbox is fixed then. */
export const insuranceFixed = (terms: TradeTerms): boolean | null => (terms === 'CIF' ? true : terms === 'FOB' ? false : null);

/**
 * The currency the FOB amount is typed in, which its label names: the quote's own, so the amount and the quote read in
 * one currency, when there is a rate to bring it back to USD (the API takes the FOB amount in dollars); else USD.
 */
export const amountCurrency = (currency: Currency, rates: readonly UsdRate[] | undefined): Currency =>
  currency === 'USD' || rates?.some((entry) => entry.currency === currency) ? currency : 'USD';

/**
 * The typed FOB amount as the API takes it: in USD, to the cent, at the current rate from the currency it was typed in;
 * as typed when it is no plain amount (the server's field error then says what is wrong).
 */
export function fobAmountUsd(form: QuoteForm, rates: readonly UsdRate[] | undefined): string {
  const typed = form.fobAmount.trim();
  return toUsd(typed, amountCurrency(form.currency, rates), rates) ?? typed;
}

/** The body of POST /api/price-calculator/calculate-price from the form; what is blank is left out for the server to name. */
export function quoteBody(
  form: QuoteForm,
  carRef: string | null,
  signedIn: boolean,
  country?: DestinationCountry,
  rates?: readonly UsdRate[],
): CalculatePrice {
  const fixed = insuranceFixed(form.terms);
  const body: CalculatePrice = {
    destinationCountry: form.country,
    destinationPort: form.port,
    method: form.method as Method,
    tradeTerms: form.terms,
    insurance: fixed ?? form.insurance,
    inspection: (country?.inspectionRequired ?? false) || form.inspection,
    currency: form.currency,
  };
  if (carRef) body.stockRef = carRef;
  if (needsAmount(carRef, signedIn) && form.fobAmount.trim()) body.fobAmount = fobAmountUsd(form, rates);
  if (needsVolume(form, carRef) && form.volumeM3.trim()) body.volumeM3 = form.volumeM3.trim();
  return body;
}
