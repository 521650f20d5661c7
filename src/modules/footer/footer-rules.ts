import type { ListedCounts } from '../cars/catalogue-counts.service.js';

/** Cached footer data lives this long at most; a catalogue change (version bump) replaces it at once. */
export const FOOTER_CACHE_TTL_SECONDS = 300;

/** One support agent as the footer answer carries it (the WhatsApp widget and the car page's button read it). */
export interface FooterAgent {
  name: string;
  /** E.164. */
  whatsapp: string;
  /** Language names in English. */
  languages: string[];
  photoUrl: string | null;
}

/** One office as the footer answer carries it. */
export interface FooterOffice {
  region: 'Headquarters' | 'Africa' | 'Asia' | 'Europe' | 'Americas';
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  address: string;
  /** The office's first phone number. */
  phone: string;
  email: string;
}

/** The footer's agents and offices from the office directory, in its order. */
export function footerSupport(directory: {
  agents: readonly { name: string; whatsapp: string; languages: string[]; photoUrl: string | null }[];
  offices: readonly {
    region: FooterOffice['region'];
    name: string;
    city: string;
    country: string;
    address: string;
    phones: string[];
    email: string;
  }[];
}): { agents: FooterAgent[]; offices: FooterOffice[] } {
  return {
    agents: directory.agents.map(({ name, whatsapp, languages, photoUrl }) => ({ name, whatsapp, languages, photoUrl })),
    offices: directory.offices.map(({ region, name, city, country, address, phones, email }) => ({
      region,
      name,
      city,
      country,
      address,
      phone: phones[0] ?? '',
      email,
    })),
  };
}

export type FooterDimension = 'total' | 'make' | 'bodyType' | 'category' | 'location' | 'country';

/** One row of the grouped count: the dimension it belongs to, its value (a make's slug for makes) and count. */
export interface FooterCountRow {
  dimension: FooterDimension;
  value: string | null;
  title: string | null;
  count: number;
}

export interface ValueCount {
  value: string;
  count: number;
}

export interface MakeCount {
  slug: string;
  title: string;
  count: number;
}

export interface FooterCounts {
  totalCars: number;
  byMake: MakeCount[];
  byBodyType: ValueCount[];
  byCategory: ValueCount[];
  byLocation: ValueCount[];
  byCountry: ValueCount[];
}

/**
 * The catalogue's listed counts (CatalogueCounts.listedCounts) as rows of the grouped count, each make named by its
 * slug and title from the makes directory (a make it does not know is left out).
 */
export function footerCountRows(counts: ListedCounts, makesById: ReadonlyMap<number, { slug: string; title: string }>): FooterCountRow[] {
  const rows: FooterCountRow[] = [{ dimension: 'total', value: null, title: null, count: counts.total }];
  for (const [id, count] of counts.byMake) {
    const make = makesById.get(id);
    if (make) rows.push({ dimension: 'make', value: make.slug, title: make.title, count });
  }
  const dimensions: [FooterDimension, ReadonlyMap<string, number>][] = [
    ['bodyType', counts.byBodyType],
    ['category', counts.byCategory],
    ['location', counts.byStockPort],
    ['country', counts.byCountry],
  ];
  for (const [dimension, values] of dimensions) for (const [value, count] of values) rows.push({ dimension, value, title: null, count });
  return rows;
}

const byCountThenName = (a: { count: number; name: string }, b: { count: number; name: string }) =>
  b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Groups the counted rows per dimension, the largest count first (ties: alphabetical, so the order is stable). */
export function toFooterCounts(rows: readonly FooterCountRow[]): FooterCounts {
  const values = (dimension: FooterDimension): ValueCount[] =>
    rows
      .filter((r) => r.dimension === dimension && r.value !== null)
      .map((r) => ({ value: r.value!, count: r.count, name: r.value! }))
      .sort(byCountThenName)
      .map(({ value, count }) => ({ value, count }));
  return {
    totalCars: rows.find((r) => r.dimension === 'total')?.count ?? 0,
    byMake: rows
      .filter((r) => r.dimension === 'make' && r.value !== null)
      .map((r) => ({ slug: r.value!, title: r.title ?? r.value!, count: r.count, name: r.title ?? r.value! }))
      .sort(byCountThenName)
      .map(({ slug, title, count }) => ({ slug, title, count })),
    byBodyType: values('bodyType'),
    byCategory: values('category'),
    byLocation: values('location'),
    byCountry: values('country'),
  };
}
