import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import type { Language } from '../../../lib/i18n/languages';

export type Faq = components['schemas']['FaqDto'];
export type FaqSection = components['schemas']['FaqCategorySectionDto'];
export type FaqQuestion = components['schemas']['FaqQuestionDto'];
export type Office = components['schemas']['OfficeDto'];
export type OfficeRegion = Office['region'];

export const helpKeys = {
  faq: (lang: Language) => ['faq', lang] as const,
  offices: ['offices'] as const,
};

/** The FAQ in the page's language (English standing in per question), grouped by category. */
export function useFaq(lang: Language) {
  return useQuery({
    queryKey: helpKeys.faq(lang),
    queryFn: ({ signal }) => unwrap(api.GET('/api/faq', { params: { query: { lang } }, signal })),
    staleTime: 5 * 60_000,
  });
}

/** The global office network, by region in the tabs' order. */
export function useOffices() {
  return useQuery({
    queryKey: helpKeys.offices,
    queryFn: ({ signal }) => unwrap(api.GET('/api/offices', { signal })),
    staleTime: 5 * 60_000,
  });
}
