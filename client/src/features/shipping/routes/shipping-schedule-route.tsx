import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { PageTitle } from '../../../components/page-title';
import { Skeleton } from '../../../components/skeleton';
import { lastPage } from '../../../components/pager';
import { ApiError } from '../../../lib/api/api-error';
import { useLocalizedNavigate } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import { useMediaQuery } from '../../catalogue/components/use-media-query';
import { useShippingSchedule } from '../api/schedule-api';
import { ScheduleForm } from '../components/schedule-form';
import { SailingCards, SailingsSkeleton, SailingTable, SchedulePager } from '../components/schedule-results';
import {
  departingSoon,
  hasCriteria,
  localToday,
  parseScheduleSearch,
  toScheduleQuery,
  validateSchedule,
  type ScheduleCriteria,
} from '../utils/schedule-search';
import '../shipping.css';

/** Tables from here on; cards below. */
const WIDE = '(min-width: 760px)';

/**
 * The public shipping schedule (spec §2 "search by departure and arrival date", §5; issue 9 §5): the search is the
 * URL's query (shareable, reloadable, the back button walks back through searches), checked with the server's rules
 * before asking GET /api/shipping-schedule; the sailings, earliest departure first, as a table on desktops and cards
 * on phones, a page at a time.
 */
export default function ShippingScheduleRoute() {
  const { t } = useTranslation('shipping');
  const f = useFormat();
  const [params] = useSearchParams();
  const navigate = useLocalizedNavigate();
  const wide = useMediaQuery(WIDE);
  const resultsRef = useRef<HTMLElement>(null);

  const query = params.toString();
  const { criteria, page } = useMemo(() => parseScheduleSearch(query), [query]);
  const asked = hasCriteria(criteria);
  const issues = useMemo(() => (asked ? validateSchedule(criteria) : null), [asked, criteria]);
  const passes = issues !== null && !issues.form && Object.keys(issues.fields).length === 0;
  const search = useMemo(() => (passes ? { criteria, page } : null), [passes, criteria, page]);
  const schedule = useShippingSchedule(search);
  const refused = schedule.error instanceof ApiError && schedule.error.status === 400;

  const hrefFor = (to: number) => paths.shippingSchedule(toScheduleQuery(criteria, to));
  const soonHref = paths.shippingSchedule(toScheduleQuery(departingSoon(localToday())));
  const onSearch = (next: ScheduleCriteria) => {
    const target = paths.shippingSchedule(toScheduleQuery(next));
    if (target === paths.shippingSchedule(toScheduleQuery(criteria, page))) void schedule.refetch();
    else navigate(target);
  };

  // Another page: back to the top of the results (a new search keeps the reader at the form's button).
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current !== page) resultsRef.current?.scrollIntoView({ block: 'start' });
    shownPage.current = page;
  }, [page]);

  let results = null;
  if (search && !refused) {
    const data = schedule.data;
    let body;
    if (schedule.isError) body = <ErrorState error={schedule.error} onRetry={() => void schedule.refetch()} />;
    else if (!data) body = <SailingsSkeleton wide={wide} />;
    else if (data.items.length === 0 && data.total > 0)
      body = (
        <EmptyState
          action={
            <Link className={buttonClass('secondary')} to={hrefFor(1)}>
              {t('empty.firstPage')}
            </Link>
          }
        />
      );
    else if (data.items.length === 0)
      body = (
        <EmptyState
          title={t('empty.title')}
          message={t('empty.message')}
          action={
            <Link className={buttonClass('secondary')} to={soonHref}>
              {t('start.soon')}
            </Link>
          }
        />
      );
    else
      body = (
        <>
          {wide ? <SailingTable sailings={data.items} /> : <SailingCards sailings={data.items} />}
          <SchedulePager page={data.page} last={lastPage(data.total, data.limit)} hrefFor={hrefFor} />
        </>
      );
    const updating = schedule.isPlaceholderData || (schedule.isFetching && !schedule.isPending);
    results = (
      <section
        ref={resultsRef}
        className={`schedule-results${updating ? ' schedule-results--updating' : ''}`}
        aria-labelledby="schedule-results-title"
        aria-busy={schedule.isFetching || undefined}
      >
        <div className="schedule-results__head">
          <h2 id="schedule-results-title">{t('results.heading')}</h2>
          <p className="schedule-results__count" role="status">
            {data && !schedule.isError ? (
              <>
                <strong>{t('results.count', { count: data.total, value: f.number(data.total) })}</strong>
                {data.total > 0 && <span className="schedule-muted"> · {t('results.order')}</span>}
              </>
            ) : (
              <Skeleton inlineSize="10em" blockSize="1em" />
            )}
          </p>
        </div>
        {body}
      </section>
    );
  }

  return (
    <div className="container page schedule">
      <PageTitle title={t('title')} />
      <p className="schedule__intro">{t('intro')}</p>
      <ScheduleForm
        key={query}
        initial={criteria}
        initialIssues={passes ? null : issues}
        serverError={refused ? schedule.error : undefined}
        busy={schedule.isFetching}
        onSearch={onSearch}
        onClear={() => query && navigate(paths.shippingSchedule())}
      />
      {results ??
        (!asked && (
          <div className="card schedule-start">
            <p className="schedule-start__title">{t('start.title')}</p>
            <p className="schedule-muted">{t('start.message')}</p>
            <Link className={buttonClass('secondary')} to={soonHref}>
              {t('start.soon')}
            </Link>
          </div>
        ))}
    </div>
  );
}
