import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/badge';
import { buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { lastPage, Pager } from '../../../components/pager';
import { usePriceFormatter } from '../../../components/price';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import { CLAIMS_PAGE_SIZE, useMyClaims, type Claim } from '../api/insurance-api';
import { ClaimTimeline } from './claim-steps';
import '../insurance.css';

const TONES: Record<string, BadgeTone> = { filed: 'info', approved: 'success', paid: 'success', rejected: 'danger' };

export function ClaimStatus({ status }: { status: string }) {
  const { t } = useTranslation('insurance');
  return <Badge tone={TONES[status] ?? 'neutral'}>{t(`status.${status}`, { defaultValue: status })}</Badge>;
}

function ClaimCard({ claim, headingLevel }: { claim: Claim; headingLevel: 'h3' | 'h4' }) {
  const { t } = useTranslation('insurance');
  const f = useFormat();
  const money = usePriceFormatter();
  const Heading = headingLevel;
  return (
    <li className="card insurance-card" data-claim={claim.id}>
      <div className="insurance-card__head">
        <Heading className="insurance-card__title">
          <bdi>{claim.order.carTitle}</bdi>
        </Heading>
        <ClaimStatus status={claim.status} />
      </div>
      <dl className="insurance-card__facts">
        <div>
          <dt>{t('claim.stockId')}</dt>
          <dd>{claim.order.stockId}</dd>
        </div>
        <div>
          <dt>{t('claim.filed')}</dt>
          <dd>
            <time dateTime={claim.createdAt}>{f.date(claim.createdAt, { dateStyle: 'medium' })}</time>
          </dd>
        </div>
        <div>
          <dt>{t('claim.amountClaimed')}</dt>
          <dd>{money(claim.amountClaimed)}</dd>
        </div>
        <div>
          <dt>{t('claim.cover')}</dt>
          <dd>{money(claim.cover)}</dd>
        </div>
        {claim.payout && (
          <div>
            <dt>{claim.status === 'paid' ? t('claim.refundPaid') : t('claim.refundApproved')}</dt>
            <dd className="insurance-card__payout">{money(claim.payout)}</dd>
          </div>
        )}
        {claim.damageReportReference && (
          <div>
            <dt>{t('claim.damageReport')}</dt>
            <dd>
              <bdi dir="ltr">{claim.damageReportReference}</bdi>
            </dd>
          </div>
        )}
      </dl>
      <p className="muted">{t('claim.step', { step: claim.currentStep })}</p>
      <ClaimTimeline steps={claim.steps} label={t('claim.timeline', { stockId: claim.order.stockId })} />
      {claim.rejectionReason && (
        <p>
          <strong>{t('claim.reason')}</strong> <span dir="auto">{claim.rejectionReason}</span>
        </p>
      )}
    </li>
  );
}

/** My claims, newest first, each with its six-step timeline; a page at a time. */
export function ClaimsList({ headingLevel = 'h3' }: { headingLevel?: 'h3' | 'h4' }) {
  const { t } = useTranslation('insurance');
  const [page, setPage] = useState(1);
  const list = useMyClaims(page);
  if (list.isError && !list.data) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data)
    return (
      <div aria-busy="true" className="insurance-list">
        <Skeleton blockSize="9rem" />
      </div>
    );
  if (list.data.items.length === 0)
    return (
      <EmptyState
        title={t('claims.emptyTitle')}
        message={t('claims.emptyMessage')}
        action={
          <Link className={buttonClass('secondary')} to={paths.insurance()}>
            {t('claims.howItWorks')}
          </Link>
        }
      />
    );
  const last = lastPage(list.data.total, CLAIMS_PAGE_SIZE);
  return (
    <>
      <ul className="insurance-list">
        {list.data.items.map((claim) => (
          <ClaimCard key={claim.id} claim={claim} headingLevel={headingLevel} />
        ))}
      </ul>
      <Pager t={t} keys="claims." page={page} last={last} onPage={setPage} className="insurance-actions" />
    </>
  );
}

/** The profile's Claims tab. */
export function ClaimsPanel() {
  const { t } = useTranslation(['insurance', 'profile']);
  const titleId = 'claims-title';
  return (
    <section className="profile-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('profile:tabs.claims')}</h2>
      <p className="profile-panel__intro">{t('claims.intro')}</p>
      <div className="insurance-actions">
        <Link className={buttonClass('primary')} to={paths.insurance()}>
          {t('claims.file')}
        </Link>
      </div>
      <ClaimsList />
    </section>
  );
}
