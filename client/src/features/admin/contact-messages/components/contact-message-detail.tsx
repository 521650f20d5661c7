import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button, buttonClass } from '../../../../components/button';
import { ErrorState } from '../../../../components/error-state';
import { Skeleton } from '../../../../components/skeleton';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { adminPath } from '../../admin-paths';
import { DateTime, MessageText, NS, StatusBadge } from '../../inquiries/components/message-ui';
import { AdminPage, AdminSection, Facts } from '../../ui/admin-page';
import { useContactMessage, useContactStatus } from '../api/contact-messages-api';

/** One Contact us message: read it, answer it by email, mark it handled (or reopen it). */
export function ContactMessageDetail() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const message = useContactMessage(id);
  const status = useContactStatus(id);
  const back = { to: adminPath('contact-messages'), label: t('contact.back') };
  if (!message.data) {
    return (
      <AdminPage title={t('contact.one')} back={back}>
        {message.error ? <ErrorState error={message.error} onRetry={() => void message.refetch()} /> : <Skeleton blockSize="12rem" />}
      </AdminPage>
    );
  }
  const m = message.data;
  const subject = t(`contact.subjects.${m.subject}`);
  const handled = m.status === 'handled';
  return (
    <AdminPage
      title={t('contact.from', { name: m.name })}
      back={back}
      subtitle={<StatusBadge status={m.status} />}
      actions={
        <div className="messages-actions">
          <a
            className={buttonClass('secondary', 'small')}
            href={`mailto:${m.email}?subject=${encodeURIComponent(t('contact.replySubject', { subject }))}`}
          >
            {t('contact.reply')}
          </a>
          {/* The moves the message's transition table allows now: handled while new, new (reopen) once handled. */}
          {m.nextStatuses.map((next) => (
            <Button
              key={next}
              size="small"
              variant={next === 'handled' ? 'primary' : 'secondary'}
              busy={status.isPending}
              onClick={() => status.mutate(next)}
            >
              {next === 'handled' ? t('contact.markHandled') : t('contact.reopen')}
            </Button>
          ))}
        </div>
      }
    >
      {status.error ? (
        <p className="field__error" role="alert">
          {errorText.message(status.error)}
        </p>
      ) : null}
      <div className="messages-grid">
        <AdminSection title={t('common.message')}>
          <MessageText>{m.message}</MessageText>
        </AdminSection>
        <AdminSection title={t('common.details')}>
          <Facts
            items={[
              [t('contact.subject'), subject],
              [t('common.name'), m.name],
              [
                t('common.email'),
                <a key="email" href={`mailto:${m.email}`}>
                  {m.email}
                </a>,
              ],
              [t('contact.signedIn'), m.signedIn ? t('common.yes') : t('common.no')],
              [t('common.sent'), <DateTime key="sent" value={m.createdAt} />],
              ...(handled ? ([[t('contact.handledAt'), <DateTime key="at" value={m.handledAt} />]] as const) : []),
            ]}
          />
        </AdminSection>
      </div>
    </AdminPage>
  );
}
