import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerForm } from '../../../lib/forms/use-customer-form';
import { useErrorText } from '../../../lib/i18n/error-text';
import type { Issue } from '../../../lib/validation';
import { PASSWORD_MISMATCH } from '../utils/auth-validation';

/** A sign-in form's text fields: the customer form kit (lib/forms) over a record of strings. */
export const useAuthForm = <F extends string>(
  initial: Record<F, string>,
  check: (values: Record<F, string>) => Partial<Record<F, Issue>>,
) => useCustomerForm(initial, check);

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
