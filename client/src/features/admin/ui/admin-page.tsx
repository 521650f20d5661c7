import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/link';
import { useDocumentTitle } from '../../../components/page-title';

export interface AdminPageProps {
  title: string;
  /** Buttons at the title's end: "New car", "Export CSV". */
  actions?: ReactNode;
  /** A way back up: the list this detail belongs to. */
  back?: { to: string; label: string };
  /** A line under the title (a status, a count). */
  subtitle?: ReactNode;
  children: ReactNode;
}

/** A back-office screen: its `<h1>` and `<title>` ("<title> · Back office"), its actions, then its content. */
export function AdminPage({ title, actions, back, subtitle, children }: AdminPageProps) {
  const { t } = useTranslation('admin');
  useDocumentTitle(`${title} · ${t('shell.title')}`);
  return (
    <div className="admin-page">
      {back && (
        <p className="admin-page__back">
          <Link to={back.to}>
            <span aria-hidden="true" className="admin-page__back-arrow">
              ←
            </span>{' '}
            {back.label}
          </Link>
        </p>
      )}
      <header className="admin-page__header">
        <div>
          <h1>{title}</h1>
          {subtitle && <div className="admin-page__subtitle">{subtitle}</div>}
        </div>
        {actions && <div className="admin-page__actions">{actions}</div>}
      </header>
      {children}
    </div>
  );
}

/** A titled block of a detail screen (a card with an `<h2>`). */
export function AdminSection({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="admin-section" aria-label={title}>
      <header className="admin-section__header">
        <h2>{title}</h2>
        {actions && <div className="admin-section__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}

/** Facts as a definition list: `<Facts items={[[t('email'), user.email], …]} />`. */
export function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="admin-facts">
      {items.map(([term, value]) => (
        <div key={term} className="admin-facts__row">
          <dt>{term}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
