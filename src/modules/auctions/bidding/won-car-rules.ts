import type { AuctionLot } from '../lots/auction-lot.entity.js';

/** What the back office's form for a won car's order starts from: the car fields the lot already tells. */
export interface WonCarDraft {
  make: string;
  model: string;
  year: number;
  mileageKm: number | null;
  engineCc: number | null;
  transmission: 'automatic' | 'manual' | 'cvt' | null;
  color: string | null;
  chassisNumber: string | null;
  fobPriceUsd: string | null;
}

/**
 * The transmission as the catalogue names it, from an auction sheet's shorthand: CVT; a floor or column shift with its
 * gears ("F5", "C4") or "MT" is manual; "AT", "FAT", "IA" automatic; anything else is left for the clerk.
 */
export function transmissionOf(sheet: string | null): WonCarDraft['transmission'] {
  const code = sheet?.trim().toUpperCase() ?? '';
  if (code.includes('CVT')) return 'cvt';
  if (/^(MT|\d?MT|[FC]\d|M\d?)$/.test(code) || code.includes('MANUAL')) return 'manual';
  if (/^(AT|FAT|IA|DAT|CAT|A|\d?AT|[FC]A\d?)$/.test(code) || code.includes('AUTO')) return 'automatic';
  return null;
}

/** A won lot's car fields for its order form; the chassis code alone is not a chassis number, so that stays to fill. */
export function carDraftOfLot(
  lot: Pick<AuctionLot, 'makeSlug' | 'model' | 'year' | 'mileageKm' | 'engineCc' | 'transmission' | 'colour' | 'chassisNumber'>,
  fobPriceUsd: string | null,
): WonCarDraft {
  return {
    make: lot.makeSlug,
    model: lot.model,
    year: lot.year,
    mileageKm: lot.mileageKm,
    engineCc: lot.engineCc,
    transmission: transmissionOf(lot.transmission),
    color: lot.colour,
    chassisNumber: lot.chassisNumber,
    fobPriceUsd,
  };
}
