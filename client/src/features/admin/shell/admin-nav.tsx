import { useTranslation } from 'react-i18next';
import { NavLink } from '../../../components/link';
import type { User } from '../../../lib/session/session-storage';
import { ADMIN_AREAS, ADMIN_GROUPS, mayOpen } from '../admin-areas';
import { adminPath } from '../admin-paths';

/** The areas by group, only those the signed-in role may open (the search is the top bar's box, not a link). */
export function AdminNav({ role, onNavigate }: { role: User['role']; onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <nav className="admin-nav" aria-label={t('nav.label')}>
      {ADMIN_GROUPS.map((group) => {
        const areas = ADMIN_AREAS.filter((area) => area.group === group && area.id !== 'search' && mayOpen(area, role));
        if (areas.length === 0) return null;
        return (
          <div key={group} className="admin-nav__group">
            <h2 className="admin-nav__heading">{t(`nav.groups.${group}`)}</h2>
            <ul>
              {areas.map((area) => (
                <li key={area.id}>
                  <NavLink
                    to={area.path ? adminPath(area.path) : adminPath()}
                    end={area.path === ''}
                    className="admin-nav__link"
                    onClick={onNavigate}
                  >
                    {t(`nav.${area.id}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
