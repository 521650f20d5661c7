import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { Link } from '../../../components/link';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { useFormat } from '../../../lib/use-format';
import type { Review } from '../api/reviews-api';
import { PhotoLightbox } from './photo-lightbox';
import { ReplyForm } from './reply-form';
import { Stars } from './stars';

/** One published review: stars, title, who and where, the verified-buyer badge, photos, replies and a reply form. */
export function ReviewCard({ review, signInNext }: { review: Review; signInNext: string }) {
  const { t } = useTranslation('reviews');
  const f = useFormat();
  const { status } = useSession();
  const [photo, setPhoto] = useState<number | null>(null);
  const place = [review.city, f.country(review.country)].filter(Boolean).join(', ');
  const photos = review.photos.map((p, i) => ({
    ...p,
    caption: t('gallery.caption', { n: i + 1, total: review.photos.length, name: review.reviewerName, title: review.title }),
  }));

  return (
    <article className="review card" aria-labelledby={`review-${review.id}`}>
      <header className="review__head">
        <Stars rating={review.rating} />
        <h3 id={`review-${review.id}`} className="review__title">
          <bdi>{review.title}</bdi>
        </h3>
      </header>
      <p className="review__meta">
        <strong>
          <bdi>{review.reviewerName}</bdi>
        </strong>
        <span>{place}</span>
        <time dateTime={review.date}>{f.date(review.date, { dateStyle: 'medium' })}</time>
        {review.verifiedBuyer && <Badge tone="success">{t('verified')}</Badge>}
      </p>
      <p className="review__text" dir="auto">
        {review.description}
      </p>
      {photos.length > 0 && (
        <ul className="review__photos" aria-label={t('photos', { count: photos.length })}>
          {review.photos.map((p, i) => (
            <li key={p.url}>
              <button
                type="button"
                className="review__photo"
                onClick={() => setPhoto(i)}
                aria-label={t('gallery.open', { caption: photos[i]!.caption })}
              >
                <img src={p.thumbnailUrl} alt="" loading="lazy" width={96} height={72} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {review.replies.length > 0 && (
        <ul className="review__replies" aria-label={t('reply.list')}>
          {review.replies.map((reply) => (
            <li key={reply.id} className={`review__reply${reply.isCompany ? ' review__reply--company' : ''}`}>
              <p className="review__reply-head">
                <strong>
                  <bdi>{reply.authorName}</bdi>
                </strong>
                {reply.isCompany && <Badge tone="info">{t('reply.company')}</Badge>}
                <time dateTime={reply.createdAt}>{f.date(reply.createdAt, { dateStyle: 'medium' })}</time>
              </p>
              <p className="review__reply-text" dir="auto">
                {reply.message}
              </p>
            </li>
          ))}
        </ul>
      )}
      {status === 'signedIn' ? (
        <ReplyForm reviewId={review.id} reviewTitle={review.title} />
      ) : status === 'signedOut' ? (
        <p className="review__sign-in">
          <Link to={paths.auth({ next: signInNext })}>{t('reply.signIn')}</Link>
        </p>
      ) : null}
      <PhotoLightbox photos={photos} index={photo} onIndex={setPhoto} onClose={() => setPhoto(null)} />
    </article>
  );
}
