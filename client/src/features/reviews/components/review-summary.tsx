import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/skeleton';
import { useFormat } from '../../../lib/use-format';
import type { ReviewSummary as Summary } from '../api/reviews-api';
import { Stars } from './stars';

/** The average rating, how many reviews, and how they spread over 5 to 1 stars. */
export function ReviewSummary({ summary }: { summary: Summary | undefined }) {
  const { t } = useTranslation('reviews');
  const f = useFormat();
  if (!summary) return <Skeleton blockSize="6rem" />;
  const average = summary.averageRating ? Number(summary.averageRating) : 0;
  return (
    <section className="review-summary card" aria-label={t('summary.label')}>
      <div className="review-summary__score">
        <span className="review-summary__average">{summary.averageRating ? f.number(average, { minimumFractionDigits: 1 }) : '–'}</span>
        <Stars rating={average} />
        <span className="review-summary__count">{t('summary.count', { count: summary.count, value: f.number(summary.count) })}</span>
      </div>
      <ul className="review-summary__bars">
        {summary.ratings.map((r) => (
          <li key={r.rating}>
            <span className="review-summary__label">{t('form.stars', { count: r.rating })}</span>
            <span className="review-summary__bar" aria-hidden="true">
              <span style={{ inlineSize: `${summary.count ? (100 * r.count) / summary.count : 0}%` }} />
            </span>
            <span className="review-summary__n">{f.number(r.count)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
