import { Decimal } from 'decimal.js';
import type { CurrencyCode } from '../../common/money/currencies.js';
import { marineInsuranceQuote } from '../insurance/marine-insurance-rules.js';
import type { ShippingMethod, TradeTerms } from '../orders/order-pricing.js';

/**
 * The price calculator's arithmetic (spec §7 `POST /api/price-calculator/calculate-price`, issue 11): pure, decimal.js
 * only. USD amounts are rounded to cents line by line (half up); each line, the subtotal and the total are then
 * converted to the chosen currency and rounded to its minor unit (JPY: whole yen). The converted subtotal and total are
 * conversions of the USD sums, so they are exact to the rate rather than sums of rounded lines.
 */

/** The charges staff keep per charge key (and optionally per method), in the order a quote lists them. */
export const CHARGE_KEYS = ['inland_transport', 'port_charges', 'documentation_fee'] as const;
export type ChargeKey = (typeof CHARGE_KEYS)[number];

/** A charge applies to one method, or to both ('any'); a method's own row wins over the 'any' row. */
export const CHARGE_METHODS = ['any', 'roro', 'container'] as const;
export type ChargeMethod = (typeof CHARGE_METHODS)[number];

/** The lines of a quote, in the order they are listed. */
export const QUOTE_LINE_KEYS = ['fob_price', ...CHARGE_KEYS, 'inspection', 'freight', 'insurance'] as const;
export type QuoteLineKey = (typeof QUOTE_LINE_KEYS)[number];

/** Minor units of each currency (ISO 4217): JPY has none. */
export const CURRENCY_DECIMALS: Readonly<Record<CurrencyCode, number>> = { USD: 2, EUR: 2, GBP: 2, JPY: 0 };

/** Cars sharing a 20 ft container when staff say nothing else. */
export const DEFAULT_CARS_PER_CONTAINER = 4;

export interface FreightRateFacts {
  method: ShippingMethod;
  /** RoRo: USD per cubic metre of the car's volume. */
  roroUsdPerM3: string | null;
  /** Container: USD per 20 ft container, shared by `carsPerContainer` cars. */
  containerUsd: string | null;
  carsPerContainer: number;
}

export interface ChargeFacts {
  key: ChargeKey;
  method: ChargeMethod;
  amountUsd: string;
}

export interface QuoteInput {
  fobUsd: string;
  /** The car's volume (m³): needed for RoRo freight. */
  volumeM3: string | null;
  terms: TradeTerms;
  method: ShippingMethod;
  rate: FreightRateFacts;
  /** Every active charge on file; the quote picks the method's own, else the 'any' one, per key. */
  charges: readonly ChargeFacts[];
  /** Pre-export inspection, when included (asked for, or required by the destination). */
  inspection: { required: boolean; agency: string; feeUsd: string } | null;
  /** Marine insurance asked for (CIF always includes it; FOB never does). */
  insurance: boolean;
  insuranceRatePercent: string;
  /** Units of `currency` per USD. */
  currency: { code: CurrencyCode; rate: string };
}

export type QuoteLine =
  | { key: 'fob_price' | ChargeKey; amountUsd: string; amount: string }
  | { key: 'inspection'; amountUsd: string; amount: string; required: boolean; agency: string }
  | { key: 'freight'; amountUsd: string; amount: string; method: 'roro'; volumeM3: string; ratePerM3Usd: string }
  | { key: 'freight'; amountUsd: string; amount: string; method: 'container'; containerUsd: string; carsPerContainer: number }
  | { key: 'insurance'; amountUsd: string; amount: string; coverUsd: string; ratePercent: string; insuredValueUsd: string };

/** A line without its amounts (distributes over the union). */
type LineFacts = QuoteLine extends infer L ? (L extends QuoteLine ? Omit<L, 'amount' | 'amountUsd'> : never) : never;

export interface Quote {
  lines: QuoteLine[];
  /** Everything before insurance: the value insurance is computed on (the CFR value under CFR and CIF). */
  subtotalUsd: string;
  subtotal: string;
  totalUsd: string;
  total: string;
  insured: boolean;
}

/** Why the inputs cannot make a quote: the caller answers each with its own error. */
export class QuoteInputError extends Error {
  constructor(readonly reason: 'volume_required' | 'rate_missing') {
    super(reason);
  }
}

const cents = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** A USD amount in `currency` at `rate` (units per USD), rounded half up to its minor unit, as a fixed string. */
export function convertFromUsd(amountUsd: Decimal.Value, currency: CurrencyCode, rate: Decimal.Value): string {
  const decimals = CURRENCY_DECIMALS[currency];
  return new Decimal(amountUsd).times(rate).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toFixed(decimals);
}

/** Freight for one car: RoRo by its volume times the port's rate per m³; container as its share of a container. */
export function freightUsd(rate: FreightRateFacts, volumeM3: string | null): Decimal {
  if (rate.method === 'roro') {
    if (rate.roroUsdPerM3 === null) throw new QuoteInputError('rate_missing');
    if (volumeM3 === null) throw new QuoteInputError('volume_required');
    return cents(new Decimal(volumeM3).times(rate.roroUsdPerM3));
  }
  if (rate.containerUsd === null || rate.carsPerContainer < 1) throw new QuoteInputError('rate_missing');
  return cents(new Decimal(rate.containerUsd).dividedBy(rate.carsPerContainer));
}

/** The charge of each key that applies to a method: the method's own row, else the 'any' row, else none. */
export function chargesFor(charges: readonly ChargeFacts[], method: ShippingMethod): { key: ChargeKey; amountUsd: string }[] {
  const picked: { key: ChargeKey; amountUsd: string }[] = [];
  for (const key of CHARGE_KEYS) {
    const charge = charges.find((c) => c.key === key && c.method === method) ?? charges.find((c) => c.key === key && c.method === 'any');
    if (charge) picked.push({ key, amountUsd: charge.amountUsd });
  }
  return picked;
}

/** Whether marine insurance is in a quote: always under CIF, on request under CFR, never under FOB. */
export const insuranceIncluded = (terms: TradeTerms, asked: boolean): boolean => terms === 'CIF' || (terms === 'CFR' && asked);

/** The itemised quote. Under FOB there is no freight and no insurance line. */
export function priceQuote(input: QuoteInput): Quote {
  const { code, rate } = input.currency;
  const usdLines: { line: LineFacts; usd: Decimal }[] = [];
  const add = (line: LineFacts, usd: Decimal) => usdLines.push({ line, usd });

  add({ key: 'fob_price' }, cents(input.fobUsd));
  for (const charge of chargesFor(input.charges, input.method)) add({ key: charge.key }, cents(charge.amountUsd));
  if (input.inspection) {
    add({ key: 'inspection', required: input.inspection.required, agency: input.inspection.agency }, cents(input.inspection.feeUsd));
  }
  if (input.terms !== 'FOB') {
    const freight = freightUsd(input.rate, input.volumeM3);
    if (input.rate.method === 'roro') {
      add({ key: 'freight', method: 'roro', volumeM3: input.volumeM3!, ratePerM3Usd: cents(input.rate.roroUsdPerM3!).toFixed(2) }, freight);
    } else {
      add(
        {
          key: 'freight',
          method: 'container',
          containerUsd: cents(input.rate.containerUsd!).toFixed(2),
          carsPerContainer: input.rate.carsPerContainer,
        },
        freight,
      );
    }
  }
  const subtotal = usdLines.reduce((sum, l) => sum.plus(l.usd), new Decimal(0));
  let total = subtotal;
  const insured = insuranceIncluded(input.terms, input.insurance);
  if (insured) {
    const insurance = marineInsuranceQuote(subtotal.toFixed(2), input.insuranceRatePercent);
    add(
      {
        key: 'insurance',
        coverUsd: insurance.coverUsd,
        ratePercent: insurance.ratePercent,
        insuredValueUsd: subtotal.toFixed(2),
      },
      new Decimal(insurance.premiumUsd),
    );
    total = total.plus(insurance.premiumUsd);
  }
  return {
    lines: usdLines.map(({ line, usd }) => ({ ...line, amountUsd: usd.toFixed(2), amount: convertFromUsd(usd, code, rate) }) as QuoteLine),
    subtotalUsd: subtotal.toFixed(2),
    subtotal: convertFromUsd(subtotal, code, rate),
    totalUsd: total.toFixed(2),
    total: convertFromUsd(total, code, rate),
    insured,
  };
}

/** How long a quote holds: `hours` from when it was made. */
export const quoteValidUntil = (quotedAt: Date, hours: number): Date => new Date(quotedAt.getTime() + hours * 3_600_000);
