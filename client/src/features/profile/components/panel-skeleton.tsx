import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/skeleton';

/**
 * A tab's placeholder while its data loads: a heading, then `rows` label-and-field pairs of the final size, so the
 * form replaces it without moving anything.
 */
export function PanelSkeleton({ rows = 4, title }: { rows?: number; title?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="profile-panel" aria-busy="true">
      {title ? <h2>{title}</h2> : <Skeleton inlineSize="40%" blockSize="1.75rem" className="skeleton--heading" />}
      <span className="visually-hidden">{t('loading')}</span>
      <div className="form-grid">
        {Array.from({ length: rows }, (_, i) => (
          <div className="field" key={i}>
            <Skeleton inlineSize="35%" blockSize="1.25rem" />
            <Skeleton blockSize="44px" />
          </div>
        ))}
      </div>
    </div>
  );
}
