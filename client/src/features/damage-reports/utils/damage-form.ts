import type { Issue } from '../../../lib/validation';

/** The server's limits (src/modules/damage-reports/damage-report-rules.ts, src/common/uploads). */
export const MAX_PHOTOS = 10;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_DESCRIPTION = 2000;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'];
/** For the file input's `accept`. */
export const PHOTO_ACCEPT = [...PHOTO_TYPES, ...PHOTO_EXTENSIONS].join(',');

/** The four kinds of damage, in the form's order (spec §3 Damage report). */
export const DAMAGE_KINDS = ['damagedExterior', 'damagedInterior', 'mechanicalIssues', 'missingAccessories'] as const;
export type DamageKind = (typeof DAMAGE_KINDS)[number];

export interface DamageFormValues {
  orderId: string;
  description: string;
  kinds: Record<DamageKind, boolean>;
}
export type DamageField = 'orderId' | 'description';

export const emptyKinds = (): Record<DamageKind, boolean> => ({
  damagedExterior: false,
  damagedInterior: false,
  mechanicalIssues: false,
  missingAccessories: false,
});

/** The form's checks before sending, with the server's codes: an order chosen, a description of at most 2,000. */
export function validateDamageForm(values: DamageFormValues): Partial<Record<DamageField, Issue>> {
  const issues: Partial<Record<DamageField, Issue>> = {};
  if (!values.orderId) issues.orderId = { code: 'DAMAGE_ORDER_REQUIRED' };
  const description = values.description.trim();
  if (!description) issues.description = { code: 'DAMAGE_DESCRIPTION_REQUIRED' };
  else if (description.length > MAX_DESCRIPTION) issues.description = { code: 'FIELD_TOO_LONG', params: { max: MAX_DESCRIPTION } };
  return issues;
}

type FileLike = Pick<File, 'name' | 'type' | 'size'>;

/** A photo's checks: a JPG, PNG or WEBP by its type (or, without one, its name), at most 5 MB. The server reads the bytes. */
export function checkPhoto(file: FileLike): Issue | null {
  const name = file.name.toLowerCase();
  const typed = file.type ? (PHOTO_TYPES as readonly string[]).includes(file.type) : PHOTO_EXTENSIONS.some((e) => name.endsWith(e));
  if (!typed) return { code: 'UNSUPPORTED_MEDIA_TYPE' };
  if (file.size > MAX_PHOTO_BYTES) return { code: 'PAYLOAD_TOO_LARGE' };
  return null;
}

/**
 * Photos chosen to the ones already there: each checked, the good ones kept up to MAX_PHOTOS; `issue` says why any
 * were left out (the first reason, with the file's name).
 */
export function addPhotos<F extends FileLike>(
  current: readonly F[],
  chosen: readonly F[],
): { photos: F[]; issue: (Issue & { file?: string }) | null } {
  const photos = [...current];
  let issue: (Issue & { file?: string }) | null = null;
  for (const file of chosen) {
    const problem = checkPhoto(file);
    if (problem) {
      issue ??= { ...problem, file: file.name };
      continue;
    }
    if (photos.length >= MAX_PHOTOS) {
      issue ??= { code: 'DAMAGE_TOO_MANY_PHOTOS', params: { max: MAX_PHOTOS } };
      continue;
    }
    photos.push(file);
  }
  return { photos, issue };
}

/** The multipart body POST /api/damage-reports takes. */
export function toFormData(values: DamageFormValues, photos: readonly Blob[]): FormData {
  const form = new FormData();
  form.append('orderId', values.orderId);
  for (const kind of DAMAGE_KINDS) form.append(kind, values.kinds[kind] ? 'true' : 'false');
  form.append('description', values.description.trim());
  for (const photo of photos) form.append('photos', photo);
  return form;
}

/** Badge colour of each status. */
export const STATUS_TONES = {
  submitted: 'info',
  under_review: 'warning',
  resolved: 'success',
  rejected: 'danger',
} as const;
