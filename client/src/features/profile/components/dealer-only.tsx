import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { Link } from '../../../components/link';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';

/** Dealer accounts' panels: an individual who opens the URL learns what they are for instead of a refusal. */
export function DealerOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('dealer');
  const { user } = useSession();
  if (user?.accountType === 'dealer') return children;
  return (
    <section className="profile-panel" aria-labelledby="profile-dealer-only-title">
      <h2 id="profile-dealer-only-title">{title}</h2>
      <EmptyState
        title={t('dealerOnly.title')}
        message={t('dealerOnly.message')}
        action={<Link to={paths.developers()}>{t('developerPage')}</Link>}
      />
    </section>
  );
}
