import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { Link } from '../../../components/link';
import { Skeleton } from '../../../components/skeleton';
import { useFormat } from '../../../lib/use-format';
import type { ScheduledShipment } from '../api/schedule-api';
import { calendarDate, SAILING_DATE } from '../utils/calendar-date';
import { transitDays } from '../utils/schedule-search';

function useSailingText() {
  const { t } = useTranslation('shipping');
  const f = useFormat();
  return {
    date: (day: string) => f.date(calendarDate(day), SAILING_DATE),
    transit: (s: ScheduledShipment) => {
      const days = transitDays(s.departureDate, s.arrivalDate);
      return t('results.transitDays', { count: days, value: f.number(days) });
    },
    method: (method: string) => t(`method.${method}`, { defaultValue: method }),
    country: f.country,
  };
}

/** On desktops: one row per sailing, dense and scannable (UX.md: Tokyo clerks and dealers comparing dates). */
export function SailingTable({ sailings }: { sailings: readonly ScheduledShipment[] }) {
  const { t } = useTranslation('shipping');
  const text = useSailingText();
  return (
    <div className="schedule-table-scroll">
      <table className="schedule-table">
        <caption className="visually-hidden">{t('results.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('results.departure')}</th>
            <th scope="col">{t('results.arrival')}</th>
            <th scope="col">{t('results.destination')}</th>
            <th scope="col">{t('results.method')}</th>
            <th scope="col">{t('results.vessel')}</th>
            <th scope="col">{t('results.voyage')}</th>
            <th scope="col">{t('results.transit')}</th>
          </tr>
        </thead>
        <tbody>
          {sailings.map((s) => (
            <tr key={s.id}>
              <td className="schedule-table__date">{text.date(s.departureDate)}</td>
              <td className="schedule-table__date">{text.date(s.arrivalDate)}</td>
              <th scope="row" className="schedule-table__port">
                <bdi>{s.destinationPort}</bdi>
                <span className="schedule-muted">{text.country(s.destinationCountry)}</span>
              </th>
              <td>
                <Badge tone={s.method === 'roro' ? 'info' : 'neutral'}>{text.method(s.method)}</Badge>
              </td>
              <td>
                <bdi>{s.vessel}</bdi>
              </td>
              <td>
                <bdi dir="ltr">{s.voyageNumber}</bdi>
              </td>
              <td className="schedule-table__transit">{text.transit(s)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On phones: a card per sailing, the destination first, then the two dates side by side. */
export function SailingCards({ sailings }: { sailings: readonly ScheduledShipment[] }) {
  const { t } = useTranslation('shipping');
  const text = useSailingText();
  return (
    <ul className="sailing-list">
      {sailings.map((s) => (
        <li key={s.id} className="card sailing-card">
          <div className="sailing-card__head">
            <h3 className="sailing-card__port">
              <bdi>{s.destinationPort}</bdi>
              <span className="schedule-muted">{text.country(s.destinationCountry)}</span>
            </h3>
            <Badge tone={s.method === 'roro' ? 'info' : 'neutral'}>{text.method(s.method)}</Badge>
          </div>
          <dl className="sailing-card__dates">
            <div>
              <dt>{t('results.departure')}</dt>
              <dd>{text.date(s.departureDate)}</dd>
            </div>
            <div>
              <dt>{t('results.arrival')}</dt>
              <dd>{text.date(s.arrivalDate)}</dd>
            </div>
          </dl>
          <p className="sailing-card__vessel">
            <bdi>{s.vessel}</bdi> · <bdi dir="ltr">{s.voyageNumber}</bdi> · {text.transit(s)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The results' final shape while they load, so nothing moves when they arrive. */
export function SailingsSkeleton({ wide }: { wide: boolean }) {
  return (
    <div className="sailings-skeleton" aria-hidden="true">
      {[0, 1, 2].map((i) =>
        wide ? (
          <Skeleton key={i} blockSize="3.25rem" />
        ) : (
          <div key={i} className="card sailing-card">
            <Skeleton inlineSize="55%" blockSize="1.5rem" />
            <Skeleton blockSize="3rem" />
            <Skeleton inlineSize="70%" blockSize="1rem" />
          </div>
        ),
      )}
    </div>
  );
}

/** Previous and next as links (each page is a URL of its own), with "Page 2 of 3" between them. */
export function SchedulePager({ page, last, hrefFor }: { page: number; last: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation('shipping');
  const f = useFormat();
  if (last <= 1) return null;
  const step = (to: number, label: string, icon: string, rel: 'prev' | 'next') =>
    to >= 1 && to <= last ? (
      <Link className="btn btn--secondary schedule-pager__step" to={hrefFor(to)} rel={rel}>
        {rel === 'next' && label}
        <svg className="icon-directional" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={icon} />
        </svg>
        {rel === 'prev' && label}
      </Link>
    ) : (
      <span className="schedule-pager__step" aria-hidden="true" />
    );
  return (
    <nav className="schedule-pager" aria-label={t('pager.label')}>
      {step(page - 1, t('pager.previous'), 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z', 'prev')}
      <span className="schedule-pager__where">{t('pager.page', { page: f.number(page), last: f.number(last) })}</span>
      {step(page + 1, t('pager.next'), 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z', 'next')}
    </nav>
  );
}
