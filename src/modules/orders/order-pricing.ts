import { Decimal } from 'decimal.js';
import { marineInsuranceQuote } from '../insurance/marine-insurance-rules.js';

/** Spec §9: shipping terms. FOB: the car at the Japanese port; CFR: with ocean freight; CIF: with freight and insurance. */
export const TRADE_TERMS = ['FOB', 'CFR', 'CIF'] as const;
export type TradeTerms = (typeof TRADE_TERMS)[number];

/** Spec §3 Shipment: RoRo or Container. */
export const SHIPPING_METHODS = ['roro', 'container'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/**
 * The company's standard ocean freight rates in USD, used for the price snapshot of a CFR or CIF reservation: RoRo is
 * charged by the car's volume, a container slot per car. CIF insurance is marine insurance on the CFR value
 * (insurance/marine-insurance-rules.ts). Constants until the price calculator (spec §7 `/api/price-calculator`) owns per-destination
 * rates; staff can settle a difference with the customer outside the order.
 */
export const FREIGHT_RATES = {
  roroPerM3: '85.00',
  containerPerVehicle: '1450.00',
} as const;

export interface OrderPrice {
  /** The car's FOB price when reserved. */
  vehiclePrice: string;
  freight: string;
  insurance: string;
  total: string;
}

const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** The price snapshot of a reservation under its terms; two-decimal strings, computed in decimal.js. */
export function orderPrice(input: {
  fobPriceUsd: string;
  volumeM3: string;
  terms: TradeTerms;
  method: ShippingMethod;
  insuranceRatePercent?: string;
}): OrderPrice {
  const vehicle = new Decimal(input.fobPriceUsd);
  const freight =
    input.terms === 'FOB'
      ? new Decimal(0)
      : input.method === 'roro'
        ? new Decimal(input.volumeM3).times(FREIGHT_RATES.roroPerM3)
        : new Decimal(FREIGHT_RATES.containerPerVehicle);
  const freightCents = new Decimal(cents(freight));
  const insurance =
    input.terms === 'CIF'
      ? new Decimal(marineInsuranceQuote(cents(vehicle.plus(freightCents)), input.insuranceRatePercent).premiumUsd)
      : new Decimal(0);
  return {
    vehiclePrice: cents(vehicle),
    freight: cents(freightCents),
    insurance: cents(insurance),
    total: cents(vehicle.plus(freightCents).plus(insurance)),
  };
}
