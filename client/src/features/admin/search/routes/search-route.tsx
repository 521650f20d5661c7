import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { Spinner } from '../../../../components/spinner';
import { AdminPage } from '../../ui/admin-page';
import { SEARCH_MIN_CHARS, useAdminSearch } from '../api/search';
import { SearchResults } from '../components/search-results';
import '../../dashboard/dashboard.css';

/** /admin/search?q=: what the top bar's search box found, grouped (cars, customers, orders). */
export default function SearchRoute() {
  const { t } = useTranslation('admin-dashboard');
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const search = useAdminSearch(q);
  const result = search.data;
  const found = result ? result.cars.length + result.customers.length + result.orders.length : 0;
  return (
    <AdminPage title={t('search.title')} subtitle={q ? t('search.for', { q }) : undefined}>
      <div aria-live="polite" aria-busy={search.isFetching}>
        {q.length < SEARCH_MIN_CHARS ? (
          <p className="dash-muted">{t('search.hint', { min: SEARCH_MIN_CHARS })}</p>
        ) : search.error ? (
          <ErrorState error={search.error} onRetry={() => void search.refetch()} />
        ) : !result ? (
          <Spinner />
        ) : found === 0 ? (
          <EmptyState message={t('search.nothing', { q })} />
        ) : (
          <>
            <p className="visually-hidden">{t('search.summary', { count: found })}</p>
            <SearchResults result={result} />
          </>
        )}
      </div>
    </AdminPage>
  );
}
