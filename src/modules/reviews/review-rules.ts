/** The pure parts of customer reviews: limits, the public name, the summary's average. */

/** Photos one review may carry (JPG, PNG or WEBP, at most 5 MB each). */
export const MAX_REVIEW_PHOTOS = 5;
export const MAX_TITLE = 120;
export const MAX_DESCRIPTION = 2000;
export const MAX_REPLY = 1000;
/** The name staff replies are shown under. */
export const COMPANY_NAME = 'AutoExport';

/** A review's rating: a whole number from 1 to 5 (query strings and multipart fields arrive as text). */
export function toRating(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*\d{1,2}\s*$/.test(value)) return Number(value);
  return value;
}
export const isRating = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5;

/**
 * The reviewer as the public sees them: the first name and the initial of the last ("Amina O."), so a review can be
 * trusted without publishing a customer's full name.
 */
export function publicName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = [...lastName.trim()][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** The average of the ratings, one decimal, as text ("4.6"); null when there are none. */
export function averageRating(counts: Readonly<Record<number, number>>): string | null {
  let total = 0;
  let sum = 0;
  for (const [rating, count] of Object.entries(counts)) {
    total += count;
    sum += Number(rating) * count;
  }
  if (total === 0) return null;
  // Ratings are whole numbers, so sum/total is exact enough; round half up to one decimal on integers.
  const tenths = Math.round((sum * 10) / total);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** Whether a review may be shown to the public, replied to by a customer. */
export const isPublic = (status: string) => status === 'published';
