import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { BODY_TYPES } from '../../modules/cars/car.entity.js';
import { SWATCHES } from './catalogue-data.js';
import { carSvg, interiorSvg } from './car-picture-svg.js';
import { DRAWN_BODY_TYPES } from './car-silhouettes.js';
import { demoImageRequests, writeDemoImages } from './demo-image-files.js';
import { CAR_ANGLES, CAR_IMAGE_HEIGHT, CAR_IMAGE_WIDTH, carGallery, makeLogo, THUMB_HEIGHT, THUMB_WIDTH } from './demo-images.js';
import { badgeSvg } from './make-badge-svg.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('demo pictures', () => {
  it('have a silhouette for every body type of the schema', () => {
    expect([...DRAWN_BODY_TYPES].sort()).toEqual([...BODY_TYPES].sort());
  });

  it('draw each body type from each angle in the car’s colour', () => {
    for (const body of BODY_TYPES) {
      for (const angle of CAR_ANGLES) {
        const svg = carSvg(body, 'red', angle);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).toContain(`fill="${SWATCHES.red}"`);
        expect(svg).not.toMatch(/NaN|Infinity|undefined/);
      }
    }
    expect(carSvg('sedan', 'red', 'front')).not.toBe(carSvg('sedan', 'red', 'side'));
    expect(carSvg('sedan', 'red', 'side')).not.toBe(carSvg('sedan', 'blue', 'side'));
    expect(carSvg('sedan', '#123456', 'side')).toContain('fill="#123456"');
    expect(interiorSvg(1)).not.toBe(interiorSvg(0));
  });

  it('draw the make’s letters on its badge, without relying on a font', () => {
    const svg = badgeSvg('BMW', '#0066b1');
    expect(svg).toContain('fill="#0066b1"');
    expect(svg).not.toContain('<text');
    expect(svg.match(/<polyline/g)!.length).toBe(1 + 1 + 1); // B, M and W are one stroke each
    expect(badgeSvg('T', '#c8102e').match(/<polyline/g)!.length).toBe(2);
  });

  it('make a gallery of front, side and rear shots, plus the interior when asked, all under /uploads/demo', () => {
    const gallery = carGallery('suv', 'white', 2);
    expect(gallery.map((g) => g.url)).toEqual([
      '/uploads/demo/cars/suv-white-front.webp',
      '/uploads/demo/cars/suv-white-side.webp',
      '/uploads/demo/cars/suv-white-rear.webp',
      '/uploads/demo/cars/interior-grey.webp',
    ]);
    expect(gallery.map((g) => g.thumbnailUrl)).toEqual(gallery.map((g) => g.url.replace(/\.webp$/, '-thumb.webp')));
    expect(carGallery('suv', 'white', null)).toHaveLength(3);
    expect(makeLogo('mercedes-benz').url).toBe('/uploads/demo/makes/mercedes-benz.webp');
  });

  it('request each picture once however many cars share it', () => {
    const requests = demoImageRequests({
      cars: [
        { bodyType: 'sedan', swatch: 'white' },
        { bodyType: 'sedan', swatch: 'white' },
        { bodyType: 'van', swatch: 'silver' },
      ],
      makes: [{ slug: 'toyota', badge: 'T', badgeColour: '#c8102e' }],
    });
    // 2 looks × 3 angles, 3 interiors, 1 badge.
    expect(requests).toHaveLength(10);
    expect(new Set(requests.map((r) => r.key)).size).toBe(10);
    expect(() => demoImageRequests({ cars: [{ bodyType: 'hovercraft', swatch: 'white' }], makes: [] })).toThrow(/hovercraft/);
  });

  it('write small WEBP files and thumbnails of the right size, and skip the ones already there', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'demo-images-'));
    dirs.push(dir);
    const requests = demoImageRequests({
      cars: [{ bodyType: 'kei', swatch: 'yellow' }],
      makes: [{ slug: 'honda', badge: 'H', badgeColour: '#cc0000' }],
    });
    expect(await writeDemoImages(dir, requests)).toEqual({ written: requests.length, skipped: 0 });
    const full = path.join(dir, 'demo/cars/kei-yellow-front.webp');
    const meta = await sharp(full).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', CAR_IMAGE_WIDTH, CAR_IMAGE_HEIGHT]);
    const thumb = await sharp(path.join(dir, 'demo/cars/kei-yellow-front-thumb.webp')).metadata();
    expect([thumb.width, thumb.height]).toEqual([THUMB_WIDTH, THUMB_HEIGHT]);
    expect((await stat(full)).size).toBeLessThan(60_000);
    const logo = await sharp(path.join(dir, 'demo/makes/honda.webp')).metadata();
    expect([logo.width, logo.height]).toEqual([400, 400]);
    expect((await readdir(path.join(dir, 'demo/cars'))).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    expect(await writeDemoImages(dir, requests)).toEqual({ written: 0, skipped: requests.length });
  });
});
