import { describe, expect, it } from '@jest/globals';
import { alternatesOf, localizedPath, PAGE_ROUTE_PATTERNS, parsePageUrl } from './page-route-rules.js';

describe('parsePageUrl', () => {
  it.each([
    ['/', 'en', { kind: 'home' }, '/'],
    ['/ur', 'ur', { kind: 'home' }, '/'],
    ['/ur/', 'ur', { kind: 'home' }, '/'],
    ['/cars', 'en', { kind: 'search' }, '/cars'],
    ['/pt/cars?make=toyota', 'pt', { kind: 'search' }, '/cars'],
    ['/cars/AB1234567', 'en', { kind: 'car', ref: 'AB1234567' }, '/cars/AB1234567'],
    ['/es/cars/ab1234567?x=1', 'es', { kind: 'car', ref: 'ab1234567' }, '/cars/ab1234567'],
    ['/cars/%E0%A4%A', 'en', { kind: 'car', ref: '%E0%A4%A' }, '/cars/%E0%A4%A'],
    ['/shipping-schedule?departureFrom=2026-12-01', 'en', { kind: 'shippingSchedule' }, '/shipping-schedule'],
    ['/ur/shipping-schedule', 'ur', { kind: 'shippingSchedule' }, '/shipping-schedule'],
    ['/insurance?order=x', 'en', { kind: 'info', page: 'insurance' }, '/insurance'],
    ['/es/insurance', 'es', { kind: 'info', page: 'insurance' }, '/insurance'],
    ['/shipping-schedule/x', 'en', { kind: 'other' }, '/shipping-schedule/x'],
    ['/about', 'en', { kind: 'content', slug: 'about' }, '/about'],
    ['/ur/how-to-pay?x=1', 'ur', { kind: 'content', slug: 'how-to-pay' }, '/how-to-pay'],
    ['/pt/faq-page', 'pt', { kind: 'other' }, '/faq-page'],
    ['/about/more', 'en', { kind: 'other' }, '/about/more'],
    ['/price-calculator?car=AB1234567', 'en', { kind: 'priceCalculator' }, '/price-calculator'],
    ['/ur/price-calculator', 'ur', { kind: 'priceCalculator' }, '/price-calculator'],
    ['/faq', 'en', { kind: 'info', page: 'faq' }, '/faq'],
    ['/ur/offices?region=Africa', 'ur', { kind: 'info', page: 'offices' }, '/offices'],
    ['/faq/x', 'en', { kind: 'other' }, '/faq/x'],
    ['/cars/', 'en', { kind: 'other' }, '/cars/'],
    ['/cars/AB1234567/more', 'en', { kind: 'other' }, '/cars/AB1234567/more'],
    ['/ur/profile/consignees', 'ur', { kind: 'other' }, '/profile/consignees'],
    // English is unprefixed: /en/… is no language prefix.
    ['/en/cars', 'en', { kind: 'other' }, '/en/cars'],
    ['/urdu', 'en', { kind: 'other' }, '/urdu'],
  ])('%s → %s %j', (url, locale, route, path) => {
    expect(parsePageUrl(url)).toMatchObject({ locale, route, path });
  });

  it('keeps the query string apart', () => {
    expect(parsePageUrl('/cars?make=toyota&q=a%20b').query).toBe('make=toyota&q=a%20b');
    expect(parsePageUrl('/cars').query).toBe('');
  });
});

describe('localizedPath and alternatesOf', () => {
  it('prefixes every language but English, the home page without a trailing slash', () => {
    expect(localizedPath('en', '/cars')).toBe('/cars');
    expect(localizedPath('ur', '/cars')).toBe('/ur/cars');
    expect(localizedPath('ur', '/')).toBe('/ur');
    expect(localizedPath('en', '/')).toBe('/');
  });

  it('lists the page in the four languages and x-default (English), with the query', () => {
    expect(alternatesOf('https://x.test', '/cars', '?make=toyota')).toEqual([
      { hreflang: 'en', href: 'https://x.test/cars?make=toyota' },
      { hreflang: 'ur', href: 'https://x.test/ur/cars?make=toyota' },
      { hreflang: 'pt', href: 'https://x.test/pt/cars?make=toyota' },
      { hreflang: 'es', href: 'https://x.test/es/cars?make=toyota' },
      { hreflang: 'x-default', href: 'https://x.test/cars?make=toyota' },
    ]);
  });

  it('registers each page route once, in every language', () => {
    expect(new Set(PAGE_ROUTE_PATTERNS).size).toBe(PAGE_ROUTE_PATTERNS.length);
    expect(PAGE_ROUTE_PATTERNS).toEqual(
      expect.arrayContaining([
        '/',
        '/cars',
        '/cars/:ref',
        '/ur',
        '/ur/',
        '/es/cars',
        '/pt/cars/:ref',
        '/shipping-schedule',
        '/es/shipping-schedule',
        '/about',
        '/ur/how-to-pay',
        '/pt/sitemap',
        '/price-calculator',
        '/ur/price-calculator',
        '/faq',
        '/ur/faq',
        '/offices',
        '/es/offices',
      ]),
    );
  });

  it('reads the blog and a blog post, in any language', () => {
    expect(parsePageUrl('/blog?category=guides&page=2').route).toEqual({ kind: 'blog' });
    expect(parsePageUrl('/ur/blog/roro-vs-container').route).toEqual({ kind: 'blogPost', slug: 'roro-vs-container' });
    expect(parsePageUrl('/ur/blog/roro-vs-container').locale).toBe('ur');
    expect(parsePageUrl('/blog/a/b').route).toEqual({ kind: 'other' });
    expect(PAGE_ROUTE_PATTERNS).toEqual(expect.arrayContaining(['/blog', '/blog/:slug', '/pt/blog', '/es/blog/:slug']));
  });
});
