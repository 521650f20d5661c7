import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { PageTitle } from '../../../components/page-title';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import { useLandingPage, useMakes } from '../api/landing-api';
import { useViewer } from '../api/viewer';
import { CarCard, CarCardSkeleton } from '../components/car-card';
import { CarRow, CarRowSkeleton } from '../components/car-row';
import '../components/home.css';

/** Today's deal beside the page's introduction: the first thing a visitor sees, so its photo loads first. */
function TodayDeal({ deal }: { deal: Parameters<typeof CarCard>[0]['car'] | null | undefined }) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  if (deal === null) return null;
  return (
    <section className="home-deal" aria-labelledby={id}>
      <h2 id={id} className="home-deal__title">
        {t('home.todayDeal')}
      </h2>
      {deal ? <CarCard car={deal} eager priority sizes="(min-width: 900px) 400px, 90vw" /> : <CarCardSkeleton />}
    </section>
  );
}

/** "Shop by make": each active make with its logo and how many cars it has, linking to its search. */
function Makes() {
  const { t } = useTranslation('catalogue');
  const format = useFormat();
  const makes = useMakes();
  const id = useId();
  const listed = makes.data?.filter((make) => make.carCount > 0);
  if (listed?.length === 0) return null;
  return (
    <section className="home-makes" aria-labelledby={id} aria-busy={makes.isPending}>
      <h2 id={id}>{t('home.shopByMake')}</h2>
      {makes.isError ? (
        <ErrorState error={makes.error} onRetry={() => void makes.refetch()} />
      ) : (
        <ul className="home-makes__list">
          {listed
            ? listed.map((make) => (
                <li key={make.slug}>
                  <Link className="home-makes__make" to={paths.search({ make: make.slug })}>
                    {make.thumbnailUrl ? (
                      <img src={make.thumbnailUrl} width={48} height={48} alt="" loading="lazy" decoding="async" />
                    ) : (
                      <span className="home-makes__logo" aria-hidden="true" />
                    )}
                    <span className="home-makes__name">{make.title}</span>
                    <span className="home-makes__count">
                      {t('home.carCount', { count: make.carCount, value: format.number(make.carCount) })}
                    </span>
                  </Link>
                </li>
              ))
            : Array.from({ length: 8 }, (_, i) => (
                <li key={i}>
                  <Skeleton blockSize="64px" />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The home page (spec §2): the landing page for the visitor's country — today's deal, most popular, new arrivals and
 * most affordable — and the makes. A signed-in customer's lists follow the country they import into (or live in);
 * a visitor gets the global lists.
 */
export default function HomeRoute() {
  const { t } = useTranslation(['catalogue', 'common']);
  const format = useFormat();
  const viewer = useViewer();
  const country = viewer.user?.importCountry ?? viewer.user?.country ?? null;
  const landing = useLandingPage(country, viewer.key);
  const page = landing.data;

  return (
    <div className="container page home">
      <div className="home-hero">
        <div className="home-hero__text">
          <PageTitle title={t('common:pageTitle.home')} />
          <p className="home-hero__intro">{t('catalogue:home.intro')}</p>
          <ul className="home-hero__points">
            {(['stock', 'sheet', 'support'] as const).map((point) => (
              <li key={point}>{t(`catalogue:home.points.${point}`)}</li>
            ))}
          </ul>
          <p className="home-hero__actions">
            <Link className={buttonClass('primary')} to={paths.search()}>
              {t('catalogue:home.browseAll')}
            </Link>
          </p>
          {page?.country && (
            <p className="home-hero__country">{t('catalogue:home.pickedFor', { country: format.country(page.country) })}</p>
          )}
        </div>
        {!landing.isError && <TodayDeal deal={page ? page.todayDeal : undefined} />}
      </div>

      {landing.isError ? (
        <ErrorState error={landing.error} onRetry={() => void landing.refetch()} />
      ) : page ? (
        <>
          <CarRow title={t('catalogue:home.mostPopular')} cars={page.mostPopular} eager />
          {/* Below the fold on a phone: their cards come after the first paint. */}
          <CarRow
            title={t('catalogue:home.newArrivals')}
            cars={page.newArrival}
            firstCards={0}
            action={
              <Link className="car-row__action" to={paths.search()}>
                {t('catalogue:home.seeAll')}
              </Link>
            }
          />
          <CarRow title={t('catalogue:home.mostAffordable')} cars={page.mostAffordable} firstCards={0} />
        </>
      ) : (
        <div aria-busy="true">
          <CarRowSkeleton />
          <CarRowSkeleton />
          <CarRowSkeleton />
        </div>
      )}
      <Makes />
    </div>
  );
}
