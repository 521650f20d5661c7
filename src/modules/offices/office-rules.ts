/** The office network's tabs (spec §2), in their order. */
export const OFFICE_REGIONS = ['Headquarters', 'Africa', 'Asia', 'Europe', 'Americas'] as const;
export type OfficeRegion = (typeof OFFICE_REGIONS)[number];

export const MAX_PHONES = 5;
export const MAX_AGENT_LANGUAGES = 10;

/** Characters people put in a phone number that E.164 leaves out. */
const PHONE_PUNCTUATION = /[\s().-]/g;
/** E.164: +, a country code not starting with 0, at most 15 digits in all (8 at least, for a real number). */
const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * A WhatsApp number as E.164 (`+81 90-5555-0101` → `+819055550101`), or null when it is not one (no + and
 * country code, letters, too short or long). wa.me links and the widget use this form.
 */
export function toE164(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const compact = value.trim().replace(PHONE_PUNCTUATION, '');
  return E164.test(compact) ? compact : null;
}

/** True for an IANA time zone this runtime knows (`Africa/Nairobi`, `Asia/Tokyo`, `UTC`). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A photo address: an uploaded image of ours (`/uploads/…`) or an https:// address. */
export function isPhotoUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 500) return false;
  if (/^\/uploads\/[A-Za-z0-9._\-/]+$/.test(value) && !value.includes('..')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Offices grouped by region in the tabs' order, each region's in their own order; regions without one left out. */
export function groupByRegion<O extends { region: OfficeRegion }>(offices: readonly O[]): { region: OfficeRegion; offices: O[] }[] {
  return OFFICE_REGIONS.map((region) => ({ region, offices: offices.filter((o) => o.region === region) })).filter(
    (g) => g.offices.length > 0,
  );
}

/** Offices in the tabs' order, then their position within the region. */
export function sortOffices<T extends { region: OfficeRegion; position: number; createdAt: Date; id: string }>(offices: T[]): T[] {
  const rank = (o: T) => OFFICE_REGIONS.indexOf(o.region);
  return [...offices].sort(
    (a, b) => rank(a) - rank(b) || a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1),
  );
}
