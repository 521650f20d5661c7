import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { useLocalizedNavigate } from '../../../../lib/i18n/use-language';
import { useFormat } from '../../../../lib/use-format';
import { adminPath } from '../../admin-paths';
import { TextAreaField } from '../../blog/components/text-area-field';
import { ActiveCheckbox, ActiveList, PositionField, useActiveFilter } from '../../ui/active-list';
import type { Column } from '../../ui/data-table';
import { EditorLoader, EditorPage } from '../../ui/editor-page';
import { FormActions, useFormErrors } from '../../ui/form-actions';
import { type AdminOffice, OFFICE_REGIONS, useDeleteOffice, useOffice, useOffices, useSaveOffice } from '../api/offices-api';

export function OfficesList() {
  const { t } = useTranslation('admin-content');
  const f = useFormat();
  const offices = useOffices(useActiveFilter());
  const columns: Column<AdminOffice>[] = [
    { id: 'name', header: t('offices.fields.name'), cell: (o) => <Link to={adminPath('offices', o.id)}>{o.name}</Link> },
    { id: 'region', header: t('offices.fields.region'), cell: (o) => t(`offices.region.${o.region}`) },
    { id: 'city', header: t('offices.fields.city'), cell: (o) => `${o.city}, ${f.country(o.country)}` },
    { id: 'phone', header: t('offices.fields.phones'), optional: true, cell: (o) => o.phones.join(', ') },
    { id: 'email', header: t('offices.fields.email'), optional: true, cell: (o) => o.email },
  ];
  return <ActiveList area="offices" title={t('offices.title')} newLabel={t('offices.new')} columns={columns} query={offices} />;
}

export function OfficeEditor({ id }: { id?: string }) {
  const office = useOffice(id);
  return (
    <EditorLoader id={id} query={office}>
      {(data) => <OfficeForm office={data} />}
    </EditorLoader>
  );
}

function OfficeForm({ office }: { office?: AdminOffice }) {
  const { t } = useTranslation('admin-content');
  const navigate = useLocalizedNavigate();
  const save = useSaveOffice();
  const remove = useDeleteOffice();
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
  const { errors, formError } = useFormErrors(save.error, labels);
  const phoneError = Object.entries(errors).find(([field]) => field.startsWith('phones'))?.[1];

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
    <EditorPage
      title={office ? office.name : t('offices.new')}
      back={{ to: adminPath('offices'), label: t('offices.title') }}
      deletion={office && { id: office.id, remove, title: t('offices.deleteTitle'), text: t('offices.deleteText', { name: office.name }) }}
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
        <PositionField value={v.position} onChange={set('position')} error={errors.position} />
        <ActiveCheckbox value={v.active} onChange={(e) => setV((old) => ({ ...old, active: e.target.checked }))} error={errors.active} />
        <FormActions busy={save.isPending} error={formError} />
      </form>
    </EditorPage>
  );
}
