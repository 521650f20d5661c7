import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useErrorText } from '../../../lib/i18n/error-text';
import type { User } from '../../../lib/session/session-storage';
import { useUpdateProfile } from '../api/profile-api';
import { hasChanges, profileChanges, profileValues, validateProfile, type ProfileField, type ProfileValues } from '../utils/profile-form';
import { useCountryOptions } from '../../../lib/countries';
import { FormStatus, type Outcome } from './form-status';

/** How each field is typed in: input type, autofill token, select or suggestions. */
const INPUTS: Record<
  ProfileField,
  { autoComplete?: string; type?: string; inputMode?: 'tel' | 'text'; select?: 'country' | 'accountType' }
> = {
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  accountType: { select: 'accountType' },
  importCountry: { select: 'country' },
  port: {},
  phone: { autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
  whatsapp: { autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
  country: { select: 'country', autoComplete: 'country' },
  address: { autoComplete: 'address-line1' },
  addressContd: { autoComplete: 'address-line2' },
  city: { autoComplete: 'address-level2' },
  state: { autoComplete: 'address-level1' },
  zipCode: { autoComplete: 'postal-code' },
};
const REQUIRED: ReadonlySet<ProfileField> = new Set(['firstName', 'lastName']);
const HINTS: Partial<Record<ProfileField, string>> = {
  importCountry: 'hints.importCountry',
  port: 'hints.port',
  phone: 'hints.phone',
  whatsapp: 'hints.whatsapp',
};
/** Spec §9: the ports customers ship to most, offered as suggestions (any port may be typed; stored as named here). */
const PORTS = ['Qasim', 'Karachi', 'Lahore'] as const;

export interface ProfileFieldsFormProps<F extends ProfileField> {
  user: User;
  fields: readonly F[];
  /** Shown above the fields (e.g. the email, which cannot be changed). */
  before?: ReactNode;
}

/**
 * A form over some of the profile's fields (Account Information, Contact Information): checks what it can before
 * sending, sends only what changed, shows the server's field errors beside their fields and the spec's
 * "Profile updated successfully" / "Error updating profile".
 */
export function ProfileFieldsForm<F extends ProfileField>({ user, fields, before }: ProfileFieldsFormProps<F>) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const countries = useCountryOptions();
  const update = useUpdateProfile();
  const [values, setValues] = useState<ProfileValues<F>>(() => profileValues(user, fields));
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [focusError, setFocusError] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const portsId = useId();

  const labels = Object.fromEntries(fields.map((field) => [field, t(`fields.${field}`)])) as Record<F, string>;

  // After a failed check the first field in error takes the focus, so the keyboard and screen reader land on it.
  useEffect(() => {
    if (focusError) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  const change = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setOutcome(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const issues = validateProfile(values, fields);
    const found = Object.entries(issues) as [F, NonNullable<(typeof issues)[F]>][];
    if (found.length > 0) {
      setErrors(
        Object.fromEntries(found.map(([field, issue]) => [field, errorText.code(issue, labels[field])])) as Partial<Record<F, string>>,
      );
      setFocusError((n) => n + 1);
      return;
    }
    const body = profileChanges(user, values, fields);
    if (!hasChanges(body)) {
      setOutcome({ kind: 'success', text: t('messages.profileUpdated') });
      return;
    }
    update.mutate(body, {
      onSuccess: ({ user: saved }) => {
        setValues(profileValues(saved, fields));
        setErrors({});
        setOutcome({ kind: 'success', text: t('messages.profileUpdated') });
      },
      onError: (error) => {
        setErrors(errorText.fields(error, labels) as Partial<Record<F, string>>);
        setOutcome({ kind: 'failure', title: t('messages.profileError'), error });
        setFocusError((n) => n + 1);
      },
    });
  };

  const control = (field: F) => {
    const input = INPUTS[field];
    const common = {
      name: field,
      label: labels[field],
      error: errors[field],
      hint: HINTS[field] ? t(HINTS[field]) : undefined,
      required: REQUIRED.has(field),
      value: values[field],
      autoComplete: input.autoComplete,
    };
    if (input.select === 'country') {
      return (
        <SelectField
          key={field}
          {...common}
          options={countries}
          placeholder={t('fields.notSet')}
          onChange={(event) => change(field, event.target.value)}
        />
      );
    }
    if (input.select === 'accountType') {
      return (
        <SelectField
          key={field}
          {...common}
          options={(['individual', 'dealer'] as const).map((type) => ({ value: type, label: t(`accountType.${type}`) }))}
          onChange={(event) => change(field, event.target.value)}
        />
      );
    }
    return (
      <TextField
        key={field}
        {...common}
        type={input.type ?? 'text'}
        inputMode={input.inputMode}
        dir={input.type === 'tel' ? 'ltr' : undefined}
        list={field === 'port' ? portsId : undefined}
        onChange={(event) => change(field, event.target.value)}
      />
    );
  };

  return (
    <form ref={form} className="profile-form" noValidate onSubmit={submit}>
      {before}
      <div className="form-grid">{fields.map(control)}</div>
      {fields.includes('port' as F) && (
        <datalist id={portsId}>
          {PORTS.map((port) => (
            <option key={port} value={port} />
          ))}
        </datalist>
      )}
      <div className="form-actions">
        <Button type="submit" busy={update.isPending}>
          {update.isPending ? t('form.saving') : t('form.save')}
        </Button>
      </div>
      <FormStatus outcome={outcome} />
    </form>
  );
}
