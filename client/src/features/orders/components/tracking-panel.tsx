import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { lastPage, Pager } from '../../../components/pager';
import { Skeleton } from '../../../components/skeleton';
import { Tabs } from '../../../components/tabs';
import { useErrorText } from '../../../lib/i18n/error-text';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import { TRACKING_LIMIT, useOrderTracking, useTrackedCars, type TrackedCar } from '../api/tracking-api';
import { latestEvent, releasedCount, TRACKING_TABS, trackingTab, type TrackingTab } from '../utils/tracking';
import { OrderStatus } from './order-list-panel';
import { DocumentList } from './order-documents';
import { LatestLocation, ShipmentFacts } from './tracking-timeline';
import '../orders.css';
import '../tracking.css';

/** "Get location" answered: asked of GET /api/orders/:id/tracking, its latest event's place and date, or none yet. */
function LocationResult({ orderId, stockId }: { orderId: string; stockId: string }) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const tracking = useOrderTracking(orderId);
  if (tracking.isError)
    return (
      <div className="tracked-car__failure" role="alert">
        <p className="field__error">{errorText.message(tracking.error)}</p>
        <Button variant="secondary" size="small" onClick={() => void tracking.refetch()}>
          {t('common:retry')}
        </Button>
      </div>
    );
  if (!tracking.data) return <p className="muted">{t('tracking.gettingLocation')}</p>;
  return (
    <div aria-label={t('tracking.locationOf', { stockId })} role="group">
      <LatestLocation event={latestEvent(tracking.data.events)} />
    </div>
  );
}

/** One bought car: its order, ship, documents ("View documents") and "Get location". */
function TrackedCarCard({ car }: { car: TrackedCar }) {
  const { t } = useTranslation('orders');
  const f = useFormat();
  const id = useId();
  const [showDocuments, setShowDocuments] = useState(false);
  const [located, setLocated] = useState(false);
  const tracking = useOrderTracking(car.orderId, { enabled: located });
  const locating = located && tracking.isFetching;
  return (
    <li className="card order-card tracked-car">
      <div className="order-card__head">
        {car.thumbnailUrl ? (
          <img className="order-card__thumb" src={car.thumbnailUrl} alt="" width={120} height={90} loading="lazy" />
        ) : (
          <span className="order-card__thumb" aria-hidden="true" />
        )}
        <div className="order-card__title">
          <h3>
            <bdi>{car.title}</bdi>
          </h3>
          <p className="muted">
            {t('list.stockId')} <strong className="order-card__ref">{car.stockId}</strong>
          </p>
          <OrderStatus status={car.status} />
        </div>
      </div>
      {!car.shipment && (
        <dl className="order-card__facts">
          <div>
            <dt>{t('list.destination')}</dt>
            <dd>
              <bdi>{car.destinationPort}</bdi>, {f.country(car.destinationCountry)}
            </dd>
          </div>
        </dl>
      )}
      <div className="tracked-car__shipment">
        <h4>{t('tracking.shipment')}</h4>
        <ShipmentFacts shipment={car.shipment} />
      </div>
      <p className="tracked-car__documents">
        {car.documents.length === 0
          ? t('documents.none')
          : t('documents.summary', { released: f.number(releasedCount(car.documents)), total: f.number(car.documents.length) })}
      </p>
      <div className="form-actions order-card__actions">
        <Link
          className={buttonClass('secondary')}
          to={paths.order(car.orderId)}
          aria-label={t('tracking.openLabel', { stockId: car.stockId })}
        >
          {t('tracking.open')}
        </Link>
        <Button
          variant="secondary"
          aria-expanded={showDocuments}
          aria-controls={`${id}-documents`}
          aria-label={t('tracking.viewDocumentsLabel', { stockId: car.stockId })}
          onClick={() => setShowDocuments((shown) => !shown)}
        >
          {t('tracking.viewDocuments')}
        </Button>
        <Button
          variant="secondary"
          busy={locating}
          aria-controls={`${id}-location`}
          aria-label={t('tracking.getLocationLabel', { stockId: car.stockId })}
          onClick={() => (located ? void tracking.refetch() : setLocated(true))}
        >
          {t('tracking.getLocation')}
        </Button>
      </div>
      <div id={`${id}-documents`} className="tracked-car__panel" hidden={!showDocuments}>
        {showDocuments && <DocumentList orderId={car.orderId} stockId={car.stockId} documents={car.documents} />}
      </div>
      <div id={`${id}-location`} className="tracked-car__location" aria-live="polite">
        {located && <LocationResult orderId={car.orderId} stockId={car.stockId} />}
      </div>
    </li>
  );
}

/**
 * Car tracking (spec §2, §4): my bought cars in the Unreleased and Released tabs (the tab and the page in the URL,
 * `?tab=released&page=2`), each with its ship, its documents to download and "Get location".
 */
export function TrackingPanel() {
  const { t } = useTranslation(['orders', 'profile']);
  const [params, setParams] = useSearchParams();
  const tab = trackingTab(params.get('tab'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useTrackedCars(tab, page);

  const go = (next: { tab: TrackingTab; page: number }) => {
    const query: Record<string, string> = { tab: next.tab };
    if (next.page > 1) query.page = String(next.page);
    setParams(query);
  };

  let body;
  if (list.isError) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data)
    body = (
      <ul className="order-list" aria-busy="true">
        {[0, 1].map((i) => (
          <li key={i} className="card order-card">
            <Skeleton inlineSize="60%" blockSize="1.5rem" />
            <Skeleton blockSize="10rem" />
          </li>
        ))}
      </ul>
    );
  else if (list.data.items.length === 0) body = <EmptyState message={t(`tracking.empty.${tab}`)} />;
  else {
    const last = lastPage(list.data.total, TRACKING_LIMIT);
    body = (
      <>
        <p className="muted">{t('tracking.count', { count: list.data.total })}</p>
        <ul className="order-list" aria-busy={list.isPlaceholderData}>
          {list.data.items.map((car) => (
            <TrackedCarCard key={car.orderId} car={car} />
          ))}
        </ul>
        <Pager t={t} keys="list." page={page} last={last} onPage={(to) => go({ tab, page: to })} className="form-actions order-pages" />
      </>
    );
  }

  return (
    <section className="profile-panel orders-panel" aria-labelledby="tracking-panel-title">
      <h2 id="tracking-panel-title">{t('profile:tabs.tracking')}</h2>
      <p className="profile-panel__intro">{t('tracking.intro')}</p>
      <Tabs
        label={t('tracking.tabs.label')}
        items={TRACKING_TABS.map((id) => ({ id, label: t(`tracking.tabs.${id}`) }))}
        selected={tab}
        onSelect={(next) => go({ tab: trackingTab(next), page: 1 })}
      >
        {body}
      </Tabs>
    </section>
  );
}
