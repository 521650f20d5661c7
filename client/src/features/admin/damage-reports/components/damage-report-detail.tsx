import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Badge } from '../../../../components/badge';
import { Button } from '../../../../components/button';
import { ErrorState } from '../../../../components/error-state';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { Skeleton } from '../../../../components/skeleton';
import { useModalDialog } from '../../../../components/use-modal-dialog';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { adminPath } from '../../admin-paths';
import { DateTime, MessageText, Notice, NS, StatusBadge, TextAreaField } from '../../inquiries/components/message-ui';
import { AdminPage, AdminSection, Facts } from '../../ui/admin-page';
import { type DamageReport, useDamageReport, useDamageStatus, useStaffDamagePhoto } from '../api/damage-reports-api';

const KINDS = ['damagedExterior', 'damagedInterior', 'mechanicalIssues', 'missingAccessories'] as const;

/** One damage report: what was found, its photos (opened large), the customer and order, the next status. */
export function DamageReportDetail() {
  const { t } = useTranslation(NS);
  const { reference = '' } = useParams();
  const report = useDamageReport(reference);
  const back = { to: adminPath('damage-reports'), label: t('damage.back') };
  if (!report.data) {
    return (
      <AdminPage title={t('damage.one', { reference: reference.toUpperCase() })} back={back}>
        {report.error ? <ErrorState error={report.error} onRetry={() => void report.refetch()} /> : <Skeleton blockSize="12rem" />}
      </AdminPage>
    );
  }
  const r = report.data;
  const kinds = KINDS.filter((k) => r[k]);
  return (
    <AdminPage title={t('damage.one', { reference: r.reference })} back={back} subtitle={<StatusBadge status={r.status} />}>
      <div className="messages-grid">
        <AdminSection title={t('damage.found')}>
          {kinds.length > 0 && (
            <ul className="messages-kinds" aria-label={t('damage.kinds')}>
              {kinds.map((k) => (
                <li key={k}>
                  <Badge tone="danger">{t(`damage.kind.${k}`)}</Badge>
                </li>
              ))}
            </ul>
          )}
          <MessageText>{r.description}</MessageText>
        </AdminSection>
        <AdminSection title={t('damage.orderTitle')}>
          <Facts
            items={[
              [t('inquiries.car'), r.order.carTitle],
              [
                t('inquiries.stockId'),
                <Link key="car" to={adminPath('cars', r.order.stockId)}>
                  {r.order.stockId}
                </Link>,
              ],
              [
                t('damage.orderTitle'),
                <Link key="order" to={adminPath('orders', r.order.id)}>
                  {r.order.id.slice(0, 8)}
                </Link>,
              ],
              [t('common.customer'), r.customer.name],
              [
                t('common.email'),
                r.customer.email ? (
                  <a key="email" href={`mailto:${r.customer.email}`}>
                    {r.customer.email}
                  </a>
                ) : null,
              ],
              [t('damage.filed'), <DateTime key="filed" value={r.createdAt} />],
            ]}
          />
        </AdminSection>
      </div>
      <AdminSection title={t('damage.photosCount', { count: r.photos.length })}>
        {r.photos.length === 0 ? <p>{t('damage.noPhotos')}</p> : <Photos report={r} />}
      </AdminSection>
      <StatusForm report={r} />
    </AdminPage>
  );
}

function Photos({ report }: { report: DamageReport }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul className="messages-photos">
        {report.photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={t('damage.openPhoto', { n: index + 1, count: report.photos.length })}
            >
              <Photo reference={report.reference} photoId={photo.id} thumb alt="" />
            </button>
          </li>
        ))}
      </ul>
      <PhotoViewer report={report} index={open} onIndex={setOpen} />
    </>
  );
}

function Photo({ reference, photoId, thumb, alt }: { reference: string; photoId: string; thumb: boolean; alt: string }) {
  const { src, isError } = useStaffDamagePhoto(reference, photoId, thumb);
  if (isError || !src)
    return <span className="messages-photo-placeholder skeleton" role={alt ? 'img' : undefined} aria-label={alt || undefined} />;
  return <img src={src} alt={alt} />;
}

/** The photo at full size in a modal dialog, with previous and next. */
function PhotoViewer({ report, index, onIndex }: { report: DamageReport; index: number | null; onIndex: (i: number | null) => void }) {
  const { t } = useTranslation(NS);
  const ref = useModalDialog(index !== null);
  const count = report.photos.length;
  const photo = index === null ? undefined : report.photos[index];
  const title = t('damage.photoOf', { n: (index ?? 0) + 1, count });
  return (
    <dialog
      ref={ref}
      className="dialog messages-photo-viewer"
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onIndex(null);
      }}
    >
      <h2>{title}</h2>
      {photo && <Photo key={photo.id} reference={report.reference} photoId={photo.id} thumb={false} alt={title} />}
      <div className="dialog__actions">
        <Button variant="secondary" disabled={index === null || index <= 0} onClick={() => onIndex((index ?? 0) - 1)}>
          {t('damage.previous')}
        </Button>
        <Button variant="secondary" disabled={index === null || index >= count - 1} onClick={() => onIndex((index ?? 0) + 1)}>
          {t('damage.next')}
        </Button>
        <Button onClick={() => onIndex(null)}>{t('damage.closePhoto')}</Button>
      </div>
    </dialog>
  );
}

function StatusForm({ report }: { report: DamageReport }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const change = useDamageStatus(report.reference);
  // The API's damage-report state machine says what may follow.
  const next = report.nextStatuses;
  const [status, setStatus] = useState<string>(next[0] ?? '');
  const [note, setNote] = useState('');
  const fields = errorText.fields(change.error, { status: t('common.status'), note: t('damage.note') });
  const formError = change.error && !fields.status && !fields.note ? errorText.message(change.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { status: status as (typeof next)[number], note: note.trim() ? note : null },
      {
        onSuccess: (updated) => {
          setNote('');
          setStatus(updated.nextStatuses[0] ?? '');
        },
      },
    );
  };
  return (
    <AdminSection title={t('common.status')}>
      {report.staffNote && (
        <Facts
          items={[
            [t('damage.lastNote'), report.staffNote],
            [t('damage.statusChangedAt'), <DateTime key="at" value={report.statusChangedAt} />],
          ]}
        />
      )}
      <Notice>{change.isSuccess ? t('damage.statusSaved') : null}</Notice>
      {next.length === 0 ? (
        <p>{t('damage.final')}</p>
      ) : (
        <form className="admin-form" onSubmit={submit} noValidate>
          <SelectField
            label={t('damage.nextStatus')}
            name="status"
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            options={next.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            error={fields.status}
          />
          <div className="admin-form__wide">
            <TextAreaField
              label={t('damage.note')}
              hint={t('damage.noteHint')}
              name="note"
              rows={3}
              value={note}
              maxChars={1000}
              onChange={(event) => setNote(event.target.value)}
              error={fields.note}
              required={status === 'rejected'}
            />
          </div>
          {formError && (
            <p className="field__error admin-form__wide" role="alert">
              {formError}
            </p>
          )}
          <div className="admin-form__actions">
            <Button type="submit" busy={change.isPending}>
              {t('damage.saveStatus')}
            </Button>
          </div>
        </form>
      )}
    </AdminSection>
  );
}
