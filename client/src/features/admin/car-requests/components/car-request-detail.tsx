import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../../components/button';
import { ErrorState } from '../../../../components/error-state';
import { Link } from '../../../../components/link';
import { Skeleton } from '../../../../components/skeleton';
import { TextField } from '../../../../components/text-field';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { adminPath } from '../../admin-paths';
import { DateTime, ltr, MessageText, Notice, NS, StatusBadge, TextAreaField } from '../../inquiries/components/message-ui';
import { AdminPage, AdminSection, Facts } from '../../ui/admin-page';
import { type CarRequest, useCarRequest, useHandleCarRequest } from '../api/car-requests-api';

/** One car request: what the customer wants, how to reach them, and marking it handled with the car offered. */
export function CarRequestDetail() {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  const request = useCarRequest(id);
  const back = { to: adminPath('car-requests'), label: t('carRequests.back') };
  if (!request.data) {
    return (
      <AdminPage title={t('carRequests.title')} back={back}>
        {request.error ? <ErrorState error={request.error} onRetry={() => void request.refetch()} /> : <Skeleton blockSize="12rem" />}
      </AdminPage>
    );
  }
  const r = request.data;
  return (
    <AdminPage title={t('carRequests.one', { reference: r.reference })} back={back} subtitle={<StatusBadge status={r.status} />}>
      <div className="messages-grid">
        <AdminSection title={t('carRequests.wanted')}>
          <Facts
            items={[
              [t('carRequests.make'), r.make],
              [t('carRequests.model'), r.model],
              [t('carRequests.year'), r.year === null ? null : String(r.year)],
              [t('common.sent'), <DateTime key="sent" value={r.createdAt} />],
            ]}
          />
          {r.comments && <MessageText>{r.comments}</MessageText>}
        </AdminSection>
        <AdminSection title={t('common.customer')}>
          <Facts
            items={[
              [t('common.name'), r.name],
              [
                t('common.email'),
                <a key="email" href={`mailto:${r.email}`}>
                  {r.email}
                </a>,
              ],
              [t('common.phone'), ltr(r.phone)],
              [t('common.whatsapp'), ltr(r.whatsapp)],
              [t('common.contactMethod'), t(`contactMethods.${r.contactMethod}`)],
              [t('common.promotions'), r.promotions ? t('common.yes') : t('common.no')],
            ]}
          />
        </AdminSection>
      </div>
      {r.status === 'handled' && <Handled request={r} />}
      {/* Offered while the request's transition table allows it (open → handled). */}
      {r.nextStatuses.includes('handled') && <HandleForm request={r} />}
    </AdminPage>
  );
}

function Handled({ request }: { request: CarRequest }) {
  const { t } = useTranslation(NS);
  return (
    <AdminSection title={t('carRequests.handledTitle')}>
      <Facts
        items={[
          [
            t('carRequests.offered'),
            request.offeredStockId ? (
              <Link key="car" to={adminPath('cars', request.offeredStockId)}>
                {request.offeredStockId}
              </Link>
            ) : null,
          ],
          [t('carRequests.note'), request.handledNote],
          [t('carRequests.handledAt'), <DateTime key="at" value={request.handledAt} />],
        ]}
      />
    </AdminSection>
  );
}

function HandleForm({ request }: { request: CarRequest }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const handle = useHandleCarRequest(request.id);
  const [stockId, setStockId] = useState('');
  const [note, setNote] = useState('');
  const fields = errorText.fields(handle.error, { stockId: t('carRequests.stockId'), note: t('carRequests.note') });
  const formError = handle.error && !fields.stockId && !fields.note ? errorText.message(handle.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    handle.mutate({ stockId, note: note.trim() ? note : null });
  };
  return (
    <AdminSection title={t('carRequests.handleTitle')}>
      <Notice>{handle.isSuccess ? t('carRequests.handledNotice') : null}</Notice>
      <form className="admin-form" onSubmit={submit} noValidate>
        <TextField
          label={t('carRequests.stockId')}
          hint={t('carRequests.stockIdHint')}
          name="stockId"
          value={stockId}
          onChange={(event) => setStockId(event.target.value)}
          error={fields.stockId}
          required
        />
        <div className="admin-form__wide">
          <TextAreaField
            label={t('carRequests.note')}
            name="note"
            rows={3}
            value={note}
            maxChars={1000}
            onChange={(event) => setNote(event.target.value)}
            error={fields.note}
          />
        </div>
        {formError && (
          <p className="field__error admin-form__wide" role="alert">
            {formError}
          </p>
        )}
        <div className="admin-form__actions">
          <Button type="submit" busy={handle.isPending}>
            {t('carRequests.markHandled')}
          </Button>
        </div>
      </form>
    </AdminSection>
  );
}
