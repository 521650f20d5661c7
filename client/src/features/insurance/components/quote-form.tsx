import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { usePriceFormatter } from '../../../components/price';
import { TextField } from '../../../components/text-field';
import { useErrorText } from '../../../lib/i18n/error-text';
import { useInsuranceQuote } from '../api/insurance-api';
import { normaliseAmountInput } from '../utils/claim-steps';

/** "What would it cost": a vehicle value in USD → cover and premium (GET /api/insurance/quote, anonymous allowed). */
export function QuoteForm() {
  const { t } = useTranslation('insurance');
  const errorText = useErrorText();
  const money = usePriceFormatter();
  const [input, setInput] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const quote = useInsuranceQuote(asked);
  const label = t('quote.value');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normaliseAmountInput(input);
    if (!value) {
      setError(errorText.code({ code: 'FIELD_REQUIRED' }, label));
      return;
    }
    setError(null);
    setAsked(value);
  };
  const serverError = quote.isError ? (errorText.fields(quote.error, { value: label }).value ?? errorText.message(quote.error)) : null;

  return (
    <form className="card insurance-quote" noValidate onSubmit={submit} aria-labelledby="insurance-quote-title">
      <h2 id="insurance-quote-title" className="claim-form__title">
        {t('quote.title')}
      </h2>
      <div className="insurance-quote__row">
        <TextField
          label={label}
          name="value"
          inputMode="decimal"
          dir="ltr"
          placeholder="2650"
          value={input}
          error={error ?? serverError}
          onChange={(e) => setInput(e.target.value)}
        />
        <Button type="submit" busy={quote.isFetching}>
          {t('quote.submit')}
        </Button>
      </div>
      <div aria-live="polite">
        {quote.data && !quote.isError && (
          <dl className="insurance-quote__answer">
            <div>
              <dt>{t('quote.cover')}</dt>
              <dd>{money(quote.data.cover)}</dd>
            </div>
            <div>
              <dt>{t('quote.premium')}</dt>
              <dd>{money(quote.data.premium)}</dd>
            </div>
          </dl>
        )}
      </div>
      {quote.data && <p className="muted">{t('quote.rate', { rate: quote.data.ratePercent, min: money(quote.data.minimumPremium) })}</p>}
    </form>
  );
}
