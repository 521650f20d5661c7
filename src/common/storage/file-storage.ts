import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Injection token of the one FileStorage of the application (StorageModule): public files, served under /uploads/. */
export const STORAGE = Symbol('STORAGE');
/**
 * Injection token of the private storage (StorageModule): files only their owner and staff may download (remittance
 * copies), kept apart from the public one and never served by URL. Read them with `read(key)` behind a route that
 * checks who asks; store the key, not the URL.
 */
export const PRIVATE_STORAGE = Symbol('PRIVATE_STORAGE');

/**
 * Where uploaded files live. The local-disk implementation serves them under /uploads/; an S3-compatible one can
 * replace it by answering absolute URLs. Keys are always chosen by the server (see `newStorageKey`), never taken
 * from a user's file name.
 */
export interface FileStorage {
  /** Stores `body` under `key` (replacing any file there) and answers its public URL. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<{ url: string }>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The file's bytes; null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** The public URL of `key`. */
  url(key: string): string;
  /** The key behind a URL this storage answered, or null for any other URL (e.g. an image hosted elsewhere). */
  keyOf(url: string): string | null;
}

/** What a private storage offers: no URLs, files are read back by key behind a route that checks who asks. */
export type PrivateFileStorage = Pick<FileStorage, 'put' | 'delete' | 'read'>;

/** `cars/AB1234567/Xy3…-thumb.webp`: segments of letters, digits, `-` and `_`, a file name with one extension. */
const SAFE_KEY = /^(?:[A-Za-z0-9][A-Za-z0-9_-]{0,99}\/){0,5}[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.[a-z0-9]{1,8}$/;

export const isSafeStorageKey = (key: string): boolean => SAFE_KEY.test(key);

export function assertSafeStorageKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

/**
 * One path segment made of a server-side value (a stock id, a slug): anything but letters, digits, `-`, `_` becomes
 * `_`, and a segment always starts with a letter or digit.
 */
export function keySegment(value: string): string {
  const segment = value.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 99);
  return /^[A-Za-z0-9]/.test(segment) ? segment : `x${segment}`;
}

/**
 * A fresh, unguessable key base under `folder`, e.g. `cars/AB1234567/q3Vx9mZbT1cKp0aW` — callers add the
 * variant and extension (`${base}.webp`, `${base}-thumb.webp`).
 */
export function newStorageKeyBase(...folder: string[]): string {
  const name = randomBytes(12).toString('base64url').replace(/^[-_]/, 'x');
  return [...folder.map(keySegment), name].join('/');
}
