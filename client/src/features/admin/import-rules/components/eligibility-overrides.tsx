import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/badge';
import { Button } from '../../../../components/button';
import { TextField } from '../../../../components/text-field';
import { useFormat } from '../../../../lib/use-format';
import { reasonText } from '../../../eligibility/eligibility-text';
import { TextAreaField } from '../../blog/components/text-area-field';
import { AdminSection } from '../../ui/admin-page';
import { type Column, DataTable } from '../../ui/data-table';
import { FormActions, useFormErrors } from '../../ui/form-actions';
import { EditPanel } from '../../ui/inline-editing';
import { tableState } from '../../ui/table-state';
import {
  type EligibilityOverride,
  useCreateEligibilityOverride,
  useEligibilityOverrides,
  useRevokeEligibilityOverride,
} from '../api/import-rules-api';

const TONES = { open: 'warning', used: 'success', revoked: 'neutral', expired: 'neutral' } as const;

/**
 * Staff overrides of import eligibility (issue 24 §3): a written reason that lets one customer's next reservation of
 * one car to one country through although its rules refuse the car — audited, used up by that reservation, revocable
 * until then. The list says what the rules said, who it is for and what became of it.
 */
export function EligibilityOverrides() {
  const { t } = useTranslation(['admin-content', 'eligibility']);
  const f = useFormat();
  const overrides = useEligibilityOverrides();
  const revoke = useRevokeEligibilityOverride();
  const [adding, setAdding] = useState(false);
  const columns: Column<EligibilityOverride>[] = [
    { id: 'customer', header: t('overrides.fields.customer'), cell: (o) => o.customer?.email ?? '—' },
    { id: 'car', header: t('overrides.fields.stockId'), cell: (o) => o.stockId },
    { id: 'country', header: t('overrides.fields.country'), cell: (o) => f.country(o.destinationCountry) },
    {
      id: 'rules',
      header: t('overrides.fields.rules'),
      optional: true,
      hidden: true,
      cell: (o) => o.reasons.map((r) => reasonText(t, r, f.country(o.destinationCountry))).join(' · '),
    },
    { id: 'reason', header: t('overrides.fields.reason'), cell: (o) => o.reason },
    {
      id: 'status',
      header: t('overrides.fields.status'),
      cell: (o) => <Badge tone={TONES[o.status]}>{t(`overrides.status.${o.status}`)}</Badge>,
    },
    { id: 'expires', header: t('overrides.fields.expiresAt'), optional: true, cell: (o) => f.date(o.expiresAt, { dateStyle: 'medium' }) },
    {
      id: 'actions',
      header: t('actions'),
      cell: (o) =>
        // The override's state machine says whether it can still be revoked.
        o.nextStatuses.includes('revoked') ? (
          <Button size="small" variant="ghost" busy={revoke.isPending && revoke.variables === o.id} onClick={() => revoke.mutate(o.id)}>
            {t('overrides.revoke')}
          </Button>
        ) : null,
    },
  ];
  return (
    <AdminSection
      title={t('overrides.title')}
      actions={
        <Button size="small" variant="secondary" onClick={() => setAdding(true)}>
          {t('overrides.new')}
        </Button>
      }
    >
      <p className="muted">{t('overrides.intro')}</p>
      {adding && <OverrideForm onDone={() => setAdding(false)} />}
      <DataTable
        listId="eligibility-overrides"
        caption={t('overrides.title')}
        columns={columns}
        rowKey={(o) => o.id}
        empty={t('overrides.empty')}
        {...tableState(overrides)}
      />
    </AdminSection>
  );
}

function OverrideForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin-content');
  const create = useCreateEligibilityOverride();
  const [v, setV] = useState({ email: '', stockId: '', destinationCountry: '', reason: '' });
  const set = (field: keyof typeof v) => (event: { target: { value: string } }) => setV((old) => ({ ...old, [field]: event.target.value }));
  const labels = {
    customerId: t('overrides.fields.customerEmail'),
    stockId: t('overrides.fields.stockId'),
    destinationCountry: t('overrides.fields.countryCode'),
    reason: t('overrides.fields.reason'),
  };
  const { errors, formError } = useFormErrors(create.error, labels);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        email: v.email,
        stockId: v.stockId.trim().toUpperCase(),
        destinationCountry: v.destinationCountry.trim().toUpperCase(),
        reason: v.reason,
      },
      { onSuccess: onDone },
    );
  };
  return (
    <EditPanel label={t('overrides.new')} onSubmit={submit}>
      <TextField
        label={labels.customerId}
        name="email"
        type="email"
        required
        value={v.email}
        onChange={set('email')}
        error={errors.customerId}
      />
      <TextField label={labels.stockId} name="stockId" required value={v.stockId} onChange={set('stockId')} error={errors.stockId} />
      <TextField
        label={labels.destinationCountry}
        name="destinationCountry"
        required
        maxLength={2}
        value={v.destinationCountry}
        onChange={set('destinationCountry')}
        error={errors.destinationCountry}
      />
      <TextAreaField
        className="content-textarea--short admin-form__wide"
        label={labels.reason}
        name="reason"
        required
        maxChars={500}
        value={v.reason}
        onChange={set('reason')}
        error={errors.reason}
        hint={t('overrides.reasonHint')}
        rows={3}
      />
      <FormActions busy={create.isPending} onCancel={onDone} error={formError} saveLabel={t('overrides.create')} />
    </EditPanel>
  );
}
