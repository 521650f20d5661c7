/**
 * The pictures of the demo catalogue, drawn by this app (no downloads): their sizes, the angles and interior
 * trims a car gallery has, and where each picture lives. Files live under `<uploadDir>/demo/` and are served
 * at `/uploads/demo/…`. The drawings are in car-picture-svg.ts and make-badge-svg.ts; demo-image-files.ts
 * renders them to WEBP files.
 */

export const CAR_IMAGE_WIDTH = 1200;
export const CAR_IMAGE_HEIGHT = 800;
export const THUMB_WIDTH = 400;
export const THUMB_HEIGHT = 267;
export const LOGO_SIZE = 400;
export const LOGO_THUMB_SIZE = 160;
export const CAR_ANGLES = ['front', 'side', 'rear'] as const;
export type CarAngle = (typeof CAR_ANGLES)[number];
export const INTERIOR_VARIANTS = [
  { name: 'black', trim: '#1e2024', seat: '#2b2e33' },
  { name: 'beige', trim: '#3a3631', seat: '#c9b99a' },
  { name: 'grey', trim: '#2c3036', seat: '#80868e' },
] as const;

const UPLOADS_URL = '/uploads';

export interface DemoImage {
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

/** Storage keys (paths under the upload directory, '/'-separated). */
export const carImageKey = (bodyType: string, swatch: string, angle: CarAngle) => `demo/cars/${bodyType}-${swatch}-${angle}`;
export const interiorImageKey = (variant: number) => `demo/cars/interior-${INTERIOR_VARIANTS[variant].name}`;
export const makeLogoKey = (slug: string) => `demo/makes/${slug}`;

function imageOf(key: string, width: number, height: number): DemoImage {
  return { url: `${UPLOADS_URL}/${key}.webp`, thumbnailUrl: `${UPLOADS_URL}/${key}-thumb.webp`, width, height };
}

/** A car's gallery in order: front three-quarter (the featured image), side, rear, and the interior when asked. */
export function carGallery(bodyType: string, swatch: string, interior: number | null): DemoImage[] {
  const gallery = CAR_ANGLES.map((angle) => imageOf(carImageKey(bodyType, swatch, angle), CAR_IMAGE_WIDTH, CAR_IMAGE_HEIGHT));
  if (interior !== null) gallery.push(imageOf(interiorImageKey(interior), CAR_IMAGE_WIDTH, CAR_IMAGE_HEIGHT));
  return gallery;
}

export const makeLogo = (slug: string): DemoImage => imageOf(makeLogoKey(slug), LOGO_SIZE, LOGO_SIZE);
