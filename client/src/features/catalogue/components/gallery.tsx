import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import type { CarImage } from '../api/cars-api';
import { carImageSrcSet, NoPhoto } from './car-card';

/** A horizontal move longer than this (px) is a swipe. */
const SWIPE_PX = 40;

const ARROW = {
  previous: 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z',
  next: 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z',
};

/**
 * A car's photos (WAI-ARIA carousel): the current photo with previous/next buttons and its number, the thumbnails
 * below. The arrow keys (mirrored in right-to-left pages), Home and End move through the photos while focus is in
 * the gallery; on a touch screen a sideways swipe does. The first photo is the page's main picture and loads first.
 */
export function Gallery({ images, title }: { images: readonly CarImage[]; title: string }) {
  const { t } = useTranslation('catalogue');
  const format = useFormat();
  const [index, setIndex] = useState(0);
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;

  if (count === 0) {
    return (
      <div className="gallery">
        <div className="gallery__stage">
          <NoPhoto />
          <span className="gallery__counter">{t('car.noPhotos')}</span>
        </div>
      </div>
    );
  }

  const image = images[Math.min(index, count - 1)];
  const go = (next: number) => setIndex((next + count) % count);
  const rtl = (element: Element) => getComputedStyle(element).direction === 'rtl';
  const position = (i: number) => t('car.photoOf', { index: format.number(i + 1), count: format.number(count) });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const forward = rtl(event.currentTarget) ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl(event.currentTarget) ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward) next = index + 1;
    else if (event.key === backward) next = index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next === null || count < 2) return;
    event.preventDefault();
    go(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') swipeFrom.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (!from || count < 2) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
    // Swiping the photo towards the reading start shows the next one.
    const towardsStart = rtl(event.currentTarget) ? dx > 0 : dx < 0;
    go(towardsStart ? index + 1 : index - 1);
  };

  const arrow = (kind: keyof typeof ARROW) => (
    <button
      type="button"
      className={`gallery__arrow gallery__arrow--${kind}`}
      aria-label={t(kind === 'next' ? 'car.nextPhoto' : 'car.previousPhoto')}
      onClick={() => go(kind === 'next' ? index + 1 : index - 1)}
    >
      <svg className="icon-directional" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={ARROW[kind]} />
      </svg>
    </button>
  );

  return (
    <section className="gallery" aria-roledescription={t('car.carousel')} aria-label={t('car.gallery')} onKeyDown={onKeyDown}>
      <div
        className="gallery__stage"
        role="group"
        aria-roledescription={t('car.slide')}
        aria-label={position(index)}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeFrom.current = null;
        }}
      >
        <img
          key={image.url}
          src={image.url}
          srcSet={carImageSrcSet(image.thumbnailUrl, image.url)}
          sizes="(min-width: 900px) 640px, 100vw"
          width={image.width ?? 1200}
          height={image.height ?? 900}
          alt={t('car.photoAlt', { title, position: position(index) })}
          fetchPriority={index === 0 ? 'high' : undefined}
          draggable={false}
        />
        {count > 1 && (
          <>
            {arrow('previous')}
            {arrow('next')}
          </>
        )}
        <span className="gallery__counter" aria-live="polite">
          {position(index)}
        </span>
      </div>
      {count > 1 && (
        <ul className="gallery__thumbs">
          {images.map((thumb, i) => (
            <li key={thumb.url}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t('car.showPhoto', { position: position(i) })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <img src={thumb.thumbnailUrl} width={96} height={72} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
