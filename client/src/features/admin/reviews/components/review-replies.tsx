import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/badge';
import { Button } from '../../../../components/button';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { useFormat } from '../../../../lib/use-format';
import { useCompanyReply, type AdminReviewReply } from '../api/reviews-admin-api';
import { TextArea } from './text-area';

export function ReplyItem({
  reply,
  busy,
  onMove,
  onDelete,
  onSave,
}: {
  reply: AdminReviewReply;
  busy: boolean;
  onMove: (status: AdminReviewReply['status']) => void;
  onDelete: () => void;
  onSave: (message: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('admin-reviews');
  const { date } = useFormat();
  const errorText = useErrorText();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = String(new FormData(event.currentTarget).get('message') ?? '');
    setError(null);
    onSave(message).then(() => setEditing(false), setError);
  };

  return (
    <li className={`admin-replies__item${reply.isCompany ? ' admin-replies__item--company' : ''}`}>
      <p className="admin-replies__meta">
        <strong>{reply.isCompany ? t('reviews.company', { name: reply.authorName }) : reply.authorName}</strong> · {date(reply.createdAt)}{' '}
        {reply.status === 'hidden' && <Badge tone="neutral">{t('reviews.status.hidden')}</Badge>}
      </p>
      {editing ? (
        <form className="admin-replies__edit" onSubmit={save}>
          <TextArea
            label={t('reviews.editReply')}
            name="message"
            defaultValue={reply.message}
            maxChars={1000}
            required
            error={error ? (errorText.fields(error, { message: t('reviews.editReply') }).message ?? errorText.message(error)) : null}
          />
          <div className="admin-form__actions">
            <Button type="submit" size="small" busy={busy}>
              {t('reviews.save')}
            </Button>
            <Button variant="ghost" size="small" onClick={() => setEditing(false)}>
              {t('reviews.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="admin-replies__message">{reply.message}</p>
      )}
      {!editing && (
        <div className="admin-replies__actions">
          {reply.isCompany && (
            <>
              <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
                {t('reviews.edit')}
              </Button>
              <Button variant="danger" size="small" onClick={onDelete}>
                {t('reviews.delete')}
              </Button>
            </>
          )}
          {reply.nextStatuses.map((status) => (
            <Button key={status} variant="ghost" size="small" onClick={() => onMove(status)} disabled={busy}>
              {status === 'published' ? t('reviews.showReply') : t('reviews.hideReply')}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}

export function CompanyReplyForm({ id, published }: { id: string; published: boolean }) {
  const { t } = useTranslation('admin-reviews');
  const errorText = useErrorText();
  const reply = useCompanyReply(id);
  const [key, setKey] = useState(0);
  const label = t('reviews.replyAsCompany');
  const fieldErrors = reply.error ? errorText.fields(reply.error, { message: label }) : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = String(new FormData(event.currentTarget).get('message') ?? '');
    reply.mutate(message, { onSuccess: () => setKey((k) => k + 1) });
  };

  return (
    <form key={key} className="admin-form admin-reply-form" onSubmit={submit} noValidate>
      <div className="admin-form__wide">
        <TextArea
          label={label}
          name="message"
          maxChars={1000}
          hint={published ? t('reviews.replyHint') : t('reviews.replyHintPending')}
          error={fieldErrors.message ?? (reply.error && !fieldErrors.message ? errorText.message(reply.error) : null)}
        />
      </div>
      <div className="admin-form__actions">
        <Button type="submit" size="small" busy={reply.isPending}>
          {t('reviews.sendReply')}
        </Button>
        {reply.isSuccess && (
          <span role="status" className="admin-reply-form__done">
            {t('reviews.replySent')}
          </span>
        )}
      </div>
    </form>
  );
}
