import type { ListedCounts } from '../cars/cars.service.js';

/** Cached footer data lives this long at most; a catalogue change (version bump) replaces it at once. */
export const FOOTER_CACHE_TTL_SECONDS = 300;
/** The pre-header's clock shows the company's time. */
export const COMPANY_TIME_ZONE = 'Asia/Tokyo';

export interface SupportAgent {
  name: string;
  whatsapp: string;
  languages: string[];
}

export interface Office {
  region: 'Headquarters' | 'Africa' | 'Asia' | 'Europe' | 'Americas';
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  address: string;
  phone: string;
  email: string;
}

export interface SupportContacts {
  email: string;
  phone: string;
  whatsapp: string;
  hours: string;
  accountManager: string;
  agents: SupportAgent[];
  offices: Office[];
}

/**
 * Support contacts shown in the pre-header, the footer and the WhatsApp widget (spec §1: an account manager is
 * available 24/7; §2: three sample support agents; the office network's tabs Headquarters, Africa, Asia,
 * Europe, Americas). Sample values: replace them with the company's real ones before going live.
 */
export const SUPPORT_CONTACTS: SupportContacts = {
  email: 'support@autoexport.example',
  phone: '+81 3 5555 0100',
  whatsapp: '+81 90 5555 0100',
  hours: '24/7',
  accountManager: 'An account manager is available 24/7.',
  agents: [
    { name: 'Kenji Sato', whatsapp: '+81 90 5555 0101', languages: ['English', 'Japanese'] },
    { name: 'Amina Hassan', whatsapp: '+81 90 5555 0102', languages: ['English', 'Swahili'] },
    { name: 'Bilal Ahmed', whatsapp: '+81 90 5555 0103', languages: ['English', 'Urdu'] },
  ],
  offices: [
    {
      region: 'Headquarters',
      name: 'Head office',
      city: 'Tokyo',
      country: 'JP',
      address: '2-1 Shibaura, Minato-ku, Tokyo',
      phone: '+81 3 5555 0100',
      email: 'info@autoexport.example',
    },
    {
      region: 'Africa',
      name: 'Mombasa office',
      city: 'Mombasa',
      country: 'KE',
      address: 'Moi Avenue 12, Mombasa',
      phone: '+254 700 555 010',
      email: 'africa@autoexport.example',
    },
    {
      region: 'Asia',
      name: 'Karachi office',
      city: 'Karachi',
      country: 'PK',
      address: 'Shahrah-e-Faisal 45, Karachi',
      phone: '+92 21 5555 0100',
      email: 'asia@autoexport.example',
    },
    {
      region: 'Europe',
      name: 'London office',
      city: 'London',
      country: 'GB',
      address: '10 Dock Road, London',
      phone: '+44 20 5555 0100',
      email: 'europe@autoexport.example',
    },
    {
      region: 'Americas',
      name: 'Kingston office',
      city: 'Kingston',
      country: 'JM',
      address: '5 Port Royal Street, Kingston',
      phone: '+1 876 555 0100',
      email: 'americas@autoexport.example',
    },
  ],
};

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
 * The catalogue's listed counts (CarsService.listedCounts) as rows of the grouped count, each make named by its
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
