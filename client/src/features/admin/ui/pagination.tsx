import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { lastPage } from '../../../components/pager';
import { useFormat } from '../../../lib/use-format';
import { PAGE_SIZES } from './use-list-params';

export interface PaginationProps {
  page: number;
  limit: number;
  /** The list's total (as the API counts it); `estimated`: an estimate ("about 1,000,000"). */
  total: number | undefined;
  estimated?: boolean;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** Below a list: "41–60 of 1,234", previous and next, the page size. */
export function Pagination({ page, limit, total, estimated = false, onPage, onLimit }: PaginationProps) {
  const { t } = useTranslation('admin');
  const { number } = useFormat();
  const sizeId = useId();
  const pages = total === undefined ? page : lastPage(total, limit);
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = total === undefined ? page * limit : Math.min(page * limit, total);
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <p className="pagination__range" aria-live="polite">
        {total === undefined
          ? null
          : t(estimated ? 'pagination.rangeEstimated' : 'pagination.range', {
              first: number(first),
              last: number(last),
              total: number(total),
            })}
      </p>
      <div className="pagination__controls">
        <label htmlFor={sizeId} className="pagination__size-label">
          {t('pagination.perPage')}
        </label>
        <select id={sizeId} className="pagination__size" value={limit} onChange={(event) => onLimit(Number(event.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {number(size)}
            </option>
          ))}
        </select>
        <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('pagination.previous')}
        </Button>
        <span className="pagination__page">{t('pagination.page', { page: number(page), pages: number(pages) })}</span>
        <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('pagination.next')}
        </Button>
      </div>
    </nav>
  );
}
