import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/i18n/error-text';
import {
  CRITERIA_FIELDS,
  DATE_FIELDS,
  EMPTY_CRITERIA,
  PORT_MAX,
  SHIPPING_METHODS,
  validateSchedule,
  type CriteriaField,
  type ScheduleCriteria,
  type ScheduleIssues,
} from '../utils/schedule-search';

const NO_ISSUES: ScheduleIssues = { fields: {} };
const same = (a: ScheduleCriteria, b: ScheduleCriteria) => CRITERIA_FIELDS.every((field) => a[field] === b[field]);

export interface ScheduleFormProps {
  /** The URL's criteria: the form starts from them (the screen gives it a new key when the URL changes). */
  initial: ScheduleCriteria;
  /** The URL's search did not pass the checks (a link typed by hand): its messages show at once. */
  initialIssues?: ScheduleIssues | null;
  /** The server's refusal of the URL's search (a 400): its message and field errors, while the form still shows it. */
  serverError?: unknown;
  /** A search is on its way: the button shows it. */
  busy?: boolean;
  onSearch: (criteria: ScheduleCriteria) => void;
  onClear: () => void;
}

/**
 * The shipping schedule's search (spec §2, §5): departure and arrival windows, the destination port and the method.
 * Checked before sending with the server's rules and messages — "Please select at least one search criteria" above
 * the buttons, the date rules beside their fields — and checked again on every change once a search was refused.
 */
export function ScheduleForm({ initial, initialIssues, serverError, busy = false, onSearch, onClear }: ScheduleFormProps) {
  const { t } = useTranslation('shipping');
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [issues, setIssues] = useState<ScheduleIssues>(initialIssues ?? NO_ISSUES);
  const [checking, setChecking] = useState(Boolean(initialIssues));

  const labels: Record<CriteriaField, string> = {
    departureFrom: t('form.departureFrom'),
    departureTo: t('form.departureTo'),
    arrivalFrom: t('form.arrivalFrom'),
    arrivalTo: t('form.arrivalTo'),
    port: t('form.port'),
    method: t('form.method'),
  };
  // The server's answer is about the URL's search: shown while the form still holds it.
  const refused = serverError instanceof ApiError && serverError.status === 400 && same(values, initial) ? serverError : null;
  const serverFields = refused ? errorText.fields(refused, labels) : {};
  const fieldError = (field: CriteriaField): string | undefined => {
    const issue = issues.fields[field];
    return issue ? errorText.code(issue, labels[field]) : serverFields[field];
  };
  let formError: string | null = null;
  if (issues.form) formError = errorText.code(issues.form);
  else if (refused && refused.details.length === 0) formError = errorText.message(refused);

  /** Date fields holding a half-typed date: the browser reads them as '' but knows they are not empty. */
  const unreadable = (): CriteriaField[] =>
    DATE_FIELDS.filter((field) => {
      const input = form.current?.elements.namedItem(field);
      return input instanceof HTMLInputElement && input.validity.badInput;
    });

  const change = (field: CriteriaField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checking) setIssues(validateSchedule(next, unreadable()));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSchedule(values, unreadable());
    setIssues(found);
    setChecking(true);
    const invalid = CRITERIA_FIELDS.find((field) => found.fields[field]);
    if (invalid) {
      form.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    if (found.form) return;
    onSearch(values);
  };

  const clear = () => {
    form.current?.reset(); // also empties a half-typed date, which the state cannot see
    setValues(EMPTY_CRITERIA);
    setIssues(NO_ISSUES);
    setChecking(false);
    onClear();
  };

  const dateField = (field: (typeof DATE_FIELDS)[number]) => (
    <TextField
      key={field}
      name={field}
      type="date"
      label={labels[field]}
      value={values[field]}
      error={fieldError(field)}
      onChange={(event) => change(field, event.target.value)}
    />
  );

  return (
    <form ref={form} className="card schedule-form" role="search" aria-label={t('form.label')} noValidate onSubmit={submit}>
      <div className="schedule-form__dates">
        {dateField('departureFrom')}
        {dateField('departureTo')}
        {dateField('arrivalFrom')}
        {dateField('arrivalTo')}
      </div>
      <div className="schedule-form__more">
        <TextField
          name="port"
          label={labels.port}
          hint={t('form.portHint')}
          autoComplete="off"
          maxLength={PORT_MAX}
          value={values.port}
          error={fieldError('port')}
          onChange={(event) => change('port', event.target.value)}
        />
        <SelectField
          name="method"
          label={labels.method}
          placeholder={t('form.anyMethod')}
          options={SHIPPING_METHODS.map((method) => ({ value: method, label: t(`method.${method}`) }))}
          value={values.method}
          error={fieldError('method')}
          onChange={(event) => change('method', event.target.value)}
        />
      </div>
      {formError && (
        <p className="schedule-form__error" role="alert">
          {formError}
        </p>
      )}
      <div className="schedule-form__actions">
        <Button type="submit" busy={busy}>
          {t('form.submit')}
        </Button>
        <Button variant="ghost" onClick={clear}>
          {t('form.clear')}
        </Button>
      </div>
    </form>
  );
}
