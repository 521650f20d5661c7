import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/link';
import { Skeleton } from '../../../components/skeleton';
import { useFormat } from '../../../lib/use-format';

export interface FacetItem {
  value: string;
  label: string;
  count: number;
}

/** How many values a facet shows before "Show more". */
export const FACET_VISIBLE = 6;

/**
 * One sidebar facet (spec §2: make, type, category, country, price, location), each value a link to the search with
 * that filter set — or, for the chosen value, removed — and its count. Long lists show the first few and a
 * "Show more" / "Show less" button; a chosen value further down stays visible.
 */
export function FacetList({
  title,
  items,
  selected,
  hrefFor,
  loading = false,
}: {
  title: string;
  /** The counts are on their way: the title and placeholder rows. */
  loading?: boolean;
  items: readonly FacetItem[];
  selected: string | undefined;
  /** The search URL when `value` is clicked (`undefined`: the filter removed). */
  hrefFor: (value: string | undefined) => string;
}) {
  const { t } = useTranslation('catalogue');
  const format = useFormat();
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const listId = useId();
  if (loading) {
    return (
      <section className="facet" aria-labelledby={headingId} aria-busy="true">
        <h3 id={headingId} className="facet__title">
          {title}
        </h3>
        <ul className="facet__list" aria-hidden="true">
          {Array.from({ length: FACET_VISIBLE }, (_, i) => (
            <li key={i} className="facet__link">
              <Skeleton blockSize="1em" />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  if (items.length === 0) return null;
  const chosen = items.findIndex((item) => item.value === selected);
  const visible = expanded ? items : items.filter((_, index) => index < FACET_VISIBLE || index === chosen);
  return (
    <section className="facet" aria-labelledby={headingId}>
      <h3 id={headingId} className="facet__title">
        {title}
      </h3>
      <ul id={listId} className="facet__list">
        {visible.map((item) => {
          const active = item.value === selected;
          return (
            <li key={item.value}>
              <Link className="facet__link" to={hrefFor(active ? undefined : item.value)} aria-current={active ? 'true' : undefined}>
                <span className="facet__check" aria-hidden="true" />
                <span className="facet__label">{item.label}</span>
                <span className="facet__count">{format.number(item.count)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {items.length > FACET_VISIBLE && (
        <button
          type="button"
          className="facet__more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? t('search.showLess') : t('search.showMore')}
        </button>
      )}
    </section>
  );
}
