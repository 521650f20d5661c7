import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/link';
import { useFormat } from '../../../lib/use-format';
import { pageWindow } from '../search-params';

const ICONS = {
  first: 'M18.4 7.4 17 6l-6 6 6 6 1.4-1.4-4.6-4.6zM8 6H6v12h2z',
  previous: 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z',
  next: 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z',
  last: 'M5.6 16.6 7 18l6-6-6-6-1.4 1.4 4.6 4.6zM16 6h2v12h-2z',
} as const;

function Step({ kind, to }: { kind: keyof typeof ICONS; to: string | null }) {
  const { t } = useTranslation('catalogue');
  const icon = (
    <svg className="icon-directional" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={ICONS[kind]} />
    </svg>
  );
  if (to === null) {
    // Nothing that way: shown greyed for a steady layout, out of the tab order and of what screen readers list.
    return (
      <span className="pager__link pager__link--disabled" aria-hidden="true">
        {icon}
      </span>
    );
  }
  return (
    <Link className="pager__link" to={to} aria-label={t(`search.pager.${kind}`)}>
      {icon}
    </Link>
  );
}

/**
 * Page numbers (spec §9: first, previous, next, last): links, so each page is a URL of its own that can be shared
 * and that the back button returns to.
 */
export function Pagination({ page, last, hrefFor }: { page: number; last: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation('catalogue');
  const format = useFormat();
  if (last <= 1) return null;
  return (
    <nav className="pager" aria-label={t('search.pager.label')}>
      <ul>
        <li>
          <Step kind="first" to={page > 1 ? hrefFor(1) : null} />
        </li>
        <li>
          <Step kind="previous" to={page > 1 ? hrefFor(page - 1) : null} />
        </li>
        {pageWindow(page, last).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="pager__link"
                to={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('search.pager.page', { page: format.number(item) })}
              >
                {format.number(item)}
              </Link>
            </li>
          ),
        )}
        <li>
          <Step kind="next" to={page < last ? hrefFor(page + 1) : null} />
        </li>
        <li>
          <Step kind="last" to={page < last ? hrefFor(last) : null} />
        </li>
      </ul>
    </nav>
  );
}
