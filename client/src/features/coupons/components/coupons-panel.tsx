import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/badge';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { lastPage, Pager } from '../../../components/pager';
import { usePriceFormatter } from '../../../components/price';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import { COUPONS_PAGE_SIZE, useMyCoupons, type Coupon } from '../api/coupons-api';
import { balancePercent, couponStatus, type CouponStatus } from '../utils/coupon-rules';
import { CouponCode } from './coupon-code';
import '../coupons.css';

const STATUS_TONES: Record<CouponStatus, BadgeTone> = { active: 'success', used: 'neutral', expired: 'danger' };

export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  const { t } = useTranslation('coupons');
  return <Badge tone={STATUS_TONES[status]}>{t(`status.${status}`)}</Badge>;
}

function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('coupons');
  const f = useFormat();
  const money = usePriceFormatter();
  const status = couponStatus(coupon);
  const when = f.date(coupon.expiresAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className={`card coupon coupon--${status}`}>
      <div className="coupon__head">
        <h3 className="coupon__name">
          <bdi>{coupon.name}</bdi>
        </h3>
        <CouponStatusBadge status={status} />
      </div>
      <CouponCode code={coupon.code} />
      <div className="coupon__bar" aria-hidden="true">
        <span className="coupon__fill" style={{ inlineSize: `${balancePercent(coupon)}%` }} />
      </div>
      <dl className="coupon__facts">
        <div>
          <dt>{t('coupon.balance')}</dt>
          <dd className="coupon__balance">{money(coupon.balance)}</dd>
        </div>
        <div>
          <dt>{t('coupon.amount')}</dt>
          <dd className="coupon__amount">{money(coupon.amount)}</dd>
        </div>
        <div>
          <dt>{status === 'expired' ? t('coupon.expired') : t('coupon.expires')}</dt>
          <dd>
            <time dateTime={coupon.expiresAt}>{when}</time>
          </dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * My Coupons (issue 9 §6, spec §3): each coupon's name, code (copyable, left to right), what is left of its value,
 * its status (Active, Used, Expired) and expiry, newest first, a page at a time.
 */
export function CouponsPanel() {
  const { t } = useTranslation(['coupons', 'profile']);
  const [page, setPage] = useState(1);
  const coupons = useMyCoupons(page);
  const pages = coupons.data ? lastPage(coupons.data.total, COUPONS_PAGE_SIZE) : 1;

  let body;
  if (coupons.isError && !coupons.data) {
    body = <ErrorState error={coupons.error} onRetry={() => void coupons.refetch()} />;
  } else if (!coupons.data) {
    body = (
      <ul className="coupon-list" aria-busy="true">
        {[0, 1].map((i) => (
          <li key={i} className="card coupon">
            <Skeleton inlineSize="55%" blockSize="1.5rem" />
            <Skeleton inlineSize="70%" blockSize="2.75rem" />
            <Skeleton blockSize="3.5rem" />
          </li>
        ))}
      </ul>
    );
  } else if (coupons.data.items.length === 0) {
    body = <EmptyState title={t('panel.emptyTitle')} message={t('panel.emptyText')} />;
  } else {
    body = (
      <>
        <p className="muted">{t('panel.count', { count: coupons.data.total })}</p>
        <ul className="coupon-list" aria-busy={coupons.isPlaceholderData || undefined}>
          {coupons.data.items.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} />
          ))}
        </ul>
        <Pager t={t} keys="panel." page={page} last={pages} onPage={setPage} className="pager" compact />
      </>
    );
  }

  return (
    <section className="profile-panel coupons-panel" aria-labelledby="profile-coupons-title">
      <h2 id="profile-coupons-title">{t('profile:tabs.coupons')}</h2>
      <p className="profile-panel__intro">
        {t('panel.intro')} <Link to={paths.profile('reserved')}>{t('panel.toOrders')}</Link>
      </p>
      {body}
    </section>
  );
}
