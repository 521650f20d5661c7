import { useErrorText } from '../../../lib/i18n/error-text';

/** Why an action taken on the screen failed (a reorder, a delete), announced where it was taken; nothing otherwise. */
export function ActionError({ error }: { error: unknown }) {
  const errorText = useErrorText();
  if (error == null) return null;
  return (
    <p className="field__error" role="alert">
      {errorText.message(error)}
    </p>
  );
}
