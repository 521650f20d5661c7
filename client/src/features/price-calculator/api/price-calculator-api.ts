import { useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type CalculatePrice = components['schemas']['CalculatePriceDto'];
export type PriceQuote = components['schemas']['PriceQuoteDto'];
export type QuoteLine = components['schemas']['QuoteLineDto'];
export type QuoteEligibility = components['schemas']['QuoteEligibilityDto'];
export type Destinations = components['schemas']['DestinationsDto'];
export type DestinationCountry = components['schemas']['DestinationCountryDto'];

/** GET /api/price-calculator/destinations: the countries, their ports and methods (changes rarely: kept 10 minutes). */
export function useDestinations() {
  return useQuery({
    queryKey: ['price-calculator', 'destinations'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/price-calculator/destinations', { signal })),
    staleTime: 10 * 60_000,
  });
}

/** POST /api/price-calculator/calculate-price (spec §7): an itemised quote; the token goes along when signed in. */
export function useCalculatePrice() {
  return useMutation({
    mutationFn: (body: CalculatePrice) => unwrap(api.POST('/api/price-calculator/calculate-price', { body })),
  });
}
