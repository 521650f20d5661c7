import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/badge';
import { Button } from '../../../../components/button';
import { Checkbox } from '../../../../components/checkbox';
import { ConfirmDialog } from '../../../../components/dialog';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { useFormat } from '../../../../lib/use-format';
import { AdminSection } from '../../ui/admin-page';
import { type Column, DataTable } from '../../ui/data-table';
import {
  CHARGE_KEYS,
  CHARGE_METHODS,
  type InspectionFee,
  type PriceCharge,
  useCharges,
  useDeleteCharge,
  useDeleteInspectionFee,
  useInspectionFees,
  useSaveCharge,
  useSaveInspectionFee,
} from '../api/price-tables-api';

/** The fixed charges of a quote (inland transport, port charges, documentation) per shipping method. */
export function Charges() {
  const { t } = useTranslation('admin-content');
  const charges = useCharges();
  const remove = useDeleteCharge();
  const [editing, setEditing] = useState<PriceCharge | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PriceCharge | null>(null);
  const name = (c: PriceCharge) => `${t(`prices.charge.${c.key}`)} · ${t(`prices.method.${c.method}`)}`;
  const columns: Column<PriceCharge>[] = [
    { id: 'key', header: t('prices.fields.charge'), cell: (c) => t(`prices.charge.${c.key}`) },
    { id: 'method', header: t('prices.fields.method'), cell: (c) => t(`prices.method.${c.method}`) },
    { id: 'amount', header: t('prices.fields.amountUsd'), numeric: true, cell: (c) => c.amountUsd },
    {
      id: 'active',
      header: t('prices.fields.active'),
      cell: (c) => <Badge tone={c.active ? 'success' : 'neutral'}>{c.active ? t('active') : t('inactive')}</Badge>,
    },
    {
      id: 'actions',
      header: t('actions'),
      cell: (c) => (
        <span className="content-row-actions">
          <Button size="small" variant="secondary" onClick={() => setEditing(c)} aria-label={`${t('edit')}: ${name(c)}`}>
            {t('edit')}
          </Button>
          <Button size="small" variant="ghost" onClick={() => setDeleting(c)} aria-label={`${t('delete')}: ${name(c)}`}>
            {t('delete')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <AdminSection
      title={t('prices.charges')}
      actions={
        <Button size="small" onClick={() => setEditing('new')}>
          {t('prices.newCharge')}
        </Button>
      }
    >
      {editing && (
        <ChargeForm
          key={editing === 'new' ? 'new' : editing.id}
          charge={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <DataTable
        listId="price-charges"
        caption={t('tableOf', { name: t('prices.charges') })}
        columns={columns}
        rows={charges.data?.items}
        rowKey={(c) => c.id}
        loading={charges.isFetching}
        error={charges.error}
        onRetry={() => void charges.refetch()}
      />
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={t('prices.deleteChargeTitle')}
        confirmLabel={t('delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        <p>{deleting && t('prices.deleteChargeText', { name: name(deleting) })}</p>
      </ConfirmDialog>
    </AdminSection>
  );
}

function ChargeForm({ charge, onDone }: { charge?: PriceCharge; onDone: () => void }) {
  const { t } = useTranslation('admin-content');
  const errorText = useErrorText();
  const save = useSaveCharge();
  const [key, setKey] = useState<string>(charge?.key ?? CHARGE_KEYS[0]);
  const [method, setMethod] = useState<string>(charge?.method ?? 'any');
  const [amountUsd, setAmount] = useState(charge?.amountUsd ?? '');
  const [active, setActive] = useState(charge?.active ?? true);
  const labels = {
    key: t('prices.fields.charge'),
    method: t('prices.fields.method'),
    amountUsd: t('prices.fields.amountUsd'),
    active: t('prices.fields.active'),
  };
  const errors = errorText.fields(save.error, labels);
  const formError = save.error && Object.keys(errors).length === 0 ? errorText.message(save.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: charge?.id,
        body: { key: key as PriceCharge['key'], method: method as PriceCharge['method'], amountUsd: amountUsd.trim(), active },
      },
      { onSuccess: onDone },
    );
  };
  return (
    <form
      className="admin-form content-edit-panel"
      onSubmit={submit}
      noValidate
      aria-label={charge ? t('prices.editCharge') : t('prices.newCharge')}
    >
      <h3 className="admin-form__wide content-subheading">{charge ? t('prices.editCharge') : t('prices.newCharge')}</h3>
      <SelectField
        label={labels.key}
        name="key"
        value={key}
        onChange={(e) => setKey(e.target.value)}
        error={errors.key}
        options={CHARGE_KEYS.map((k) => ({ value: k, label: t(`prices.charge.${k}`) }))}
      />
      <SelectField
        label={labels.method}
        name="method"
        value={method}
        onChange={(e) => setMethod(e.target.value)}
        error={errors.method}
        options={CHARGE_METHODS.map((m) => ({ value: m, label: t(`prices.method.${m}`) }))}
      />
      <TextField
        label={labels.amountUsd}
        name="amountUsd"
        inputMode="decimal"
        dir="ltr"
        value={amountUsd}
        onChange={(e) => setAmount(e.target.value)}
        error={errors.amountUsd}
        required
      />
      <Checkbox label={labels.active} name="active" checked={active} onChange={(e) => setActive(e.target.checked)} />
      <FormActions busy={save.isPending} onCancel={onDone} error={formError} />
    </form>
  );
}

/** Pre-shipment inspection fees by destination country (QISJ, JEVIC…), required where the import rules say so. */
export function InspectionFees() {
  const { t } = useTranslation('admin-content');
  const f = useFormat();
  const fees = useInspectionFees();
  const remove = useDeleteInspectionFee();
  const [editing, setEditing] = useState<InspectionFee | 'new' | null>(null);
  const [deleting, setDeleting] = useState<InspectionFee | null>(null);
  const columns: Column<InspectionFee>[] = [
    { id: 'country', header: t('prices.fields.country'), cell: (i) => `${f.country(i.countryCode)} (${i.countryCode})` },
    { id: 'agency', header: t('prices.fields.agency'), cell: (i) => i.agency },
    { id: 'fee', header: t('prices.fields.feeUsd'), numeric: true, cell: (i) => i.feeUsd },
    { id: 'required', header: t('prices.fields.required'), cell: (i) => (i.required ? t('yes') : t('no')) },
    {
      id: 'actions',
      header: t('actions'),
      cell: (i) => (
        <span className="content-row-actions">
          <Button size="small" variant="secondary" onClick={() => setEditing(i)} aria-label={`${t('edit')}: ${f.country(i.countryCode)}`}>
            {t('edit')}
          </Button>
          <Button size="small" variant="ghost" onClick={() => setDeleting(i)} aria-label={`${t('delete')}: ${f.country(i.countryCode)}`}>
            {t('delete')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <AdminSection
      title={t('prices.inspection')}
      actions={
        <Button size="small" onClick={() => setEditing('new')}>
          {t('prices.newFee')}
        </Button>
      }
    >
      {editing && (
        <FeeForm
          key={editing === 'new' ? 'new' : editing.countryCode}
          fee={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <DataTable
        listId="inspection-fees"
        caption={t('tableOf', { name: t('prices.inspection') })}
        columns={columns}
        rows={fees.data?.items}
        rowKey={(i) => i.countryCode}
        loading={fees.isFetching}
        error={fees.error}
        onRetry={() => void fees.refetch()}
      />
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={t('prices.deleteFeeTitle')}
        confirmLabel={t('delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.countryCode, { onSettled: () => setDeleting(null) })}
      >
        <p>{deleting && t('prices.deleteFeeText', { country: f.country(deleting.countryCode) })}</p>
      </ConfirmDialog>
    </AdminSection>
  );
}

function FeeForm({ fee, onDone }: { fee?: InspectionFee; onDone: () => void }) {
  const { t } = useTranslation('admin-content');
  const errorText = useErrorText();
  const save = useSaveInspectionFee();
  const [country, setCountry] = useState(fee?.countryCode ?? '');
  const [agency, setAgency] = useState(fee?.agency ?? '');
  const [feeUsd, setFee] = useState(fee?.feeUsd ?? '');
  const labels = { country: t('prices.fields.countryCode'), agency: t('prices.fields.agency'), feeUsd: t('prices.fields.feeUsd') };
  const errors = errorText.fields(save.error, labels);
  const formError = save.error && Object.keys(errors).length === 0 ? errorText.message(save.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ country: country.trim().toUpperCase(), agency: agency.trim(), feeUsd: feeUsd.trim() }, { onSuccess: onDone });
  };
  return (
    <form
      className="admin-form content-edit-panel"
      onSubmit={submit}
      noValidate
      aria-label={fee ? t('prices.editFee') : t('prices.newFee')}
    >
      <h3 className="admin-form__wide content-subheading">{fee ? t('prices.editFee') : t('prices.newFee')}</h3>
      <TextField
        label={labels.country}
        name="country"
        value={country}
        onChange={(e) => setCountry(e.target.value)}
        error={errors.country}
        maxLength={2}
        readOnly={fee !== undefined}
        required
      />
      <TextField
        label={labels.agency}
        name="agency"
        value={agency}
        onChange={(e) => setAgency(e.target.value)}
        error={errors.agency}
        required
      />
      <TextField
        label={labels.feeUsd}
        name="feeUsd"
        inputMode="decimal"
        dir="ltr"
        value={feeUsd}
        onChange={(e) => setFee(e.target.value)}
        error={errors.feeUsd}
        required
      />
      <FormActions busy={save.isPending} onCancel={onDone} error={formError} />
    </form>
  );
}

function FormActions({ busy, onCancel, error }: { busy: boolean; onCancel: () => void; error: string | null }) {
  const { t } = useTranslation('admin-content');
  return (
    <div className="admin-form__actions">
      <Button type="submit" busy={busy}>
        {t('save')}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {t('cancel')}
      </Button>
      {error && (
        <span className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
