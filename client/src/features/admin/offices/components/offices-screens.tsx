import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../../components/badge';
import { Button, buttonClass } from '../../../../components/button';
import { Checkbox } from '../../../../components/checkbox';
import { ConfirmDialog } from '../../../../components/dialog';
import { ErrorState } from '../../../../components/error-state';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { useLocalizedNavigate } from '../../../../lib/i18n/use-language';
import { useFormat } from '../../../../lib/use-format';
import { adminPath } from '../../admin-paths';
import { TextAreaField } from '../../blog/components/text-area-field';
import { AdminPage } from '../../ui/admin-page';
import { type Column, DataTable } from '../../ui/data-table';
import { type AdminOffice, OFFICE_REGIONS, useDeleteOffice, useOffice, useOffices, useSaveOffice } from '../api/offices-api';

/** An "active" filter kept in the URL: all, active only, inactive only. */
export function ActiveFilter({ label }: { label: string }) {
  const { t } = useTranslation('admin-content');
  const [params, setParams] = useSearchParams();
  return (
    <SelectField
      label={label}
      name="active"
      value={params.get('active') ?? ''}
      onChange={(event) =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          if (event.target.value) next.set('active', event.target.value);
          else next.delete('active');
          return next;
        })
      }
      placeholder={t('allStates')}
      options={[
        { value: 'true', label: t('active') },
        { value: 'false', label: t('inactive') },
      ]}
    />
  );
}

export function OfficesList() {
  const { t } = useTranslation('admin-content');
  const f = useFormat();
  const [params] = useSearchParams();
  const offices = useOffices(params.get('active') ?? undefined);
  const columns: Column<AdminOffice>[] = [
    { id: 'name', header: t('offices.fields.name'), cell: (o) => <Link to={adminPath('offices', o.id)}>{o.name}</Link> },
    { id: 'region', header: t('offices.fields.region'), cell: (o) => t(`offices.region.${o.region}`) },
    { id: 'city', header: t('offices.fields.city'), cell: (o) => `${o.city}, ${f.country(o.country)}` },
    { id: 'phone', header: t('offices.fields.phones'), optional: true, cell: (o) => o.phones.join(', ') },
    { id: 'email', header: t('offices.fields.email'), optional: true, cell: (o) => o.email },
    { id: 'position', header: t('fields.position'), numeric: true, optional: true, cell: (o) => o.position },
    {
      id: 'active',
      header: t('fields.active'),
      cell: (o) => <Badge tone={o.active ? 'success' : 'neutral'}>{o.active ? t('active') : t('inactive')}</Badge>,
    },
  ];
  return (
    <AdminPage
      title={t('offices.title')}
      actions={
        <Link className={buttonClass('primary', 'small')} to={adminPath('offices', 'new')}>
          {t('offices.new')}
        </Link>
      }
    >
      <div className="filter-bar">
        <div className="filter-bar__fields">
          <ActiveFilter label={t('fields.active')} />
        </div>
      </div>
      <DataTable
        listId="offices"
        caption={t('offices.title')}
        columns={columns}
        rows={offices.data?.items}
        rowKey={(o) => o.id}
        loading={offices.isFetching}
        error={offices.error}
        onRetry={() => void offices.refetch()}
      />
    </AdminPage>
  );
}

export function OfficeEditor({ id }: { id?: string }) {
  const office = useOffice(id);
  if (id !== undefined && !office.data) {
    return office.error ? <ErrorState error={office.error} onRetry={() => void office.refetch()} /> : <p aria-busy="true" />;
  }
  return <OfficeForm office={office.data} />;
}

function OfficeForm({ office }: { office?: AdminOffice }) {
  const { t } = useTranslation('admin-content');
  const errorText = useErrorText();
  const navigate = useLocalizedNavigate();
  const save = useSaveOffice();
  const remove = useDeleteOffice();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [v, setV] = useState({
    region: office?.region ?? 'Africa',
    name: office?.name ?? '',
    city: office?.city ?? '',
    country: office?.country ?? '',
    address: office?.address ?? '',
    phones: office?.phones.join('\n') ?? '',
    whatsapp: office?.whatsapp ?? '',
    email: office?.email ?? '',
    openingHours: office?.openingHours ?? '',
    timeZone: office?.timeZone ?? '',
    position: String(office?.position ?? 0),
    active: office?.active ?? true,
  });
  const set = (field: keyof typeof v) => (event: { target: { value: string } }) => setV((old) => ({ ...old, [field]: event.target.value }));
  const labels: Record<string, string> = {
    region: t('offices.fields.region'),
    name: t('offices.fields.name'),
    city: t('offices.fields.city'),
    country: t('offices.fields.country'),
    address: t('offices.fields.address'),
    phones: t('offices.fields.phones'),
    whatsapp: t('offices.fields.whatsapp'),
    email: t('offices.fields.email'),
    openingHours: t('offices.fields.openingHours'),
    timeZone: t('offices.fields.timeZone'),
    position: t('fields.position'),
    active: t('fields.active'),
  };
  const errors = errorText.fields(save.error, labels);
  const phoneError = Object.entries(errors).find(([field]) => field.startsWith('phones'))?.[1];
  const formError = save.error && Object.keys(errors).length === 0 ? errorText.message(save.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: office?.id,
        body: {
          region: v.region as AdminOffice['region'],
          name: v.name,
          city: v.city,
          country: v.country.trim().toUpperCase(),
          address: v.address,
          phones: v.phones
            .split('\n')
            .map((p) => p.trim())
            .filter(Boolean),
          whatsapp: v.whatsapp.trim() || null,
          email: v.email,
          openingHours: v.openingHours,
          timeZone: v.timeZone.trim(),
          position: Number.isInteger(Number(v.position)) ? Number(v.position) : (v.position as unknown as number),
          active: v.active,
        },
      },
      { onSuccess: () => navigate(adminPath('offices')) },
    );
  };

  return (
    <AdminPage
      title={office ? office.name : t('offices.new')}
      back={{ to: adminPath('offices'), label: t('offices.title') }}
      actions={
        office && (
          <Button variant="danger" size="small" onClick={() => setConfirmDelete(true)}>
            {t('delete')}
          </Button>
        )
      }
    >
      <form className="admin-form content-card" onSubmit={submit} noValidate>
        <TextField label={labels.name} name="name" value={v.name} onChange={set('name')} error={errors.name} required />
        <SelectField
          label={labels.region}
          name="region"
          value={v.region}
          onChange={set('region')}
          error={errors.region}
          options={OFFICE_REGIONS.map((r) => ({ value: r, label: t(`offices.region.${r}`) }))}
        />
        <TextField label={labels.city} name="city" value={v.city} onChange={set('city')} error={errors.city} required />
        <TextField
          label={labels.country}
          name="country"
          value={v.country}
          onChange={set('country')}
          error={errors.country}
          maxLength={2}
          hint={t('countryHint')}
          required
        />
        <TextAreaField
          className="content-textarea--short"
          label={labels.address}
          name="address"
          value={v.address}
          onChange={set('address')}
          error={errors.address}
          rows={2}
          required
        />
        <TextAreaField
          className="content-textarea--short"
          label={labels.phones}
          name="phones"
          value={v.phones}
          onChange={set('phones')}
          error={phoneError}
          rows={2}
          hint={t('offices.phonesHint')}
          required
        />
        <TextField
          label={labels.whatsapp}
          name="whatsapp"
          type="tel"
          value={v.whatsapp}
          onChange={set('whatsapp')}
          error={errors.whatsapp}
        />
        <TextField label={labels.email} name="email" type="email" value={v.email} onChange={set('email')} error={errors.email} required />
        <TextField
          label={labels.openingHours}
          name="openingHours"
          value={v.openingHours}
          onChange={set('openingHours')}
          error={errors.openingHours}
          required
        />
        <TextField
          label={labels.timeZone}
          name="timeZone"
          value={v.timeZone}
          onChange={set('timeZone')}
          error={errors.timeZone}
          hint={t('offices.timeZoneHint')}
          required
        />
        <TextField
          label={labels.position}
          name="position"
          inputMode="numeric"
          dir="ltr"
          value={v.position}
          onChange={set('position')}
          error={errors.position}
          hint={t('positionHint')}
        />
        <Checkbox
          label={labels.active}
          name="active"
          checked={v.active}
          onChange={(e) => setV((old) => ({ ...old, active: e.target.checked }))}
          error={errors.active}
        />
        <div className="admin-form__actions">
          <Button type="submit" busy={save.isPending}>
            {t('save')}
          </Button>
          {formError && (
            <span className="field__error" role="alert">
              {formError}
            </span>
          )}
        </div>
      </form>
      {office && (
        <ConfirmDialog
          open={confirmDelete}
          danger
          title={t('offices.deleteTitle')}
          confirmLabel={t('delete')}
          busy={remove.isPending}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() =>
            remove.mutate(office.id, {
              onSuccess: () => navigate(adminPath('offices'), { replace: true }),
              onSettled: () => setConfirmDelete(false),
            })
          }
        >
          <p>{t('offices.deleteText', { name: office.name })}</p>
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
