import { rules, validate, type Issue, type Rule } from '../../../lib/validation';

/** The server's limits (src/modules/reviews/review-rules.ts). */
export const MAX_TITLE = 120;
export const MAX_DESCRIPTION = 2000;
export const MAX_REPLY = 1000;
export const MAX_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface ReviewValues {
  rating: string;
  title: string;
  description: string;
  country: string;
  city: string;
}
export type ReviewField = keyof ReviewValues | 'photos';

export const EMPTY_REVIEW: ReviewValues = { rating: '', title: '', description: '', country: '', city: '' };

const rating: Rule = (value) =>
  value === '' ? { code: 'FIELD_REQUIRED' } : /^[1-5]$/.test(value) ? null : { code: 'REVIEW_RATING_INVALID' };

const SCHEMA: Partial<Record<keyof ReviewValues, Rule[]>> = {
  rating: [rating],
  title: [rules.required(), rules.maxLength(MAX_TITLE)],
  description: [rules.required(), rules.maxLength(MAX_DESCRIPTION)],
  country: [rules.required()],
  city: [rules.maxLength(100)],
};

/** The form's checks, with the server's codes: an empty object when it may be sent. */
export function validateReview(values: ReviewValues): Partial<Record<keyof ReviewValues, Issue>> {
  return validate(values, SCHEMA);
}

/** Why a chosen photo cannot be sent (checked again by its bytes on the server), or null. */
export function photoIssue(file: Pick<File, 'type' | 'size'>): Issue | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return { code: 'UNSUPPORTED_MEDIA_TYPE' };
  if (file.size > MAX_PHOTO_BYTES) return { code: 'PAYLOAD_TOO_LARGE' };
  return null;
}

/** Adds chosen files to the photos kept, up to five; answers the photos and the first refusal, if any. */
export function addPhotos<T extends Pick<File, 'type' | 'size'>>(
  kept: readonly T[],
  chosen: readonly T[],
): { photos: T[]; issue: Issue | null } {
  const photos = [...kept];
  let issue: Issue | null = null;
  for (const file of chosen) {
    const refused = photoIssue(file);
    if (refused) {
      issue ??= refused;
      continue;
    }
    if (photos.length >= MAX_PHOTOS) {
      issue ??= { code: 'TOO_MANY_FILES', params: { max: MAX_PHOTOS } };
      break;
    }
    photos.push(file);
  }
  return { photos, issue };
}

/** The request body: JSON without photos, multipart/form-data with them (the text fields and `photos`). */
export function toReviewBody(values: ReviewValues, photos: readonly File[]): FormData | Record<string, string | number> {
  const fields: Record<string, string | number> = {
    title: values.title.trim(),
    description: values.description.trim(),
    rating: Number(values.rating),
    country: values.country,
  };
  if (values.city.trim()) fields.city = values.city.trim();
  if (photos.length === 0) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const photo of photos) form.append('photos', photo, photo.name);
  return form;
}

/** A reply's check: required, at most 1,000 characters. */
export function validateReply(message: string): Issue | null {
  return rules.required()(message) ?? rules.maxLength(MAX_REPLY)(message);
}
