import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/link';
import { useFormat } from '../../../lib/use-format';

/** First, previous, next and last (spec §9), with "Page 2 of 5" between; nothing for one page. */
export function BlogPager({ page, last, hrefFor }: { page: number; last: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation('blog');
  const f = useFormat();
  if (last <= 1) return null;
  const step = (to: number, text: string, rel?: 'prev' | 'next') =>
    to >= 1 && to <= last && to !== page ? (
      <Link className="btn btn--secondary btn--small" to={hrefFor(to)} rel={rel}>
        {text}
      </Link>
    ) : (
      <span className="btn btn--secondary btn--small blog-pager__off" aria-disabled="true">
        {text}
      </span>
    );
  return (
    <nav className="blog-pager" aria-label={t('pager.label')}>
      {step(1, t('pager.first'))}
      {step(page - 1, t('pager.previous'), 'prev')}
      <span className="blog-pager__where">{t('pager.page', { page: f.number(page), last: f.number(Math.max(last, page)) })}</span>
      {step(page + 1, t('pager.next'), 'next')}
      {step(last, t('pager.last'))}
    </nav>
  );
}
