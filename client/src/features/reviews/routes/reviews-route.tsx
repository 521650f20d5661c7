import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { PageTitle } from '../../../components/page-title';
import { Skeleton } from '../../../components/skeleton';
import { Tabs } from '../../../components/tabs';
import { useLocalizedNavigate } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { useFormat } from '../../../lib/use-format';
import { useReviews, useReviewSummary } from '../api/reviews-api';
import { PhotoGallery } from '../components/photo-gallery';
import { ReviewCard } from '../components/review-card';
import { ReviewFilters } from '../components/review-filters';
import { ReviewForm } from '../components/review-form';
import { Pager } from '../components/pager';
import { ReviewSummary } from '../components/review-summary';
import { hasFilters, parseReviewSearch, toReviewQuery, type ReviewFilters as Filters, type ReviewsView } from '../utils/review-search';
import '../reviews.css';

/**
 * Customer reviews (spec §2 "Customer reviews list and gallery, with filters"): the summary, the filters and the page
 * kept in the URL, published reviews with the verified-buyer badge and replies, the photo gallery tab with its
 * lightbox, and the review form for signed-in customers (a sign-in prompt that comes back here for visitors).
 */
export default function ReviewsRoute() {
  const { t } = useTranslation('reviews');
  const f = useFormat();
  const [params] = useSearchParams();
  const navigate = useLocalizedNavigate();
  const { status, user } = useSession();
  const [writing, setWriting] = useState(false);
  const query = params.toString();
  const { filters, page, view } = useMemo(() => parseReviewSearch(query), [query]);
  const summary = useReviewSummary();
  const reviews = useReviews(filters, page);
  const here = paths.reviews(toReviewQuery({ filters, page, view }));

  const go = (next: { filters?: Filters; page?: number; view?: ReviewsView }) =>
    navigate(paths.reviews(toReviewQuery({ filters: next.filters ?? filters, page: next.page ?? 1, view: next.view ?? view })));

  let list;
  const data = reviews.data;
  if (reviews.isError) list = <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />;
  else if (!data) list = <Skeleton blockSize="16rem" />;
  else if (data.items.length === 0)
    list = (
      <EmptyState
        title={t('empty')}
        action={
          hasFilters(filters) ? (
            <Link className={buttonClass('secondary')} to={paths.reviews()}>
              {t('filters.clear')}
            </Link>
          ) : undefined
        }
      />
    );
  else
    list = (
      <>
        <ol className="review-list">
          {data.items.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} signInNext={here} />
            </li>
          ))}
        </ol>
        <Pager
          page={data.page}
          total={data.total}
          limit={data.limit}
          hrefFor={(to) => paths.reviews(toReviewQuery({ filters, page: to }))}
          label={t('pager.label')}
        />
      </>
    );

  return (
    <div className="container page reviews-page">
      <PageTitle title={t('title')} />
      <p className="reviews-page__intro">{t('intro')}</p>
      <div className="reviews-page__top">
        <ReviewSummary summary={summary.data} />
        <div className="reviews-page__write">
          {status === 'signedIn' ? (
            writing ? (
              <>
                <ReviewForm defaultCountry={user?.country} />
                <Button variant="ghost" onClick={() => setWriting(false)}>
                  {t('form.close')}
                </Button>
              </>
            ) : (
              <Button onClick={() => setWriting(true)} aria-expanded={false}>
                {t('form.open')}
              </Button>
            )
          ) : status === 'signedOut' ? (
            <div className="card reviews-page__sign-in">
              <p>{t('signIn.message')}</p>
              <Link className={buttonClass('primary')} to={paths.auth({ next: paths.reviews() })}>
                {t('signIn.action')}
              </Link>
            </div>
          ) : null}
        </div>
      </div>
      <Tabs
        label={t('tabs.label')}
        items={[
          { id: 'reviews', label: t('tabs.reviews') },
          { id: 'photos', label: summary.data ? t('tabs.photosCount', { value: f.number(summary.data.photoCount) }) : t('tabs.photos') },
        ]}
        selected={view}
        onSelect={(id) => go({ view: id as ReviewsView, page: 1 })}
      >
        {view === 'photos' ? (
          <PhotoGallery page={page} hrefFor={(to) => paths.reviews(toReviewQuery({ view: 'photos', page: to }))} />
        ) : (
          <div className="reviews-page__body">
            <ReviewFilters key={query} initial={filters} summary={summary.data} onApply={(next) => go({ filters: next, page: 1 })} />
            <section aria-labelledby="reviews-results" aria-busy={reviews.isFetching || undefined}>
              <h2 id="reviews-results" className="visually-hidden">
                {t('tabs.reviews')}
              </h2>
              <p className="reviews-page__count" role="status">
                {data && !reviews.isError ? t('count', { count: data.total, value: f.number(data.total) }) : ''}
              </p>
              {list}
            </section>
          </div>
        )}
      </Tabs>
    </div>
  );
}
