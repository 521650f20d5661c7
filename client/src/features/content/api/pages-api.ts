import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { firstAnswerKey, useFirstAnswer } from '../../../lib/api/first-answer';
import type { components } from '../../../lib/api/schema';
import type { Language } from '../../../lib/i18n/languages';
import type { ContentPage } from '../../../lib/paths';

export type Page = components['schemas']['PageDto'];

/**
 * GET /api/pages/{slug}?lang=: a content page in the page's language, or in English (`fallback`) while it is not
 * translated. The same for every visitor, so the answer the server put in the HTML (lib/api/first-answer.ts) serves
 * signed-in visitors too.
 */
export function usePage(slug: ContentPage, language: Language) {
  const takeFirstAnswer = useFirstAnswer();
  return useQuery({
    queryKey: ['pages', slug, language],
    queryFn: ({ signal }) => unwrap(api.GET('/api/pages/{slug}', { params: { path: { slug }, query: { lang: language } }, signal })),
    initialData: () => takeFirstAnswer<Page>(firstAnswerKey(`GET /api/pages/${slug}`, { lang: language })),
    staleTime: 5 * 60_000,
  });
}
