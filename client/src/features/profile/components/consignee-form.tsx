import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useErrorText } from '../../../lib/i18n/error-text';
import { useCreateConsignee, useUpdateConsignee } from '../api/consignees-api';
import {
  CONSIGNEE_TEXT_FIELDS,
  consigneeValues,
  createConsigneeBody,
  emptyConsignee,
  isShown,
  NOTIFY_FIELDS,
  updateConsigneeBody,
  validateConsignee,
  type Consignee,
  type ConsigneeTextField,
  type ConsigneeValues,
} from '../utils/consignee-form';
import { useCountryOptions } from '../../../lib/countries';
import { FormStatus, type Outcome } from './form-status';

const REQUIRED = new Set<ConsigneeTextField>(['consigneeName', 'country', 'city', 'address', 'notifyName', 'notifyCity', 'notifyAddress']);
const INPUTS: Partial<Record<ConsigneeTextField, { type: string; autoComplete?: string }>> = {
  consigneePhone: { type: 'tel' },
  notifyPhone: { type: 'tel' },
  notifyEmail: { type: 'email' },
};

export interface ConsigneeFormProps {
  /** The consignee to edit; none to add one. */
  consignee?: Consignee;
  onDone: (result: 'added' | 'updated') => void;
  onCancel: () => void;
}

/**
 * Adding or editing a consignee and its notify party (spec §3): "Same as consignee" hides the notify fields the server
 * copies; "Permanent" makes it the one offered first on orders. Client checks first, then the server's field errors
 * beside their fields and its refusals (the consignee limit) above the buttons.
 */
export function ConsigneeForm({ consignee, onDone, onCancel }: ConsigneeFormProps) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const countries = useCountryOptions();
  const create = useCreateConsignee();
  const update = useUpdateConsignee();
  const [values, setValues] = useState<ConsigneeValues>(() => (consignee ? consigneeValues(consignee) : emptyConsignee()));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [focusError, setFocusError] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const pending = create.isPending || update.isPending;
  const label = (field: ConsigneeTextField) => t(`consignees.${field}`);
  const labels = Object.fromEntries([...CONSIGNEE_TEXT_FIELDS, ...NOTIFY_FIELDS].map((field) => [field, label(field)]));

  useEffect(() => {
    if (focusError) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  const setText = (field: ConsigneeTextField, value: string) => {
    setValues((current) => ({ ...current, text: { ...current.text, [field]: value } }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setOutcome(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const issues = validateConsignee(values);
    const found = Object.entries(issues) as [ConsigneeTextField, NonNullable<(typeof issues)[ConsigneeTextField]>][];
    if (found.length > 0) {
      setErrors(Object.fromEntries(found.map(([field, issue]) => [field, errorText.code(issue, labels[field])])));
      setFocusError((n) => n + 1);
      return;
    }
    const onError = (error: unknown) => {
      setErrors(errorText.fields(error, labels));
      setOutcome({ kind: 'failure', title: t('consignees.saveError'), error });
      setFocusError((n) => n + 1);
    };
    if (consignee) {
      const body = updateConsigneeBody(consignee, values);
      if (Object.keys(body).length === 0) return onDone('updated');
      update.mutate({ id: consignee.id, body }, { onSuccess: () => onDone('updated'), onError });
    } else {
      create.mutate(createConsigneeBody(values), { onSuccess: () => onDone('added'), onError });
    }
  };

  const field = (name: ConsigneeTextField, hint?: string) => {
    if (!isShown(name, values.sameAsConsignee)) return null;
    const common = {
      name,
      label: label(name),
      hint,
      error: errors[name],
      required: REQUIRED.has(name),
      value: values.text[name],
    };
    if (name === 'country') {
      return (
        <SelectField
          key={name}
          {...common}
          options={countries}
          placeholder={t('fields.notSet')}
          onChange={(event) => setText(name, event.target.value)}
        />
      );
    }
    const input = INPUTS[name];
    return (
      <TextField
        key={name}
        {...common}
        type={input?.type ?? 'text'}
        dir={input ? 'ltr' : undefined}
        inputMode={input?.type === 'tel' ? 'tel' : undefined}
        autoComplete="off"
        onChange={(event) => setText(name, event.target.value)}
      />
    );
  };

  return (
    <form ref={form} className="profile-form consignee-form" noValidate onSubmit={submit}>
      <fieldset className="form-section">
        <legend>{t('consignees.consigneeSection')}</legend>
        <div className="form-grid">
          {field('consigneeName')}
          {field('consigneePhone')}
          {field('country')}
          {field('state')}
          {field('city')}
          {field('address')}
          {field('referenceAddress', t('consignees.referenceHint'))}
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>{t('consignees.notifySection')}</legend>
        <Checkbox
          label={t('consignees.sameAsConsignee')}
          checked={values.sameAsConsignee}
          onChange={(event) => {
            const sameAsConsignee = event.target.checked;
            setValues((current) => ({ ...current, sameAsConsignee }));
            setOutcome(null);
          }}
        />
        {values.sameAsConsignee && <p className="muted">{t('consignees.sameAsConsigneeText')}</p>}
        <div className="form-grid">
          {field('notifyName')}
          {field('notifyPhone')}
          {field('notifyCity')}
          {field('notifyAddress')}
          {field('notifyReferenceAddress', t('consignees.referenceHint'))}
          {field('notifyEmail')}
        </div>
      </fieldset>
      <div className="form-section">
        <Checkbox
          label={
            <>
              <span className="checkbox__label">{t('consignees.permanent')}</span>
              <span className="field__hint">{t('consignees.permanentHint')}</span>
            </>
          }
          checked={values.permanent}
          onChange={(event) => {
            const permanent = event.target.checked;
            setValues((current) => ({ ...current, permanent }));
            setOutcome(null);
          }}
        />
      </div>
      <FormStatus outcome={outcome} />
      <div className="form-actions">
        <Button type="submit" busy={pending}>
          {t('consignees.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('consignees.cancel')}
        </Button>
      </div>
    </form>
  );
}
