import { useTranslation } from 'react-i18next';
import { lastPage, Pager as PagerLinks } from '../../../components/pager';

interface ReviewsPagerProps {
  page: number;
  total: number;
  limit: number;
  hrefFor: (page: number) => string;
  label: string;
}

/** The reviews' and the gallery's pages (spec §9: first, previous, next and last), with "Page 2 of 5" between. */
export function Pager({ page, total, limit, hrefFor, label }: ReviewsPagerProps) {
  const { t } = useTranslation('reviews');
  return (
    <PagerLinks t={t} keys="pager." label={label} page={page} last={lastPage(total, limit)} hrefFor={hrefFor} className="reviews-pager" />
  );
}
