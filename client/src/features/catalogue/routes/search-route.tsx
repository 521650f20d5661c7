import { useEffect, useId, useMemo, useRef, useState } from 'react';
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
import { useFirstPaintDone } from '../../../lib/use-first-paint';
import { useFormat } from '../../../lib/use-format';
import { SaveSearchButton } from '../../saved-searches/components/save-search-button';
import { useCarFacets, useCarSearch } from '../api/cars-api';
import { useDefaultDestination } from '../api/default-destination';
import { useViewer } from '../api/viewer';
import { ActiveFilters } from '../components/active-filters';
import { CarCard, CarCardSkeleton } from '../components/car-card';
import { FilterPanel } from '../components/filter-panel';
import { FiltersSheet } from '../components/filters-sheet';
import { Pagination } from '../components/pagination';
import { useMediaQuery } from '../components/use-media-query';
import {
  asksForPrices,
  changeFilters,
  countFilters,
  DEFAULT_SORT,
  facetsQuery,
  lastResultPage,
  PAGE_SIZE,
  parseSearch,
  PRICE_SORTS,
  SORTS,
  toQuery,
  withDefaultDestination,
  withoutPrices,
  type SearchFilters,
  type Sort,
} from '../search-params';
import '../components/car-card.css';
import '../components/search.css';

const RESULT_SIZES = '(min-width: 1200px) 290px, (min-width: 900px) 30vw, (min-width: 600px) 45vw, 90vw';
/** Result cards rendered on the app's first screen (two rows of three on a desktop, two on a phone); the rest after its paint. */
const FIRST_CARDS = { wide: 6, narrow: 2 };
/** Phones and small tablets get the "Filters (n)" sheet; wider screens the sidebar. */
const WIDE = '(min-width: 900px)';

/**
 * The catalogue search (spec §2): every filter of GET /api/cars, kept in the URL (shareable, reloadable, the back
 * button walks back through searches), the sidebar's facets with their counts, sort, page numbers and "load more"
 * on the cursor. On phones the filters live in a full-height sheet behind "Filters (n)".
 */
export default function SearchRoute() {
  const { t } = useTranslation(['catalogue', 'common']);
  const format = useFormat();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useLocalizedNavigate();
  const viewer = useViewer();
  const painted = useFirstPaintDone();
  const wide = useMediaQuery(WIDE);
  const firstCards = wide ? FIRST_CARDS.wide : FIRST_CARDS.narrow;
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetButton = useRef<HTMLButtonElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const filtersHeading = useId();

  const search = params.toString();
  // A signed-in buyer whose import country is set (and has rules on file) searches the cars it accepts by default,
  // shown as a removable chip; `importableTo=any` in the URL clears it (issue 24 §3).
  const defaultImportableTo = useDefaultDestination();
  const { filters: requested, defaulted } = useMemo(
    () => withDefaultDestination(parseSearch(search), search, defaultImportableTo),
    [search, defaultImportableTo],
  );
  // Anonymous visitors never search by price (the API answers 401): a shared link's price filters wait for sign-in.
  const filters = useMemo(() => (viewer.signedIn ? requested : withoutPrices(requested)), [requested, viewer.signedIn]);
  const priceIgnored = !viewer.signedIn && asksForPrices(requested);
  const page = filters.page ?? 1;

  const results = useCarSearch(filters, viewer.key);
  const facets = useCarFacets(filters, viewer.key);
  const pages = results.data?.pages ?? [];
  const cars = pages.flatMap((answer) => answer.items);
  const first = pages[0];
  const total = first?.total ?? 0;
  const updating = results.isPlaceholderData || (results.isFetching && !results.isFetchingNextPage && !results.isPending);

  const apply = (next: SearchFilters) => navigate(paths.search(toQuery(next, defaultImportableTo)));
  const hrefFor = (patch: Partial<SearchFilters>) => paths.search(toQuery(changeFilters(filters, patch), defaultImportableTo));
  const clearAllHref = paths.search(toQuery({ sort: filters.sort }, defaultImportableTo));
  const signInUrl = paths.auth({ next: stripLanguage(location.pathname) + location.search });

  // A new page number: back to the top of the results (not for a filter change, which keeps the reader's place).
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current !== page) resultsRef.current?.scrollIntoView({ block: 'start' });
    shownPage.current = page;
  }, [page]);

  // After "load more", the keyboard continues at the first new car.
  useEffect(() => {
    if (focusFrom.current === null || cars.length <= focusFrom.current) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('.car-card__link')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [cars.length]);

  const closeSheet = () => setSheetOpen(false);
  // Once the sheet has closed (its dialog closes in the sheet's own effect, which runs first), focus goes back to the
  // button that opened it — also when the button was drawn anew meanwhile (the window was resized past WIDE).
  const sheetWasOpen = useRef(false);
  useEffect(() => {
    if (sheetWasOpen.current && !sheetOpen) sheetButton.current?.focus();
    sheetWasOpen.current = sheetOpen;
  }, [sheetOpen]);

  const countText = first
    ? t(first.totalIsEstimate ? 'catalogue:search.resultsEstimate' : 'catalogue:search.results', {
        count: total,
        value: format.number(total),
      })
    : null;

  const panel = (
    <FilterPanel
      filters={filters}
      facets={facets.data}
      facetsLoading={facets.isPending}
      facetsError={facets.isError ? <ErrorState error={facets.error} onRetry={() => void facets.refetch()} /> : undefined}
      signedIn={viewer.signedIn}
      signInUrl={signInUrl}
      onApply={apply}
      defaultImportableTo={defaultImportableTo}
    />
  );

  const sortOptions = SORTS.filter((sort) => viewer.signedIn || !PRICE_SORTS.includes(sort)).map((sort) => ({
    value: sort,
    label: t(`catalogue:search.sort.${sort}`),
  }));

  return (
    <div className="container page search">
      <div className="search__head">
        <PageTitle title={t('common:pageTitle.search')} />
        <p className="search__count" role="status">
          {countText ?? <Skeleton inlineSize="8em" blockSize="1em" />}
        </p>
        <SaveSearchButton filters={facetsQuery(filters)} signInUrl={signInUrl} />
      </div>

      <div className="search__layout">
        {wide && (
          <aside className="search__sidebar" aria-labelledby={filtersHeading}>
            <h2 id={filtersHeading} className="visually-hidden">
              {t('catalogue:search.filters')}
            </h2>
            {panel}
          </aside>
        )}

        <div className="search__main">
          <div className="search__toolbar">
            {!wide && (
              <button
                ref={sheetButton}
                type="button"
                className={`${buttonClass('secondary')} search__filters-button`}
                aria-haspopup="dialog"
                onClick={() => setSheetOpen(true)}
              >
                <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path fill="currentColor" d="M3 5h18v2H3zm3 6h12v2H6zm4 6h4v2h-4z" />
                </svg>
                {t('catalogue:search.filtersButton', { value: format.number(countFilters(filters)) })}
              </button>
            )}
            <div className="search__sort">
              <SelectField
                label={t('catalogue:search.sortBy')}
                value={filters.sort ?? DEFAULT_SORT}
                options={sortOptions}
                onChange={(event) => apply(changeFilters(filters, { sort: event.target.value as Sort }))}
              />
            </div>
          </div>

          <ActiveFilters
            filters={filters}
            facets={facets.data}
            cars={cars}
            defaultImportableTo={defaultImportableTo}
            defaulted={defaulted}
          />
          {priceIgnored && (
            <p className="search__note">
              {t('catalogue:search.priceIgnored')} <Link to={signInUrl}>{t('catalogue:search.signIn')}</Link>
            </p>
          )}

          <div
            ref={resultsRef}
            className="search__results"
            aria-busy={results.isPending || updating || (!painted && cars.length > firstCards)}
          >
            <h2 className="visually-hidden">{t('catalogue:search.resultsHeading')}</h2>
            {results.isError && !results.isFetchNextPageError ? (
              <ErrorState error={results.error} onRetry={() => void results.refetch()} />
            ) : results.isPending ? (
              <ul className="car-list">
                {Array.from({ length: 6 }, (_, i) => (
                  <li key={i}>
                    <CarCardSkeleton />
                  </li>
                ))}
              </ul>
            ) : cars.length === 0 ? (
              <EmptyState
                message={t('catalogue:search.emptyMessage')}
                action={countFilters(filters) > 0 ? <Link to={clearAllHref}>{t('catalogue:search.clearAll')}</Link> : undefined}
              />
            ) : (
              <>
                <ul ref={listRef} className={`car-list${updating ? ' car-list--updating' : ''}`}>
                  {cars.map((car, index) => (
                    <li key={car.ref}>
                      {painted || index < firstCards ? (
                        <CarCard car={car} eager={index < 3} priority={index === 0} sizes={RESULT_SIZES} />
                      ) : (
                        <CarCardSkeleton />
                      )}
                    </li>
                  ))}
                </ul>
                <p className="search__shown">
                  {t('catalogue:search.shown', {
                    from: format.number((page - 1) * PAGE_SIZE + 1),
                    to: format.number((page - 1) * PAGE_SIZE + cars.length),
                    total: format.number(total),
                  })}
                </p>
                {results.isFetchNextPageError && <ErrorState error={results.error} onRetry={() => void results.fetchNextPage()} />}
                {results.hasNextPage && !results.isFetchNextPageError && (
                  <Button
                    variant="secondary"
                    block
                    className="search__more"
                    busy={results.isFetchingNextPage}
                    onClick={() => {
                      focusFrom.current = cars.length;
                      void results.fetchNextPage();
                    }}
                  >
                    {t('catalogue:search.loadMore')}
                  </Button>
                )}
                <Pagination page={page} last={lastResultPage(total)} hrefFor={(next) => hrefFor({ page: next > 1 ? next : undefined })} />
              </>
            )}
          </div>
        </div>
      </div>

      {!wide && (
        <FiltersSheet
          open={sheetOpen}
          onClose={closeSheet}
          footer={
            <>
              {countFilters(filters) > 0 && (
                <Link className="sheet__clear" to={clearAllHref}>
                  {t('catalogue:search.clearAll')}
                </Link>
              )}
              <Button variant="primary" busy={updating || results.isPending} onClick={closeSheet}>
                {t('catalogue:search.showCars', { count: total, value: format.number(total) })}
              </Button>
            </>
          }
        >
          {panel}
        </FiltersSheet>
      )}
    </div>
  );
}
