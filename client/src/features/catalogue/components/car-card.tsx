import type { ReactNode } from 'react';
import { CarBadges } from '../../../components/badge';
import { Link } from '../../../components/link';
import { Price } from '../../../components/price';
import { Skeleton } from '../../../components/skeleton';
import type { Money } from '../../../lib/format';
import { CardHeart } from '../../favorites/components/card-heart';
import { paths } from '../../../lib/paths';
import { useCarLabels, type CarFactsSource } from './use-car-labels';
import './car-card.css';

/** What a card shows: the fields CarSummaryDto (search) and CarCardDto (home page) share. */
export interface CarCardData extends CarFactsSource {
  ref: string;
  badges: string[];
  featuredImageUrl: string | null;
  thumbnailUrl: string | null;
  price?: Money;
}

/** The thumbnail is 400 px wide, the full picture up to 1,600 (1,200 for the demo pictures). */
export function carImageSrcSet(thumbnailUrl: string | null, fullUrl: string | null): string | undefined {
  if (thumbnailUrl && fullUrl && thumbnailUrl !== fullUrl) return `${thumbnailUrl} 400w, ${fullUrl} 1200w`;
  return undefined;
}

/** A car photo's frame when there is none yet: the same 4:3 box, a drawn car and no words. */
export function NoPhoto() {
  return (
    <span className="car-photo-missing" aria-hidden="true">
      <svg width="64" height="64" viewBox="0 0 24 24" focusable="false">
        <path
          fill="currentColor"
          d="M5 11 6.5 6.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11h1a1 1 0 0 1 1 1v5h-2v1.5a1 1 0 0 1-1 1h-1a1 1 0 0 1-1-1V17H8v1.5a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V17H3v-5a1 1 0 0 1 1-1Zm2.1 0h9.8l-1.2-3.6a.6.6 0 0 0-.6-.4H8.9a.6.6 0 0 0-.6.4ZM7 13.2a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6Zm10 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6Z"
        />
      </svg>
    </span>
  );
}

export interface CarCardProps {
  car: CarCardData;
  /** The heading level of the car's name in the page's outline (h3 under a section's h2 by default). */
  headingLevel?: 2 | 3;
  /** Photos above the fold load at once; the rest wait until they scroll near (`loading="lazy"`). */
  eager?: boolean;
  /** The page's main picture (its Largest Contentful Paint): fetched before other images. */
  priority?: boolean;
  /** The `sizes` of the photo: how wide the card is shown. */
  sizes?: string;
  className?: string;
}

/**
 * A car in any list, its facts in UX.md's order: photo (4:3 WEBP with srcset), make, model and year, the key facts
 * as chips, stock id and location, the price (or "Register to see prices") and the status badges. The whole card is
 * one link (the name's, stretched), so it is one stop for the keyboard; the price link and the favorite heart (over
 * the photo's corner) sit above it.
 */
export function CarCard({
  car,
  headingLevel = 3,
  eager = false,
  priority = false,
  sizes = '(min-width: 900px) 280px, 90vw',
  className,
}: CarCardProps) {
  const labels = useCarLabels();
  const { t } = labels;
  const Heading = `h${headingLevel}` as const;
  const src = car.thumbnailUrl ?? car.featuredImageUrl;
  const facts: { key: string; text: string }[] = [
    { key: 'mileage', text: labels.mileage(car.mileageKm) },
    { key: 'engine', text: labels.engine(car.engineCc) },
    { key: 'transmission', text: labels.transmission(car.transmission) },
    { key: 'steering', text: labels.steeringShort(car.steering) },
    { key: 'fuel', text: labels.fuel(car.fuel) },
  ];
  return (
    <article className={['car-card', className].filter(Boolean).join(' ')}>
      <div className="car-card__media">
        {src ? (
          <img
            src={src}
            srcSet={carImageSrcSet(car.thumbnailUrl, car.featuredImageUrl)}
            sizes={sizes}
            width={400}
            height={300}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            // The page's largest paint is decoded with the frame it appears in; the others may come a frame later.
            decoding={priority ? 'sync' : 'async'}
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : (
          <NoPhoto />
        )}
      </div>
      <div className="car-card__body">
        <Heading className="car-card__title">
          <Link className="car-card__link" to={paths.car(car.ref)}>
            {/* Isolated: a Latin name with its year stays in its order inside right-to-left text. */}
            <bdi>{labels.title(car)}</bdi>
          </Link>
        </Heading>
        <ul className="car-card__facts" aria-label={t('catalogue:card.facts')}>
          {facts.map((fact) => (
            <li key={fact.key} className="chip">
              {fact.text}
            </li>
          ))}
        </ul>
        <p className="car-card__meta">
          <span>
            {t('catalogue:card.stockId')} <span className="car-card__ref">{car.ref}</span>
          </span>
          <span className="car-card__place">{labels.location(car)}</span>
        </p>
        <div className="car-card__footer">
          <Price money={car.price} terms="FOB" />
          <CarBadges badges={car.badges} />
        </div>
      </div>
      <CardHeart carRef={car.ref} carTitle={labels.title(car)} />
    </article>
  );
}

/** A card's placeholder: the same boxes at the same sizes, so nothing moves when the cars arrive. */
export function CarCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={['car-card', 'car-card--skeleton', className].filter(Boolean).join(' ')} aria-hidden="true">
      <div className="car-card__media">
        <Skeleton blockSize="100%" className="car-card__photo-skeleton" />
      </div>
      <div className="car-card__body">
        <div className="car-card__title">
          <Skeleton inlineSize="85%" blockSize="1.1em" />
        </div>
        <div className="car-card__facts">
          <Skeleton inlineSize="90%" blockSize="1.4em" />
        </div>
        <div className="car-card__meta">
          <Skeleton inlineSize="70%" blockSize="1em" />
        </div>
        <div className="car-card__footer">
          <Skeleton inlineSize="45%" blockSize="1.4em" />
        </div>
      </div>
    </div>
  );
}

/** A list of cards as a list (`<ul>`), each card an item. */
export function CarList({ children, className, label }: { children: ReactNode; className?: string; label?: string }) {
  return (
    <ul className={['car-list', className].filter(Boolean).join(' ')} aria-label={label}>
      {children}
    </ul>
  );
}
