import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { lastPage, Pager } from './pager';

/** The caller's translations: `<keys>previous`, `next`, `first`, `last` and the status, as plain English. */
const TEXTS: Record<string, string> = { previous: 'Previous', next: 'Next', first: 'First', last: 'Last', pages: 'Pages' };
const t = (key: string, options?: Record<string, unknown>) => {
  const name = key.replace(/^list\./, '');
  if (name === 'page' || name === 'pageOf') return `Page ${String(options?.page)} of ${String(options?.last ?? options?.pages)}`;
  return TEXTS[name] ?? key;
};

describe('the pager', () => {
  it('draws nothing for a single page', () => {
    renderWithProviders(<Pager page={1} last={1} t={t} keys="list." className="pager" onPage={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('turns the page with buttons, disabled at the ends', () => {
    const onPage = vi.fn();
    const { unmount } = renderWithProviders(<Pager page={2} last={3} t={t} keys="list." className="pager" compact onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toHaveClass('pager');
    expect(screen.getByText('Page 2 of 3')).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
    unmount();
    renderWithProviders(<Pager page={3} last={3} t={t} keys="list." className="pager" onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('links each page (first and last too), greying the steps that lead nowhere', () => {
    renderWithProviders(<Pager page={1} last={3} t={t} keys="" className="blog-pager" hrefFor={(page) => `/blog?page=${page}`} />);
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?page=2');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
    expect(screen.getByRole('link', { name: 'Last' })).toHaveAttribute('href', '/blog?page=3');
    expect(screen.queryByRole('link', { name: 'First' })).toBeNull();
    expect(screen.getByText('First')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Previous')).toHaveClass('blog-pager__off');
    expect(screen.getByText('Page 1 of 3')).toHaveClass('blog-pager__where');
  });
});

describe('lastPage', () => {
  it('is at least 1, and rounds a partial page up', () => {
    expect(lastPage(0, 9)).toBe(1);
    expect(lastPage(9, 9)).toBe(1);
    expect(lastPage(10, 9)).toBe(2);
    expect([lastPage(0, 10), lastPage(10, 10), lastPage(11, 10), lastPage(95, 10)]).toEqual([1, 1, 2, 10]);
  });

  it('never divides by a limit of zero', () => {
    expect(lastPage(5, 0)).toBe(5);
  });
});
