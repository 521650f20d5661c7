import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Pager } from './pager';

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
