import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeStorageKey, type FileStorage, isSafeStorageKey } from './file-storage.js';

/** The URL path under which the local-disk storage is served (registerUploads). */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** The absolute upload directory, created when missing. */
export function ensureUploadDir(uploadDir: string): string {
  const root = path.resolve(uploadDir);
  mkdirSync(root, { recursive: true });
  return root;
}

/**
 * Files on the local disk under a directory: `UPLOAD_DIR`, served by @fastify/static at /uploads/, or (as the private
 * storage) `PRIVATE_UPLOAD_DIR`, which nothing serves. Writes go to a temporary
 * file first and are renamed into place, so a reader never sees half a file.
 */
export class LocalDiskStorage implements FileStorage {
  readonly root: string;

  constructor(uploadDir: string) {
    this.root = ensureUploadDir(uploadDir);
  }

  async put(key: string, body: Buffer | Readable, _contentType: string): Promise<{ url: string }> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(temp, body, { flag: 'wx' });
      else await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { url: this.url(key) };
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  url(key: string): string {
    assertSafeStorageKey(key);
    return `${UPLOADS_URL_PREFIX}${key}`;
  }

  keyOf(url: string): string | null {
    let pathname = url;
    if (/^https?:\/\//i.test(url)) {
      try {
        pathname = new URL(url).pathname;
      } catch {
        return null;
      }
    }
    if (!pathname.startsWith(UPLOADS_URL_PREFIX)) return null;
    const key = pathname.slice(UPLOADS_URL_PREFIX.length);
    return isSafeStorageKey(key) ? key : null;
  }

  /** The file of a key, refusing anything that could leave the root (the key pattern already forbids `..`). */
  pathOf(key: string): string {
    assertSafeStorageKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Storage key escapes the upload directory: ${key}`);
    return file;
  }
}
