import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { ConfirmDialog } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { SelectField } from '../../../components/select-field';
import { Skeleton } from '../../../components/skeleton';
import { useErrorText } from '../../../lib/i18n/error-text';
import { paths } from '../../../lib/paths';
import {
  FREQUENCIES,
  useAlertPreferences,
  useDeleteSavedSearch,
  useSavedSearches,
  useSetAlertPreferences,
  useUpdateSavedSearch,
  type AlertFrequency,
  type SavedSearch,
} from '../api/saved-searches-api';
import { useFiltersSummary, type SavedFilters } from './use-filters-summary';
import '../saved-searches.css';

function SavedSearchCard({
  search,
  summary,
  onFrequency,
  onDelete,
  busy,
}: {
  search: SavedSearch;
  summary: string;
  onFrequency: (frequency: AlertFrequency) => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('alerts');
  return (
    <li className="card saved-search">
      <h3 className="saved-search__name">
        <bdi>{search.name}</bdi>
      </h3>
      <p className="muted saved-search__summary">{summary}</p>
      <div className="saved-search__actions">
        <SelectField
          label={t('list.frequency')}
          value={search.frequency}
          disabled={busy}
          options={FREQUENCIES.map((value) => ({ value, label: t(`frequency.${value}`) }))}
          onChange={(event) => onFrequency(event.target.value as AlertFrequency)}
        />
        <Link
          className={buttonClass('secondary')}
          to={paths.search(search.filters as SavedFilters)}
          aria-label={t('list.openLabel', { name: search.name })}
        >
          {t('list.open')}
        </Link>
        <Button
          variant="ghost"
          className="btn--danger-text"
          onClick={onDelete}
          disabled={busy}
          aria-label={t('list.deleteLabel', { name: search.name })}
        >
          {t('list.delete')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The profile's Saved searches tab: each search with its filters in words, a link that opens it, how often its
 * alerts come (Instant, Daily, Off), Delete after a confirmation; and the favorite-alerts opt-in.
 */
export function SavedSearchesPanel() {
  const { t } = useTranslation(['alerts', 'profile']);
  const errorText = useErrorText();
  const summary = useFiltersSummary();
  const list = useSavedSearches();
  const preferences = useAlertPreferences();
  const setPreferences = useSetAlertPreferences();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [message, setMessage] = useState('');
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const titleId = 'saved-searches-title';

  const changeFrequency = (search: SavedSearch, frequency: AlertFrequency) => {
    setMessage('');
    update.mutate(
      { id: search.id, frequency },
      {
        onSuccess: () => setMessage(t('messages.frequency', { name: search.name, frequency: t(`frequency.${frequency}`) })),
        onError: (error) => setMessage(errorText.message(error)),
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    setMessage('');
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        setMessage(t('messages.deleted'));
      },
      onError: (error) => {
        setDeleting(null);
        setMessage(errorText.message(error));
      },
    });
  };

  let body;
  if (list.isError && !list.data) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data)
    body = (
      <ul className="saved-search-list" aria-busy="true">
        {[0, 1].map((i) => (
          <li key={i} className="card saved-search">
            <Skeleton inlineSize="50%" blockSize="1.3rem" />
            <Skeleton inlineSize="80%" blockSize="1rem" />
          </li>
        ))}
      </ul>
    );
  else if (list.data.items.length === 0)
    body = (
      <EmptyState
        title={t('list.emptyTitle')}
        message={t('list.emptyMessage')}
        action={
          <Link className={buttonClass('primary')} to={paths.search()}>
            {t('list.browse')}
          </Link>
        }
      />
    );
  else
    body = (
      <ul className="saved-search-list">
        {list.data.items.map((search) => (
          <SavedSearchCard
            key={search.id}
            search={search}
            summary={summary(search.filters as SavedFilters)}
            busy={(update.isPending && update.variables?.id === search.id) || (remove.isPending && remove.variables === search.id)}
            onFrequency={(frequency) => changeFrequency(search, frequency)}
            onDelete={() => setDeleting(search)}
          />
        ))}
      </ul>
    );

  return (
    <section className="profile-panel saved-searches-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('profile:tabs.saved-searches')}</h2>
      <p className="profile-panel__intro">{t('list.intro')}</p>
      <div className="saved-searches-panel__favorites">
        <Checkbox
          label={t('favoriteAlerts.label')}
          checked={preferences.data?.favoriteAlerts ?? false}
          disabled={!preferences.data || setPreferences.isPending}
          onChange={(event) => {
            setMessage('');
            setPreferences.mutate(event.target.checked, {
              onSuccess: (answer) => setMessage(t(answer.favoriteAlerts ? 'favoriteAlerts.on' : 'favoriteAlerts.off')),
              onError: (error) => setMessage(errorText.message(error)),
            });
          }}
        />
        <p className="muted saved-searches-panel__hint">{t('favoriteAlerts.hint')}</p>
      </div>
      <p className="saved-searches-panel__notice" role="status">
        {message}
      </p>
      {body}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        <p>{t('delete.text', { name: deleting?.name ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
