import type { Issue } from '../../../lib/validation';

/** The server's rules for a remittance copy (src/common/uploads): JPG, PNG, WEBP or PDF, at most 5 MB. */
export const REMITTANCE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const REMITTANCE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.pdf'];
export const REMITTANCE_MAX_BYTES = 5 * 1024 * 1024;
/** For the file input's `accept`. */
export const REMITTANCE_ACCEPT = [...REMITTANCE_TYPES, ...REMITTANCE_EXTENSIONS].join(',');

/**
 * The file's checks before sending: present, a JPG/PNG/WEBP/PDF by its type (or, when the browser gives none, its
 * name), at most 5 MB. The server still reads the bytes.
 */
export function checkRemittance(file: Pick<File, 'name' | 'type' | 'size'> | null | undefined): Issue | null {
  if (!file) return { code: 'FILE_REQUIRED' };
  const name = file.name.toLowerCase();
  const typed = file.type
    ? (REMITTANCE_TYPES as readonly string[]).includes(file.type)
    : REMITTANCE_EXTENSIONS.some((e) => name.endsWith(e));
  if (!typed) return { code: 'FILE_TYPE_UNSUPPORTED' };
  if (file.size > REMITTANCE_MAX_BYTES) return { code: 'FILE_TOO_LARGE' };
  return null;
}
