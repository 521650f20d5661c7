import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useErrorText } from '../../../lib/i18n/error-text';
import { CHASSIS_MAX, checkChassisQuery, type ChassisQuery } from '../chassis-rules';

export interface ChassisFormProps {
  /** The URL's maker and chassis number: the form starts from them (the screen gives it a new key when they change). */
  initial: ChassisQuery;
  makes: readonly SelectOption[];
  /** The makes are still on their way. */
  makesLoading?: boolean;
  /** A message about the URL's check from the server (a 400), shown above the button. */
  serverMessage?: string | null;
  busy?: boolean;
  onCheck: (query: ChassisQuery) => void;
}

/**
 * The chassis check's form: the maker (GET /api/makes) and the chassis number; "Please enter both maker and chassis
 * number" when either is missing, checked here before asking the server, which checks again.
 */
export function ChassisForm({ initial, makes, makesLoading = false, serverMessage, busy = false, onCheck }: ChassisFormProps) {
  const { t } = useTranslation('chassis');
  const errorText = useErrorText();
  const [values, setValues] = useState(initial);
  const [refused, setRefused] = useState(false);
  // A maker in the URL that is not in the list (a shared link with a name instead of a slug) stays choosable.
  const options =
    values.maker && !makes.some((m) => m.value === values.maker) ? [...makes, { value: values.maker, label: values.maker }] : makes;

  const missing = refused ? checkChassisQuery(values) : null;
  const message = missing ? errorText.code(missing) : (serverMessage ?? null);
  const change = (field: keyof ChassisQuery, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = checkChassisQuery(values);
    setRefused(issue !== null);
    if (!issue) onCheck({ maker: values.maker.trim(), chassis: values.chassis.trim() });
  };

  return (
    <form className="card chassis-form" noValidate onSubmit={submit} aria-describedby={message ? 'chassis-form-message' : undefined}>
      <div className="chassis-form__fields">
        <SelectField
          label={t('form.maker')}
          name="maker"
          required
          placeholder={makesLoading ? t('form.makersLoading') : t('form.makerPlaceholder')}
          options={options}
          value={values.maker}
          aria-invalid={missing && values.maker.trim() === '' ? true : undefined}
          onChange={(event) => change('maker', event.target.value)}
        />
        <TextField
          label={t('form.chassis')}
          name="chassis"
          required
          hint={
            <>
              {t('form.chassisHint')} <bdi className="chassis-example">ZVW30-1234567</bdi>
            </>
          }
          dir="ltr"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={CHASSIS_MAX}
          value={values.chassis}
          aria-invalid={missing && values.chassis.trim() === '' ? true : undefined}
          onChange={(event) => change('chassis', event.target.value)}
        />
      </div>
      {message && (
        <p id="chassis-form-message" className="chassis-form__error" role="alert">
          {message}
        </p>
      )}
      <div>
        <Button type="submit" busy={busy}>
          {t('form.check')}
        </Button>
      </div>
    </form>
  );
}
