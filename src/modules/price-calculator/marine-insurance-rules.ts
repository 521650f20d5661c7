import { Decimal } from 'decimal.js';
import { DEFAULT_MARINE_INSURANCE_RATE_PERCENT } from '../../config/app-config.js';

export { DEFAULT_MARINE_INSURANCE_MINIMUM_CLAIM_USD, DEFAULT_MARINE_INSURANCE_RATE_PERCENT } from '../../config/app-config.js';

/**
 * Marine insurance for delivery damage (spec §1, §9): the premium starts from $30, the cover goes up to $10,000 and
 * never above the vehicle's value. The premium rate is configuration (MARINE_INSURANCE_RATE_PERCENT).
 */
export const MARINE_INSURANCE_MINIMUM_PREMIUM_USD = '30.00';
export const MARINE_INSURANCE_MAXIMUM_COVER_USD = '10000.00';
/** Spec §1: the sample claim the Insurance page quotes. */
export const SAMPLE_CLAIM_USD = '2650.00';

export interface MarineInsuranceQuote {
  /** What a claim can pay at most: the vehicle's value, capped at $10,000. */
  coverUsd: string;
  /** The rate times the cover, never below $30. */
  premiumUsd: string;
  ratePercent: string;
}

const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** The cover and premium for a vehicle insured at `vehicleValueUsd` (a decimal string, USD); pure, decimal.js only. */
export function marineInsuranceQuote(
  vehicleValueUsd: string,
  ratePercent: string = DEFAULT_MARINE_INSURANCE_RATE_PERCENT,
): MarineInsuranceQuote {
  const value = Decimal.max(0, new Decimal(vehicleValueUsd));
  const cover = Decimal.min(value, MARINE_INSURANCE_MAXIMUM_COVER_USD);
  const premium = Decimal.max(MARINE_INSURANCE_MINIMUM_PREMIUM_USD, new Decimal(cents(cover.times(ratePercent).dividedBy(100))));
  return { coverUsd: cents(cover), premiumUsd: cents(premium), ratePercent: new Decimal(ratePercent).toString() };
}

/** A claim pays the assessed damage up to the cover. */
export function claimPayout(assessedDamageUsd: string, coverUsd: string): string {
  return cents(Decimal.min(Decimal.max(0, new Decimal(assessedDamageUsd)), coverUsd));
}

/** Whether a claimed (or assessed) amount is too small to be paid: small damage is exempt (spec §1). */
export const isBelowMinimumClaim = (amountUsd: string, minimumUsd: string): boolean => new Decimal(amountUsd).lt(minimumUsd);
