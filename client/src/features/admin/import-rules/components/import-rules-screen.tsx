import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/badge';
import { Button } from '../../../../components/button';
import { Checkbox } from '../../../../components/checkbox';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { useFormat } from '../../../../lib/use-format';
import { TextAreaField } from '../../blog/components/text-area-field';
import { AdminPage } from '../../ui/admin-page';
import { type Column, DataTable } from '../../ui/data-table';
import { DeleteDialog } from '../../ui/delete-dialog';
import { FormActions, useFormErrors } from '../../ui/form-actions';
import { EditPanel, RowActions } from '../../ui/inline-editing';
import { tableState } from '../../ui/table-state';
import {
  AGE_COUNTED_AT,
  type ImportRule,
  STEERINGS,
  useDeleteImportRule,
  useImportRules,
  useSaveImportRule,
} from '../api/import-rules-api';
import { EligibilityOverrides } from './eligibility-overrides';

/** Each destination country's import rules: whether used cars may enter, the age limits, the steering side, inspection. */
export function ImportRulesScreen() {
  const { t } = useTranslation('admin-content');
  const f = useFormat();
  const rules = useImportRules();
  const remove = useDeleteImportRule();
  const [editing, setEditing] = useState<ImportRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ImportRule | null>(null);
  const ages = (r: ImportRule) =>
    r.maxAgeYears === null && r.minAgeYears === null
      ? t('rules.noAgeLimit')
      : [
          r.minAgeYears !== null && t('rules.minAge', { years: r.minAgeYears }),
          r.maxAgeYears !== null && t('rules.maxAge', { years: r.maxAgeYears }),
        ]
          .filter(Boolean)
          .join(', ');

  const columns: Column<ImportRule>[] = [
    { id: 'country', header: t('rules.fields.country'), cell: (r) => `${f.country(r.countryCode)} (${r.countryCode})` },
    {
      id: 'allowed',
      header: t('rules.fields.importAllowed'),
      cell: (r) => <Badge tone={r.importAllowed ? 'success' : 'danger'}>{r.importAllowed ? t('rules.allowed') : t('rules.banned')}</Badge>,
    },
    { id: 'age', header: t('rules.fields.age'), cell: ages },
    { id: 'steering', header: t('rules.fields.requiredSteering'), cell: (r) => t(`rules.steering.${r.requiredSteering}`) },
    {
      id: 'inspection',
      header: t('rules.fields.inspectionRequired'),
      cell: (r) => (r.inspectionRequired ? (r.inspectionAgency ?? t('yes')) : t('no')),
    },
    { id: 'notes', header: t('rules.fields.notes'), optional: true, cell: (r) => r.notes || '—' },
    {
      id: 'actions',
      header: t('actions'),
      cell: (r) => <RowActions name={f.country(r.countryCode)} onEdit={() => setEditing(r)} onDelete={() => setDeleting(r)} />,
    },
  ];

  return (
    <AdminPage
      title={t('rules.title')}
      subtitle={t('rules.subtitle')}
      actions={
        <Button size="small" onClick={() => setEditing('new')}>
          {t('rules.new')}
        </Button>
      }
    >
      {editing && (
        <RuleForm
          key={editing === 'new' ? 'new' : editing.countryCode}
          rule={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <DataTable listId="import-rules" caption={t('rules.title')} columns={columns} rowKey={(r) => r.countryCode} {...tableState(rules)} />
      <DeleteDialog id={deleting?.countryCode} remove={remove} title={t('rules.deleteTitle')} onClose={() => setDeleting(null)}>
        <p>{deleting && t('rules.deleteText', { country: f.country(deleting.countryCode) })}</p>
      </DeleteDialog>
      <EligibilityOverrides />
    </AdminPage>
  );
}

function RuleForm({ rule, onDone }: { rule?: ImportRule; onDone: () => void }) {
  const { t } = useTranslation('admin-content');
  const save = useSaveImportRule();
  const [v, setV] = useState({
    country: rule?.countryCode ?? '',
    importAllowed: rule?.importAllowed ?? true,
    maxAgeYears: rule?.maxAgeYears == null ? '' : String(rule.maxAgeYears),
    minAgeYears: rule?.minAgeYears == null ? '' : String(rule.minAgeYears),
    ageCountedAt: rule?.ageCountedAt ?? 'today',
    requiredSteering: rule?.requiredSteering ?? 'any',
    inspectionRequired: rule?.inspectionRequired ?? false,
    inspectionAgency: rule?.inspectionAgency ?? '',
    notes: rule?.notes ?? '',
  });
  const set = (field: keyof typeof v) => (event: { target: { value: string } }) => setV((old) => ({ ...old, [field]: event.target.value }));
  const flag = (field: 'importAllowed' | 'inspectionRequired') => (event: { target: { checked: boolean } }) =>
    setV((old) => ({ ...old, [field]: event.target.checked }));
  const labels = {
    country: t('rules.fields.countryCode'),
    importAllowed: t('rules.fields.importAllowed'),
    maxAgeYears: t('rules.fields.maxAgeYears'),
    minAgeYears: t('rules.fields.minAgeYears'),
    ageCountedAt: t('rules.fields.ageCountedAt'),
    requiredSteering: t('rules.fields.requiredSteering'),
    inspectionRequired: t('rules.fields.inspectionRequired'),
    inspectionAgency: t('rules.fields.inspectionAgency'),
    notes: t('rules.fields.notes'),
  };
  const { errors, formError } = useFormErrors(save.error, labels);
  const years = (s: string) => (s.trim() === '' ? null : Number.isInteger(Number(s)) ? Number(s) : (s as unknown as number));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        country: v.country.trim().toUpperCase(),
        body: {
          importAllowed: v.importAllowed,
          maxAgeYears: years(v.maxAgeYears),
          minAgeYears: years(v.minAgeYears),
          ageCountedAt: v.ageCountedAt as ImportRule['ageCountedAt'],
          requiredSteering: v.requiredSteering as ImportRule['requiredSteering'],
          inspectionRequired: v.inspectionRequired,
          inspectionAgency: v.inspectionAgency.trim() || null,
          notes: v.notes,
        },
      },
      { onSuccess: onDone },
    );
  };

  return (
    <EditPanel
      label={rule ? t('rules.edit') : t('rules.new')}
      heading={rule ? t('rules.editCountry', { country: rule.countryCode }) : t('rules.new')}
      level={2}
      onSubmit={submit}
    >
      <TextField
        label={labels.country}
        name="country"
        value={v.country}
        onChange={set('country')}
        error={errors.country}
        maxLength={2}
        readOnly={rule !== undefined}
        required
      />
      <Checkbox
        label={labels.importAllowed}
        name="importAllowed"
        checked={v.importAllowed}
        onChange={flag('importAllowed')}
        error={errors.importAllowed}
      />
      <TextField
        label={labels.maxAgeYears}
        name="maxAgeYears"
        inputMode="numeric"
        dir="ltr"
        value={v.maxAgeYears}
        onChange={set('maxAgeYears')}
        error={errors.maxAgeYears}
        hint={t('rules.emptyNoLimit')}
      />
      <TextField
        label={labels.minAgeYears}
        name="minAgeYears"
        inputMode="numeric"
        dir="ltr"
        value={v.minAgeYears}
        onChange={set('minAgeYears')}
        error={errors.minAgeYears}
        hint={t('rules.emptyNoLimit')}
      />
      <SelectField
        label={labels.ageCountedAt}
        name="ageCountedAt"
        value={v.ageCountedAt}
        onChange={set('ageCountedAt')}
        error={errors.ageCountedAt}
        options={AGE_COUNTED_AT.map((a) => ({ value: a, label: t(`rules.countedAt.${a}`) }))}
      />
      <SelectField
        label={labels.requiredSteering}
        name="requiredSteering"
        value={v.requiredSteering}
        onChange={set('requiredSteering')}
        error={errors.requiredSteering}
        options={STEERINGS.map((s) => ({ value: s, label: t(`rules.steering.${s}`) }))}
      />
      <Checkbox
        label={labels.inspectionRequired}
        name="inspectionRequired"
        checked={v.inspectionRequired}
        onChange={flag('inspectionRequired')}
        error={errors.inspectionRequired}
      />
      <TextField
        label={labels.inspectionAgency}
        name="inspectionAgency"
        value={v.inspectionAgency}
        onChange={set('inspectionAgency')}
        error={errors.inspectionAgency}
      />
      <TextAreaField
        className="content-textarea--short"
        label={labels.notes}
        name="notes"
        value={v.notes}
        onChange={set('notes')}
        error={errors.notes}
        rows={3}
      />
      <FormActions busy={save.isPending} onCancel={onDone} error={formError} />
    </EditPanel>
  );
}
