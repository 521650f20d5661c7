import { Decimal } from 'decimal.js';
import { marineInsuranceQuote } from '../price-calculator/marine-insurance-rules.js';

/** What of an order its marine insurance depends on (the orders module's row). */
export interface InsurableOrder {
  tradeTerms: 'FOB' | 'CFR' | 'CIF';
  status: string;
  vehiclePrice: string;
  freight: string;
  insurance: string;
  total: string;
  amountAllocated: string;
  reservedAt: Date;
  insuredAt: Date | null;
  insuranceRatePercent: string | null;
}

export interface OrderInsurance {
  insured: boolean;
  /** How: by the order's CIF terms, or added by the customer to a CFR order; null while uninsured. */
  basis: 'terms' | 'added' | null;
  /** The cover (insured) — or what it would be (a CFR order not yet insured): the CFR value capped at $10,000. */
  coverUsd: string;
  /** The premium paid — or what adding it would cost. 0.00 for FOB (not offered). */
  premiumUsd: string;
  ratePercent: string;
  insuredAt: Date | null;
  /** Whether the customer may add it now (insuranceRefusal is null). */
  canAdd: boolean;
}

export type InsuranceRefusal =
  'INSURANCE_FOB_NOT_OFFERED' | 'INSURANCE_ALREADY_INCLUDED' | 'INSURANCE_ALREADY_ADDED' | 'INSURANCE_TOO_LATE';

/** The statuses in which the customer may still add insurance: before the car ships, while money is still owed. */
const INSURABLE_STATUSES = ['reserved', 'deposit_paid'];

const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/**
 * The insured value of an order: what the car costs delivered to the port — every line of its price but the
 * insurance (the car, the charges in Japan, the inspection and the freight: the landed-price engine's subtotal,
 * issue 24 §2), i.e. its total less the insurance in it.
 */
export const cfrValueOf = (order: Pick<InsurableOrder, 'total' | 'insurance'>): string =>
  cents(new Decimal(order.total).minus(order.insurance));

/**
 * Why marine insurance cannot be added to this order now, or null when it can: FOB orders are the buyer's to ship
 * and insure; CIF orders include it; once paid in full or shipped it is too late (cover must start before the voyage).
 */
export function insuranceRefusal(order: InsurableOrder): InsuranceRefusal | null {
  if (order.tradeTerms === 'FOB') return 'INSURANCE_FOB_NOT_OFFERED';
  if (order.tradeTerms === 'CIF') return 'INSURANCE_ALREADY_INCLUDED';
  if (order.insuredAt !== null) return 'INSURANCE_ALREADY_ADDED';
  if (!INSURABLE_STATUSES.includes(order.status) || !new Decimal(order.amountAllocated).lt(order.total)) return 'INSURANCE_TOO_LATE';
  return null;
}

/** An order's marine insurance as its answers show it; `currentRatePercent` prices a cover not yet bought. */
export function orderInsurance(order: InsurableOrder, currentRatePercent: string): OrderInsurance {
  const insured = order.tradeTerms === 'CIF' || order.insuredAt !== null;
  const canAdd = insuranceRefusal(order) === null;
  if (order.tradeTerms === 'FOB') {
    return { insured: false, basis: null, coverUsd: '0.00', premiumUsd: '0.00', ratePercent: currentRatePercent, insuredAt: null, canAdd };
  }
  const rate = insured ? (order.insuranceRatePercent ?? currentRatePercent) : currentRatePercent;
  const quote = marineInsuranceQuote(cfrValueOf(order), rate);
  return {
    insured,
    basis: insured ? (order.tradeTerms === 'CIF' ? 'terms' : 'added') : null,
    coverUsd: quote.coverUsd,
    premiumUsd: insured ? cents(new Decimal(order.insurance)) : quote.premiumUsd,
    ratePercent: new Decimal(rate).toString(),
    insuredAt: insured ? (order.insuredAt ?? order.reservedAt) : null,
    canAdd,
  };
}
