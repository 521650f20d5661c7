import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/dialog';
import { ErrorState } from '../../../../components/error-state';
import { Link } from '../../../../components/link';
import { Skeleton } from '../../../../components/skeleton';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { adminPath } from '../../admin-paths';
import { AdminPage, AdminSection, Facts } from '../../ui/admin-page';
import { type AdminInquiry, useInquiry, useInquiryStatus, useRespondInquiry } from '../api/inquiries-api';
import { DateTime, ltr, MessageText, Notice, NS, StatusBadge, TextAreaField } from './message-ui';

/** One inquiry: what the customer asked, the response form (emailed to them), closing it. */
export function InquiryDetail() {
  const { t } = useTranslation(NS);
  const { reference = '' } = useParams();
  const inquiry = useInquiry(reference);
  const back = { to: adminPath('inquiries'), label: t('inquiries.back') };

  if (!inquiry.data) {
    return (
      <AdminPage title={t('inquiries.one', { reference: reference.toUpperCase() })} back={back}>
        {inquiry.error ? <ErrorState error={inquiry.error} onRetry={() => void inquiry.refetch()} /> : <Skeleton blockSize="12rem" />}
      </AdminPage>
    );
  }
  const i = inquiry.data;
  return (
    <AdminPage title={t('inquiries.one', { reference: i.reference })} back={back} subtitle={<StatusBadge status={i.status} />}>
      <div className="messages-grid">
        <AdminSection title={t('inquiries.question')}>
          <MessageText>{i.message}</MessageText>
          <Facts
            items={[
              [t('common.sent'), <DateTime key="sent" value={i.createdAt} />],
              [
                t('inquiries.car'),
                i.car ? (
                  <Link key="car" to={adminPath('cars', i.car.ref)}>
                    <bdi dir="ltr">
                      {[i.car.year, i.car.make.title, i.car.model].filter(Boolean).join(' ')} ({i.car.ref})
                    </bdi>
                  </Link>
                ) : (
                  t('inquiries.general')
                ),
              ],
              ...(i.model || i.year || i.mileage !== null
                ? ([
                    [
                      t('inquiries.wanted'),
                      [i.model, i.year, i.mileage !== null ? t('inquiries.km', { km: i.mileage }) : null].filter(Boolean).join(' · '),
                    ],
                  ] as const)
                : []),
              ...(i.comments ? ([[t('inquiries.comments'), i.comments]] as const) : []),
            ]}
          />
        </AdminSection>
        <AdminSection title={t('common.customer')}>
          <Facts
            items={[
              [t('common.name'), i.name],
              [
                t('common.email'),
                <a key="email" href={`mailto:${i.email}`}>
                  {i.email}
                </a>,
              ],
              [t('common.phone'), ltr(i.phone)],
              [t('common.whatsapp'), ltr(i.whatsapp)],
              [t('common.contactMethod'), t(`contactMethods.${i.contactMethod}`)],
              [t('common.promotions'), i.promotions ? t('common.yes') : t('common.no')],
            ]}
          />
        </AdminSection>
      </div>
      <ResponseSection inquiry={i} />
      <StatusSection inquiry={i} />
    </AdminPage>
  );
}

function ResponseSection({ inquiry }: { inquiry: AdminInquiry }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const respond = useRespondInquiry(inquiry.reference);
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const closed = !inquiry.canRespond;
  const fieldErrors = errorText.fields(respond.error, { message: t('inquiries.response') });
  const formError = respond.error && !fieldErrors.message ? errorText.message(respond.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    respond.mutate(text, {
      onSuccess: () => {
        setText('');
        setSent(true);
      },
    });
  };

  return (
    <AdminSection title={t('inquiries.responseTitle')}>
      {inquiry.responseMessage ? (
        <>
          <MessageText>{inquiry.responseMessage}</MessageText>
          <Facts items={[[t('inquiries.respondedAt'), <DateTime key="at" value={inquiry.respondedAt} />]]} />
        </>
      ) : (
        <p>{t('inquiries.noResponse')}</p>
      )}
      <Notice>{sent ? t('inquiries.responseSent', { email: inquiry.email }) : null}</Notice>
      {closed ? (
        <p>{t('inquiries.closedNoResponse')}</p>
      ) : (
        <form className="admin-form" onSubmit={submit} noValidate>
          <div className="admin-form__wide">
            <TextAreaField
              label={inquiry.responseMessage ? t('inquiries.responseAgain') : t('inquiries.response')}
              hint={t('inquiries.responseHint', { email: inquiry.email })}
              name="message"
              value={text}
              maxChars={5000}
              onChange={(event) => setText(event.target.value)}
              error={fieldErrors.message}
              required
            />
          </div>
          {formError && (
            <p className="field__error admin-form__wide" role="alert">
              {formError}
            </p>
          )}
          <div className="admin-form__actions">
            <Button type="submit" busy={respond.isPending}>
              {t('inquiries.send')}
            </Button>
          </div>
        </form>
      )}
    </AdminSection>
  );
}

function StatusSection({ inquiry }: { inquiry: AdminInquiry }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const status = useInquiryStatus(inquiry.reference);
  const [confirming, setConfirming] = useState(false);
  if (inquiry.general) {
    return (
      <AdminSection title={t('common.status')}>
        <p>{errorText.code({ code: 'INQUIRY_GENERAL_STATUS_LOCKED' })}</p>
      </AdminSection>
    );
  }
  // The moves the inquiry's transition table allows now (nextStatuses): close it, or reopen a closed one to where it was.
  const reopenTo = inquiry.nextStatuses.find((next) => next !== 'closed');
  return (
    <AdminSection title={t('common.status')}>
      <div className="messages-actions">
        <StatusBadge status={inquiry.status} />
        {inquiry.nextStatuses.includes('closed') && (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('inquiries.close')}
          </Button>
        )}
        {reopenTo && (
          <Button variant="secondary" busy={status.isPending} onClick={() => status.mutate(reopenTo)}>
            {t('inquiries.reopen')}
          </Button>
        )}
      </div>
      {reopenTo && <p className="field__hint">{t(reopenTo === 'responded' ? 'inquiries.reopensResponded' : 'inquiries.reopensPending')}</p>}
      {status.error ? (
        <p className="field__error" role="alert">
          {errorText.message(status.error)}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('inquiries.closeTitle', { reference: inquiry.reference })}
        confirmLabel={t('inquiries.close')}
        danger
        busy={status.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => status.mutate('closed', { onSettled: () => setConfirming(false) })}
      >
        <p>{t('inquiries.closeBody')}</p>
      </ConfirmDialog>
    </AdminSection>
  );
}
