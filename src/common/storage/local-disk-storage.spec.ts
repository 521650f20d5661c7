import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { isSafeStorageKey, keySegment, newStorageKeyBase } from './file-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';

describe('storage keys', () => {
  it('accepts server-made keys only', () => {
    expect(isSafeStorageKey('cars/AB1234567/q3Vx9mZbT1cKp0aW.webp')).toBe(true);
    expect(isSafeStorageKey('cars/AB1234567/q3Vx9mZbT1cKp0aW-thumb.webp')).toBe(true);
    for (const key of [
      '../etc/passwd',
      'cars/../../x.webp',
      '/abs.webp',
      'cars//x.webp',
      'cars/x',
      'cars/.hidden.webp',
      'a b.webp',
      'c:\\x.webp',
    ]) {
      expect(isSafeStorageKey(key)).toBe(false);
    }
  });

  it('makes fresh, unguessable names under a folder of safe segments', () => {
    const a = newStorageKeyBase('cars', 'AB1234567');
    const b = newStorageKeyBase('cars', 'AB1234567');
    expect(a).toMatch(/^cars\/AB1234567\/[A-Za-z0-9][A-Za-z0-9_-]{15}$/);
    expect(a).not.toBe(b);
    expect(isSafeStorageKey(`${a}.webp`)).toBe(true);
    expect(keySegment('../we ird')).toBe('x___we_ird');
    expect(keySegment('')).toBe('x');
    expect(isSafeStorageKey(`${newStorageKeyBase('makes', '../../x')}.webp`)).toBe(true);
  });
});

describe('LocalDiskStorage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'storage-spec-'));
  const dir = path.join(root, 'nested', 'uploads');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates its directory, stores buffers and streams, and answers /uploads/ URLs', async () => {
    const storage = new LocalDiskStorage(dir);
    expect(existsSync(dir)).toBe(true);
    expect(await storage.put('makes/toyota/a.webp', Buffer.from('one'), 'image/webp')).toEqual({ url: '/uploads/makes/toyota/a.webp' });
    await storage.put('makes/toyota/b.webp', Readable.from([Buffer.from('tw'), Buffer.from('o')]), 'image/webp');
    expect(readFileSync(path.join(dir, 'makes/toyota/a.webp'), 'utf8')).toBe('one');
    expect(readFileSync(path.join(dir, 'makes/toyota/b.webp'), 'utf8')).toBe('two');
    // No temporary files are left behind.
    expect(readdirSync(path.join(dir, 'makes/toyota')).sort()).toEqual(['a.webp', 'b.webp']);
  });

  it('reads a file back, and null for a missing one', async () => {
    const storage = new LocalDiskStorage(dir);
    await storage.put('remittances/x/a.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    expect((await storage.read('remittances/x/a.pdf'))?.toString()).toBe('%PDF-1.7');
    expect(await storage.read('remittances/x/missing.pdf')).toBeNull();
    await expect(storage.read('../escape.pdf')).rejects.toThrow(/Unsafe storage key/);
  });

  it('deletes files, a missing one quietly', async () => {
    const storage = new LocalDiskStorage(dir);
    await storage.put('cars/AB1234567/x.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('cars/AB1234567/x.webp');
    expect(existsSync(path.join(dir, 'cars/AB1234567/x.webp'))).toBe(false);
    await expect(storage.delete('cars/AB1234567/x.webp')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the directory', async () => {
    const storage = new LocalDiskStorage(dir);
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.delete('../../escape.webp')).rejects.toThrow(/Unsafe storage key/);
    expect(existsSync(path.join(root, 'nested', 'escape.webp'))).toBe(false);
  });

  it('maps its own URLs back to keys, and nothing else', () => {
    const storage = new LocalDiskStorage(dir);
    expect(storage.keyOf('/uploads/cars/AB1234567/x.webp')).toBe('cars/AB1234567/x.webp');
    expect(storage.keyOf('https://cdn.example.com/uploads/cars/AB1234567/x.webp')).toBe('cars/AB1234567/x.webp');
    expect(storage.keyOf('https://images.example.com/cars/x.webp')).toBeNull();
    expect(storage.keyOf('/uploads/../package.json')).toBeNull();
    expect(storage.keyOf('/static/x.webp')).toBeNull();
  });
});
