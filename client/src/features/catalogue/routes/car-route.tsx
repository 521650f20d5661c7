import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isReservableStatus } from '@autoexport/contract/cars';
import { CarBadges } from '../../../components/badge';
import { Button, buttonClass } from '../../../components/button';
import { Link } from '../../../components/link';
import { PageTitle, useDocumentTitle } from '../../../components/page-title';
import { Price } from '../../../components/price';
import { Skeleton } from '../../../components/skeleton';
import { ApiError } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/i18n/error-text';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { useCar, type CarDetail } from '../api/cars-api';
import { useViewer } from '../api/viewer';
import { AuctionSheet } from '../components/auction-sheet';
import { CarFeatures, CarSpecs } from '../components/car-specs';
import { Gallery } from '../components/gallery';
import { LatestReviews } from '../../reviews/components/latest-reviews';
import { useCarLabels } from '../components/use-car-labels';
import { WhatsAppContact } from '../components/whatsapp-contact';
import { ReserveButton, ReserveDialog } from '../../orders/components/reserve';
import { FavoriteHeart } from '../../favorites/components/favorite-heart';
import { InquiryForm } from '../../inquiries/components/inquiry-form';
import { CarPricePanel } from '../../price-calculator/components/car-price-panel';
import { CarBarLanded, CarLandedTotal } from '../../price-calculator/components/car-landed-total';
import { ImportEligibilityPanel } from '../../eligibility/components/import-eligibility-panel';
import '../components/car-card.css';
import '../components/car-page.css';

/** Home › Stock list › Toyota › this car. */
function Breadcrumb({ car, title }: { car: CarDetail; title: string }) {
  const { t } = useTranslation(['catalogue', 'layout']);
  return (
    <nav className="breadcrumb" aria-label={t('catalogue:car.breadcrumb')}>
      <ol>
        <li>
          <Link to={paths.home()}>{t('layout:header.navHome')}</Link>
        </li>
        <li>
          <Link to={paths.search()}>{t('layout:header.navCars')}</Link>
        </li>
        <li>
          <Link to={paths.search({ make: car.make.slug })}>{car.make.title}</Link>
        </li>
        <li>
          <bdi aria-current="page">{title}</bdi>
        </li>
      </ol>
    </nav>
  );
}

/** The car's page once it has loaded. */
function CarPage({ car }: { car: CarDetail }) {
  const labels = useCarLabels();
  const { t } = labels;
  const [reserving, setReserving] = useState(false);
  // `?reserve=1` (paths.car's `reserve`): back from adding a consignee, the reserve form opens again by itself, once
  // the session is known to be signed in and the car can still be reserved.
  const [params, setParams] = useSearchParams();
  const { status } = useSession();
  const askedToReserve = params.get('reserve') === '1';
  useEffect(() => {
    if (askedToReserve && status === 'signedIn' && isReservableStatus(car.status)) setReserving(true);
  }, [askedToReserve, status, car.status]);
  const stopReserving = () => {
    setReserving(false);
    if (askedToReserve)
      setParams(
        (current) => {
          current.delete('reserve');
          return current;
        },
        { replace: true },
      );
  };
  const title = labels.title(car);
  const facts = [
    labels.mileage(car.mileageKm),
    labels.engine(car.engineCc),
    labels.transmission(car.transmission),
    labels.steering(car.steering),
    labels.fuel(car.fuel),
    labels.drive(car.drive),
  ];
  return (
    <div className="container page car">
      <Breadcrumb car={car} title={title} />
      <div className="car__top">
        <div className="car__gallery">
          <Gallery images={car.images} title={title} />
        </div>
        <div className="car__summary">
          <PageTitle title={title}>
            <bdi>{title}</bdi>
          </PageTitle>
          <p className="car__ids">
            <span>
              {t('catalogue:card.stockId')} <strong className="car__ref">{car.ref}</strong>
            </span>
            <span>
              {t('catalogue:spec.location')}: <strong>{labels.location(car)}</strong>
            </span>
          </p>
          <CarBadges badges={car.badges} />
          <FavoriteHeart carRef={car.ref} />
          <ul className="car__facts" aria-label={t('catalogue:card.facts')}>
            {facts.map((fact) => (
              <li key={fact} className="chip">
                {fact}
              </li>
            ))}
          </ul>
          <div className="car__buy card">
            {/* The landed total to my port leads when known (issue 24); the FOB price follows, said to be FOB. */}
            <CarLandedTotal carRef={car.ref} />
            {car.price && <span className="car__price-label">{t('catalogue:car.fobPrice')}</span>}
            <Price money={car.price} className="car__price" />
            <ReserveButton car={car} onOpen={() => setReserving(true)} className="reserve-action" />
            <WhatsAppContact carTitle={title} carRef={car.ref} />
            <p className="car__buy-note">{t('catalogue:car.contactNote')}</p>
          </div>
          <ImportEligibilityPanel carRef={car.ref} />
        </div>
      </div>

      <div className="car__details">
        <CarSpecs car={car} />
        <CarFeatures features={car.features} />
        <AuctionSheet sheet={car.auctionSheet} />
        <CarPricePanel carRef={car.ref} />
        <LatestReviews />
      </div>
      <div className="car__inquiry">
        <InquiryForm carRef={car.ref} carTitle={title} />
      </div>

      {/* The phone's bottom bar (UX.md principle 2): the price, WhatsApp and Reserve, always at hand. */}
      <div className="car-bar" role="region" aria-label={t('catalogue:car.actions')}>
        <span className="car-bar__price">
          <CarBarLanded carRef={car.ref} />
          <Price money={car.price} terms="FOB" />
        </span>
        <WhatsAppContact carTitle={title} carRef={car.ref} className="car-bar__contact" />
        <ReserveButton car={car} onOpen={() => setReserving(true)} className="car-bar__reserve" />
      </div>
      <ReserveDialog car={car} title={title} open={reserving} onClose={stopReserving} />
    </div>
  );
}

/** The page's placeholder while the car loads: the gallery's frame and the summary's lines, at their final sizes. */
function CarSkeleton() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('pageTitle.car'));
  return (
    <div className="container page car" aria-busy="true">
      <div className="breadcrumb">
        <Skeleton inlineSize="16em" blockSize="1em" />
      </div>
      <div className="car__top" aria-hidden="true">
        <div className="car__gallery">
          <div className="gallery">
            <Skeleton aspectRatio="4 / 3" className="gallery__stage-skeleton" />
          </div>
        </div>
        <div className="car__summary">
          <Skeleton inlineSize="80%" blockSize="2.2em" />
          <Skeleton inlineSize="60%" blockSize="1.2em" />
          <Skeleton inlineSize="40%" blockSize="1.5em" />
          <Skeleton blockSize="160px" />
        </div>
      </div>
      {/* The sections' room, so the footer stays below the fold until they arrive. */}
      <div className="car__details" aria-hidden="true">
        <Skeleton blockSize="720px" />
        <Skeleton blockSize="360px" />
      </div>
    </div>
  );
}

/** "Product not found!" (spec §8) for a stock id the catalogue does not list — unknown, sold or shipped. */
function CarNotFound() {
  const { t } = useTranslation(['catalogue', 'common']);
  const errorText = useErrorText();
  return (
    <div className="container page car-missing">
      <PageTitle title={errorText.code({ code: 'PRODUCT_NOT_FOUND' })} />
      <p>{t('catalogue:car.notFoundMessage')}</p>
      <p className="car-missing__actions">
        <Link className={buttonClass('primary')} to={paths.search()}>
          {t('common:notFound.search')}
        </Link>
        <Link className={buttonClass('secondary')} to={paths.home()}>
          {t('common:notFound.home')}
        </Link>
      </p>
    </div>
  );
}

/**
 * A car's page at `/cars/:ref` (its stock id), shareable: gallery, stock id and location, badges, price (or the
 * register prompt), "Contact via WhatsApp", specifications, features and the auction sheet. An unknown car says
 * "Product not found!"; any other failure "Error: {error}" with Retry (spec §8).
 */
export default function CarRoute() {
  const { ref = '' } = useParams();
  const { t } = useTranslation(['catalogue', 'common']);
  const errorText = useErrorText();
  const viewer = useViewer();
  const car = useCar(ref, viewer.key);

  // A new car is a new page: start at its top.
  // A block body: window.scrollTo returns a promise in newer browsers, which React would take for a clean-up.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [ref]);

  if (car.data) return <CarPage car={car.data} />;
  if (car.isError) {
    if (car.error instanceof ApiError && car.error.code === 'PRODUCT_NOT_FOUND') return <CarNotFound />;
    return (
      <div className="container page">
        <PageTitle title={t('common:pageTitle.car')} />
        <div className="state state--error" role="alert">
          <p className="state__title">{t('catalogue:car.error', { error: errorText.message(car.error) })}</p>
          <Button variant="secondary" onClick={() => void car.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      </div>
    );
  }
  return <CarSkeleton />;
}
