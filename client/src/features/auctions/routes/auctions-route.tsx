import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { PageTitle } from '../../../components/page-title';
import { SelectField } from '../../../components/select-field';
import { Skeleton } from '../../../components/skeleton';
import { stripLanguage } from '../../../lib/i18n/languages';
import { useLocalizedNavigate } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import { useViewer } from '../../catalogue/api/viewer';
import { useClosingSoon, useLotSearch } from '../api/auctions-api';
import { CalendarStrip } from '../components/calendar-strip';
import { LotCard } from '../components/lot-card';
import { LotFiltersForm } from '../components/lot-filters';
import { Countdown } from '../components/lot-times';
import { countLotFilters, LOT_SORTS, parseLotSearch, toLotQuery, type LotFilters, type LotSort } from '../lot-search-params';
import '../auctions.css';

/**
 * The auction search (issue 13): a second catalogue beside our stock, of the lots still to come up. Filters live in
 * the URL (shareable, reloadable), results load more on the cursor; above them the auction days ahead and the lots
 * whose bid cut-off comes next. Start prices only for signed-in visitors; the Auction service page explains the rest.
 */
export default function AuctionsRoute() {
  const { t } = useTranslation('auctions');
  const format = useFormat();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useLocalizedNavigate();
  const viewer = useViewer();
  const search = params.toString();
  const filters = useMemo(() => parseLotSearch(search), [search]);
  const results = useLotSearch(filters, viewer.key);
  const closing = useClosingSoon(viewer.key);
  const lots = results.data?.pages.flatMap((page) => page.items) ?? [];
  const first = results.data?.pages[0];
  const signInUrl = paths.auth({ next: stripLanguage(location.pathname) + location.search });
  const apply = (next: LotFilters) => navigate(paths.auctions(toLotQuery(next)));
  const filterCount = countLotFilters(filters);

  return (
    <div className="container page auctions">
      <div className="auctions__head">
        <PageTitle title={t('title')} />
        <p className="auctions__intro">
          {t('intro')} <Link to={paths.contentPage('auction-service')}>{t('howItWorks')}</Link>
        </p>
      </div>

      <CalendarStrip filters={filters} />

      <section className="auction-closing" aria-labelledby="auction-closing-title">
        <h2 id="auction-closing-title" className="auction-section-title">
          {t('closingSoon.title')}
        </h2>
        {closing.isError ? (
          <ErrorState error={closing.error} onRetry={() => void closing.refetch()} />
        ) : !closing.data ? (
          <Skeleton blockSize="4rem" />
        ) : closing.data.items.length === 0 ? (
          <p>{t('closingSoon.empty')}</p>
        ) : (
          <ul className="auction-closing__list">
            {closing.data.items.map((lot) => (
              <li key={lot.id}>
                <Link to={paths.auctionLot(lot.id)} className="auction-closing__link">
                  {lot.make} {lot.model} {lot.year}
                </Link>
                <span className="auction-closing__meta">
                  {t('lot.number', { number: lot.lotNumber })} · {lot.auctionHouse}
                </span>
                <Countdown deadline={lot.bidCutoffAt} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="auctions__layout">
        <details className="auctions__filters" open={filterCount > 0 || undefined}>
          <summary>{t('filters.toggle', { count: filterCount })}</summary>
          <LotFiltersForm key={search} filters={filters} onApply={apply} />
        </details>

        <section className="auctions__results" aria-labelledby="auction-results-title">
          <div className="auctions__results-head">
            <h2 id="auction-results-title" className="auction-section-title">
              {t('results.title')}
            </h2>
            <p role="status" className="auctions__count">
              {first ? (
                t(first.totalIsEstimate ? 'results.countEstimate' : 'results.count', {
                  count: first.total,
                  value: format.number(first.total),
                })
              ) : (
                <Skeleton inlineSize="8em" blockSize="1em" />
              )}
            </p>
            <SelectField
              label={t('sort.label')}
              value={filters.sort ?? 'startsAt'}
              onChange={(event) =>
                apply({ ...filters, sort: event.target.value === 'startsAt' ? undefined : (event.target.value as LotSort) })
              }
              options={LOT_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
            />
          </div>
          {filters.auctionDate && (
            <p className="auctions__day">
              {t('results.day', {
                date: format.date(`${filters.auctionDate}T00:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' }),
              })}{' '}
              <Link to={paths.auctions(toLotQuery({ ...filters, auctionDate: undefined }))}>{t('results.allDays')}</Link>
            </p>
          )}
          {results.isError ? (
            <ErrorState error={results.error} onRetry={() => void results.refetch()} />
          ) : results.isPending ? (
            <ul className="lot-list" aria-hidden="true">
              {Array.from({ length: 4 }, (_, i) => (
                <li key={i}>
                  <Skeleton blockSize="11rem" />
                </li>
              ))}
            </ul>
          ) : lots.length === 0 ? (
            <EmptyState
              message={t('results.empty')}
              action={filterCount > 0 ? <Link to={paths.auctions()}>{t('filters.clear')}</Link> : undefined}
            />
          ) : (
            <>
              <ul className={`lot-list${results.isPlaceholderData ? ' lot-list--updating' : ''}`}>
                {lots.map((lot) => (
                  <li key={lot.id}>
                    <LotCard lot={lot} signedIn={viewer.signedIn} signInUrl={signInUrl} />
                  </li>
                ))}
              </ul>
              {results.hasNextPage && (
                <div className="auctions__more">
                  <Button variant="secondary" busy={results.isFetchingNextPage} onClick={() => void results.fetchNextPage()}>
                    {t('results.more')}
                  </Button>
                </div>
              )}
            </>
          )}
        </section>
      </div>

      {!viewer.signedIn && (
        <aside className="auction-register" aria-labelledby="auction-register-title">
          <h2 id="auction-register-title">{t('register.title')}</h2>
          <p>{t('register.text')}</p>
          <Link className={buttonClass()} to={paths.auth({ tab: 'register', next: paths.auctions() })}>
            {t('register.action')}
          </Link>
        </aside>
      )}
    </div>
  );
}
