import { useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components, operations } from '../../../lib/api/schema';

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

export type CarLandedPrice = components['schemas']['CarLandedPriceDto'];
export type CarLandedPriceQuery = NonNullable<operations['CarLandedPrice_getCarLandedPrice']['parameters']['query']>;

/**
 * GET /api/cars/detail/ref/{ref}/landed-price (issue 24): the one engine's landed price of a car — to the destination
 * asked for, or (no query) to my profile's port, CIF — exactly as the reservation and the invoice will price it. For
 * signed-in customers only (`enabled`).
 */
export function useCarLandedPrice(ref: string, query: CarLandedPriceQuery | undefined, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['car', ref, 'landed-price', query ?? 'profile'],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/cars/detail/ref/{ref}/landed-price', { params: { path: { ref }, query: query ?? {} }, signal })),
    staleTime: 60_000,
  });
}
