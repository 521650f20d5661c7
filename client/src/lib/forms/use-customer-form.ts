import { useCallback, useState } from 'react';
import { ApiError } from '../api/api-error';
import { useErrorText } from '../i18n/error-text';
import { hasIssues, type Issue } from '../validation';

/** Focuses the first control (in the form's own order) whose name is among `fields`. */
export function focusFirstError(form: HTMLFormElement | null, fields: readonly string[]): void {
  if (!form || fields.length === 0) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && fields.includes(name)) {
      (element as HTMLElement).focus();
      return;
    }
  }
}

type IssuesOf<V> = Partial<Record<keyof V & string, Issue>>;

/**
 * A customer form's state, the one way every customer form works: its values; client-side issues, shown after the
 * first submit and then live as the person types; the server's field errors, each cleared as soon as its field
 * changes; and the focus on the first field in error whenever a submit is refused. The fields themselves are
 * `TextField`, `TextArea`, `SelectField`, `Checkbox` (components/): label, hint, error and counter tied to the control.
 *
 * `describe` turns an issue into its sentence (the `errors` catalogue by default).
 */
export function useCustomerForm<V extends object>(
  initial: V,
  check: (values: V) => IssuesOf<V>,
  describe?: (issue: Issue, label?: string) => string | undefined,
) {
  const { code } = useErrorText();
  const [values, setValues] = useState(initial);
  const [checking, setChecking] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const issues: IssuesOf<V> = checking ? check(values) : {};

  const setValue = useCallback(<F extends keyof V & string>(field: F, value: V[F]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => {
      if (!(field in previous)) return previous;
      const rest = { ...previous };
      delete rest[field];
      return rest;
    });
  }, []);

  /** A field's error: its client-side issue as a sentence, else what the server said of it. */
  const error = (field: keyof V & string, label?: string): string | undefined => {
    const issue = issues[field];
    return issue ? (describe ?? code)(issue, label) : serverErrors[field];
  };

  /** On submit: true when the values pass; otherwise the issues show and the first invalid field takes the focus. */
  const begin = (form: HTMLFormElement | null): boolean => {
    setChecking(true);
    const found = check(values);
    if (hasIssues(found)) {
      focusFirstError(form, Object.keys(found));
      return false;
    }
    setServerErrors({});
    return true;
  };

  /** The server refused some fields: their sentences beside them, the focus on the first. */
  const showServerErrors = (form: HTMLFormElement | null, byField: Record<string, string>) => {
    setServerErrors(byField);
    focusFirstError(form, Object.keys(byField));
  };

  /** Starts the form again (after a sent message, for another one): these values, no errors shown. */
  const restart = (next: (previous: V) => V) => {
    setChecking(false);
    setServerErrors({});
    setValues(next);
  };

  return { values, setValue, issues, serverErrors, error, begin, showServerErrors, restart };
}

/**
 * A refused submit, split for the form: the server's field errors (`details`, plus codes that name one field, such as
 * EMAIL_TAKEN) beside the fields this form shows, and anything else as the form's own message.
 */
export function useServerErrorSplit() {
  const { fields, message } = useErrorText();
  return useCallback(
    (
      error: unknown,
      shown: readonly string[],
      labels: Record<string, string>,
      fieldOfCode: Record<string, string> = {},
    ): { byField: Record<string, string>; formError: unknown } => {
      const all = fields(error, labels);
      const field = error instanceof ApiError ? fieldOfCode[error.code] : undefined;
      if (field) all[field] ??= message(error);
      const byField = Object.fromEntries(Object.entries(all).filter(([name]) => shown.includes(name)));
      return { byField, formError: Object.keys(byField).length > 0 ? null : error };
    },
    [fields, message],
  );
}
