import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { localizeLinks } from '../components/page-html';
import ContentRoute, { slugOf } from './content-route';

const CSR = {
  slug: 'csr',
  language: 'en',
  requestedLanguage: 'pt',
  fallback: true,
  title: 'Corporate social responsibility',
  summary: 'How we work for safer roads.',
  html: '<p>Used cars travel far. See <a href="/how-to-pay">how to pay</a>.</p>',
  sections: [
    { key: 'policy', title: 'Our policy', html: '<h2>Safety first</h2>' },
    { key: 'activities', title: 'Our activities', html: '<h2>Road safety in Kenya</h2>' },
  ],
  languages: ['en'],
  updatedAt: '2026-03-01T00:00:00.000Z',
};

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderPage(path: string) {
  return renderWithProviders(
    <>
      <Routes>
        {['', '/ur', '/pt'].flatMap((prefix) =>
          ['csr', 'how-to-pay', 'sitemap'].map((slug) => (
            <Route key={prefix + slug} path={`${prefix}/${slug}`} element={<ContentRoute />} />
          )),
        )}
      </Routes>
      <Probe />
    </>,
    { path },
  );
}

function fakeApi(answer: (slug: string, lang: string | null) => Response) {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const slug = pathOf(request).replace('/api/pages/', '');
    const lang = new URL(request.url).searchParams.get('lang');
    asked.push(`${slug}?lang=${lang}`);
    return answer(slug, lang);
  });
  return asked;
}

afterEach(() => vi.restoreAllMocks());

describe('content page', () => {
  it('reads its page from the path, with or without a language prefix', () => {
    expect(slugOf('/how-to-pay')).toBe('how-to-pay');
    expect(slugOf('/ur/csr')).toBe('csr');
    expect(slugOf('/pt/faq')).toBeNull();
  });

  it('shows the English fallback with a note, marked as English, and switches the CSR tabs', async () => {
    const asked = fakeApi(() => json(200, CSR));
    renderPage('/pt/csr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Corporate social responsibility' })).toBeTruthy();
    expect(asked).toEqual(['csr?lang=pt']);
    expect(screen.getByRole('note').textContent).toBe('Esta página ainda não foi traduzida; mostrando o texto em inglês.');
    expect(screen.getByRole('heading', { level: 1 }).closest('header')?.getAttribute('lang')).toBe('en');
    expect(screen.getByText(/Última atualização/).textContent).toContain('2026');
    // In-site links in the text keep the page's language.
    expect(screen.getByRole('link', { name: 'how to pay' }).getAttribute('href')).toBe('/pt/how-to-pay');

    expect(screen.getByRole('tab', { name: 'Our policy' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Safety first' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Our activities' }));
    expect(screen.getByRole('heading', { name: 'Road safety in Kenya' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Safety first' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/pt/csr?tab=activities');
  });

  it('shows a translated page without the note', async () => {
    fakeApi(() => json(200, { ...CSR, slug: 'how-to-pay', language: 'ur', fallback: false, title: 'ادائیگی کا طریقہ', sections: [] }));
    renderPage('/ur/how-to-pay');
    expect(await screen.findByRole('heading', { level: 1, name: 'ادائیگی کا طریقہ' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('offers a retry when the page cannot be loaded, and a not-found page for a missing one', async () => {
    let calls = 0;
    fakeApi(() => (++calls === 1 ? json(500, { code: 'INTERNAL_ERROR', message: 'Internal server error' }) : json(200, CSR)));
    renderPage('/csr');
    fireEvent.click(await screen.findByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Corporate social responsibility' })).toBeTruthy();

    vi.restoreAllMocks();
    fakeApi(() => json(404, { statusCode: 404, code: 'CONTENT_PAGE_NOT_FOUND', message: 'Page not found.' }));
    renderPage('/how-to-pay');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('lists every public page on the sitemap, grouped', async () => {
    fakeApi(() => json(200, { ...CSR, slug: 'sitemap', fallback: false, title: 'Sitemap', sections: [] }));
    renderPage('/sitemap');
    const nav = await screen.findByRole('navigation', { name: 'All pages' });
    await waitFor(() => expect(nav.querySelectorAll('a').length).toBeGreaterThan(20));
    for (const name of ['Legal', 'Help', 'Company']) expect(screen.getByRole('heading', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of trade' }).getAttribute('href')).toBe('/terms-of-trade');
    expect(screen.getByRole('link', { name: 'Shipping schedule' }).getAttribute('href')).toBe('/shipping-schedule');
  });

  it('prefixes the text’s in-site links with the language, leaving other links alone', () => {
    const html = '<a href="/contact">c</a> <a href="https://bank.example">b</a> <a href="//x.example">x</a> <a href="mailto:a@b.c">m</a>';
    expect(localizeLinks(html, 'es')).toBe(
      '<a href="/es/contact">c</a> <a href="https://bank.example">b</a> <a href="//x.example">x</a> <a href="mailto:a@b.c">m</a>',
    );
    expect(localizeLinks(html, 'en')).toBe(html);
  });
});
