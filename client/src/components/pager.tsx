import { useFormat } from '../lib/use-format';
import { Button } from './button';
import { Link } from './link';

/**
 * The number of the last page of a list of `total` items shown `limit` to a page: at least 1, so an empty list still
 * has its page 1 (and a limit of 0 never divides by zero). The one rule behind every pager of the client; it lives
 * beside the pager so the two load as one chunk.
 */
export const lastPage = (total: number, limit: number): number => Math.max(1, Math.ceil(total / Math.max(1, limit)));

export interface PagerProps {
  page: number;
  /** The last page, `lastPage(total, limit)`; nothing is drawn for a single page. */
  last: number;
  /** The caller's translations, and the prefix of its pager keys (`list.`): see the texts below. */
  t: (key: string, options?: Record<string, unknown>) => string;
  keys: string;
  /** The navigation's name for screen readers; `<keys>pages` unless told. */
  label?: string;
  /** The nav's class: each list keeps its own look (`blog-pager`, `form-actions order-pages`, `pager`). */
  className: string;
  /** Links (each page a URL of its own, which the back button returns to)… */
  hrefFor?: (page: number) => string;
  /** …or buttons that turn the page in place. */
  onPage?: (page: number) => void;
  /** Small buttons and a status read out as it changes (the `pager` look of the profile's panels). */
  compact?: boolean;
}

/**
 * The one pager of the customer pages: previous, "Page 2 of 5", next, as buttons (`onPage`), or as links (`hrefFor`)
 * with first and last too (spec §9). A step that leads nowhere is disabled: a disabled button, or for links a greyed
 * `<span aria-disabled>` named `<className>__off`. Texts are the caller's `<keys>previous`, `next` (`first`, `last`) and
 * the status: `page` ({ page, last }) beside buttons, `pageOf` ({ page, pages }, formatted) when compact, `page`
 * ({ page, last }, formatted) beside links.
 */
export function Pager({ page, last, t, keys, label, className, hrefFor, onPage, compact = false }: PagerProps) {
  const f = useFormat();
  if (last <= 1) return null;
  const step = (to: number, name: string, rel?: 'prev' | 'next') => {
    const open = to >= 1 && to <= last && to !== page;
    if (!hrefFor)
      return (
        <Button variant="secondary" size={compact ? 'small' : 'normal'} disabled={!open} onClick={() => onPage?.(to)}>
          {t(keys + name)}
        </Button>
      );
    return open ? (
      <Link className="btn btn--secondary btn--small" to={hrefFor(to)} rel={rel}>
        {t(keys + name)}
      </Link>
    ) : (
      <span className={`btn btn--secondary btn--small ${className}__off`} aria-disabled="true">
        {t(keys + name)}
      </span>
    );
  };
  let status;
  if (hrefFor)
    status = (
      <span className={`${className}__where`}>{t(`${keys}page`, { page: f.number(page), last: f.number(Math.max(last, page)) })}</span>
    );
  else if (compact)
    status = (
      <span className="pager__status" aria-live="polite">
        {t(`${keys}pageOf`, { page: f.number(page), pages: f.number(last) })}
      </span>
    );
  else status = <span className="muted">{t(`${keys}page`, { page, last })}</span>;
  return (
    <nav className={className} aria-label={label ?? t(`${keys}pages`)}>
      {hrefFor && step(1, 'first')}
      {step(page - 1, 'previous', 'prev')}
      {status}
      {step(page + 1, 'next', 'next')}
      {hrefFor && step(last, 'last')}
    </nav>
  );
}
