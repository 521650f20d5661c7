/** Recognising an image by its first bytes, never by its name or declared content type. */

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** Bytes needed to tell the three formats apart (WEBP's "RIFF" size "WEBP" header is the longest). */
export const SNIFF_BYTES = 12;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image format the bytes start with: JPEG (FF D8 FF), PNG (the 8-byte signature) or WEBP ("RIFF", a
 * 4-byte size, "WEBP"); null for anything else, including too few bytes to tell.
 */
export function sniffImageKind(head: Uint8Array): ImageKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, PNG_SIGNATURE)) return 'png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** What a document upload (a remittance copy) may be: a photo or scan as an image, or a PDF. */
export type DocumentKind = ImageKind | 'pdf';

/** The media type and file extension a stored document is served with. */
export const DOCUMENT_TYPES: Readonly<Record<DocumentKind, { contentType: string; extension: string }>> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
};

/** An image kind (sniffImageKind), or PDF ("%PDF-" at the very start); null for anything else. */
export function sniffDocumentKind(head: Uint8Array): DocumentKind | null {
  return sniffImageKind(head) ?? (startsWith(head, ascii('%PDF-')) ? 'pdf' : null);
}
