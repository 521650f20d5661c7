import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../components/text-area';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/i18n/error-text';
import { useSubmitReply } from '../api/reviews-api';
import { MAX_REPLY, validateReply } from '../utils/review-form';

/** A reply under a review (signed in): "Reply submitted successfully", or "Error submitting reply" with the reason. */
export function ReplyForm({ reviewId, reviewTitle }: { reviewId: string; reviewTitle: string }) {
  const { t } = useTranslation('reviews');
  const errorText = useErrorText();
  const submit = useSubmitReply(reviewId);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [issue, setIssue] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const ids = useId();
  const label = t('reply.label');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateReply(message);
    setDone(false);
    if (problem) {
      setIssue(errorText.code(problem, label));
      return;
    }
    setIssue(null);
    submit.mutate(message.trim(), {
      onSuccess: () => {
        setMessage('');
        setDone(true);
        setOpen(false);
      },
    });
  };

  const refused = submit.error;
  const fieldFromServer = refused instanceof ApiError ? errorText.fields(refused, { message: label }).message : undefined;
  const fieldError = issue ?? fieldFromServer ?? null;

  return (
    <div className="reply-form">
      <p role="status" className="reply-form__status">
        {done && <span className="rv-notice rv-notice--success">{t('reply.success')}</span>}
      </p>
      {!open ? (
        <Button variant="ghost" size="small" aria-expanded={false} onClick={() => setOpen(true)}>
          {t('reply.open')}
          <span className="visually-hidden"> — {reviewTitle}</span>
        </Button>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('reply.formLabel', { title: reviewTitle })}>
          <TextArea
            id={`${ids}-message`}
            label={label}
            rows={3}
            maxChars={MAX_REPLY}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            error={fieldError}
          />
          {refused && !fieldFromServer && (
            <p className="rv-notice rv-notice--error" role="alert">
              {t('reply.failure')} {errorText.message(refused)}
            </p>
          )}
          <div className="reply-form__actions">
            <Button type="submit" size="small" busy={submit.isPending}>
              {t('reply.submit')}
            </Button>
            <Button variant="ghost" size="small" onClick={() => setOpen(false)}>
              {t('reply.cancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
