import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLocalizedNavigate } from '../../../lib/i18n/use-language';
import { adminPath } from '../admin-paths';

/** The back office's one search box: cars by stock id, customers by email or name, orders by number. */
export function AdminSearchBox() {
  const { t } = useTranslation('admin');
  const navigate = useLocalizedNavigate();
  const { pathname, search } = useLocation();
  const id = useId();
  // On the search screen the box shows what was searched; a list's own `q` filter is that list's, not the box's.
  const onSearchScreen = pathname.endsWith('/admin/search');
  const [q, setQ] = useState(() => (onSearchScreen ? (new URLSearchParams(search).get('q') ?? '') : ''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (q.trim()) navigate(adminPath('search', { q: q.trim() }));
  };
  return (
    <form role="search" className="admin-search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        className="admin-search__input"
        placeholder={t('search.placeholder')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="admin-search__button">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
          />
        </svg>
        <span className="visually-hidden">{t('search.submit')}</span>
      </button>
    </form>
  );
}
