import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useRegister, type RegisterBody } from '../api/auth-api';
import { validateRegister, type RegisterField } from '../utils/auth-validation';
import { useCountryOptions } from '../../../lib/countries';
import { FormError } from './form-message';
import type { SignInFormProps } from './login-form';
import { RememberMe } from './remember-me';
import { useServerErrorSplit } from '../../../lib/forms/use-customer-form';
import { useAuthForm, useIssueText } from './use-auth-form';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'phone', 'country', 'accountType', 'promotionOptIn'] as const;
const ACCOUNT_TYPES = ['individual', 'dealer'] as const;
type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The Register tab: RegisterDto's fields with the server's rules checked first; success signs in at once. */
export function RegisterForm({ remember, onRememberChange, onSignedIn }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const form = useAuthForm<RegisterField>(
    { firstName: '', lastName: '', email: '', password: '', phone: '', country: '' },
    validateRegister,
  );
  const [accountType, setAccountType] = useState<AccountType>('individual');
  const [promotionOptIn, setPromotionOptIn] = useState(false);
  const issueText = useIssueText();
  const split = useServerErrorSplit();
  const countries = useCountryOptions();
  const [formError, setFormError] = useState<unknown>(null);
  const ref = useRef<HTMLFormElement>(null);
  const labels: Record<(typeof FIELDS)[number], string> = {
    firstName: t('fields.firstName'),
    lastName: t('fields.lastName'),
    email: t('fields.email'),
    password: t('fields.password'),
    phone: t('fields.phone'),
    country: t('fields.country'),
    accountType: t('fields.accountType'),
    promotionOptIn: t('fields.promotionOptIn'),
  };
  const error = (field: (typeof FIELDS)[number]) =>
    issueText(form.issues[field as RegisterField], labels[field]) ?? form.serverErrors[field];
  const text = (field: RegisterField) => ({
    name: field,
    value: form.values[field],
    error: error(field),
    onChange: (event: { target: { value: string } }) => form.setValue(field, event.target.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!form.begin(ref.current)) return;
    const { firstName, lastName, email, password, phone, country } = form.values;
    const body: RegisterBody = {
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      email: email.trim(),
      password,
      accountType,
      promotionOptIn,
      ...(phone.trim() ? { phone: phone.trim() } : {}),
      ...(country ? { country } : {}),
    };
    register.mutate(body, {
      onSuccess: (answer) => onSignedIn(answer, remember),
      onError: (failure) => {
        const { byField, formError: rest } = split(failure, FIELDS, labels, { EMAIL_TAKEN: 'email' });
        form.showServerErrors(ref.current, byField);
        setFormError(rest);
      },
    });
  };

  return (
    <form ref={ref} className="auth-form" noValidate onSubmit={submit} aria-busy={register.isPending || undefined}>
      {formError !== null && <FormError error={formError} />}
      <div className="auth-form__pair">
        <TextField label={labels.firstName} autoComplete="given-name" required {...text('firstName')} />
        <TextField label={labels.lastName} autoComplete="family-name" required {...text('lastName')} />
      </div>
      <TextField
        label={labels.email}
        type="email"
        dir="ltr"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        required
        {...text('email')}
      />
      <TextField
        label={labels.password}
        type="password"
        dir="ltr"
        autoComplete="new-password"
        required
        hint={t('hints.password')}
        {...text('password')}
      />
      <TextField label={labels.phone} type="tel" autoComplete="tel" dir="ltr" hint={t('hints.phone')} {...text('phone')} />
      <SelectField
        label={labels.country}
        autoComplete="country"
        placeholder={t('fields.countryPlaceholder')}
        options={countries}
        {...text('country')}
      />
      <fieldset className="auth-choice">
        <legend className="field__label">{labels.accountType}</legend>
        <div className="auth-choice__options">
          {ACCOUNT_TYPES.map((type) => (
            <label key={type} className="auth-choice__option">
              <input type="radio" name="accountType" value={type} checked={accountType === type} onChange={() => setAccountType(type)} />
              <span>{t(`fields.${type}`)}</span>
            </label>
          ))}
        </div>
        {form.serverErrors.accountType && (
          <p className="field__error" role="alert">
            {form.serverErrors.accountType}
          </p>
        )}
      </fieldset>
      <Checkbox
        name="promotionOptIn"
        label={labels.promotionOptIn}
        checked={promotionOptIn}
        onChange={(event) => setPromotionOptIn(event.target.checked)}
        error={form.serverErrors.promotionOptIn}
      />
      <RememberMe checked={remember} onChange={onRememberChange} />
      <Button type="submit" block busy={register.isPending}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
