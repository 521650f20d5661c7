/**
 * How a clerk's "order number" reads (the back office's order search): the order's id in full, its first characters
 * (as the proforma invoice prints them, `7D1F6A52`), or the invoice number itself (`PI-AB1234567-7D1F6A52`). Pure: the
 * service turns the answer into a range on the unique index of public ids.
 */
export interface OrderNumberMatch {
  /** Lowest and highest UUID that start with the hex digits given (equal for a whole id). */
  low: string;
  high: string;
  /** The stock id an invoice number names. */
  stockId?: string;
}

const INVOICE_NUMBER = /^PI-([A-Z0-9]{1,12})-([0-9A-F]{4,32})$/i;
const HEX = /^[0-9a-f]{4,32}$/i;

/** The UUID whose first hex digits are `hex`, the rest filled with `fill`. */
const padUuid = (hex: string, fill: '0' | 'f'): string => {
  const digits = (hex.toLowerCase() + fill.repeat(32)).slice(0, 32);
  return `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
};

/** The ids an order number can mean, or null when it cannot be one (at least 4 hex digits, dashes ignored). */
export function orderNumberMatch(input: string): OrderNumberMatch | null {
  const text = input.trim();
  const invoice = INVOICE_NUMBER.exec(text);
  const hex = invoice ? invoice[2]! : text.replace(/-/g, '');
  if (!HEX.test(hex)) return null;
  return { low: padUuid(hex, '0'), high: padUuid(hex, 'f'), ...(invoice ? { stockId: invoice[1]!.toUpperCase() } : {}) };
}
