import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { Checkbox } from '../../../../components/checkbox';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { useFormat } from '../../../../lib/use-format';
import { ActiveBadge } from '../../ui/active-list';
import { AdminSection } from '../../ui/admin-page';
import { type Column, DataTable } from '../../ui/data-table';
import { DeleteDialog } from '../../ui/delete-dialog';
import { ExportCsvButton } from '../../ui/export-csv-button';
import { FilterBar } from '../../ui/filter-bar';
import { FormActions, useFormErrors } from '../../ui/form-actions';
import { EditPanel, RowActions } from '../../ui/inline-editing';
import { Pagination } from '../../ui/pagination';
import { tableState } from '../../ui/table-state';
import { useListParams } from '../../ui/use-list-params';
import { type FreightRate, SHIPPING_METHODS, useDeleteFreightRate, useFreightRates, useSaveFreightRate } from '../api/price-tables-api';

/** Freight by destination country, port and method: filter by country, add, edit, deactivate, delete, export. */
export function FreightRates() {
  const { t } = useTranslation('admin-content');
  const f = useFormat();
  const list = useListParams({ sort: 'countryCode' });
  const country = list.filters.country;
  const rates = useFreightRates({ page: list.page, limit: list.limit, ...(country ? { country } : {}) });
  const [editing, setEditing] = useState<FreightRate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FreightRate | null>(null);
  const remove = useDeleteFreightRate();
  const money = (v: string | null) => v ?? '—';

  const columns: Column<FreightRate>[] = [
    { id: 'country', header: t('prices.fields.country'), cell: (r) => `${f.country(r.countryCode)} (${r.countryCode})` },
    { id: 'port', header: t('prices.fields.port'), cell: (r) => r.port },
    { id: 'method', header: t('prices.fields.method'), cell: (r) => t(`prices.method.${r.method}`) },
    { id: 'roro', header: t('prices.fields.roroUsdPerM3'), numeric: true, cell: (r) => money(r.roroUsdPerM3) },
    { id: 'container', header: t('prices.fields.containerUsd'), numeric: true, cell: (r) => money(r.containerUsd) },
    { id: 'cars', header: t('prices.fields.carsPerContainer'), numeric: true, optional: true, cell: (r) => r.carsPerContainer },
    { id: 'transit', header: t('prices.fields.transitDays'), numeric: true, optional: true, cell: (r) => r.transitDays ?? '—' },
    { id: 'active', header: t('prices.fields.active'), cell: (r) => <ActiveBadge active={r.active} /> },
    {
      id: 'actions',
      header: t('actions'),
      cell: (r) => (
        <RowActions
          editLabel={t('prices.editFreight', { port: r.port, method: t(`prices.method.${r.method}`) })}
          deleteLabel={t('prices.deleteFreight', { port: r.port, method: t(`prices.method.${r.method}`) })}
          onEdit={() => setEditing(r)}
          onDelete={() => setDeleting(r)}
        />
      ),
    },
  ];

  return (
    <AdminSection
      title={t('prices.freight')}
      actions={
        <>
          <ExportCsvButton
            path="/api/admin/price-calculator/freight-rates.csv"
            list={{ exportQuery: country ? { country } : {} }}
            filename="freight-rates"
          />
          <Button size="small" onClick={() => setEditing('new')}>
            {t('prices.newFreight')}
          </Button>
        </>
      }
    >
      {editing && (
        <FreightForm
          key={editing === 'new' ? 'new' : editing.id}
          rate={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <FilterBar list={list} names={['country']} label={t('prices.filters')}>
        <TextField label={t('prices.fields.countryCode')} name="country" defaultValue={country} maxLength={2} autoComplete="off" />
      </FilterBar>
      <DataTable
        listId="freight-rates"
        caption={t('tableOf', { name: t('prices.freight') })}
        columns={columns}
        rowKey={(r) => r.id}
        {...tableState(rates)}
      />
      <Pagination page={list.page} limit={list.limit} total={rates.data?.total} onPage={list.setPage} onLimit={list.setLimit} />
      <DeleteDialog id={deleting?.id} remove={remove} title={t('prices.deleteFreightTitle')} onClose={() => setDeleting(null)}>
        <p>{deleting && t('prices.deleteFreightText', { port: deleting.port, method: t(`prices.method.${deleting.method}`) })}</p>
      </DeleteDialog>
    </AdminSection>
  );
}

function FreightForm({ rate, onDone }: { rate?: FreightRate; onDone: () => void }) {
  const { t } = useTranslation('admin-content');
  const save = useSaveFreightRate();
  const [v, setV] = useState({
    countryCode: rate?.countryCode ?? '',
    port: rate?.port ?? '',
    method: rate?.method ?? 'roro',
    roroUsdPerM3: rate?.roroUsdPerM3 ?? '',
    containerUsd: rate?.containerUsd ?? '',
    carsPerContainer: String(rate?.carsPerContainer ?? 4),
    transitDays: rate?.transitDays == null ? '' : String(rate.transitDays),
    active: rate?.active ?? true,
  });
  const set = (field: keyof typeof v) => (event: { target: { value: string } }) => setV((old) => ({ ...old, [field]: event.target.value }));
  const labels = {
    countryCode: t('prices.fields.countryCode'),
    port: t('prices.fields.port'),
    method: t('prices.fields.method'),
    roroUsdPerM3: t('prices.fields.roroUsdPerM3'),
    containerUsd: t('prices.fields.containerUsd'),
    carsPerContainer: t('prices.fields.carsPerContainer'),
    transitDays: t('prices.fields.transitDays'),
    active: t('prices.fields.active'),
  };
  const { errors, formError } = useFormErrors(save.error, labels);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A number the API reads as one; anything else is sent as typed, for the API to name the field.
    const number = (s: string) => (s.trim() === '' ? null : Number.isFinite(Number(s)) ? Number(s) : (s as unknown as number));
    save.mutate(
      {
        id: rate?.id,
        body: {
          countryCode: v.countryCode.trim(),
          port: v.port.trim(),
          method: v.method as FreightRate['method'],
          roroUsdPerM3: v.roroUsdPerM3.trim() || null,
          containerUsd: v.containerUsd.trim() || null,
          carsPerContainer: number(v.carsPerContainer) ?? 4,
          transitDays: number(v.transitDays),
          active: v.active,
        },
      },
      { onSuccess: onDone },
    );
  };

  return (
    <EditPanel label={rate ? t('prices.editFreightTitle') : t('prices.newFreight')} onSubmit={submit}>
      <TextField
        label={labels.countryCode}
        name="countryCode"
        value={v.countryCode}
        onChange={set('countryCode')}
        error={errors.countryCode}
        maxLength={2}
        required
        autoFocus
      />
      <TextField label={labels.port} name="port" value={v.port} onChange={set('port')} error={errors.port} required />
      <SelectField
        label={labels.method}
        name="method"
        value={v.method}
        onChange={set('method')}
        error={errors.method}
        options={SHIPPING_METHODS.map((m) => ({ value: m, label: t(`prices.method.${m}`) }))}
      />
      <TextField
        label={labels.roroUsdPerM3}
        name="roroUsdPerM3"
        inputMode="decimal"
        dir="ltr"
        value={v.roroUsdPerM3}
        onChange={set('roroUsdPerM3')}
        error={errors.roroUsdPerM3}
      />
      <TextField
        label={labels.containerUsd}
        name="containerUsd"
        inputMode="decimal"
        dir="ltr"
        value={v.containerUsd}
        onChange={set('containerUsd')}
        error={errors.containerUsd}
      />
      <TextField
        label={labels.carsPerContainer}
        name="carsPerContainer"
        inputMode="numeric"
        dir="ltr"
        value={v.carsPerContainer}
        onChange={set('carsPerContainer')}
        error={errors.carsPerContainer}
      />
      <TextField
        label={labels.transitDays}
        name="transitDays"
        inputMode="numeric"
        dir="ltr"
        value={v.transitDays}
        onChange={set('transitDays')}
        error={errors.transitDays}
      />
      <Checkbox
        label={labels.active}
        name="active"
        checked={v.active}
        onChange={(event) => setV((old) => ({ ...old, active: event.target.checked }))}
        error={errors.active}
      />
      <FormActions busy={save.isPending} onCancel={onDone} error={formError} />
    </EditPanel>
  );
}
