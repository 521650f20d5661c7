import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fakes';
import { renderWithProviders } from '../../../../test/render';
import { PagesList } from './pages-list';

afterEach(() => vi.restoreAllMocks());

const page = (slug: string, languages: string[], missing: string[], outdated: string[]) => ({
  slug,
  title: slug,
  languages,
  missing,
  outdated,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

describe('the content pages list', () => {
  it('flags a translation older than the English, and a missing one, each linking to its editor', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json(200, { items: [page('terms-of-trade', ['en', 'ur', 'pt', 'es'], [], ['ur']), page('sitemap', ['en'], ['ur', 'pt', 'es'], [])] }),
    );
    renderWithProviders(<PagesList />, { path: '/admin/pages' });
    const outdated = await screen.findByRole('link', { name: 'Written in Urdu before the English last changed: review it' });
    expect(outdated).toHaveTextContent('Urdu (older than the English)');
    expect(outdated).toHaveAttribute('href', expect.stringContaining('lang=ur'));
    expect(screen.getAllByRole('link', { name: 'Not written in Urdu yet' })).toHaveLength(1);
    expect(screen.queryByText('Portuguese (older than the English)')).not.toBeInTheDocument();
  });
});
