import { useTranslation } from 'react-i18next';

/** A rating as five stars, read out as "Rated 4 out of 5". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation('reviews');
  const full = Math.round(rating);
  return (
    <span className={['stars', className].filter(Boolean).join(' ')} role="img" aria-label={t('stars.label', { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= full ? 'stars__on' : 'stars__off'}>
          ★
        </span>
      ))}
    </span>
  );
}
