import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { lastPage } from '../../../lib/paging';
import { useFormat } from '../../../lib/use-format';

/** First, previous, next and last (spec §9), with "Page 2 of 5" between; nothing for one page. */
export function BlogPager({
  page,
  total,
  limit,
  hrefFor,
}: {
  page: number;
  total: number;
  limit: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation('blog');
  const f = useFormat();
  const last = lastPage(total, limit);
  return (
    <Pager
      page={page}
      last={last}
      label={t('pager.label')}
      className="blog-pager"
      hrefFor={hrefFor}
      text={{
        first: t('pager.first'),
        previous: t('pager.previous'),
        status: t('pager.page', { page: f.number(page), last: f.number(Math.max(last, page)) }),
        next: t('pager.next'),
        last: t('pager.last'),
      }}
    />
  );
}
