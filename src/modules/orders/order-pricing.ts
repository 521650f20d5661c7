import type { LandedPrice } from '../price-calculator/price-quote-rules.js';
import { lineUsd } from '../price-calculator/price-quote-rules.js';

/**
 * An order's price snapshot (issue 24 §2): the landed-price engine's answer (price-calculator/price-quote-rules.ts
 * `landedPrice`) for the car, destination, method, terms and currency when it was reserved — every line in USD and in
 * the customer's currency, at the day's exchange rate — kept on the order as it is, so later changes to the tables or
 * the rates never alter it. The order page and the proforma invoice show it; the order's money is its USD total.
 */
export type PriceSnapshot = LandedPrice;

/** The order row's money columns, read off its snapshot: the car, the freight, the insurance, the total (USD). */
export interface OrderPriceColumns {
  vehiclePrice: string;
  freight: string;
  insurance: string;
  total: string;
  priceSnapshot: PriceSnapshot;
}

export const orderPriceColumns = (price: PriceSnapshot): OrderPriceColumns => ({
  vehiclePrice: lineUsd(price, 'fob_price'),
  freight: lineUsd(price, 'freight'),
  insurance: lineUsd(price, 'insurance'),
  total: price.totalUsd,
  priceSnapshot: price,
});
