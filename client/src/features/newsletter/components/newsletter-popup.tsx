import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useModalDialog } from '../../../components/use-modal-dialog';
import { ApiError } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/i18n/error-text';
import { useSubscribe } from '../api/newsletter-api';
import { markPopupFlag, POPUP_SEEN_KEY, POPUP_SUBMITTED_KEY } from '../popup-flags';
import { validateSubscription, type SubscriptionValues } from '../subscription-rules';
import '../newsletter.css';

export interface NewsletterPopupProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The newsletter popup (spec §3 "Newsletter popup"): full name and email, checked here with the server's messages and
 * again by the server, whose field errors show beside the fields; a call that hangs gives up after 10 seconds with
 * "Request timed out. Please try again.". A modal `<dialog>`: focus stays inside, Escape or Close shuts it, and it is
 * not offered again once seen or submitted (localStorage flags, ../popup-flags.ts).
 */
export function NewsletterPopup({ open, onClose }: NewsletterPopupProps) {
  const { t } = useTranslation('newsletter');
  const errorText = useErrorText();
  const ref = useModalDialog(open);
  const titleId = useId();
  const subscribe = useSubscribe();
  const [values, setValues] = useState<SubscriptionValues>({ fullName: '', email: '' });
  const [issues, setIssues] = useState<ReturnType<typeof validateSubscription> | null>(null);
  // Seen once shown: a reload while it is open does not bring it back.
  useEffect(() => {
    if (open) markPopupFlag(POPUP_SEEN_KEY);
  }, [open]);

  const close = () => {
    markPopupFlag(POPUP_SEEN_KEY);
    onClose();
  };
  const labels = { fullName: t('popup.fullName'), email: t('popup.email') };
  const serverFields = subscribe.error instanceof ApiError ? errorText.fields(subscribe.error, labels) : {};
  const fieldError = (field: keyof SubscriptionValues) => {
    const issue = issues?.[field];
    return issue ? errorText.code(issue, labels[field]) : serverFields[field];
  };
  const formError =
    subscribe.isError && !(subscribe.error instanceof ApiError && subscribe.error.details.length > 0)
      ? errorText.message(subscribe.error)
      : null;

  const change = (field: keyof SubscriptionValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (issues) setIssues(validateSubscription(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSubscription(values);
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    subscribe.mutate(
      { fullName: values.fullName.trim(), email: values.email.trim() },
      { onSuccess: () => markPopupFlag(POPUP_SUBMITTED_KEY) },
    );
  };

  return (
    <dialog
      ref={ref}
      className="dialog newsletter-popup"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id={titleId}>{t('popup.title')}</h2>
      {subscribe.isSuccess ? (
        <>
          <p className="newsletter-popup__done" role="status">
            {errorText.code({ code: 'NEWSLETTER_SUBSCRIBED' })}
          </p>
          <div className="dialog__actions">
            <Button onClick={close}>{t('popup.close')}</Button>
          </div>
        </>
      ) : (
        <form noValidate onSubmit={submit} className="newsletter-popup__form">
          <p className="newsletter-popup__intro">{t('popup.intro')}</p>
          <TextField
            label={labels.fullName}
            name="fullName"
            autoComplete="name"
            required
            maxChars={100}
            value={values.fullName}
            error={fieldError('fullName')}
            onChange={(event) => change('fullName', event.target.value)}
          />
          <TextField
            label={labels.email}
            name="email"
            type="email"
            dir="auto"
            autoComplete="email"
            required
            maxChars={254}
            value={values.email}
            error={fieldError('email')}
            onChange={(event) => change('email', event.target.value)}
          />
          {formError && (
            <p className="newsletter-popup__error" role="alert">
              {formError}
            </p>
          )}
          <div className="dialog__actions">
            <Button variant="secondary" onClick={close}>
              {t('popup.later')}
            </Button>
            <Button type="submit" busy={subscribe.isPending}>
              {subscribe.isPending ? t('popup.sending') : t('popup.subscribe')}
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
