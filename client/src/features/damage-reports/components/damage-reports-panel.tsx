import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { lastPage, Pager } from '../../../components/pager';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import { REPORTS_PAGE_SIZE, useDamagePhoto, useMyDamageReports, type DamageReport } from '../api/damage-reports-api';
import { DAMAGE_KINDS, STATUS_TONES } from '../utils/damage-form';
import '../damage-reports.css';

function Thumbnail({ url, alt }: { url: string; alt: string }) {
  const { src, isError } = useDamagePhoto(url, true);
  if (isError) return <span className="damage-thumb damage-thumb--missing" role="img" aria-label={alt} />;
  if (!src) return <Skeleton className="damage-thumb" />;
  return <img className="damage-thumb" src={src} alt={alt} width={96} height={72} />;
}

export function DamageStatus({ status }: { status: DamageReport['status'] }) {
  const { t } = useTranslation('damage');
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{t(`status.${status}`, { defaultValue: status })}</Badge>;
}

function ReportCard({ report }: { report: DamageReport }) {
  const { t } = useTranslation('damage');
  const f = useFormat();
  const kinds = DAMAGE_KINDS.filter((k) => report[k]);
  return (
    <li className="card damage-card">
      <div className="damage-card__head">
        <h3 className="damage-card__title">
          <bdi>{report.order.carTitle}</bdi>
        </h3>
        <DamageStatus status={report.status} />
      </div>
      <dl className="damage-card__facts">
        <div>
          <dt>{t('list.reference')}</dt>
          <dd>
            <strong className="damage-card__ref">{report.reference}</strong>
          </dd>
        </div>
        <div>
          <dt>{t('list.stockId')}</dt>
          <dd>{report.order.stockId}</dd>
        </div>
        <div>
          <dt>{t('list.filed')}</dt>
          <dd>
            <time dateTime={report.createdAt}>{f.date(report.createdAt, { dateStyle: 'medium' })}</time>
          </dd>
        </div>
      </dl>
      <ul className="damage-card__kinds" aria-label={t('list.kinds')}>
        {(kinds.length ? kinds : ['other' as const]).map((kind) => (
          <li key={kind} className="damage-chip">
            {kind === 'other' ? t('list.other') : t(`kinds.${kind}`)}
          </li>
        ))}
      </ul>
      <p className="damage-card__description" dir="auto">
        {report.description}
      </p>
      {report.staffNote && (
        <div className="damage-card__note">
          <p className="damage-card__note-label">
            {t('list.note')}
            {' · '}
            <time dateTime={report.statusChangedAt}>{f.date(report.statusChangedAt, { dateStyle: 'medium' })}</time>
          </p>
          <p dir="auto">{report.staffNote}</p>
        </div>
      )}
      {report.photos.length > 0 && (
        <ul className="damage-card__photos" aria-label={t('list.photos', { reference: report.reference })}>
          {report.photos.map((photo, i) => (
            <li key={photo.id}>
              <Thumbnail url={photo.url} alt={t('list.photoAlt', { n: i + 1, reference: report.reference })} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * My damage reports (profile tab): newest first, each with its status badge, what was reported, staff's note and the
 * photos' thumbnails (fetched with the session's token), a page at a time.
 */
export function DamageReportsPanel() {
  const { t } = useTranslation(['damage', 'profile']);
  const [page, setPage] = useState(1);
  const list = useMyDamageReports(page);
  const titleId = 'damage-reports-title';
  const newReport = (
    <Link className={buttonClass('primary')} to={paths.damageReport()}>
      {t('list.new')}
    </Link>
  );

  let body;
  if (list.isError && !list.data) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data)
    body = (
      <ul className="damage-list" aria-busy="true">
        {[0, 1].map((i) => (
          <li key={i} className="card damage-card">
            <Skeleton inlineSize="60%" blockSize="1.3rem" />
            <Skeleton inlineSize="40%" blockSize="1rem" />
            <Skeleton blockSize="3rem" />
          </li>
        ))}
      </ul>
    );
  else if (list.data.items.length === 0)
    body = <EmptyState title={t('list.emptyTitle')} message={t('list.emptyMessage')} action={newReport} />;
  else {
    const last = lastPage(list.data.total, REPORTS_PAGE_SIZE);
    body = (
      <>
        <div className="damage-actions damage-list__actions">{newReport}</div>
        <ul className="damage-list">
          {list.data.items.map((report) => (
            <ReportCard key={report.reference} report={report} />
          ))}
        </ul>
        <Pager t={t} keys="list." page={page} last={last} onPage={setPage} className="damage-actions damage-pages" />
      </>
    );
  }

  return (
    <section className="profile-panel damage-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('profile:tabs.damage-reports')}</h2>
      <p className="profile-panel__intro">{t('list.intro')}</p>
      {body}
    </section>
  );
}
