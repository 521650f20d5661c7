import { validate, rules, type Issue, type Rule } from '../../../lib/validation';
import type { ReserveCar } from '../api/orders-api';

/** The server's choices (src/modules/price-calculator/shipping-terms.ts, common/money/currencies.ts). */
export const TRADE_TERMS = ['FOB', 'CFR', 'CIF'] as const;
export const SHIPPING_METHODS = ['roro', 'container'] as const;
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY'] as const;
export type TradeTerms = (typeof TRADE_TERMS)[number];
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];
export type Currency = (typeof CURRENCIES)[number];

/** The destination port's length on the server (ReserveCarDto). */
export const PORT_MIN = 2;
export const PORT_MAX = 60;

export const RESERVE_FIELDS = ['tradeTerms', 'destinationCountry', 'destinationPort', 'shippingMethod', 'consigneeId', 'currency'] as const;
export type ReserveField = (typeof RESERVE_FIELDS)[number];
export type ReserveValues = Record<ReserveField, string>;

/** What the form starts from: the buyer's profile (import country, port, currency) and their first consignee. */
export interface ReserveStart {
  consignee?: { id: string; country: string };
  importCountry?: string | null;
  port?: string | null;
  preferredCurrency?: string | null;
}

/**
 * CIF by RoRo (prices are normally CIF), to the country on the buyer's profile — else their first consignee's — and
 * their port there, in their preferred currency. The ports the tables ship to are the form's to offer (portsOf).
 */
export const emptyReserve = (start: ReserveStart = {}): ReserveValues => {
  const country = start.importCountry ?? start.consignee?.country ?? '';
  return {
    tradeTerms: 'CIF',
    destinationCountry: country,
    destinationPort: start.importCountry && start.importCountry === country ? (start.port ?? '') : '',
    shippingMethod: 'roro',
    consigneeId: start.consignee?.id ?? '',
    currency: CURRENCIES.includes(start.preferredCurrency as Currency) ? start.preferredCurrency! : 'USD',
  };
};

/** A destination country as the price calculator lists it: its ports and their methods. */
export interface DestinationChoice {
  countryCode: string;
  ports: { port: string; methods: string[] }[];
}

/**
 * The form after choosing `field`: a new country keeps its port only if the country has it (its only port otherwise),
 * a port keeps the method only if it is shipped there by it (else its first), so the form always names a port and a
 * method the tables can price.
 */
export function chooseDestination(
  values: ReserveValues,
  patch: Partial<ReserveValues>,
  destinations: readonly DestinationChoice[],
): ReserveValues {
  const next = { ...values, ...patch };
  const country = destinations.find((c) => c.countryCode === next.destinationCountry);
  if (!country) return next;
  const port =
    country.ports.find((p) => p.port.toLowerCase() === next.destinationPort.trim().toLowerCase()) ??
    (country.ports.length === 1 ? country.ports[0] : undefined);
  next.destinationPort = port?.port ?? '';
  if (port && !port.methods.includes(next.shippingMethod)) next.shippingMethod = port.methods[0] ?? next.shippingMethod;
  return next;
}

const oneOf =
  (choices: readonly string[], code: string): Rule =>
  (value) =>
    value === '' || choices.includes(value) ? null : { code };

const port: Rule = (value) => {
  const length = value.trim().length;
  return length === 0 || (length >= PORT_MIN && length <= PORT_MAX) ? null : { code: 'PORT_INVALID' };
};

const country: Rule = (value) => (value === '' || /^[A-Z]{2}$/.test(value) ? null : { code: 'COUNTRY_INVALID' });

/** The server's checks of ReserveCarDto, before sending: every field required, the choices, the port's length. */
export function validateReserve(values: ReserveValues): Partial<Record<ReserveField, Issue>> {
  return validate(values, {
    tradeTerms: [rules.required(), oneOf(TRADE_TERMS, 'TRADE_TERMS_INVALID')],
    destinationCountry: [rules.required(), country],
    destinationPort: [rules.required(), port],
    shippingMethod: [rules.required(), oneOf(SHIPPING_METHODS, 'SHIPPING_METHOD_INVALID')],
    consigneeId: [rules.required()],
    currency: [rules.required(), oneOf(CURRENCIES, 'CURRENCY_UNSUPPORTED')],
  });
}

/** The POST /api/orders body. */
export function reserveBody(stockId: string, values: ReserveValues): ReserveCar {
  return {
    stockId,
    tradeTerms: values.tradeTerms as TradeTerms,
    destinationCountry: values.destinationCountry,
    destinationPort: values.destinationPort.trim(),
    shippingMethod: values.shippingMethod as ShippingMethod,
    consigneeId: values.consigneeId,
    currency: values.currency as Currency,
  };
}

/** The landed-price query of the reservation's preview (the engine the reservation prices with), once complete. */
export function previewQuery(values: ReserveValues) {
  if (!values.destinationCountry || values.destinationPort.trim().length < PORT_MIN || !values.shippingMethod) return undefined;
  return {
    country: values.destinationCountry,
    port: values.destinationPort.trim(),
    method: values.shippingMethod as ShippingMethod,
    terms: values.tradeTerms as TradeTerms,
    currency: values.currency as Currency,
  };
}
