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
import { FormActions, useFormErrors } from '../../ui/form-actions';
import { EditPanel, RowActions } from '../../ui/inline-editing';
import { tableState } from '../../ui/table-state';
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
    { id: 'active', header: t('prices.fields.active'), cell: (c) => <ActiveBadge active={c.active} /> },
    {
      id: 'actions',
      header: t('actions'),
      cell: (c) => <RowActions name={name(c)} onEdit={() => setEditing(c)} onDelete={() => setDeleting(c)} />,
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
        rowKey={(c) => c.id}
        {...tableState(charges)}
      />
      <DeleteDialog id={deleting?.id} remove={remove} title={t('prices.deleteChargeTitle')} onClose={() => setDeleting(null)}>
        <p>{deleting && t('prices.deleteChargeText', { name: name(deleting) })}</p>
      </DeleteDialog>
    </AdminSection>
  );
}

function ChargeForm({ charge, onDone }: { charge?: PriceCharge; onDone: () => void }) {
  const { t } = useTranslation('admin-content');
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
  const { errors, formError } = useFormErrors(save.error, labels);
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
    <EditPanel label={charge ? t('prices.editCharge') : t('prices.newCharge')} onSubmit={submit}>
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
    </EditPanel>
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
      cell: (i) => <RowActions name={f.country(i.countryCode)} onEdit={() => setEditing(i)} onDelete={() => setDeleting(i)} />,
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
        rowKey={(i) => i.countryCode}
        {...tableState(fees)}
      />
      <DeleteDialog id={deleting?.countryCode} remove={remove} title={t('prices.deleteFeeTitle')} onClose={() => setDeleting(null)}>
        <p>{deleting && t('prices.deleteFeeText', { country: f.country(deleting.countryCode) })}</p>
      </DeleteDialog>
    </AdminSection>
  );
}

function FeeForm({ fee, onDone }: { fee?: InspectionFee; onDone: () => void }) {
  const { t } = useTranslation('admin-content');
  const save = useSaveInspectionFee();
  const [country, setCountry] = useState(fee?.countryCode ?? '');
  const [agency, setAgency] = useState(fee?.agency ?? '');
  const [feeUsd, setFee] = useState(fee?.feeUsd ?? '');
  const labels = { country: t('prices.fields.countryCode'), agency: t('prices.fields.agency'), feeUsd: t('prices.fields.feeUsd') };
  const { errors, formError } = useFormErrors(save.error, labels);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ country: country.trim().toUpperCase(), agency: agency.trim(), feeUsd: feeUsd.trim() }, { onSuccess: onDone });
  };
  return (
    <EditPanel label={fee ? t('prices.editFee') : t('prices.newFee')} onSubmit={submit}>
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
    </EditPanel>
  );
}
