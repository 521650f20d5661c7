import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useFormat } from '../../../lib/use-format';
import type { Order } from '../api/orders-api';
import { useOrderTracking, type ScheduledShipment, type TrackingEvent } from '../api/tracking-api';
import { eventDateOptions, isTracked, latestEvent, newestFirst } from '../utils/tracking';
import '../tracking.css';

/** An event's date as a <time>: the day alone when staff entered a day, else the moment in the reader's zone. */
function EventDate({ date }: { date: string }) {
  const f = useFormat();
  return <time dateTime={date}>{f.date(date, eventDateOptions(date))}</time>;
}

/** "Get location": where the latest event put the car, and when; or that there is no location yet. */
export function LatestLocation({ event }: { event: TrackingEvent | null }) {
  const { t } = useTranslation('orders');
  const f = useFormat();
  if (!event) return <p className="location location--none">{t('tracking.noLocation')}</p>;
  return (
    <div className="location">
      <p className="location__label">{t('tracking.latest')}</p>
      <p className="location__place">
        <PinIcon />
        <bdi>{event.location}</bdi>
      </p>
      <p className="location__date">{t('tracking.reportedOn', { date: f.date(event.date, eventDateOptions(event.date)) })}</p>
    </div>
  );
}

function PinIcon() {
  return (
    <svg className="location__pin" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
      />
    </svg>
  );
}

/** The sailing: vessel and voyage, port of destination, method, departure and arrival dates; or that none is booked yet. */
export function ShipmentFacts({ shipment }: { shipment: ScheduledShipment | null }) {
  const { t } = useTranslation('orders');
  const f = useFormat();
  if (!shipment) return <p className="muted">{t('tracking.noShipment')}</p>;
  const day = (value: string) => f.date(value, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <dl className="shipment-facts">
      <div>
        <dt>{t('tracking.vessel')}</dt>
        <dd>
          <bdi>{shipment.vessel}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('tracking.voyage')}</dt>
        <dd>
          <bdi dir="ltr">{shipment.voyageNumber}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('tracking.port')}</dt>
        <dd>
          <bdi>{shipment.destinationPort}</bdi>, {f.country(shipment.destinationCountry)}
        </dd>
      </div>
      <div>
        <dt>{t('tracking.method')}</dt>
        <dd>{t(`method.${shipment.method}`, { defaultValue: shipment.method })}</dd>
      </div>
      <div>
        <dt>{t('tracking.departure')}</dt>
        <dd>
          <time dateTime={shipment.departureDate}>{day(shipment.departureDate)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('tracking.arrival')}</dt>
        <dd>
          <time dateTime={shipment.arrivalDate}>{day(shipment.arrivalDate)}</time>
        </dd>
      </div>
    </dl>
  );
}

/** The tracking events, newest first: date, status, description, location and details. */
export function TrackingTimeline({ events }: { events: readonly TrackingEvent[] }) {
  const { t } = useTranslation('orders');
  if (events.length === 0) return <p className="muted">{t('tracking.noEvents')}</p>;
  return (
    <ol className="timeline">
      {newestFirst(events).map((event, i) => (
        <li key={`${event.date}-${i}`} className={i === 0 ? 'timeline__item timeline__item--latest' : 'timeline__item'}>
          <p className="timeline__head">
            <strong className="timeline__status">
              <bdi>{event.status}</bdi>
            </strong>
            <EventDate date={event.date} />
          </p>
          <p className="timeline__description">
            <bdi>{event.description}</bdi>
          </p>
          <p className="timeline__location">
            <PinIcon />
            <bdi>{event.location}</bdi>
          </p>
          {event.details && (
            <p className="timeline__details">
              <span className="visually-hidden">{t('tracking.details')}: </span>
              <bdi>{event.details}</bdi>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The order page's Tracking section (bought cars only): the latest location, the shipment and the timeline. */
export function OrderTracking({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const tracking = useOrderTracking(order.id, { enabled: isTracked(order.status) });
  if (!isTracked(order.status)) return null;
  let body;
  if (tracking.isError) body = <ErrorState error={tracking.error} onRetry={() => void tracking.refetch()} />;
  else if (!tracking.data)
    body = (
      <>
        <Skeleton blockSize="6rem" />
        <Skeleton blockSize="10rem" />
      </>
    );
  else
    body = (
      <>
        <div className="tracking-summary">
          <LatestLocation event={latestEvent(tracking.data.events)} />
          <div className="tracking-summary__shipment">
            <h3>{t('tracking.shipment')}</h3>
            <ShipmentFacts shipment={tracking.data.shipment} />
          </div>
        </div>
        <h3>{t('tracking.events')}</h3>
        <TrackingTimeline events={tracking.data.events} />
      </>
    );
  return (
    <section className="card order-section tracking no-print" aria-labelledby="tracking-title" aria-busy={tracking.isPending}>
      <h2 id="tracking-title">{t('tracking.title')}</h2>
      {body}
    </section>
  );
}
