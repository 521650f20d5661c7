import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { useCountryOptions } from '../../../../lib/countries';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { ACCOUNT_TYPES, type AccountType, type AdminUser, type Role } from '../api/users-api';

export interface UserFormValues {
  email: string;
  firstName: string;
  lastName: string;
  accountType: AccountType;
  phone: string;
  country: string;
  /** Create only. */
  password?: string;
  role?: Role;
}

interface UserFormProps {
  /** Editing this account; creating a new one when left out. */
  user?: AdminUser;
  /** Create: the roles the signed-in staff member may give. */
  roles?: readonly Role[];
  busy: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit: (values: UserFormValues) => void;
}

/** The account's details; the API's field errors beside their fields, a whole-form error above the buttons. */
export function UserForm({ user, roles, busy, error, submitLabel, onSubmit }: UserFormProps) {
  const { t } = useTranslation(['admin-users', 'admin']);
  const errorText = useErrorText();
  const countries = useCountryOptions();
  const [values, setValues] = useState<UserFormValues>({
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    accountType: user?.accountType ?? 'individual',
    phone: user?.phone ?? '',
    country: user?.country ?? '',
    ...(user ? {} : { password: '', role: 'user' as Role }),
  });
  const labels = {
    email: t('users.columns.email'),
    firstName: t('users.form.firstName'),
    lastName: t('users.form.lastName'),
    accountType: t('users.columns.accountType'),
    phone: t('users.columns.phone'),
    country: t('users.columns.country'),
    password: t('users.form.password'),
    role: t('users.columns.role'),
  };
  const fieldErrors = errorText.fields(error, labels);
  const unplaced = Boolean(error) && Object.keys(fieldErrors).every((field) => !(field in labels));
  const set = (field: keyof UserFormValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <TextField
        label={labels.firstName}
        name="firstName"
        required
        value={values.firstName}
        onChange={set('firstName')}
        error={fieldErrors.firstName}
        autoComplete="off"
      />
      <TextField
        label={labels.lastName}
        name="lastName"
        required
        value={values.lastName}
        onChange={set('lastName')}
        error={fieldErrors.lastName}
        autoComplete="off"
      />
      <TextField
        label={labels.email}
        name="email"
        type="email"
        dir="ltr"
        required
        value={values.email}
        onChange={set('email')}
        error={fieldErrors.email}
        autoComplete="off"
      />
      <SelectField
        label={labels.accountType}
        name="accountType"
        value={values.accountType}
        onChange={set('accountType')}
        error={fieldErrors.accountType}
        options={ACCOUNT_TYPES.map((a) => ({ value: a, label: t(`users.accountType.${a}`) }))}
      />
      <TextField
        label={labels.phone}
        name="phone"
        type="tel"
        dir="ltr"
        value={values.phone}
        onChange={set('phone')}
        error={fieldErrors.phone}
        autoComplete="off"
      />
      <SelectField
        label={labels.country}
        name="country"
        value={values.country}
        onChange={set('country')}
        error={fieldErrors.country}
        placeholder={t('users.form.noCountry')}
        options={countries}
      />
      {!user && (
        <>
          {roles && roles.length > 1 && (
            <SelectField
              label={labels.role}
              name="role"
              value={values.role}
              onChange={set('role')}
              error={fieldErrors.role}
              options={roles.map((r) => ({ value: r, label: t(`admin:roles.${r}`) }))}
            />
          )}
          <TextField
            label={labels.password}
            name="password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            error={fieldErrors.password}
            hint={t('users.form.passwordHint')}
          />
        </>
      )}
      {unplaced && (
        <p className="field__error admin-form__wide" role="alert">
          {errorText.message(error)}
        </p>
      )}
      <div className="admin-form__actions">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The create body: empty optional fields left out (the API generates a password when none is sent). */
export function toCreateBody(values: UserFormValues) {
  return {
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    accountType: values.accountType,
    role: values.role ?? ('user' as Role),
    ...(values.password ? { password: values.password } : {}),
    ...(values.phone.trim() ? { phone: values.phone } : {}),
    ...(values.country ? { country: values.country } : {}),
  };
}

/** The update body: only what changed (an emptied phone or country is cleared with null). */
export function toUpdateBody(user: AdminUser, values: UserFormValues) {
  const body: Record<string, string | null> = {};
  for (const field of ['email', 'firstName', 'lastName', 'accountType'] as const) {
    if (values[field] !== user[field]) body[field] = values[field];
  }
  for (const field of ['phone', 'country'] as const) {
    const next = values[field].trim() === '' ? null : values[field];
    if (next !== (user[field] ?? null)) body[field] = next;
  }
  return body;
}
