import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/badge';
import { Link } from '../../../../components/link';
import { useFormat } from '../../../../lib/use-format';
import { adminPath } from '../../admin-paths';
import type { DashboardWork } from '../api/dashboard';

interface CardProps {
  id: string;
  title: string;
  count: number;
  /** What the count means, read after it: "expiring today". */
  countLabel: ReactNode;
  /** The list it opens, filtered. */
  to: string;
  linkLabel: string;
  empty: string;
  children: ReactNode;
}

function WorkCard({ id, title, count, countLabel, to, linkLabel, empty, children }: CardProps) {
  return (
    <section className={`dash-card${count > 0 ? ' dash-card--busy' : ''}`} aria-labelledby={`dash-${id}`}>
      <header className="dash-card__header">
        <h2 id={`dash-${id}`} className="dash-card__title">
          {title}
        </h2>
        <p className="dash-card__count">
          <span className="dash-card__number">{count}</span> <span className="dash-card__count-label">{countLabel}</span>
        </p>
      </header>
      {count === 0 ? <p className="dash-muted">{empty}</p> : <ul className="dash-card__items">{children}</ul>}
      <p className="dash-card__more">
        <Link to={to}>{linkLabel}</Link>
      </p>
    </section>
  );
}

/** Today's work: one card per kind of waiting work, its count, the first few items and the filtered list. */
export function WorkCards({ work }: { work: DashboardWork }) {
  const { t } = useTranslation('admin-dashboard');
  const f = useFormat();
  const time = (iso: string) => f.date(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' });
  const since = (iso: string) => f.date(iso, { dateStyle: 'medium' });
  const e = work.expiringReservations;
  return (
    <div className="dash-cards">
      <WorkCard
        id="expiring"
        title={t('work.expiring.title')}
        count={e.today + e.tomorrow}
        countLabel={t('work.expiring.split', { today: e.today, tomorrow: e.tomorrow })}
        to={adminPath('orders', { status: 'reserved' })}
        linkLabel={t('work.expiring.all')}
        empty={t('work.expiring.none')}
      >
        {e.items.map((o) => (
          <li key={o.orderId} className="dash-item">
            <Link to={adminPath('orders', o.orderId)} className="dash-item__link">
              <bdi className="dash-item__ref">{o.stockId}</bdi> {o.carTitle}
            </Link>
            <span className="dash-item__meta">
              {o.customer?.name || o.customer?.email || t('work.noCustomer')} ·{' '}
              <time dateTime={o.expiresAt}>{t(`work.expiring.${o.day}`, { time: time(o.expiresAt) })}</time>
              {o.holdPaused && (
                <>
                  {' '}
                  <Badge tone="info">{t('work.expiring.paused')}</Badge>
                </>
              )}
            </span>
          </li>
        ))}
      </WorkCard>

      <WorkCard
        id="remittances"
        title={t('work.remittances.title')}
        count={work.remittanceCopies.count}
        countLabel={t('work.remittances.count', { count: work.remittanceCopies.count })}
        to={adminPath('orders', { status: 'reserved' })}
        linkLabel={t('work.remittances.all')}
        empty={t('work.remittances.none')}
      >
        {work.remittanceCopies.items.map((c) => (
          <li key={c.copyId} className="dash-item">
            <Link to={adminPath('orders', c.orderId)} className="dash-item__link">
              <bdi className="dash-item__ref">{c.stockId}</bdi> {c.customer?.name || c.customer?.email || t('work.noCustomer')}
            </Link>
            <span className="dash-item__meta">
              <time dateTime={c.uploadedAt}>{t('work.uploaded', { date: since(c.uploadedAt) })}</time>
            </span>
          </li>
        ))}
      </WorkCard>

      <WorkCard
        id="inquiries"
        title={t('work.inquiries.title')}
        count={work.inquiries.count}
        countLabel={t('work.inquiries.count', { count: work.inquiries.count })}
        to={adminPath('inquiries', { status: 'pending' })}
        linkLabel={t('work.inquiries.all')}
        empty={t('work.inquiries.none')}
      >
        {work.inquiries.items.map((i) => (
          <li key={i.reference} className="dash-item">
            <Link to={adminPath('inquiries', i.reference)} className="dash-item__link">
              <bdi className="dash-item__ref">{i.reference}</bdi> {i.name}
            </Link>
            <span className="dash-item__meta">
              <bdi>{i.stockId ?? t('work.inquiries.general')}</bdi> ·{' '}
              <time dateTime={i.createdAt}>{t('work.received', { date: since(i.createdAt) })}</time>
            </span>
          </li>
        ))}
      </WorkCard>

      <WorkCard
        id="reviews"
        title={t('work.reviews.title')}
        count={work.reviews.count}
        countLabel={t('work.reviews.count', { count: work.reviews.count })}
        to={adminPath('reviews', { status: 'pending' })}
        linkLabel={t('work.reviews.all')}
        empty={t('work.reviews.none')}
      >
        {work.reviews.items.map((r) => (
          <li key={r.id} className="dash-item">
            <Link to={adminPath('reviews', r.id)} className="dash-item__link">
              {r.title}
            </Link>
            <span className="dash-item__meta">
              {t('work.reviews.rating', { rating: r.rating })} · {r.reviewerName} · {f.country(r.country)}
            </span>
          </li>
        ))}
      </WorkCard>

      <WorkCard
        id="requests"
        title={t('work.requests.title')}
        count={work.carRequests.count}
        countLabel={t('work.requests.count', { count: work.carRequests.count })}
        to={adminPath('car-requests', { status: 'open' })}
        linkLabel={t('work.requests.all')}
        empty={t('work.requests.none')}
      >
        {work.carRequests.items.map((r) => (
          <li key={r.id} className="dash-item">
            <Link to={adminPath('car-requests', r.id)} className="dash-item__link">
              <bdi className="dash-item__ref">{r.reference}</bdi> {[r.make, r.model, r.year].filter(Boolean).join(' ')}
            </Link>
            <span className="dash-item__meta">
              {r.name} · <time dateTime={r.createdAt}>{t('work.received', { date: since(r.createdAt) })}</time>
            </span>
          </li>
        ))}
      </WorkCard>
    </div>
  );
}
