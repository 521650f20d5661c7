import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { Link } from '../../../../components/link';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { adminPath } from '../../admin-paths';
import { AdminSection } from '../../ui/admin-page';
import { downloadFile } from '../../ui/download';
import {
  type AdminOrder,
  type OrderTracking,
  useAddTrackingEvent,
  useOrderTracking,
  useUpdateDocument,
  useUploadDocument,
} from '../api/admin-orders-api';
import { useSalesFormat } from './sales-format';

export const DOCUMENT_KINDS = ['bill_of_lading', 'export_certificate', 'invoice'] as const;
type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The order's shipment, shipping documents (upload, release with courier and tracking number) and tracking events. */
export function OrderShipping({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const f = useSalesFormat();
  const tracking = useOrderTracking(order.id);
  const data = tracking.data;
  return (
    <>
      <AdminSection title={t('documents.title')}>
        {data?.shipment ? (
          <p>
            {t('documents.onShipment')}{' '}
            <Link to={adminPath('shipments', data.shipment.id)}>
              {data.shipment.vessel} {data.shipment.voyageNumber}
            </Link>{' '}
            · {f.date(data.shipment.departureDate)} → {f.date(data.shipment.arrivalDate)}
          </p>
        ) : (
          <p>{t('documents.noShipment')}</p>
        )}
        {data && <DocumentList order={order} tracking={data} />}
        <UploadDocumentForm orderId={order.id} />
      </AdminSection>
      <AdminSection title={t('tracking.title')}>
        {data && data.events.length > 0 ? (
          <ol className="sales-events">
            {data.events.map((e, i) => (
              <li key={`${e.date}-${i}`}>
                <strong>{e.status}</strong> · {f.dateTime(e.date)} · {e.location}
                <br />
                {e.description}
                {e.details ? ` — ${e.details}` : ''}
              </li>
            ))}
          </ol>
        ) : (
          <p>{t('tracking.none')}</p>
        )}
        <TrackingEventForm orderIds={[order.id]} />
      </AdminSection>
    </>
  );
}

function DocumentList({ order, tracking }: { order: AdminOrder; tracking: OrderTracking }) {
  const { t } = useTranslation('admin-orders');
  const f = useSalesFormat();
  const errorText = useErrorText();
  const update = useUpdateDocument();
  const [edits, setEdits] = useState<Record<string, { courierName: string; trackingNumber: string }>>({});
  if (tracking.documents.length === 0) return <p>{t('documents.none')}</p>;
  return (
    <>
      <ul className="sales-list">
        {tracking.documents.map((d) => {
          const edit = edits[d.id] ?? { courierName: d.courierName ?? '', trackingNumber: d.trackingNumber ?? '' };
          return (
            <li key={d.id}>
              <form
                className="sales-inline-form"
                aria-label={t(`documents.kind.${d.kind}`)}
                onSubmit={(e) => {
                  e.preventDefault();
                  update.mutate({
                    id: order.id,
                    documentId: d.id,
                    body: { released: true, courierName: edit.courierName || null, trackingNumber: edit.trackingNumber || null },
                  });
                }}
              >
                <span>
                  <strong>{t(`documents.kind.${d.kind}`)}</strong> · {f.dateTime(d.uploadedAt)} ·{' '}
                  {d.released ? t('documents.released', { date: f.date(d.releasedAt) }) : t('documents.notReleased')}
                </span>
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() =>
                    void downloadFile(`/api/admin/orders/${order.id}/documents/${d.id}/file`, {}, `${d.kind}-${order.car.stockId}`)
                  }
                >
                  {t('documents.download')}
                </Button>
                <TextField
                  label={t('documents.courier')}
                  value={edit.courierName}
                  onChange={(e) => setEdits({ ...edits, [d.id]: { ...edit, courierName: e.target.value } })}
                />
                <TextField
                  label={t('documents.trackingNumber')}
                  value={edit.trackingNumber}
                  onChange={(e) => setEdits({ ...edits, [d.id]: { ...edit, trackingNumber: e.target.value } })}
                />
                <Button type="submit" size="small" variant="secondary" busy={update.isPending && update.variables?.documentId === d.id}>
                  {d.released ? t('documents.save') : t('documents.release')}
                </Button>
              </form>
            </li>
          );
        })}
      </ul>
      {update.error !== null && (
        <p className="field__error" role="alert">
          {errorText.message(update.error)}
        </p>
      )}
    </>
  );
}

function UploadDocumentForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin-orders');
  const errorText = useErrorText();
  const upload = useUploadDocument();
  const [kind, setKind] = useState<DocumentKind>('bill_of_lading');
  const file = useRef<HTMLInputElement>(null);
  return (
    <form
      className="admin-form sales-block"
      aria-label={t('documents.upload')}
      onSubmit={(e) => {
        e.preventDefault();
        const chosen = file.current?.files?.[0];
        if (chosen) upload.mutate({ id: orderId, kind, file: chosen }, { onSuccess: () => file.current && (file.current.value = '') });
      }}
    >
      <SelectField
        label={t('documents.kindLabel')}
        value={kind}
        onChange={(e) => setKind(e.target.value as DocumentKind)}
        options={DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`documents.kind.${k}`) }))}
      />
      <TextField
        label={t('documents.file')}
        hint={t('documents.fileHint')}
        type="file"
        ref={file}
        accept=".pdf,.jpg,.jpeg,.png,.webp"
        required
      />
      {upload.error !== null && (
        <p className="field__error admin-form__wide" role="alert">
          {errorText.message(upload.error)}
        </p>
      )}
      <div className="admin-form__actions">
        <Button type="submit" size="small" busy={upload.isPending}>
          {t('documents.upload')}
        </Button>
        {upload.isSuccess && <span role="status">{t('documents.uploaded')}</span>}
      </div>
    </form>
  );
}

/** Adds one tracking event to each order given (one order on its page; every order of a shipment on the shipment's). */
export function TrackingEventForm({ orderIds }: { orderIds: readonly string[] }) {
  const { t } = useTranslation('admin-orders');
  const errorText = useErrorText();
  const add = useAddTrackingEvent();
  const empty = { date: '', description: '', location: '', status: '', details: '' };
  const [form, setForm] = useState(empty);
  const [done, setDone] = useState(false);
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value });
  const labels = {
    date: t('tracking.date'),
    description: t('tracking.description'),
    location: t('tracking.location'),
    status: t('tracking.status'),
    details: t('tracking.details'),
  };
  const errors = errorText.fields(add.error, labels);
  return (
    <form
      className="admin-form sales-block"
      aria-label={t('tracking.add')}
      onSubmit={(e) => {
        e.preventDefault();
        setDone(false);
        const body = { ...form, details: form.details || null };
        void (async () => {
          for (const id of orderIds) await add.mutateAsync({ id, body });
          setForm(empty);
          setDone(true);
        })().catch(() => undefined);
      }}
    >
      <h3 className="admin-form__wide">{t('tracking.add')}</h3>
      <TextField label={labels.date} type="date" value={form.date} onChange={set('date')} error={errors.date} required />
      <TextField
        label={labels.status}
        hint={t('tracking.statusHint')}
        value={form.status}
        onChange={set('status')}
        error={errors.status}
        required
      />
      <TextField label={labels.location} value={form.location} onChange={set('location')} error={errors.location} required />
      <TextField label={labels.description} value={form.description} onChange={set('description')} error={errors.description} required />
      <div className="admin-form__wide">
        <TextField label={labels.details} value={form.details} onChange={set('details')} error={errors.details} />
      </div>
      {add.error !== null && (
        <p className="field__error admin-form__wide" role="alert">
          {errorText.message(add.error)}
        </p>
      )}
      <div className="admin-form__actions">
        <Button type="submit" size="small" busy={add.isPending}>
          {t('tracking.addButton')}
        </Button>
        {done && <span role="status">{t('tracking.added')}</span>}
      </div>
    </form>
  );
}
