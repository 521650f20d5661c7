import { useTranslation } from 'react-i18next';
import { lastPage, Pager } from '../../../components/pager';

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
  return (
    <Pager
      t={t}
      keys="pager."
      label={t('pager.label')}
      page={page}
      last={lastPage(total, limit)}
      hrefFor={hrefFor}
      className="blog-pager"
    />
  );
}
