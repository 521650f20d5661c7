import { describe, expect, it } from '@jest/globals';
import { LOCALES } from '../../common/context/locale.js';
import { BODY_TYPES } from '../cars/car.entity.js';
import { carHead, type ListedCar, searchHead } from './car-page-heads.js';
import {
  absoluteUrl,
  documentAttributes,
  homeHead,
  notFoundHead,
  otherHead,
  infoPageHead,
  shippingScheduleHead,
  priceCalculatorHead,
  renderHead,
} from './page-head-rules.js';
import { PAGE_TEXTS } from './page-texts.js';
import { parseSearchFilters } from './search-filter-rules.js';

const PUBLIC_URL = 'https://cars.test';
const car: ListedCar = {
  ref: 'AB1234567',
  make: { slug: 'toyota', title: 'Toyota' },
  model: 'Harrier',
  year: 2018,
  mileageKm: 64000,
  engineCc: 2000,
  steering: 'right',
  bodyType: 'suv',
  fuel: 'hybrid',
  drive: 'AWD',
  transmission: 'cvt',
  color: 'Pearl White',
  locationCountry: 'JP',
  stockPort: 'Yokohama',
  featuredImageUrl: '/uploads/cars/AB1234567/0.webp',
  images: [
    { url: '/uploads/cars/AB1234567/0.webp', thumbnailUrl: '/t0.webp', width: 1600, height: 1200 },
    { url: 'https://cdn.test/1.webp', thumbnailUrl: '/t1.webp', width: null, height: null },
  ],
  doors: 5,
  seats: 5,
};
const en = { locale: 'en' as const, publicUrl: PUBLIC_URL };

describe('carHead', () => {
  it('titles and describes the car with the facts a buyer filters by', () => {
    const head = carHead(car, en);
    expect(head.title).toBe('2018 Toyota Harrier — AB1234567');
    expect(head.description).toBe(
      '2018 Toyota Harrier: 64,000 km, 2,000 cc, CVT, hybrid, right-hand drive. In stock in Yokohama, Japan. Stock id AB1234567, a used Japanese car for export.',
    );
    expect(head.canonicalUrl).toBe(`${PUBLIC_URL}/cars/AB1234567`);
    expect(head.image).toEqual({
      url: `${PUBLIC_URL}/uploads/cars/AB1234567/0.webp`,
      width: 1600,
      height: 1200,
      alt: '2018 Toyota Harrier',
    });
    expect(head.noindex).toBe(false);
  });

  it('describes a schema.org Vehicle with absolute images and no offer or price', () => {
    const { jsonLd } = carHead(car, { locale: 'pt', publicUrl: PUBLIC_URL });
    expect(jsonLd).toMatchObject({
      '@type': 'Vehicle',
      url: `${PUBLIC_URL}/pt/cars/AB1234567`,
      vehicleTransmission: 'CVT',
      fuelType: 'Hybrid',
      bodyType: 'SUV',
      driveWheelConfiguration: 'https://schema.org/AllWheelDriveConfiguration',
      image: [`${PUBLIC_URL}/uploads/cars/AB1234567/0.webp`, 'https://cdn.test/1.webp'],
    });
    expect(JSON.stringify(jsonLd)).not.toMatch(/offer|price/i);
  });

  it('leaves the image out when the car has none', () => {
    const head = carHead({ ...car, featuredImageUrl: null, images: [] }, en);
    expect(head.image).toBeUndefined();
    expect(head.jsonLd).not.toHaveProperty('image');
    expect(renderHead(head)).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('speaks each language, with its numbers and country names', () => {
    expect(carHead(car, { locale: 'ur', publicUrl: PUBLIC_URL }).description).toContain('64,000 کلومیٹر، 2,000 سی سی');
    expect(carHead(car, { locale: 'pt', publicUrl: PUBLIC_URL }).description).toContain(
      '64.000 km, 2.000 cc, câmbio CVT, híbrido, volante à direita',
    );
    expect(carHead(car, { locale: 'es', publicUrl: PUBLIC_URL }).description).toContain('En stock en Yokohama, Japón.');
  });
});

describe('searchHead', () => {
  const search = (query: string, makeTitle?: string, locale: (typeof LOCALES)[number] = 'en') =>
    searchHead(parseSearchFilters(query), makeTitle, { locale, publicUrl: PUBLIC_URL });

  it.each([
    ['make=toyota&bodyType=suv&yearMin=2015', 'Toyota', 'Toyota SUV from 2015 — used Japanese cars'],
    ['make=toyota&model=Hiace&yearMin=2010&yearMax=2012', 'Toyota', 'Toyota Hiace 2010–2012 — used Japanese cars'],
    ['yearMax=2012&location=Yokohama', undefined, 'Used Japanese cars up to 2012 in Yokohama'],
    ['q=land cruiser', undefined, '“land cruiser” — used Japanese cars'],
    ['make=unknown-make', undefined, 'Used Japanese cars for sale'],
    ['', undefined, 'Used Japanese cars for sale'],
  ])('%s → %s', (query, makeTitle, title) => {
    expect(search(query, makeTitle).title).toBe(title);
  });

  it('names the destination of an importableTo search in the description and keeps it in the canonical URL', () => {
    const head = search('make=toyota&importableTo=KE', 'Toyota');
    expect(head.description).toContain('importable to Kenya');
    expect(head.canonicalUrl).toBe(`${PUBLIC_URL}/cars?make=toyota&importableTo=KE`);
    expect(search('importableTo=PK', undefined, 'ur').description).toContain('پاکستان میں درآمد کے قابل');
  });

  it('puts the details in the description and a make nobody knows nowhere', () => {
    const head = search('make=unknown&fuel=diesel&steering=left&mileageMax=80000&country=KE');
    expect(head.description).toBe(
      'Browse used Japanese cars in Kenya, diesel, left-hand drive, up to 80,000 km in stock, with photos, auction sheets, specifications and shipping to your port.',
    );
    expect(head.canonicalUrl).toBe(`${PUBLIC_URL}/cars?fuel=diesel&steering=left&mileageMax=80000&country=KE`);
  });

  it('orders the words as each language does', () => {
    expect(search('make=toyota&bodyType=suv&yearMin=2015', 'Toyota', 'pt').title).toBe(
      'SUV Toyota a partir de 2015 — carros japoneses usados',
    );
    expect(search('make=toyota&bodyType=suv&yearMin=2015', 'Toyota', 'ur').title).toBe(
      'Toyota ایس یو وی 2015 سے — استعمال شدہ جاپانی گاڑیاں',
    );
    expect(search('yearMin=2015', undefined, 'es').title).toBe('Autos japoneses usados desde 2015');
  });
});

describe('the other heads', () => {
  it('gives the home page a canonical URL and the WebSite search box', () => {
    const head = homeHead({ locale: 'es', publicUrl: PUBLIC_URL });
    expect(head.canonicalUrl).toBe(`${PUBLIC_URL}/es`);
    expect(head.jsonLd).toMatchObject({ potentialAction: { target: `${PUBLIC_URL}/es/cars?q={search_term_string}` } });
  });

  it('indexes the shipping schedule under one canonical URL per language, whatever its criteria', () => {
    const head = shippingScheduleHead({ locale: 'ur', publicUrl: PUBLIC_URL });
    expect(head).toMatchObject({ noindex: false, canonicalUrl: `${PUBLIC_URL}/ur/shipping-schedule`, title: 'جاپان سے شپنگ شیڈول' });
    expect(head.alternates).toContainEqual({ hreflang: 'x-default', href: `${PUBLIC_URL}/shipping-schedule` });
    expect(shippingScheduleHead(en).title).toBe('Shipping schedule from Japan');
    expect(renderHead(shippingScheduleHead(en))).not.toContain('noindex');
  });

  it('indexes the price calculator under one canonical URL per language, in each language', () => {
    const head = priceCalculatorHead({ locale: 'pt', publicUrl: PUBLIC_URL });
    expect(head).toMatchObject({
      noindex: false,
      canonicalUrl: `${PUBLIC_URL}/pt/price-calculator`,
      title: 'Calculadora de preços: preço entregue de um carro japonês',
    });
    expect(head.alternates).toContainEqual({ hreflang: 'ur', href: `${PUBLIC_URL}/ur/price-calculator` });
    expect(priceCalculatorHead(en).title).toBe('Price calculator: delivered price of a Japanese car');
    expect(priceCalculatorHead({ locale: 'ur', publicUrl: PUBLIC_URL }).description).toContain('کراچی');
  });

  it('indexes the FAQ and the office network with their own title and description in each language', () => {
    const faq = infoPageHead({ locale: 'ur', publicUrl: PUBLIC_URL }, 'faq');
    expect(faq).toMatchObject({ noindex: false, canonicalUrl: `${PUBLIC_URL}/ur/faq`, title: 'اکثر پوچھے جانے والے سوالات' });
    expect(faq.alternates).toContainEqual({ hreflang: 'x-default', href: `${PUBLIC_URL}/faq` });
    expect(infoPageHead(en, 'offices')).toMatchObject({ title: 'Global office network', canonicalUrl: `${PUBLIC_URL}/offices` });
    expect(infoPageHead({ locale: 'es', publicUrl: PUBLIC_URL }, 'offices').title).toBe('Red global de oficinas');
    expect(infoPageHead({ locale: 'pt', publicUrl: PUBLIC_URL }, 'faq').description).toContain('transferência bancária');
    expect(renderHead(infoPageHead(en, 'faq'))).not.toContain('noindex');
  });

  it('gives the Insurance page its own indexed head in each language', () => {
    expect(infoPageHead(en, 'insurance').title).toBe('Marine insurance for your car');
    expect(infoPageHead(en, 'insurance').canonicalUrl).toBe(`${PUBLIC_URL}/insurance`);
    expect(infoPageHead({ locale: 'ur', publicUrl: PUBLIC_URL }, 'insurance').canonicalUrl).toBe(`${PUBLIC_URL}/ur/insurance`);
    expect(renderHead(infoPageHead(en, 'insurance'))).not.toContain('noindex');
  });

  it('keeps the not-found and the client’s other pages out of the index, without a canonical URL', () => {
    for (const head of [notFoundHead(en, '/cars/ZZ0000000'), otherHead(en, '/profile')]) {
      expect(head.noindex).toBe(true);
      expect(head.canonicalUrl).toBeUndefined();
      const html = renderHead(head);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('canonical');
    }
    expect(notFoundHead(en, '/x').title).toBe('Product not found!');
  });
});

describe('renderHead', () => {
  it('escapes every value it writes', () => {
    const html = renderHead({ ...carHead({ ...car, model: `"><script>x</script>` }, en) });
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&quot;&gt;&lt;script&gt;x&lt;/script&gt;');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('writes the title with the site name and the OpenGraph locale with its alternates', () => {
    const html = renderHead(homeHead({ locale: 'ur', publicUrl: PUBLIC_URL }));
    expect(html).toContain('<title>برآمد کے لیے استعمال شدہ جاپانی گاڑیاں | AutoExport</title>');
    expect(html).toContain('<meta property="og:locale" content="ur_PK" />');
    expect(html.match(/og:locale:alternate/g)).toHaveLength(3);
  });
});

describe('texts and helpers', () => {
  it('has every body type in every language', () => {
    for (const locale of LOCALES) for (const type of BODY_TYPES) expect(PAGE_TEXTS[locale].bodyTypes[type]).toBeTruthy();
  });

  it('sets Urdu right to left', () => {
    expect(documentAttributes('ur')).toEqual({ lang: 'ur', dir: 'rtl' });
    expect(documentAttributes('en')).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('makes stored image paths absolute and keeps absolute URLs', () => {
    expect(absoluteUrl(PUBLIC_URL, '/uploads/a.webp')).toBe(`${PUBLIC_URL}/uploads/a.webp`);
    expect(absoluteUrl(PUBLIC_URL, 'https://cdn.test/a.webp')).toBe('https://cdn.test/a.webp');
  });
});
