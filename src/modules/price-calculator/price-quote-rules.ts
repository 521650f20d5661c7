import { Decimal } from 'decimal.js';
import type { CurrencyCode } from '../../common/money/currencies.js';
import { marineInsuranceQuote } from './marine-insurance-rules.js';
import type { ShippingMethod, TradeTerms } from './shipping-terms.js';

/**
 * The landed-price engine (issue 11, issue 24 §2): ONE pure function, `landedPrice`, over the staff-edited tables,
 * that every price of a car to a destination comes from — the car page's estimate, the price calculator's quote, the
 * reservation's price snapshot (stored on the order as it is), the order page and the proforma invoice (which show
 * that snapshot). decimal.js only. USD amounts are rounded to cents line by line (half up); each line, the subtotal
 * and the total are then converted to the chosen currency and rounded to its minor unit (JPY: whole yen). The
 * converted subtotal and total are conversions of the USD sums, so they are exact to the rate rather than sums of
 * rounded lines.
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
  /** ISO 3166-1 alpha-2 and the port as staff named it (the tables' row; absent where only the price matters). */
  countryCode?: string;
  port?: string;
  /** Typical days at sea; null when not known. */
  transitDays?: number | null;
  /** RoRo: USD per cubic metre of the car's volume. */
  roroUsdPerM3: string | null;
  /** Container: USD per 20 ft container, shared by `carsPerContainer` cars. */
  containerUsd: string | null;
  carsPerContainer: number;
}

/** A freight rate row's facts, picked field by field in the tables' order (the quote's tables, staff's view of a row). */
export const freightRateFactsOf = (r: Required<FreightRateFacts>): Required<FreightRateFacts> => ({
  countryCode: r.countryCode,
  port: r.port,
  method: r.method,
  roroUsdPerM3: r.roroUsdPerM3,
  containerUsd: r.containerUsd,
  carsPerContainer: r.carsPerContainer,
  transitDays: r.transitDays,
});

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
  constructor(readonly reason: 'volume_required' | 'rate_missing' | 'inspection_not_offered') {
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

/** A line before its amounts are rounded and converted, with its USD amount. */
type UsdLine = { line: LineFacts; usd: Decimal };

/**
 * Rounds and converts the lines, adding marine insurance on their sum when `insured` (the same step for a quote and
 * for insurance added later to a CFR order, so both price it alike).
 */
function finish(
  usdLines: UsdLine[],
  insured: boolean,
  insuranceRatePercent: string,
  currency: { code: CurrencyCode; rate: string },
): Quote {
  const { code, rate } = currency;
  const lines = [...usdLines];
  const subtotal = lines.reduce((sum, l) => sum.plus(l.usd), new Decimal(0));
  let total = subtotal;
  if (insured) {
    const insurance = marineInsuranceQuote(subtotal.toFixed(2), insuranceRatePercent);
    lines.push({
      line: { key: 'insurance', coverUsd: insurance.coverUsd, ratePercent: insurance.ratePercent, insuredValueUsd: subtotal.toFixed(2) },
      usd: new Decimal(insurance.premiumUsd),
    });
    total = total.plus(insurance.premiumUsd);
  }
  return {
    lines: lines.map(({ line, usd }) => ({ ...line, amountUsd: usd.toFixed(2), amount: convertFromUsd(usd, code, rate) }) as QuoteLine),
    subtotalUsd: subtotal.toFixed(2),
    subtotal: convertFromUsd(subtotal, code, rate),
    totalUsd: total.toFixed(2),
    total: convertFromUsd(total, code, rate),
    insured,
  };
}

/** The itemised quote for a chosen rate. Under FOB there is no freight and no insurance line. */
export function priceQuote(input: QuoteInput): Quote {
  const usdLines: UsdLine[] = [];
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
  return finish(usdLines, insuranceIncluded(input.terms, input.insurance), input.insuranceRatePercent, input.currency);
}

/* ------------------------------------------------------------------------------------------------ the engine */

/** The staff tables as they bear on one destination country, and the day's figures a price needs. */
export interface PriceTables {
  /** The active freight rates on file (those of other countries are ignored). */
  freightRates: readonly FreightRateFacts[];
  /** Every active charge in Japan. */
  charges: readonly ChargeFacts[];
  /** The destination's inspection fee and agency on file, or null. */
  inspectionFee: { agency: string; feeUsd: string } | null;
  /** The destination's import rules require a pre-export inspection. */
  inspectionRequired: boolean;
  /** Marine insurance premium, percent of the cover (configuration). */
  insuranceRatePercent: string;
  /** Units of `code` per USD. */
  currency: { code: CurrencyCode; rate: string };
}

/** What is priced: a car (its FOB price and volume) to a port, by a method, under terms. */
export interface LandedPriceRequest {
  fobUsd: string;
  /** The car's volume (m³): needed for RoRo freight. */
  volumeM3: string | null;
  country: string;
  /** The port, in any case. */
  port: string;
  method: ShippingMethod;
  terms: TradeTerms;
  /** Marine insurance asked for (CFR); CIF always has it, FOB never. */
  insurance?: boolean;
  /** Pre-export inspection asked for; included anyway where the destination requires it. */
  inspection?: boolean;
}

/** A landed price: the itemised quote, where to, and at what rates — what an order keeps as its price snapshot. */
export interface LandedPrice extends Quote {
  terms: TradeTerms;
  destination: { countryCode: string; port: string; method: ShippingMethod; transitDays: number | null };
  inspected: boolean;
  currency: CurrencyCode;
  /** Units of `currency` per USD the amounts were converted at. */
  exchangeRate: string;
  /** The premium rate insurance is (or, added later, will be) priced at. */
  insuranceRatePercent: string;
}

/** The active rate to a port (any case) by a method, from the rows on file; undefined when there is none. */
export function freightRateTo(rates: readonly FreightRateFacts[], country: string, port: string, method: ShippingMethod) {
  const wanted = port.trim().toLowerCase();
  return rates.find((r) => r.countryCode === country && r.port?.toLowerCase() === wanted && r.method === method);
}

/**
 * THE landed price of a car to a destination (issue 24 §2): the FOB price, the charges in Japan for the method, the
 * pre-export inspection (where the destination requires it, or when asked for), ocean freight by the port's own rate
 * (CFR and CIF), marine insurance on the lot (CIF, or CFR when asked), in USD and in the currency. Throws
 * QuoteInputError, in this order: `rate_missing` (no rate to that port by that method on file), `volume_required`
 * (RoRo freight without the car's volume) or `inspection_not_offered` (required or asked for, but no fee on file).
 */
export function landedPrice(tables: PriceTables, request: LandedPriceRequest): LandedPrice {
  const rate = freightRateTo(tables.freightRates, request.country, request.port, request.method);
  if (!rate) throw new QuoteInputError('rate_missing');
  if (request.terms !== 'FOB' && request.method === 'roro' && request.volumeM3 === null) throw new QuoteInputError('volume_required');
  const inspected = tables.inspectionRequired || request.inspection === true;
  if (inspected && !tables.inspectionFee) throw new QuoteInputError('inspection_not_offered');
  const quote = priceQuote({
    fobUsd: request.fobUsd,
    volumeM3: request.volumeM3,
    terms: request.terms,
    method: request.method,
    rate,
    charges: tables.charges,
    inspection: inspected ? { required: tables.inspectionRequired, ...tables.inspectionFee! } : null,
    insurance: request.insurance === true,
    insuranceRatePercent: tables.insuranceRatePercent,
    currency: tables.currency,
  });
  return {
    ...quote,
    terms: request.terms,
    destination: {
      countryCode: request.country,
      port: rate.port ?? request.port,
      method: rate.method,
      transitDays: rate.transitDays ?? null,
    },
    inspected,
    currency: tables.currency.code,
    exchangeRate: tables.currency.rate,
    insuranceRatePercent: tables.insuranceRatePercent,
  };
}

/**
 * A landed price with marine insurance added afterwards (a CFR order the customer insures): the engine's own insurance
 * step on the price's lines, at `ratePercent` and at the price's own exchange rate — the same amounts `landedPrice`
 * gives when insurance is asked for from the start at that rate. A price insured already comes back as it is.
 */
export function withInsurance(price: LandedPrice, ratePercent: string): LandedPrice {
  if (price.insured) return price;
  const usdLines: UsdLine[] = price.lines.map(({ amount: _amount, amountUsd, ...line }) => ({ line, usd: new Decimal(amountUsd) }));
  const quote = finish(usdLines, true, ratePercent, { code: price.currency, rate: price.exchangeRate });
  return { ...price, ...quote, insuranceRatePercent: ratePercent };
}

/** The USD amount of a line of a price, or 0.00 when it has none of that kind. */
export const lineUsd = (price: Pick<Quote, 'lines'>, key: QuoteLineKey): string =>
  price.lines.find((l) => l.key === key)?.amountUsd ?? '0.00';

/** How long a quote holds: `hours` from when it was made. */
export const quoteValidUntil = (quotedAt: Date, hours: number): Date => new Date(quotedAt.getTime() + hours * 3_600_000);
