/**
 * Car tracking's pure rules on the client (issue 9 §5, spec §2 "Car tracking"): the tab in the URL, the timeline's
 * order, "get location", how a document's state reads and the name a download is saved under.
 */

/** The Car tracking tabs (GET /api/orders/tracking?tab=…): cars whose documents are still to come first. */
export const TRACKING_TABS = ['unreleased', 'released'] as const;
export type TrackingTab = (typeof TRACKING_TABS)[number];

/** The tab a `?tab=` value names; anything else is the server's default, Unreleased. */
export const trackingTab = (value: string | null | undefined): TrackingTab => (value === 'released' ? 'released' : 'unreleased');

/** The order statuses whose car is tracked (bought: the deposit is in, not cancelled), as the server's TRACKED_STATUSES. */
export const TRACKED_STATUSES: readonly string[] = ['deposit_paid', 'paid', 'shipped', 'arrived'];
export const isTracked = (status: string): boolean => TRACKED_STATUSES.includes(status);

export interface DatedEvent {
  date: string;
}

/**
 * The timeline, newest first. The server sends the events oldest first (by their date, then in the order staff
 * entered them), so among events of the same date the one entered last is the newer.
 */
export function newestFirst<T extends DatedEvent>(events: readonly T[]): T[] {
  return events
    .map((event, index) => ({ event, index, time: Date.parse(event.date) }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map(({ event }) => event);
}

/** "Get location": the latest event (its location and date), or null before the first one. */
export const latestEvent = <T extends DatedEvent>(events: readonly T[]): T | null => newestFirst(events)[0] ?? null;

/**
 * How to show an event's date. Staff may enter a day alone, which the server keeps as that day's midnight UTC: that
 * is shown as the day itself (in UTC, so it is not the day before west of Greenwich), without a time. A real moment
 * is shown with its time in the reader's zone.
 */
export function eventDateOptions(iso: string): Intl.DateTimeFormatOptions {
  const dayOnly = /T00:00:00(\.0+)?(Z|[+-]00:00)$/.test(iso);
  return dayOnly ? { dateStyle: 'medium', timeZone: 'UTC' } : { dateStyle: 'medium', timeStyle: 'short' };
}

export interface DocumentLike {
  released: boolean;
  courierName: string | null;
  trackingNumber: string | null;
}

/**
 * Text entered by staff (a courier's name, a tracking number, a place) set apart from the sentence around it, so an
 * Urdu sentence does not reorder it (Unicode's first-strong isolate … pop directional isolate).
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;

/** Released documents of all: "1 of 2 released". */
export const releasedCount = (documents: readonly { released: boolean }[]): number => documents.filter((d) => d.released).length;

/**
 * What a document's line says besides its kind: released or not (its translation key under `documents.`), and the
 * courier's name and tracking number, each only where staff gave one.
 */
export function documentStatus(document: DocumentLike): {
  key: 'released' | 'notReleased';
  courier: string | null;
  tracking: string | null;
} {
  const courier = document.courierName?.trim() || null;
  const tracking = document.trackingNumber?.trim() || null;
  return { key: document.released ? 'released' : 'notReleased', courier, tracking };
}

/**
 * The file name of a download from its Content-Disposition header (`attachment; filename="bill-of-lading-….pdf"`,
 * or RFC 5987's `filename*=UTF-8''…`), or `fallback` when there is none. Folders in a name are dropped.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      name = decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/.exec(header)?.[1]?.trim();
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : fallback;
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** A name for a document when the server gives none: `bill-of-lading-AB1234567.pdf`. */
export const documentFileName = (document: { kind: string; contentType: string }, stockId: string): string =>
  `${document.kind.replace(/_/g, '-')}-${stockId}.${EXTENSIONS[document.contentType] ?? 'bin'}`;
