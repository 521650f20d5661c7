import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/dialog';
import { Link } from '../../../components/link';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useErrorText } from '../../../lib/i18n/error-text';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { FREQUENCIES, useCreateSavedSearch, type AlertFrequency } from '../api/saved-searches-api';
import { activeKeys, useFiltersSummary, type SavedFilters } from './use-filters-summary';
import '../saved-searches.css';

export const NAME_MAX = 80;

/**
 * "Save this search" on the search page: a small dialog names the search (optional: the server names it after its
 * filters) and chooses the alerts (Instant, Daily, Off), then says "Search saved" with a link to the saved searches.
 * Signed out, a sign-in link that comes back to the same search.
 */
export function SaveSearchButton({ filters, signInUrl }: { filters: SavedFilters; signInUrl: string }) {
  const { t } = useTranslation('alerts');
  const { status } = useSession();
  const errorText = useErrorText();
  const summary = useFiltersSummary();
  const create = useCreateSavedSearch();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const [saved, setSaved] = useState(false);

  if (status === 'signedOut')
    return (
      <p className="save-search">
        <Link to={signInUrl}>{t('save.signIn')}</Link>
      </p>
    );
  if (status !== 'signedIn') return null;

  const only = Object.fromEntries(activeKeys(filters).map((key) => [key, filters[key]!]));
  const fieldErrors = create.isError ? errorText.fields(create.error) : {};
  const submit = () => {
    if (name.trim().length > NAME_MAX) return;
    create.mutate(
      { filters: only, frequency, ...(name.trim() ? { name: name.trim() } : {}) },
      {
        onSuccess: () => {
          setOpen(false);
          setSaved(true);
          setName('');
        },
      },
    );
  };

  return (
    <div className="save-search">
      <Button
        variant="secondary"
        onClick={() => {
          create.reset();
          setSaved(false);
          setOpen(true);
        }}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2Zm6-6V11a6 6 0 0 0-5-5.9V4a1 1 0 1 0-2 0v1.1A6 6 0 0 0 6 11v5l-2 2v1h16v-1l-2-2Z"
          />
        </svg>
        {t('save.button')}
      </Button>
      <p className="save-search__status" role="status">
        {saved && (
          <>
            {t('save.done')} <Link to={paths.profile('saved-searches')}>{t('save.view')}</Link>
          </>
        )}
      </p>
      <ConfirmDialog
        open={open}
        title={t('save.title')}
        confirmLabel={t('save.confirm')}
        busy={create.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={submit}
      >
        <div className="save-search__form">
          <p className="muted save-search__summary">{summary(only)}</p>
          <TextField
            label={t('save.name')}
            hint={t('save.nameHint')}
            value={name}
            maxChars={NAME_MAX}
            autoComplete="off"
            error={fieldErrors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <SelectField
            label={t('save.frequency')}
            value={frequency}
            options={FREQUENCIES.map((value) => ({ value, label: t(`frequency.${value}`) }))}
            onChange={(event) => setFrequency(event.target.value as AlertFrequency)}
          />
          {create.isError && !fieldErrors.name && (
            <p className="field__error" role="alert">
              {errorText.message(create.error)}
            </p>
          )}
        </div>
      </ConfirmDialog>
    </div>
  );
}
