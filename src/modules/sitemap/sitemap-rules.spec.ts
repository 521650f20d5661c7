import { describe, expect, it } from '@jest/globals';
import { escapeXml, parseCarBlock, robotsTxt, SITEMAP_STATIC_PAGES, sitemapIndexXml, urlEntryXml, urlsetXml } from './sitemap-rules.js';

const BASE = 'https://cars.example.com';

describe('sitemap rules', () => {
  it('lists a page once with its four languages and x-default as alternates', () => {
    const xml = urlEntryXml(BASE, { path: '/cars/AB123', lastModified: new Date('2026-03-01T00:00:00Z') });
    expect(xml).toContain('<loc>https://cars.example.com/cars/AB123</loc>');
    expect(xml).toContain('<lastmod>2026-03-01T00:00:00.000Z</lastmod>');
    for (const [lang, href] of [
      ['en', '/cars/AB123'],
      ['ur', '/ur/cars/AB123'],
      ['pt', '/pt/cars/AB123'],
      ['es', '/es/cars/AB123'],
      ['x-default', '/cars/AB123'],
    ]) {
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${BASE}${href}"/>`);
    }
  });

  it('writes the home page’s language versions as /ur, /pt, /es', () => {
    expect(urlEntryXml(BASE, { path: '/' })).toContain(`hreflang="ur" href="${BASE}/ur"`);
  });

  it('escapes XML', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(urlsetXml(BASE, [{ path: '/blog/a&b' }])).toContain('/blog/a&amp;b');
  });

  it('lists the public pages, the blog among them', () => {
    const paths = SITEMAP_STATIC_PAGES.map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/cars', '/blog', '/shipping-schedule']));
    expect(paths).not.toContain('/profile');
  });

  it('indexes the child sitemaps', () => {
    const xml = sitemapIndexXml(BASE, [
      { path: '/sitemaps/pages.xml' },
      { path: '/sitemaps/cars/0.xml', lastModified: '2026-01-01T00:00:00.000Z' },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<sitemap><loc>${BASE}/sitemaps/cars/0.xml</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></sitemap>`);
  });

  it('reads a car block’s file name', () => {
    expect(parseCarBlock('0.xml')).toBe(0);
    expect(parseCarBlock('42.xml')).toBe(42);
    expect(parseCarBlock('x.xml')).toBeNull();
    expect(parseCarBlock('1.xml.gz')).toBeNull();
    expect(parseCarBlock('99999999.xml')).toBeNull();
  });

  it('robots.txt disallows the private paths in every language and names the sitemap', () => {
    const txt = robotsTxt(BASE);
    expect(txt).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const line of [
      'Disallow: /api/',
      'Disallow: /profile',
      'Disallow: /ur/profile',
      'Disallow: /orders',
      'Disallow: /admin',
      'Disallow: /auth',
      'Disallow: /es/auth',
    ]) {
      expect(txt.split('\n')).toContain(line);
    }
    expect(txt).not.toContain('Disallow: /ur/api/');
    expect(txt).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});
