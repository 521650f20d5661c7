import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/badge';
import { Button } from '../../../../components/button';
import { ErrorState } from '../../../../components/error-state';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import type { components } from '../../../../lib/api/schema';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { useFormat } from '../../../../lib/use-format';
import { AdminPage, AdminSection } from '../../ui/admin-page';
import { type Column, DataTable } from '../../ui/data-table';
import { ExportCsvButton } from '../../ui/export-csv-button';
import { applyNow, FilterBar } from '../../ui/filter-bar';
import { Pagination } from '../../ui/pagination';
import { useListParams } from '../../ui/use-list-params';
import { RATE_CURRENCIES, useCurrentRates, useRateHistory, useSetRates } from '../api/rates-admin-api';

type HistoryItem = components['schemas']['ExchangeRateHistoryItemDto'];

/** The current rates per 1 USD, a form to set some of them now, and every rate ever set (filtered by currency, CSV). */
export function ExchangeRatesScreen() {
  const { t } = useTranslation('admin-content');
  const f = useFormat();
  const list = useListParams({ sort: '-setAt' });
  const current = useCurrentRates();
  const history = useRateHistory({
    page: list.query.page,
    limit: list.query.limit,
    ...(list.filters.currency ? { currency: list.filters.currency } : {}),
  });
  const when = (value: string) => f.date(value, { dateStyle: 'medium', timeStyle: 'short' });

  const columns: Column<HistoryItem>[] = [
    { id: 'currency', header: t('rates.fields.currency'), cell: (r) => r.currency },
    { id: 'rate', header: t('rates.fields.rate'), numeric: true, cell: (r) => r.rate },
    { id: 'source', header: t('rates.fields.source'), cell: (r) => t(`rates.source.${r.source}`, { defaultValue: r.source }) },
    { id: 'setAt', header: t('rates.fields.setAt'), cell: (r) => when(r.setAt) },
    { id: 'setBy', header: t('rates.fields.setBy'), optional: true, hidden: true, cell: (r) => r.setBy ?? '—' },
  ];

  return (
    <AdminPage title={t('rates.title')} subtitle={t('rates.subtitle')}>
      <AdminSection title={t('rates.current')}>
        {current.error ? (
          <ErrorState error={current.error} onRetry={() => void current.refetch()} />
        ) : (
          <dl className="admin-facts">
            {RATE_CURRENCIES.map((code) => {
              const rate = current.data?.rates.find((r) => r.currency === code);
              return (
                <div key={code} className="admin-facts__row">
                  <dt>{t('rates.perUsd', { currency: code })}</dt>
                  <dd>
                    {rate ? (
                      <>
                        <strong className="rates-value">{rate.rate}</strong> · {when(rate.setAt)} ·{' '}
                        {t(`rates.source.${rate.source}`, { defaultValue: rate.source })}{' '}
                        {rate.stale && <Badge tone="warning">{t('rates.stale')}</Badge>}
                      </>
                    ) : (
                      '—'
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </AdminSection>
      <SetRatesForm />
      <AdminSection
        title={t('rates.history')}
        actions={
          <ExportCsvButton path="/api/admin/currencies/rates/history.csv" list={{ exportQuery: list.filters }} filename="exchange-rates" />
        }
      >
        <FilterBar list={list} names={['currency']} label={t('rates.filters')}>
          <SelectField
            label={t('rates.fields.currency')}
            name="currency"
            defaultValue={list.filters.currency ?? ''}
            onChange={applyNow}
            placeholder={t('rates.anyCurrency')}
            options={RATE_CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
        </FilterBar>
        <DataTable
          listId="exchange-rates"
          caption={t('tableOf', { name: t('rates.history') })}
          columns={columns}
          rows={history.data?.items}
          rowKey={(r) => r.id}
          loading={history.isFetching}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
        <Pagination page={list.page} limit={list.limit} total={history.data?.total} onPage={list.setPage} onLimit={list.setLimit} />
      </AdminSection>
    </AdminPage>
  );
}

function SetRatesForm() {
  const { t } = useTranslation('admin-content');
  const errorText = useErrorText();
  const setRates = useSetRates();
  const [values, setValues] = useState<Record<string, string>>({});
  const errors = errorText.fields(setRates.error, Object.fromEntries(RATE_CURRENCIES.map((c) => [c, t('rates.perUsd', { currency: c })])));
  const formError = setRates.error && Object.keys(errors).length === 0 ? errorText.message(setRates.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(
      Object.entries(values)
        .filter(([, v]) => v.trim() !== '')
        .map(([k, v]) => [k, v.trim()]),
    );
    setRates.mutate(body, { onSuccess: () => setValues({}) });
  };

  return (
    <AdminSection title={t('rates.set')}>
      <form className="admin-form" onSubmit={submit} noValidate>
        <p className="admin-form__wide field__hint">{t('rates.setHint')}</p>
        {RATE_CURRENCIES.map((code) => (
          <TextField
            key={code}
            label={t('rates.perUsd', { currency: code })}
            name={code}
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            value={values[code] ?? ''}
            onChange={(event) => setValues((v) => ({ ...v, [code]: event.target.value }))}
            error={errors[code]}
          />
        ))}
        <div className="admin-form__actions">
          <Button type="submit" busy={setRates.isPending}>
            {t('rates.save')}
          </Button>
          {setRates.isSuccess && (
            <span role="status" className="content-saved">
              {t('saved')}
            </span>
          )}
          {formError && (
            <span className="field__error" role="alert">
              {formError}
            </span>
          )}
        </div>
      </form>
    </AdminSection>
  );
}
