import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/i18n/error-text';
import { hasIssues, type Issue } from '../../../lib/validation';
import { PASSWORD_MISMATCH } from '../utils/auth-validation';

/** Focuses the first control (in the form's own order) whose name is among `fields`. */
function focusFirst(form: HTMLFormElement | null, fields: readonly string[]): void {
  if (!form || fields.length === 0) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && fields.includes(name)) {
      (element as HTMLElement).focus();
      return;
    }
  }
}

/**
 * A sign-in form's text fields: values, client-side issues (shown after the first submit, then live as the person
 * types), and the server's field errors (each cleared as soon as its field changes).
 */
export function useAuthForm<F extends string>(initial: Record<F, string>, check: (values: Record<F, string>) => Partial<Record<F, Issue>>) {
  const [values, setValues] = useState(initial);
  const [checking, setChecking] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const issues: Partial<Record<F, Issue>> = checking ? check(values) : {};

  const setValue = useCallback((field: F, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => {
      if (!(field in previous)) return previous;
      const rest = { ...previous };
      delete rest[field];
      return rest;
    });
  }, []);

  /** On submit: true when the values pass; otherwise the issues show and the first invalid field takes the focus. */
  const begin = (form: HTMLFormElement | null): boolean => {
    setChecking(true);
    const found = check(values);
    if (hasIssues(found)) {
      focusFirst(form, Object.keys(found));
      return false;
    }
    setServerErrors({});
    return true;
  };

  /** The server refused some fields: their sentences beside them, the focus on the first. */
  const showServerErrors = (form: HTMLFormElement | null, byField: Record<string, string>) => {
    setServerErrors(byField);
    focusFirst(form, Object.keys(byField));
  };

  return { values, setValue, issues, serverErrors, begin, showServerErrors };
}

/** A client-side issue as a sentence: the `errors` catalogue by code, or this feature's own "Passwords do not match". */
export function useIssueText(): (issue: Issue | undefined, label?: string) => string | undefined {
  const { t } = useTranslation('auth');
  const { code } = useErrorText();
  return useCallback(
    (issue: Issue | undefined, label?: string) => {
      if (!issue) return undefined;
      return issue.code === PASSWORD_MISMATCH ? t('reset.mismatch') : code(issue, label);
    },
    [t, code],
  );
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
