import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { SelectField } from '../../../components/select-field';
import { Skeleton } from '../../../components/skeleton';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api/api-error';
import type { UsdRate } from '../../../lib/currency/currency-math';
import { toUsd } from '../../../lib/currency/to-usd';
import { useExchangeRates } from '../../../lib/currency/use-currency';
import { useErrorText } from '../../../lib/i18n/error-text';
import { stripLanguage } from '../../../lib/i18n/languages';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import { useCalculatePrice, useDestinations, type DestinationCountry } from '../api/price-calculator-api';
import {
  amountCurrency,
  CURRENCIES,
  EMPTY_FORM,
  insuranceFixed,
  METHODS,
  needsAmount,
  needsVolume,
  quoteBody,
  type Currency,
  type Method,
  type QuoteForm,
  type TradeTerms,
  TRADE_TERMS,
} from '../quote-rules';
import { QuoteResult } from './quote-result';

export interface PriceEstimatorProps {
  /** The car to quote (its stock id): its volume and import eligibility for everyone, its price for signed-in visitors. */
  carRef: string | null;
  signedIn: boolean;
}

/** A plausible FOB price in each currency, for the amount's hint (5000 yen is no car's price). */
const EXAMPLE_AMOUNT: Record<Currency, string> = { USD: '5000', EUR: '4500', GBP: '4000', JPY: '750000' };

/** The port's methods, RoRo first. */
const methodsOf = (country: DestinationCountry | undefined, port: string): Method[] =>
  METHODS.filter((m) => country?.ports.find((p) => p.port === port)?.methods.includes(m));

/**
 * The price calculator's form and its answer (used by the calculator page and the car page's panel): destination
 * country and port, method, trade terms, insurance and inspection, currency, and an FOB amount when the car's own
 * price cannot be quoted. Field errors come from the server's answer, beside their fields.
 */
export function PriceEstimator({ carRef, signedIn }: PriceEstimatorProps) {
  const { t } = useTranslation('calculator');
  const errorText = useErrorText();
  const f = useFormat();
  const location = useLocation();
  const formId = useId();
  const destinations = useDestinations();
  const calculate = useCalculatePrice();
  const [form, setForm] = useState<QuoteForm>(EMPTY_FORM);

  const countries = useMemo(
    () =>
      (destinations.data?.countries ?? [])
        .map((c) => ({ value: c.countryCode, label: f.country(c.countryCode) }))
        .sort((a, b) => a.label.localeCompare(b.label, f.language)),
    [destinations.data, f],
  );
  const country = destinations.data?.countries.find((c) => c.countryCode === form.country);
  const ports = country?.ports ?? [];
  const methods = methodsOf(country, form.port);
  const fixedInsurance = insuranceFixed(form.terms);
  const inspectionRequired = country?.inspectionRequired ?? false;
  const showAmount = needsAmount(carRef, signedIn);
  const showVolume = needsVolume(form, carRef);
  // The amount is typed in the quote's currency and sent in USD at the current rate (quoteBody).
  const rates = useExchangeRates(showAmount && form.currency !== 'USD').data?.rates;
  const typedIn = amountCurrency(form.currency, rates);
  const amountHint = useAmountHint(form.fobAmount, typedIn, rates);

  const labels: Record<string, string> = {
    destinationCountry: t('form.country'),
    destinationPort: t('form.port'),
    method: t('form.method'),
    tradeTerms: t('form.terms'),
    currency: t('form.currency'),
    fobAmount: t('form.fobAmount', { currency: typedIn }),
    volumeM3: t('form.volume'),
    insurance: t('form.insurance'),
    inspection: t('form.inspection'),
  };
  const fieldErrors = errorText.fields(calculate.error, labels);
  const refused = calculate.error instanceof ApiError && calculate.error.status < 500 ? calculate.error : null;
  const generalError = refused && refused.details.length === 0 ? errorText.message(refused) : null;

  const choose = (patch: Partial<QuoteForm>) => setForm((current) => ({ ...current, ...patch }));
  const chooseCountry = (code: string) => {
    const next = destinations.data?.countries.find((c) => c.countryCode === code);
    const port = next?.ports.length === 1 ? next.ports[0]!.port : '';
    const nextMethods = methodsOf(next, port);
    choose({ country: code, port, method: nextMethods[0] ?? '', inspection: next?.inspectionRequired ?? false });
  };
  const choosePort = (port: string) => {
    const nextMethods = methodsOf(country, port);
    choose({ port, method: nextMethods.includes(form.method as Method) ? form.method : (nextMethods[0] ?? '') });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    calculate.mutate(quoteBody(form, carRef, signedIn, country, rates));
  };

  if (destinations.isError) return <ErrorState error={destinations.error} onRetry={() => void destinations.refetch()} />;
  if (!destinations.data)
    return (
      <div className="quote-form card" aria-busy="true">
        <Skeleton blockSize="14rem" />
      </div>
    );

  const next = stripLanguage(location.pathname) + location.search;
  return (
    <div className="estimator">
      <form className="quote-form card" noValidate onSubmit={submit} aria-describedby={generalError ? `${formId}-error` : undefined}>
        {carRef && (
          <p className="quote-form__car">
            {signedIn ? (
              t('form.carPrice', { ref: carRef })
            ) : (
              <>
                <Link to={paths.auth({ next })}>{t('form.signInToQuote')}</Link> {t('form.orEnterAmount')}
              </>
            )}
          </p>
        )}
        <div className="quote-form__grid">
          <SelectField
            label={labels.destinationCountry}
            name="destinationCountry"
            required
            placeholder={t('form.countryPlaceholder')}
            options={countries}
            value={form.country}
            error={fieldErrors.destinationCountry}
            onChange={(event) => chooseCountry(event.target.value)}
          />
          <SelectField
            label={labels.destinationPort}
            name="destinationPort"
            required
            placeholder={t('form.portPlaceholder')}
            options={ports.map((p) => ({ value: p.port, label: p.port }))}
            value={form.port}
            disabled={!country || ports.length === 0}
            hint={country && ports.length === 0 ? t('form.noPorts') : undefined}
            error={fieldErrors.destinationPort}
            onChange={(event) => choosePort(event.target.value)}
          />
          <SelectField
            label={labels.method}
            name="method"
            required
            placeholder={t('form.methodPlaceholder')}
            options={(methods.length ? methods : METHODS).map((m) => ({ value: m, label: t(`form.methods.${m}`) }))}
            value={form.method}
            error={fieldErrors.method}
            onChange={(event) => choose({ method: event.target.value as Method | '' })}
          />
          <SelectField
            label={labels.tradeTerms}
            name="tradeTerms"
            required
            options={TRADE_TERMS.map((terms) => ({ value: terms, label: t(`form.termsOptions.${terms}`) }))}
            value={form.terms}
            error={fieldErrors.tradeTerms}
            onChange={(event) => choose({ terms: event.target.value as TradeTerms })}
          />
          <SelectField
            label={labels.currency}
            name="currency"
            required
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
            value={form.currency}
            error={fieldErrors.currency}
            onChange={(event) => choose({ currency: event.target.value as Currency })}
          />
          {showAmount && (
            <TextField
              label={labels.fobAmount}
              name="fobAmount"
              required
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              hint={amountHint}
              value={form.fobAmount}
              error={fieldErrors.fobAmount}
              onChange={(event) => choose({ fobAmount: event.target.value })}
            />
          )}
          {showVolume && (
            <TextField
              label={labels.volumeM3}
              name="volumeM3"
              required
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              hint={t('form.volumeHint')}
              value={form.volumeM3}
              error={fieldErrors.volumeM3}
              onChange={(event) => choose({ volumeM3: event.target.value })}
            />
          )}
        </div>
        <div className="quote-form__checks">
          <Checkbox
            name="insurance"
            label={
              <>
                {labels.insurance}
                {fixedInsurance !== null && (
                  <span className="quote-form__note">{fixedInsurance ? t('form.insuranceCif') : t('form.insuranceFob')}</span>
                )}
              </>
            }
            checked={fixedInsurance ?? form.insurance}
            disabled={fixedInsurance !== null}
            error={fieldErrors.insurance}
            onChange={(event) => choose({ insurance: event.target.checked })}
          />
          <Checkbox
            name="inspection"
            label={
              <>
                {labels.inspection}
                {inspectionRequired && (
                  <span className="quote-form__note">
                    {t('form.inspectionRequired', { country: f.country(form.country), agency: country?.inspectionAgency ?? '' })}
                  </span>
                )}
              </>
            }
            checked={inspectionRequired || form.inspection}
            disabled={inspectionRequired}
            error={fieldErrors.inspection}
            onChange={(event) => choose({ inspection: event.target.checked })}
          />
        </div>
        {generalError && (
          <p id={`${formId}-error`} className="quote-form__error" role="alert">
            {generalError}
          </p>
        )}
        {calculate.isError && !refused && (
          <ErrorState error={calculate.error} onRetry={() => calculate.mutate(quoteBody(form, carRef, signedIn, country, rates))} />
        )}
        <div>
          <Button type="submit" busy={calculate.isPending}>
            {t('form.submit')}
          </Button>
        </div>
      </form>
      <div aria-live="polite">{calculate.data && !calculate.isPending && <QuoteResult quote={calculate.data} />}</div>
    </div>
  );
}

/**
 * The FOB amount's hint: an example in the currency it is typed in and, for another currency than USD, the dollars it
 * is quoted as at the current rate ("Quoted as $6,443.30 (1 USD = 155.2 JPY)"), as the API takes dollars.
 */
function useAmountHint(typed: string, currency: Currency, rates: readonly UsdRate[] | undefined): string {
  const { t } = useTranslation('calculator');
  const f = useFormat();
  const example = EXAMPLE_AMOUNT[currency];
  const rate = rates?.find((entry) => entry.currency === currency)?.rate;
  const usd = currency === 'USD' || !rate ? null : toUsd(typed.trim(), currency, rates);
  if (!usd || !rate) return t('form.fobAmountHint', { example });
  // A rate is a number, not money (as in the pre-header); Intl formats the numeric string exactly.
  const formula = `1 USD = ${f.number(rate as unknown as number, { maximumFractionDigits: 4 })} ${currency}`;
  return t('form.fobAmountHintInUsd', {
    example,
    usd: `\u2068${f.money({ amount: usd, currency: 'USD' })}\u2069`,
    formula: `\u2066${formula}\u2069`,
  });
}
