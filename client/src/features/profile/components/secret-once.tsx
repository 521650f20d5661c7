import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';

/**
 * A key or signing secret shown this once (the server keeps only its hash or never answers it again): selectable
 * text, left to right also on Urdu pages, a Copy button and the warning that it will not be shown again.
 */
export function SecretOnce({ title, secret, warning, onDone }: { title: string; secret: string; warning: string; onDone: () => void }) {
  const { t } = useTranslation('dealer');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = () => {
    if (!navigator.clipboard) {
      setCopied('no');
      return;
    }
    navigator.clipboard.writeText(secret).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  };
  return (
    <section className="card secret-once" aria-labelledby="secret-once-title">
      <h3 id="secret-once-title" className="secret-once__title">
        {title}
      </h3>
      <p className="notice notice--warning secret-once__warning">{warning}</p>
      <div className="secret-once__row">
        <code className="secret-once__value" data-testid="secret-once" dir="ltr">
          {secret}
        </code>
        <Button variant="secondary" size="small" onClick={copy}>
          {copied === 'yes' ? t('secret.copied') : t('secret.copy')}
        </Button>
      </div>
      <p className="secret-once__status" role="status">
        {copied === 'no' ? t('secret.copyFailed') : ''}
      </p>
      <Button size="small" onClick={onDone}>
        {t('secret.done')}
      </Button>
    </section>
  );
}
