import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Link, NavLink } from '../../components/link';
import { LogoMark } from '../../components/logo';
import { stripLanguage } from '../../lib/i18n/languages';
import { useLocalizedNavigate } from '../../lib/i18n/use-language';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session/use-session';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { LanguageSwitcher } from './language-switcher';

/** The header's search box: submits to `/cars?q=…` (keeping the current query text when already on the search page). */
function HeaderSearch() {
  const { t } = useTranslation('layout');
  const navigate = useLocalizedNavigate();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const onSearchPage = stripLanguage(pathname) === '/cars';
  const [query, setQuery] = useState(onSearchPage ? (params.get('q') ?? '') : '');
  const id = useId();
  useEffect(() => {
    if (onSearchPage) setQuery(params.get('q') ?? '');
  }, [onSearchPage, params]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.search({ q: query.trim() }));
  };
  return (
    <form role="search" className="header-search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <input
        id={id}
        className="header-search__input"
        type="search"
        enterKeyHint="search"
        value={query}
        maxLength={100}
        placeholder={t('header.searchPlaceholder')}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="header-search__button" aria-label={t('header.searchButton')}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z"
          />
        </svg>
        <span className="header-search__label">{t('header.searchButton')}</span>
      </button>
    </form>
  );
}

function AccountLink() {
  const { t } = useTranslation('layout');
  const { status } = useSession();
  const signedIn = status === 'signedIn';
  return (
    <Link
      className={signedIn ? 'header-account header-account--compact' : 'header-account'}
      to={signedIn ? paths.profile() : paths.auth()}
      title={signedIn ? t('header.myAccount') : undefined}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" />
      </svg>
      <span>{signedIn ? t('header.myAccount') : t('header.signIn')}</span>
    </Link>
  );
}

/** "My account" and "Sign out" when signed in; "Sign in" otherwise. */
function AccountTools() {
  const { status } = useSession();
  return (
    <>
      <AccountLink />
      {status === 'signedIn' && <SignOutButton className="header-account header-account--compact" />}
    </>
  );
}

/** The header (spec §2): logo, menu, search box, language switcher and the account link. */
export function SiteHeader() {
  const { t } = useTranslation(['layout', 'common']);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={paths.home()} className="site-header__brand" aria-label={t('layout:header.home')}>
          <LogoMark />
          <span className="site-header__name">{t('common:brand')}</span>
        </Link>
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
          <span>{t('layout:header.menu')}</span>
        </button>
        <nav id={menuId} className={`site-nav${menuOpen ? ' site-nav--open' : ''}`} aria-label={t('layout:header.mainNav')}>
          <ul>
            <li>
              <NavLink to={paths.home()} end>
                {t('layout:header.navHome')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.search()}>{t('layout:header.navCars')}</NavLink>
            </li>
            <li>
              <NavLink to={paths.auctions()}>{t('layout:header.navAuctions')}</NavLink>
            </li>
            <li>
              <NavLink to={paths.shippingSchedule()}>{t('layout:header.navShippingSchedule')}</NavLink>
            </li>
            <li>
              <NavLink to={paths.reviews()}>{t('layout:header.navReviews')}</NavLink>
            </li>
          </ul>
        </nav>
        <HeaderSearch />
        <div className="site-header__tools">
          <LanguageSwitcher />
          <AccountTools />
        </div>
      </div>
    </header>
  );
}
