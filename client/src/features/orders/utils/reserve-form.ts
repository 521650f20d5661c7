import { validate, rules, type Issue, type Rule } from '../../../lib/validation';
import type { ReserveCar } from '../api/orders-api';

/** The server's choices (src/modules/orders/order-pricing.ts). */
export const TRADE_TERMS = ['FOB', 'CFR', 'CIF'] as const;
export const SHIPPING_METHODS = ['roro', 'container'] as const;
export type TradeTerms = (typeof TRADE_TERMS)[number];
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/** The destination port's length on the server (ReserveCarDto). */
export const PORT_MIN = 2;
export const PORT_MAX = 60;

export const RESERVE_FIELDS = ['tradeTerms', 'destinationCountry', 'destinationPort', 'shippingMethod', 'consigneeId'] as const;
export type ReserveField = (typeof RESERVE_FIELDS)[number];
export type ReserveValues = Record<ReserveField, string>;

export const emptyReserve = (consignee?: { id: string; country: string }): ReserveValues => ({
  tradeTerms: 'CIF',
  destinationCountry: consignee?.country ?? '',
  destinationPort: '',
  shippingMethod: 'roro',
  consigneeId: consignee?.id ?? '',
});

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
  };
}
