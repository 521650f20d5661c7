import type { ReactNode } from 'react';
import { Button } from './button';
import { Link } from './link';

export interface PagerText {
  previous: string;
  next: string;
  /** "Page 2 of 5", between the steps. */
  status: ReactNode;
  /** First and last steps, for a pager that has them (both or neither). */
  first?: string;
  last?: string;
}

export interface PagerProps {
  page: number;
  /** The last page, `lastPage(total, limit)` (lib/paging); nothing is drawn for a single page. */
  last: number;
  /** The navigation's name for screen readers. */
  label: string;
  /** The nav's class: each list keeps its own look (`blog-pager`, `form-actions order-pages`, `pager`). */
  className: string;
  text: PagerText;
  /** Links (each page a URL of its own, which the back button returns to)… */
  hrefFor?: (page: number) => string;
  /** …or buttons that turn the page in place. */
  onPage?: (page: number) => void;
  /** Small buttons and a status read out as it changes (the `pager` look of the profile's panels). */
  compact?: boolean;
}

/**
 * The one pager of the customer pages: previous, "Page 2 of 5", next (and first and last where asked), as links
 * (`hrefFor`) or buttons (`onPage`). A step that leads nowhere is disabled: a disabled button, or for links a
 * greyed `<span aria-disabled>` named `<className>__off`.
 */
export function Pager({ page, last, label, className, text, hrefFor, onPage, compact = false }: PagerProps) {
  if (last <= 1) return null;
  const step = (to: number, name: string, rel?: 'prev' | 'next') => {
    const open = to >= 1 && to <= last && to !== page;
    if (!hrefFor)
      return (
        <Button variant="secondary" size={compact ? 'small' : 'normal'} disabled={!open} onClick={() => onPage?.(to)}>
          {name}
        </Button>
      );
    return open ? (
      <Link className="btn btn--secondary btn--small" to={hrefFor(to)} rel={rel}>
        {name}
      </Link>
    ) : (
      <span className={`btn btn--secondary btn--small ${className}__off`} aria-disabled="true">
        {name}
      </span>
    );
  };
  const status = hrefFor ? (
    <span className={`${className}__where`}>{text.status}</span>
  ) : compact ? (
    <span className="pager__status" aria-live="polite">
      {text.status}
    </span>
  ) : (
    <span className="muted">{text.status}</span>
  );
  return (
    <nav className={className} aria-label={label}>
      {text.first !== undefined && step(1, text.first)}
      {step(page - 1, text.previous, 'prev')}
      {status}
      {step(page + 1, text.next, 'next')}
      {text.last !== undefined && step(last, text.last)}
    </nav>
  );
}
