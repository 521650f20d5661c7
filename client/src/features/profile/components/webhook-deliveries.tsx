import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { lastPage, Pager } from '../../../components/pager';
import { Skeleton } from '../../../components/skeleton';
import { useFormat } from '../../../lib/use-format';
import {
  DELIVERIES_PAGE_SIZE,
  useReplayDelivery,
  useWebhookDeliveries,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../api/dealer-api';
import { FormStatus, type Outcome } from './form-status';

const DELIVERY_TONE = { pending: 'info', succeeded: 'success', failed: 'danger' } as const;

function Delivery({ delivery, onReplay, replaying }: { delivery: WebhookDelivery; onReplay: () => void; replaying: boolean }) {
  const { t } = useTranslation('dealer');
  const f = useFormat();
  return (
    <li className="delivery">
      <div className="delivery__head">
        <span>
          <code dir="ltr">{delivery.eventType}</code> ·{' '}
          <time dateTime={delivery.createdAt}>{f.date(delivery.createdAt, { dateStyle: 'medium', timeStyle: 'medium' })}</time>
          {delivery.replayOf && <> · {t('deliveries.replay')}</>}
        </span>
        <Badge tone={DELIVERY_TONE[delivery.status]}>{t(`deliveries.status.${delivery.status}`)}</Badge>
      </div>
      {delivery.attempts.length > 0 && (
        <div className="dealer-scroll">
          <table className="dealer-table">
            <caption className="visually-hidden">{t('deliveries.attempts', { event: delivery.eventType })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('deliveries.time')}</th>
                <th scope="col">{t('deliveries.statusCode')}</th>
                <th scope="col">{t('deliveries.answer')}</th>
              </tr>
            </thead>
            <tbody>
              {delivery.attempts.map((attempt, i) => (
                <tr key={`${attempt.at}-${i}`}>
                  <td>
                    <time dateTime={attempt.at}>{f.date(attempt.at, { timeStyle: 'medium' })}</time>
                  </td>
                  <td>
                    <Badge tone={attempt.succeeded ? 'success' : 'danger'}>
                      {attempt.statusCode === null ? t('deliveries.noAnswer') : f.number(attempt.statusCode, { useGrouping: false })}
                    </Badge>
                  </td>
                  <td className="delivery__answer">
                    <bdi dir="ltr">{attempt.answer ?? '—'}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {delivery.status !== 'pending' && (
        <Button
          variant="secondary"
          size="small"
          disabled={replaying}
          onClick={onReplay}
          aria-label={t('deliveries.replayLabel', { event: delivery.eventType })}
        >
          {t('deliveries.replayButton')}
        </Button>
      )}
    </li>
  );
}

/** An endpoint's deliveries, newest first, each with its attempts and a replay. */
export function Deliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('dealer');
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpoint.id, page);
  const replay = useReplayDelivery();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const pages = deliveries.data ? lastPage(deliveries.data.total, DELIVERIES_PAGE_SIZE) : 1;

  let body;
  if (deliveries.isError && !deliveries.data) body = <ErrorState error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  else if (!deliveries.data) body = <Skeleton blockSize="4rem" />;
  else if (deliveries.data.items.length === 0) body = <EmptyState title={t('deliveries.empty')} />;
  else
    body = (
      <>
        <ol className="dealer-list">
          {deliveries.data.items.map((delivery) => (
            <Delivery
              key={delivery.id}
              delivery={delivery}
              replaying={replay.isPending}
              onReplay={() =>
                replay.mutate(delivery.id, {
                  onSuccess: () => setOutcome({ kind: 'success', text: t('deliveries.replayed') }),
                  onError: (error) => setOutcome({ kind: 'failure', title: t('deliveries.replayError'), error }),
                })
              }
            />
          ))}
        </ol>
        <Pager t={t} keys="" label={t('deliveries.pagination')} page={page} last={pages} onPage={setPage} className="pager" compact />
      </>
    );
  return (
    <section className="dealer-section" aria-label={t('deliveries.title', { url: endpoint.url })}>
      <h4>{t('deliveries.heading')}</h4>
      <FormStatus outcome={outcome} />
      {body}
    </section>
  );
}
