import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { useErrorText } from '../../../lib/i18n/error-text';
import { useFormat } from '../../../lib/use-format';
import { useUploadRemittance, type OrderSummary } from '../api/orders-api';
import { checkRemittance, REMITTANCE_ACCEPT } from '../utils/remittance';

/** The remittance copy upload of one order: a file input checked here (type, 5 MB), busy while sending, the server's errors. */
export function RemittanceUpload({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const f = useFormat();
  const upload = useUploadRemittance();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const issue = checkRemittance(file);
    if (issue) {
      setError(errorText.code(issue));
      input.current?.focus();
      return;
    }
    upload.mutate(
      { id: order.id, file: file! },
      {
        onSuccess: (copy) => {
          setError(null);
          setFile(null);
          if (input.current) input.current.value = '';
          setSent(t('remittance.sent', { date: f.date(copy.uploadedAt, { dateStyle: 'medium', timeStyle: 'short' }) }));
        },
        onError: (e) => setError(errorText.message(e)),
      },
    );
  };

  return (
    <form className="remittance" onSubmit={submit} noValidate aria-busy={upload.isPending}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-file`}>
          {t('remittance.label', { stockId: order.car.stockId })}
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          className="remittance__input"
          type="file"
          name="file"
          accept={REMITTANCE_ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            setSent(null);
            const issue = chosen ? checkRemittance(chosen) : null;
            setError(issue ? errorText.code(issue) : null);
          }}
        />
        <p className="field__hint" id={`${id}-hint`}>
          {t('remittance.hint')}
        </p>
        {error && (
          <p className="field__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" variant="secondary" busy={upload.isPending}>
        {upload.isPending ? t('remittance.sending') : t('remittance.send')}
      </Button>
      {sent && (
        <p className="remittance__sent" role="status">
          {sent}
        </p>
      )}
    </form>
  );
}
