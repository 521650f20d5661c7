import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { AuditEntry } from '../../src/modules/audit/audit-entry.entity.js';
import type { TestApp } from './test-app.js';

/**
 * Helpers of the staff catalogue specs (makes, car inventory, uploads): upload folders, images, request bodies.
 * Database rows come from car-factories.ts.
 */

/** A fresh upload directory for one spec file (UPLOAD_DIR); `remove()` it in afterAll. */
export function tempUploadDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'autoexport-uploads-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Every file under `dir`, as paths relative to it, sorted. */
export function filesUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** A real image of the given format and size (a gradient-ish solid colour, optionally with EXIF metadata). */
export async function makeImage(
  format: ImageFormat,
  options: { width?: number; height?: number; color?: string; exif?: boolean } = {},
): Promise<Buffer> {
  let image = sharp({
    create: { width: options.width ?? 320, height: options.height ?? 240, channels: 3, background: options.color ?? '#3366cc' },
  });
  if (options.exif) image = image.withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'GPS-Leaker' } });
  return image.toFormat(format).toBuffer();
}

/** A valid PNG of random noise, so it does not compress: `bytes` long or a little more. */
export async function noisyPng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export const uniqueTag = () => randomBytes(3).toString('hex');

/** The audit entries of one target, oldest first, straight from the database. */
export async function auditEntries(t: TestApp, targetType: string, targetId: string): Promise<AuditEntry[]> {
  return t.dataSource.getRepository(AuditEntry).find({ where: { targetType, targetId }, order: { id: 'ASC' } });
}

/** A create-car body with every field set. */
export function fullCarBody(makeSlug: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    make: makeSlug,
    model: 'Prius',
    year: 2019,
    mileageKm: 48000,
    engineCc: 1800,
    drive: '2WD',
    bodyType: 'hatchback',
    transmission: 'automatic',
    fuel: 'hybrid',
    doors: 5,
    seats: 5,
    color: 'Pearl White',
    steering: 'right',
    chassisNumber: 'ZVW30-1234567',
    engineCode: '2ZR-FXE',
    locationCountry: 'JP',
    stockPort: 'Yokohama',
    lengthM: '4.48',
    widthM: '1.76',
    heightM: '1.49',
    fobPriceUsd: '12500.00',
    category: 'hybrid',
    features: ['Air conditioning', 'Navigation'],
    ...overrides,
  };
}
