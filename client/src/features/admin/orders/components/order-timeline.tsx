import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../components/error-state';
import { Skeleton } from '../../../../components/skeleton';
import { AdminSection } from '../../ui/admin-page';
import { type TimelineEntry, useOrderTimeline } from '../api/admin-orders-api';
import { useSalesFormat } from './sales-format';

/** One line of the timeline, in the reader's language: what happened, and the facts that came with it. */
export function useTimelineText() {
  const { t } = useTranslation('admin-orders');
  const f = useSalesFormat();
  const status = (s: string | null | undefined) => (s ? t(`status.${s}`, { defaultValue: s }) : '');
  return (e: TimelineEntry): { title: string; detail: string } => {
    switch (e.kind) {
      case 'status':
        return {
          title: e.from ? t('timeline.status', { from: status(e.from), to: status(e.to) }) : t('timeline.reserved'),
          detail: [t(`timeline.cause.${e.cause ?? 'staff'}`), e.reason].filter(Boolean).join(' · '),
        };
      case 'payment':
        return { title: t('timeline.payment', { amount: f.money(e.amount) }), detail: e.bankReference ?? '' };
      case 'remittance_uploaded':
        return { title: t('timeline.remittanceUploaded'), detail: '' };
      case 'remittance_reviewed':
        return {
          title: t('timeline.remittanceReviewed', { status: t(`remittance.status.${e.copyStatus ?? 'pending'}`) }),
          detail: e.note ?? '',
        };
      case 'hold_extended':
        return {
          title: t('timeline.holdExtended', { count: e.businessDays ?? 0, until: f.dateTime(e.expiresAt) }),
          detail: e.reason ?? '',
        };
      case 'document_uploaded':
        return { title: t('timeline.documentUploaded', { kind: t(`documents.kind.${e.documentKind ?? 'invoice'}`) }), detail: '' };
      case 'document_released':
        return {
          title: t('timeline.documentReleased', { kind: t(`documents.kind.${e.documentKind ?? 'invoice'}`) }),
          detail: [e.courierName, e.trackingNumber].filter(Boolean).join(' · '),
        };
      case 'tracking_event':
        return {
          title: t('timeline.tracking', { status: e.trackingStatus ?? '', location: e.location ?? '' }),
          detail: [e.description, e.details].filter(Boolean).join(' — '),
        };
      default:
        return { title: e.kind, detail: '' };
    }
  };
}

export function OrderTimeline({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin-orders');
  const f = useSalesFormat();
  const timeline = useOrderTimeline(orderId);
  const text = useTimelineText();
  return (
    <AdminSection title={t('timeline.title')}>
      {timeline.error ? (
        <ErrorState error={timeline.error} onRetry={() => void timeline.refetch()} />
      ) : !timeline.data ? (
        <Skeleton blockSize="6rem" />
      ) : (
        <ol className="sales-timeline">
          {timeline.data.items.map((e, i) => {
            const { title, detail } = text(e);
            return (
              <li key={`${e.at}-${i}`} className={`sales-timeline__item sales-timeline__item--${e.kind}`}>
                <time dateTime={e.at}>{f.dateTime(e.at)}</time>
                <span className="sales-timeline__title">{title}</span>
                {detail && <span className="sales-timeline__detail">{detail}</span>}
              </li>
            );
          })}
        </ol>
      )}
    </AdminSection>
  );
}
