import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LanguageSwitcher } from '../../../app/layout/language-switcher';
import { Badge } from '../../../components/badge';
import { Link } from '../../../components/link';
import { LogoMark } from '../../../components/logo';
import { paths } from '../../../lib/paths';
import type { User } from '../../../lib/session/session-storage';
import { SignOutButton } from '../../auth/components/sign-out-button';
import { adminPath } from '../admin-paths';
import { AdminNav } from './admin-nav';
import { AdminSearchBox } from './admin-search-box';

/**
 * The back office's frame: a top bar (menu button below desktop width, the name, the search box, the signed-in staff
 * member and role, language, the public site, sign out), the areas' navigation (a sidebar on a desktop, a drawer on a
 * tablet or phone) and the screen.
 */
export function AdminLayout({ user, children }: { user: User; children: ReactNode }) {
  const { t } = useTranslation(['admin', 'common']);
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const { pathname } = useLocation();
  // A new screen closes the drawer.
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <div className={`admin${menuOpen ? ' admin--menu-open' : ''}`}>
      <a className="skip-link" href="#admin-main">
        {t('common:skipToContent')}
      </a>
      <header className="admin-top">
        <button
          type="button"
          className="admin-top__menu"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
          <span className="visually-hidden">{t('admin:shell.menu')}</span>
        </button>
        <Link to={adminPath()} className="admin-top__brand">
          <LogoMark size={28} />
          <span>{t('admin:shell.title')}</span>
        </Link>
        <AdminSearchBox />
        <div className="admin-top__user">
          <span className="admin-top__name">
            {user.firstName} {user.lastName}
          </span>
          <Badge tone={user.role === 'superadmin' ? 'warning' : 'info'}>{t(`admin:roles.${user.role}`)}</Badge>
        </div>
        <div className="admin-top__tools">
          <LanguageSwitcher />
          <Link to={paths.home()} className="admin-top__site">
            {t('admin:shell.viewSite')}
          </Link>
          <SignOutButton className="admin-top__signout" />
        </div>
      </header>
      <div className="admin-body">
        <div id={navId} className="admin-sidebar">
          <AdminNav role={user.role} onNavigate={() => setMenuOpen(false)} />
        </div>
        {menuOpen && <div className="admin-backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
