import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { BodyType } from './catalogue-data.js';
import { carSvg, interiorSvg } from './car-picture-svg.js';
import { PROFILES } from './car-silhouettes.js';
import {
  CAR_ANGLES,
  CAR_IMAGE_HEIGHT,
  CAR_IMAGE_WIDTH,
  carImageKey,
  INTERIOR_VARIANTS,
  interiorImageKey,
  LOGO_SIZE,
  LOGO_THUMB_SIZE,
  makeLogoKey,
  THUMB_HEIGHT,
  THUMB_WIDTH,
} from './demo-images.js';
import { badgeSvg } from './make-badge-svg.js';

/**
 * Writing the demo pictures to disk: which files the given cars and makes need (each body type × colour ×
 * angle once, shared by every car that needs it) and rendering the missing ones to WEBP with a thumbnail.
 * Files already there are kept, so a restart renders nothing again.
 */

export interface ImageRequest {
  key: string;
  svg: () => string;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
}

export interface DemoImageNeeds {
  /** (body type, swatch) pairs whose three angles are needed. */
  cars: Iterable<{ bodyType: string; swatch: string }>;
  makes: Iterable<{ slug: string; badge: string; badgeColour: string }>;
}

/** Every picture the given cars and makes need, once each. */
export function demoImageRequests(needs: DemoImageNeeds): ImageRequest[] {
  const requests = new Map<string, ImageRequest>();
  for (const { bodyType, swatch } of needs.cars) {
    if (!(bodyType in PROFILES)) throw new Error(`No silhouette for body type ${bodyType}`);
    for (const angle of CAR_ANGLES) {
      const key = carImageKey(bodyType, swatch, angle);
      if (!requests.has(key)) {
        requests.set(key, {
          key,
          svg: () => carSvg(bodyType as BodyType, swatch, angle),
          width: CAR_IMAGE_WIDTH,
          height: CAR_IMAGE_HEIGHT,
          thumbWidth: THUMB_WIDTH,
          thumbHeight: THUMB_HEIGHT,
        });
      }
    }
  }
  INTERIOR_VARIANTS.forEach((_, variant) => {
    const key = interiorImageKey(variant);
    requests.set(key, {
      key,
      svg: () => interiorSvg(variant),
      width: CAR_IMAGE_WIDTH,
      height: CAR_IMAGE_HEIGHT,
      thumbWidth: THUMB_WIDTH,
      thumbHeight: THUMB_HEIGHT,
    });
  });
  for (const make of needs.makes) {
    const key = makeLogoKey(make.slug);
    requests.set(key, {
      key,
      svg: () => badgeSvg(make.badge, make.badgeColour),
      width: LOGO_SIZE,
      height: LOGO_SIZE,
      thumbWidth: LOGO_THUMB_SIZE,
      thumbHeight: LOGO_THUMB_SIZE,
    });
  }
  return [...requests.values()];
}

const exists = async (file: string) => (await stat(file).catch(() => null))?.isFile() ?? false;

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

/**
 * Renders the requested pictures (WEBP, plus a thumbnail) under `uploadDir`, skipping those already there.
 * A few renders run at once: the whole demo set takes a few seconds.
 */
export async function writeDemoImages(
  uploadDir: string,
  requests: ImageRequest[],
  concurrency = 4,
): Promise<{ written: number; skipped: number }> {
  const dirs = new Set(requests.map((r) => path.dirname(path.join(uploadDir, r.key))));
  for (const dir of dirs) await mkdir(dir, { recursive: true });
  let written = 0;
  let skipped = 0;
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      const file = path.join(uploadDir, `${request.key}.webp`);
      const thumb = path.join(uploadDir, `${request.key}-thumb.webp`);
      if ((await exists(file)) && (await exists(thumb))) {
        skipped++;
        continue;
      }
      const svg = Buffer.from(request.svg());
      const [full, small] = await Promise.all([
        sharp(svg).resize(request.width, request.height).webp({ quality: 72, effort: 0 }).toBuffer(),
        sharp(svg).resize(request.thumbWidth, request.thumbHeight).webp({ quality: 70, effort: 0 }).toBuffer(),
      ]);
      await writeAtomically(file, full);
      await writeAtomically(thumb, small);
      written++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { written, skipped };
}
