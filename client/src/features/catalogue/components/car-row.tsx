import { useId, type ReactNode } from 'react';
import { useFirstPaintDone } from '../../../lib/use-first-paint';
import { CarCard, CarCardSkeleton, type CarCardData } from './car-card';

const ROW_SIZES = '(min-width: 600px) 260px, 75vw';

/**
 * A titled row of car cards that scrolls sideways (snapping card by card), as shop windows on the home page. Each
 * card is a link, so the keyboard walks the row and the browser scrolls it along.
 */
export function CarRow({
  title,
  cars,
  action,
  eager = false,
  firstCards = 4,
}: {
  title: string;
  cars: readonly CarCardData[];
  /** A link beside the title ("See all"). */
  action?: ReactNode;
  /** The first row on the page: its first photos load at once. */
  eager?: boolean;
  /** Cards rendered on the app's first screen; the others are placeholders until it has painted (use-first-paint). */
  firstCards?: number;
}) {
  const id = useId();
  const painted = useFirstPaintDone();
  if (cars.length === 0) return null;
  return (
    <section className="car-row" aria-labelledby={id}>
      <div className="car-row__head">
        <h2 id={id}>{title}</h2>
        {action}
      </div>
      <ul className="car-row__list" aria-busy={(!painted && cars.length > firstCards) || undefined}>
        {cars.map((car, index) => (
          <li key={car.ref}>
            {painted || index < firstCards ? <CarCard car={car} eager={eager && index < 4} sizes={ROW_SIZES} /> : <CarCardSkeleton />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A row's placeholder while the lists load: its heading's height and four cards of final size. */
export function CarRowSkeleton() {
  return (
    <div className="car-row" aria-hidden="true">
      <div className="car-row__head">
        <span className="car-row__heading-skeleton skeleton" />
      </div>
      <div className="car-row__list">
        {[0, 1, 2, 3].map((i) => (
          <CarCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
