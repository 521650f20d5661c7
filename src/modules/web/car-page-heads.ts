import type { Locale } from '../../common/context/locale.js';
import type { CarDetailDto } from '../cars/cars.responses.js';
import { absoluteUrl, type HeadContext, type PageHead } from './page-head-rules.js';
import { alternatesOf, localizedPath } from './page-route-rules.js';
import { type CarFacts, PAGE_TEXTS, type PageTexts } from './page-texts.js';
import { canonicalSearch, type SearchFilters } from './search-filter-rules.js';

/* The heads of a car's page and of the catalogue's search pages (page-head-rules.ts has the rest). */

/** The car facts a page head shows: the listed car as anonymous visitors see it (never a price). */
export type ListedCar = Pick<
  CarDetailDto,
  | 'ref'
  | 'make'
  | 'model'
  | 'year'
  | 'mileageKm'
  | 'engineCc'
  | 'steering'
  | 'bodyType'
  | 'fuel'
  | 'drive'
  | 'transmission'
  | 'color'
  | 'locationCountry'
  | 'stockPort'
  | 'featuredImageUrl'
  | 'images'
  | 'doors'
  | 'seats'
>;

const label = <K extends string>(labels: Record<K, string>, value: string): string => labels[value as K] ?? value;
const upperFirst = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);
const number = (locale: Locale, n: number) => new Intl.NumberFormat(locale).format(n);
const countryName = (locale: Locale, code: string): string => {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

function carFacts(car: ListedCar, locale: Locale): CarFacts {
  const t = PAGE_TEXTS[locale];
  const country = car.locationCountry ? countryName(locale, car.locationCountry) : '';
  return {
    year: car.year,
    make: car.make.title,
    model: car.model,
    ref: car.ref,
    km: number(locale, car.mileageKm),
    cc: number(locale, car.engineCc),
    transmission: label(t.transmissions, car.transmission),
    fuel: label(t.fuels, car.fuel),
    steering: label(t.steerings, car.steering),
    place: [car.stockPort, country].filter(Boolean).join(t.comma),
  };
}

const STEERING_POSITION: Record<string, string> = {
  right: 'https://schema.org/RightHandDriving',
  left: 'https://schema.org/LeftHandDriving',
};
const DRIVE_CONFIGURATION: Record<string, string> = {
  '4WD': 'https://schema.org/FourWheelDriveConfiguration',
  AWD: 'https://schema.org/AllWheelDriveConfiguration',
};

/** A car's page. Structured values (fuel, transmission, body type) are in English, as schema.org consumers expect. */
export function carHead(car: ListedCar, { locale, publicUrl }: HeadContext): PageHead {
  const t = PAGE_TEXTS[locale];
  const en = PAGE_TEXTS.en;
  const facts = carFacts(car, locale);
  const path = `/cars/${encodeURIComponent(car.ref)}`;
  const url = `${publicUrl}${localizedPath(locale, path)}`;
  const description = t.car.description(facts);
  const imageUrls = [car.featuredImageUrl, ...car.images.map((i) => i.url)]
    .filter((u): u is string => !!u)
    .map((u) => absoluteUrl(publicUrl, u));
  const featured = car.featuredImageUrl ? car.images.find((i) => i.url === car.featuredImageUrl) : undefined;
  const fuel = upperFirst(label(en.fuels, car.fuel));
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Vehicle',
    name: `${car.year} ${car.make.title} ${car.model}`,
    description,
    url,
    sku: car.ref,
    productID: car.ref,
    brand: { '@type': 'Brand', name: car.make.title },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: 'https://schema.org/UsedCondition',
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.mileageKm, unitCode: 'KMT' },
    vehicleEngine: {
      '@type': 'EngineSpecification',
      engineDisplacement: { '@type': 'QuantitativeValue', value: car.engineCc, unitCode: 'CMQ' },
      fuelType: fuel,
    },
    vehicleTransmission: upperFirst(label(en.transmissions, car.transmission)),
    fuelType: fuel,
    color: car.color,
    bodyType: label(en.bodyTypes, car.bodyType),
    ...(STEERING_POSITION[car.steering] ? { steeringPosition: STEERING_POSITION[car.steering] } : {}),
    driveWheelConfiguration: DRIVE_CONFIGURATION[car.drive] ?? car.drive,
    numberOfDoors: car.doors,
    seatingCapacity: car.seats,
    ...(imageUrls.length ? { image: [...new Set(imageUrls)] } : {}),
  };
  return {
    locale,
    title: t.car.title(facts),
    description,
    canonicalUrl: url,
    alternates: alternatesOf(publicUrl, path),
    noindex: false,
    ogType: 'product',
    image: imageUrls[0]
      ? { url: imageUrls[0], width: featured?.width ?? undefined, height: featured?.height ?? undefined, alt: t.car.imageAlt(facts) }
      : undefined,
    jsonLd,
  };
}

/** What a search is about, in words: its subject ("Toyota Harrier SUV", "“hiace”") and its qualifiers. */
function searchWords(filters: SearchFilters, makeTitle: string | undefined, t: PageTexts, locale: Locale) {
  const parts = { make: makeTitle, model: filters.model, bodyType: filters.bodyType && t.bodyTypes[filters.bodyType] };
  const subject = t.subjectOrder.map((k) => parts[k]).filter(Boolean) as string[];
  if (filters.q) subject.push(t.quoted(filters.q));
  const { yearMin: min, yearMax: max } = filters;
  const years =
    min !== undefined && max !== undefined
      ? min === max
        ? String(min)
        : t.yearsBetween(min, max)
      : min !== undefined
        ? t.yearsFrom(min)
        : max !== undefined
          ? t.yearsTo(max)
          : undefined;
  const place = filters.location ?? (filters.country ? countryName(locale, filters.country) : undefined);
  const qualifiers = [years, place && t.inPlace(place)].filter(Boolean) as string[];
  const details = [
    filters.fuel && t.fuels[filters.fuel],
    filters.transmission && t.transmissions[filters.transmission],
    filters.steering && t.steerings[filters.steering],
    filters.drive,
    filters.mileageMax !== undefined && t.upToKm(number(locale, filters.mileageMax)),
    filters.importableTo && t.importableTo(countryName(locale, filters.importableTo)),
  ].filter(Boolean) as string[];
  return { subject: subject.join(' '), qualifiers: qualifiers.join(' '), details };
}

/** The search page: "Toyota SUV from 2015 — used Japanese cars". `makeTitle` names filters.make (unknown: left out). */
export function searchHead(filters: SearchFilters, makeTitle: string | undefined, { locale, publicUrl }: HeadContext): PageHead {
  const t = PAGE_TEXTS[locale];
  const known: SearchFilters = makeTitle ? filters : { ...filters, make: undefined };
  const { subject, qualifiers, details } = searchWords(known, makeTitle, t, locale);
  const named = [subject, qualifiers].filter(Boolean).join(' ');
  const title = subject ? t.search.titleOf(named) : qualifiers ? `${t.search.usedCars} ${qualifiers}` : t.search.title;
  const what = [subject ? named : [t.search.usedCars, qualifiers].filter(Boolean).join(' '), ...details];
  const search = canonicalSearch(known);
  return {
    locale,
    title: upperFirst(title),
    description: t.search.description(what.join(t.comma)),
    canonicalUrl: `${publicUrl}${localizedPath(locale, '/cars')}${search}`,
    alternates: alternatesOf(publicUrl, '/cars', search),
    noindex: false,
    ogType: 'website',
  };
}
