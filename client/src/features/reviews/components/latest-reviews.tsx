import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { Link } from '../../../components/link';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import { useLatestReviews } from '../api/reviews-api';
import { Stars } from './stars';
import '../reviews.css';

/** The car page's "What our customers say" (spec §2 Product detail: reviews): the 3 newest published reviews. */
export function LatestReviews() {
  const { t } = useTranslation('reviews');
  const f = useFormat();
  const latest = useLatestReviews(3);
  const items = latest.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="latest-reviews" aria-labelledby="latest-reviews-title">
      <h2 id="latest-reviews-title">{t('latest.heading')}</h2>
      <ul className="latest-reviews__list">
        {items.map((r) => (
          <li key={r.id} className="card latest-reviews__item">
            <Stars rating={r.rating} />
            <p className="latest-reviews__title" dir="auto">
              {r.title}
            </p>
            <p className="latest-reviews__text" dir="auto">
              {r.description}
            </p>
            <p className="review__meta">
              <bdi>{r.reviewerName}</bdi>
              <span>{f.country(r.country)}</span>
              {r.verifiedBuyer && <Badge tone="success">{t('verified')}</Badge>}
            </p>
          </li>
        ))}
      </ul>
      <Link to={paths.reviews()}>{t('latest.all')}</Link>
    </section>
  );
}
