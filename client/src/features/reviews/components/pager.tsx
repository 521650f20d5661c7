import { useTranslation } from 'react-i18next';
import { Pager as PagerLinks } from '../../../components/pager';
import { lastPage } from '../../../lib/paging';
import { useFormat } from '../../../lib/use-format';

/** The reviews' and the gallery's pages (spec §9: first, previous, next and last), with "Page 2 of 5" between. */
export function Pager({
  page,
  total,
  limit,
  hrefFor,
  label,
}: {
  page: number;
  total: number;
  limit: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  const { t } = useTranslation('reviews');
  const f = useFormat();
  const last = lastPage(total, limit);
  return (
    <PagerLinks
      page={page}
      last={last}
      label={label}
      className="reviews-pager"
      hrefFor={hrefFor}
      text={{
        first: t('pager.first'),
        previous: t('pager.previous'),
        status: t('pager.page', { page: f.number(page), last: f.number(last) }),
        next: t('pager.next'),
        last: t('pager.last'),
      }}
    />
  );
}
