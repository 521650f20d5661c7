import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useFormat } from '../../../lib/use-format';
import { useReviewPhotos } from '../api/reviews-api';
import { Pager } from './pager';
import { PhotoLightbox } from './photo-lightbox';

/** Every photo of published reviews, as a grid of thumbnails that open the lightbox, a page at a time. */
export function PhotoGallery({ page, hrefFor }: { page: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation('reviews');
  const f = useFormat();
  const photos = useReviewPhotos(page);
  const [open, setOpen] = useState<number | null>(null);
  if (photos.isError) return <ErrorState error={photos.error} onRetry={() => void photos.refetch()} />;
  const data = photos.data;
  if (!data) return <Skeleton blockSize="12rem" />;
  if (data.items.length === 0) return <EmptyState title={t('gallery.empty')} />;
  const shown = data.items.map((p) => ({
    ...p,
    caption: t('gallery.photoOf', { name: p.review.reviewerName, country: f.country(p.review.country), title: p.review.title }),
  }));
  return (
    <>
      <ul className="review-gallery" aria-label={t('gallery.label')}>
        {shown.map((p, i) => (
          <li key={p.url}>
            <button
              type="button"
              className="review-gallery__item"
              onClick={() => setOpen(i)}
              aria-label={t('gallery.open', { caption: p.caption })}
            >
              <img src={p.thumbnailUrl} alt="" loading="lazy" width={p.width > p.height ? 400 : 300} height={300} />
            </button>
          </li>
        ))}
      </ul>
      <Pager page={data.page} total={data.total} limit={data.limit} hrefFor={hrefFor} label={t('gallery.pages')} />
      <PhotoLightbox photos={shown} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
    </>
  );
}
