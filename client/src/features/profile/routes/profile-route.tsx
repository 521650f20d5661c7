import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { buttonClass } from '../../../components/button';
import { Link } from '../../../components/link';
import { useDocumentTitle } from '../../../components/page-title';
import { localize, stripLanguage } from '../../../lib/i18n/languages';
import { useLanguage, useLocalizedNavigate } from '../../../lib/i18n/use-language';
import { DEALER_TABS, paths, PROFILE_TABS, type ProfileTab } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { PROFILE_KEY } from '../api/profile-api';
import { AccountInfoPanel } from '../components/account-info-panel';
import { AccountPanel, ContactPanel } from '../components/account-panels';
import { ApiKeysPanel } from '../components/api-keys-panel';
import { ActivityPanel } from '../components/activity-panel';
import { ConnectedAccountsPanel } from '../components/connected-accounts-panel';
import { ConsigneesPanel } from '../components/consignees-panel';
import { InquiryBidPanel } from '../components/inquiry-bid-panel';
import { OrderListPanel } from '../../orders/components/order-list-panel';
import { TrackingPanel } from '../../orders/components/tracking-panel';
import { CouponsPanel } from '../../coupons/components/coupons-panel';
import { FavoritesPanel } from '../../favorites/components/favorites-panel';
import { DamageReportsPanel } from '../../damage-reports/components/damage-reports-panel';
import { ClaimsPanel } from '../../insurance/components/claims-list';
import { SavedSearchesPanel } from '../../saved-searches/components/saved-searches-panel';
import { CheckIcon } from '../components/form-status';
import { OverviewPanel } from '../components/overview-panel';
import { PanelSkeleton } from '../components/panel-skeleton';
import { PasswordPanel } from '../components/password-panel';
import { PreferencesPanel } from '../components/preferences-panel';
import { ProfileTabs, type SelectHow } from '../components/profile-tabs';
import { WebhooksPanel } from '../components/webhooks-panel';
import '../profile.css';
import '../profile-sections.css';
import '../dealer.css';

/** After a deletion the screen says so, then goes home on its own (the user is already signed out). */
const HOME_AFTER_MS = 4000;

const isTab = (value: string): value is ProfileTab => (PROFILE_TABS as readonly string[]).includes(value);

/** Where the selection came from, carried through the navigation so focus can follow it into the new screen. */
interface TabState {
  focus?: 'tab' | 'select';
}

function AccountDeleted() {
  const { t } = useTranslation('profile');
  const navigate = useLocalizedNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(paths.home(), { replace: true }), HOME_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="container page">
      <div className="state account-deleted" role="status">
        <span className="account-deleted__icon">
          <CheckIcon />
        </span>
        <p className="state__title">{t('messages.accountDeleted')}</p>
        <p className="state__message">{t('delete.redirecting')}</p>
        <Link to={paths.home()} className={buttonClass('primary')}>
          {t('delete.home')}
        </Link>
      </div>
    </div>
  );
}

function Panel({ tab, onDeleted }: { tab: ProfileTab; onDeleted: () => void }) {
  switch (tab) {
    case 'profile':
      return <OverviewPanel />;
    case 'password':
      return <PasswordPanel />;
    case 'account':
      return <AccountPanel />;
    case 'contact':
      return <ContactPanel />;
    case 'connected-accounts':
      return <ConnectedAccountsPanel />;
    case 'preferences':
      return <PreferencesPanel />;
    case 'activity':
      return <ActivityPanel />;
    case 'account-info':
      return <AccountInfoPanel onDeleted={onDeleted} />;
    case 'consignees':
      return <ConsigneesPanel />;
    case 'favorites':
      return <FavoritesPanel />;
    case 'inquiries':
      return <InquiryBidPanel />;
    case 'saved-searches':
      return <SavedSearchesPanel />;
    case 'reserved':
      return <OrderListPanel kind="reserved" />;
    case 'purchased':
      return <OrderListPanel kind="purchased" />;
    case 'tracking':
      return <TrackingPanel />;
    case 'coupons':
      return <CouponsPanel />;
    case 'damage-reports':
      return <DamageReportsPanel />;
    case 'claims':
      return <ClaimsPanel />;
    case 'api-keys':
      return <ApiKeysPanel />;
    case 'webhooks':
      return <WebhooksPanel />;
  }
}

/**
 * The profile (spec §2): `/profile` and `/profile/:tab`, one tab per part of the account whose API exists. Signed-out
 * visitors go to `/auth?next=…` and come back here after signing in.
 */
export default function ProfileRoute() {
  const { t } = useTranslation(['profile', 'common']);
  const { status, user, signOut } = useSession();
  const { tab: param } = useParams();
  const location = useLocation();
  const language = useLanguage();
  const navigate = useLocalizedNavigate();
  const queryClient = useQueryClient();
  const [deleted, setDeleted] = useState(false);
  const tab: ProfileTab | null = param === undefined ? 'profile' : isTab(param) && param !== 'profile' ? param : null;
  // The dealer tabs are listed for dealer accounts only (and for whoever has opened one, to keep the selection visible).
  const dealer = user?.accountType === 'dealer';
  const items = PROFILE_TABS.filter((id) => dealer || id === tab || !DEALER_TABS.includes(id)).map((id) => ({
    id,
    label: t(`profile:tabs.${id}`),
  }));
  useDocumentTitle(tab ? `${t(`profile:tabs.${tab}`)} · ${t('common:pageTitle.profile')}` : t('common:pageTitle.profile'));

  if (deleted) return <AccountDeleted />;
  if (status === 'signedOut') {
    const next = stripLanguage(location.pathname) + location.search;
    return <Navigate replace to={localize(paths.auth({ next }), language)} />;
  }
  // An unknown tab (or one that arrives with a later feature) is not a dead end: the overview.
  if (tab === null) return <Navigate replace to={localize(paths.profile(), language)} />;

  const select = (id: ProfileTab, how: SelectHow) => {
    if (id === tab) return;
    const state: TabState = { focus: how === 'keyboard' ? 'tab' : how === 'select' ? 'select' : undefined };
    navigate(paths.profile(id), { replace: how === 'keyboard', state });
  };

  const onDeleted = () => {
    // Nothing of the deleted account may be asked for again (it would answer 401 and send the user to /auth).
    void queryClient.cancelQueries({ queryKey: PROFILE_KEY });
    queryClient.removeQueries({ queryKey: PROFILE_KEY });
    setDeleted(true);
    void signOut();
  };

  return (
    <div className="container page profile">
      <h1>{t('common:pageTitle.profile')}</h1>
      <ProfileTabs
        label={t('profile:tabs.label')}
        selectLabel={t('profile:tabs.select')}
        items={items}
        selected={tab}
        onSelect={select}
        focusOnMount={(location.state as TabState | null)?.focus}
      >
        {status === 'loading' ? <PanelSkeleton title={t(`profile:tabs.${tab}`)} /> : <Panel tab={tab} onDeleted={onDeleted} />}
      </ProfileTabs>
    </div>
  );
}
