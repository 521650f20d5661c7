import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useErrorText } from '../../../lib/i18n/error-text';
import { useFormat } from '../../../lib/use-format';
import type { Order } from '../api/orders-api';
import { useDownloadDocument, useOrderTracking, type OrderDocument } from '../api/tracking-api';
import { documentStatus, isolate, isTracked } from '../utils/tracking';
import '../tracking.css';

/** One released document's download: fetched with the session's token, then saved; busy, failed and done said beside it. */
function DownloadButton({ orderId, stockId, document, kind }: { orderId: string; stockId: string; document: OrderDocument; kind: string }) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const download = useDownloadDocument(orderId, stockId);
  return (
    <div className="document__download">
      <Button
        variant="secondary"
        busy={download.isPending}
        aria-label={t('documents.downloadLabel', { kind })}
        onClick={() => download.mutate(document)}
      >
        {download.isPending ? t('documents.downloading') : t('documents.download')}
      </Button>
      <div aria-live="polite">
        {download.isSuccess && <p className="document__done">{t('documents.downloaded', { name: download.data.name })}</p>}
      </div>
      {download.isError && (
        <p className="field__error" role="alert">
          {errorText.message(download.error)}
        </p>
      )}
    </div>
  );
}

/**
 * An order's shipping documents: each with its kind, Released or not, the release date, the courier and its tracking
 * number where staff gave them, and a download for the released ones ("view documents").
 */
export function DocumentList({ orderId, stockId, documents }: { orderId: string; stockId: string; documents: readonly OrderDocument[] }) {
  const { t } = useTranslation('orders');
  const f = useFormat();
  if (documents.length === 0) return <p className="muted">{t('documents.none')}</p>;
  return (
    <ul className="documents" aria-label={t('documents.list', { stockId })}>
      {documents.map((document) => {
        const status = documentStatus(document);
        const kind = t(`documents.kind.${document.kind}`, { defaultValue: document.kind });
        return (
          <li key={document.id} className="document">
            <div className="document__head">
              <span className="document__kind">{kind}</span>
              <Badge tone={document.released ? 'success' : 'neutral'}>{t(`documents.${status.key}`)}</Badge>
            </div>
            {(document.releasedAt || status.courier || status.tracking) && (
              <ul className="document__meta">
                {document.released && document.releasedAt && (
                  <li>{t('documents.releasedOn', { date: f.date(document.releasedAt, { dateStyle: 'medium' }) })}</li>
                )}
                {status.courier && <li>{t('documents.courier', { courier: isolate(status.courier) })}</li>}
                {status.tracking && <li>{t('documents.trackingNumber', { number: isolate(status.tracking) })}</li>}
              </ul>
            )}
            {document.released ? (
              <DownloadButton orderId={orderId} stockId={stockId} document={document} kind={kind} />
            ) : (
              <p className="muted document__hint">{t('documents.notReleasedHint')}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The order page's Documents section (bought cars only): released documents downloadable, the others listed as not yet. */
export function OrderDocuments({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const tracking = useOrderTracking(order.id, { enabled: isTracked(order.status) });
  if (!isTracked(order.status)) return null;
  return (
    <section className="card order-section no-print" aria-labelledby="documents-title" aria-busy={tracking.isPending}>
      <h2 id="documents-title">{t('documents.title')}</h2>
      <p className="muted">{t('documents.intro')}</p>
      {tracking.isError ? (
        <ErrorState error={tracking.error} onRetry={() => void tracking.refetch()} />
      ) : tracking.data ? (
        <DocumentList orderId={order.id} stockId={order.car.stockId} documents={tracking.data.documents} />
      ) : (
        <Skeleton blockSize="5rem" />
      )}
    </section>
  );
}
