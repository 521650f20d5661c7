import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { BodyType } from './catalogue-data.js';
import { SWATCHES } from './catalogue-data.js';

/**
 * Pictures for the demo catalogue, drawn here (no downloads): a stylised silhouette per body type in the
 * car's colour, seen from the front three-quarter, the side and the rear three-quarter, plus interior
 * placeholders and a badge per make. Each (body type × colour × angle) is drawn once and shared by every car
 * that needs it. Files live under `<uploadDir>/demo/` and are served at `/uploads/demo/…`.
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

// ---------------------------------------------------------------------------------------------------------
// Silhouettes. Units: the car is 100 long (x from the rear at 0 to the front at 100), y is the height above
// the ground. Each body type gives its outline, side windows, wheels and the height of its front and rear faces.

interface Profile {
  outline: [number, number][];
  windows: [number, number][][];
  wheels: { x: number; r: number }[];
  /** Height of the front face's top (bonnet edge) and of the rear face's top, for the three-quarter views. */
  frontTop: number;
  rearTop: number;
  /** Extra shapes in body colour (a truck's bed, a box). */
  extras?: [number, number][][];
}

// Point lists read better on one line each.
// prettier-ignore
const PROFILES: Record<BodyType, Profile> = {
  sedan: {
    outline: [[1, 8], [1, 19], [4, 22.5], [24, 24], [31, 24.5], [39, 31], [61, 31.5], [73, 24.5], [92, 22], [99, 18], [99, 8]],
    windows: [[[34, 25], [40, 30], [49, 30.3], [49, 25]], [[51, 25], [51, 30.3], [60.5, 30.5], [70, 25]]],
    wheels: [{ x: 19, r: 7 }, { x: 80, r: 7 }],
    frontTop: 20,
    rearTop: 22,
  },
  hatchback: {
    outline: [[1, 8], [1, 25], [3, 32], [9, 37.5], [57, 38], [73, 27], [90, 24.5], [99, 19], [99, 8]],
    windows: [[[8, 28.5], [12, 35.5], [37, 36], [37, 28.5]], [[39, 28.5], [39, 36], [56, 36], [69, 28.5]]],
    wheels: [{ x: 17, r: 8 }, { x: 82, r: 8 }],
    frontTop: 22,
    rearTop: 30,
  },
  suv: {
    outline: [[1, 10], [1, 27], [2, 35], [5, 37.5], [62, 38], [73, 29.5], [92, 27.5], [99, 23], [99, 10]],
    windows: [[[5, 29], [7, 35], [25, 35.3], [25, 29]], [[27, 29], [27, 35.3], [45, 35.3], [45, 29]], [[47, 29], [47, 35.3], [61, 35.3], [70, 29]]],
    wheels: [{ x: 18, r: 8.5 }, { x: 82, r: 8.5 }],
    frontTop: 26,
    rearTop: 33,
  },
  wagon: {
    outline: [[1, 8], [1, 22], [2, 29], [5, 31.5], [63, 32], [75, 24.5], [92, 22], [99, 18], [99, 8]],
    windows: [[[5, 24], [6, 29.5], [29, 30], [29, 24]], [[31, 24], [31, 30], [48, 30], [48, 24]], [[50, 24], [50, 30], [62, 30], [72, 24]]],
    wheels: [{ x: 18, r: 7 }, { x: 81, r: 7 }],
    frontTop: 20,
    rearTop: 27,
  },
  van: {
    outline: [[1, 7], [1, 40], [3, 42], [86, 42], [93, 36], [98, 26], [99, 22], [99, 7]],
    windows: [[[9, 29], [9, 38.5], [36, 38.5], [36, 29]], [[38, 29], [38, 38.5], [62, 38.5], [62, 29]], [[66, 28], [66, 39], [85, 39], [91.5, 28]]],
    wheels: [{ x: 17, r: 6.5 }, { x: 79, r: 6.5 }],
    frontTop: 22,
    rearTop: 24,
  },
  minivan: {
    outline: [[1, 8], [1, 34], [3, 38], [70, 38.5], [84, 28.5], [96, 24.5], [99, 20], [99, 8]],
    windows: [[[4, 27.5], [5, 35], [24, 35.5], [24, 27.5]], [[26, 27.5], [26, 35.5], [50, 35.5], [50, 27.5]], [[52, 27.5], [52, 35.5], [68, 35.5], [79, 27.5]]],
    wheels: [{ x: 17, r: 7 }, { x: 82, r: 7 }],
    frontTop: 22,
    rearTop: 35,
  },
  pickup: {
    outline: [[1, 9], [1, 22], [43, 22], [43, 33], [45, 34.5], [66, 34.5], [75, 24.5], [95, 22.5], [99, 19], [99, 9]],
    windows: [[[46, 25], [46, 32.5], [55, 32.5], [55, 25]], [[57, 25], [57, 32.5], [65.5, 32.5], [72, 25]]],
    wheels: [{ x: 18, r: 7.5 }, { x: 80, r: 7.5 }],
    frontTop: 21,
    rearTop: 21,
  },
  truck: {
    outline: [[74, 9], [74, 40], [76, 42], [95, 42], [99, 36], [99, 9]],
    windows: [[[78, 27], [78, 38], [93, 38], [96.5, 27]]],
    wheels: [{ x: 17, r: 6.5 }, { x: 26, r: 6.5 }, { x: 86, r: 6.5 }],
    frontTop: 17,
    rearTop: 20,
    extras: [[[1, 12], [1, 20], [72, 20], [72, 12]], [[2, 8], [2, 12], [98, 12], [98, 8]]],
  },
  bus: {
    outline: [[1, 7], [1, 36], [3, 38], [95, 38], [99, 33], [99, 7]],
    windows: [[[5, 24], [5, 34], [17, 34], [17, 24]], [[19, 24], [19, 34], [31, 34], [31, 24]], [[33, 24], [33, 34], [45, 34], [45, 24]], [[47, 24], [47, 34], [59, 34], [59, 24]], [[61, 24], [61, 34], [73, 34], [73, 24]], [[76, 12], [76, 34], [83, 34], [83, 12]], [[86, 22], [86, 34], [96, 34], [98, 22]]],
    wheels: [{ x: 17, r: 6 }, { x: 80, r: 6 }],
    frontTop: 15,
    rearTop: 18,
  },
  coupe: {
    outline: [[1, 8], [1, 19], [5, 22], [20, 24], [42, 31], [59, 31.5], [74, 23.5], [93, 20.5], [99, 16], [99, 8]],
    windows: [[[29, 24.5], [42, 29.7], [57, 30], [70, 24]]],
    wheels: [{ x: 18, r: 7.5 }, { x: 81, r: 7.5 }],
    frontTop: 18,
    rearTop: 21,
  },
  convertible: {
    outline: [[1, 8], [1, 20], [4, 23], [40, 23.5], [63, 24], [70, 23], [92, 21], [99, 17], [99, 8]],
    windows: [[[56, 24], [50, 31.5], [53, 31.5], [61, 24]]],
    wheels: [{ x: 18, r: 8 }, { x: 82, r: 8 }],
    frontTop: 18,
    rearTop: 21,
    extras: [[[34, 23.5], [35, 29], [38, 29.5], [40, 23.5]]],
  },
  kei: {
    outline: [[1, 8], [1, 44], [3, 50], [6, 51.5], [72, 52], [84, 36], [97, 32], [99, 27], [99, 8]],
    windows: [[[6, 36], [7, 48], [34, 48.5], [34, 36]], [[36, 36], [36, 48.5], [70, 48.5], [81, 36]]],
    wheels: [{ x: 19, r: 9 }, { x: 82, r: 9 }],
    frontTop: 27,
    rearTop: 30,
  },
};

export const DRAWN_BODY_TYPES = Object.keys(PROFILES) as BodyType[];

const GROUND = 640;
const CAR_LEFT = 140;
const CAR_PX = 920;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Darker or lighter variant of a #rrggbb colour (factor < 1 darkens). */
function shade(hex: string, factor: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(factor >= 1 ? v + (255 - v) * (factor - 1) : v * factor)));
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => ch(v).toString(16).padStart(2, '0')).join('')}`;
}

function background(): string {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1f4f8"/><stop offset="1" stop-color="#dde3ea"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cdd4dc"/><stop offset="1" stop-color="#e4e8ed"/></linearGradient>` +
    `<linearGradient id="gloss" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient>` +
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#51606f"/><stop offset="1" stop-color="#1f2731"/></linearGradient></defs>` +
    `<rect width="${CAR_IMAGE_WIDTH}" height="${CAR_IMAGE_HEIGHT}" fill="url(#bg)"/>` +
    `<rect y="${GROUND - 20}" width="${CAR_IMAGE_WIDTH}" height="${CAR_IMAGE_HEIGHT - GROUND + 20}" fill="url(#floor)"/>`
  );
}

/** Oblique depth of the three-quarter views, in pixels: the far side is drawn shifted by (dx, dy). */
interface Depth {
  dx: number;
  dy: number;
}

type Pt = [number, number];

/**
 * The car seen from the side (`depth` null), or at three-quarters: the profile extruded obliquely, so the
 * bonnet, roof and the front face (or, mirrored, the boot and the rear face) show. Drawn into a box from
 * `left`, `width` pixels wide; `mirror` puts the front on the left.
 */
function bodySvg(p: Profile, colour: string, left: number, width: number, mirror: boolean, depth: Depth | null): string {
  const scale = width / 100;
  const X = (u: number) => (mirror ? left + (100 - u) * scale : left + u * scale);
  const Y = (v: number) => GROUND - v * scale;
  const toPx = (shape: [number, number][]): Pt[] => shape.map(([u, v]) => [X(u), Y(v)]);
  const str = (pts: Pt[]) => pts.map(([a, b]) => `${round1(a)},${round1(b)}`).join(' ');
  const stroke = shade(colour, 0.55);
  const windowBottom = Math.min(...p.windows.flat().map(([, v]) => v));
  const parts: string[] = [];
  const wheel = (cx: number, cy: number, r: number, far: boolean) => {
    parts.push(`<circle cx="${round1(cx)}" cy="${round1(cy)}" r="${round1(r * 1.12)}" fill="#15171a"/>`);
    if (far) return;
    parts.push(`<circle cx="${round1(cx)}" cy="${round1(cy)}" r="${round1(r)}" fill="#26292e"/>`);
    parts.push(`<circle cx="${round1(cx)}" cy="${round1(cy)}" r="${round1(r * 0.55)}" fill="#a7afb8" stroke="#6f7781" stroke-width="3"/>`);
    parts.push(`<circle cx="${round1(cx)}" cy="${round1(cy)}" r="${round1(r * 0.14)}" fill="#5d646d"/>`);
  };

  if (depth) {
    for (const w of p.wheels) wheel(X(w.x) + depth.dx, Y(w.r) + depth.dy, w.r * scale, true);
    // The extruded surfaces that face the viewer: each outline edge swept by the depth vector.
    for (const shape of [...(p.extras ?? []), p.outline]) {
      const pts = toPx(shape);
      let area = 0;
      for (let i = 0; i < pts.length; i++) {
        const [x1, y1] = pts[i];
        const [x2, y2] = pts[(i + 1) % pts.length];
        area += x1 * y2 - x2 * y1;
      }
      for (let i = 0; i < pts.length; i++) {
        const a = pts[i];
        const b = pts[(i + 1) % pts.length];
        const ex = b[0] - a[0];
        const ey = b[1] - a[1];
        const normal: Pt = area > 0 ? [ey, -ex] : [-ey, ex];
        if (normal[0] * depth.dx + normal[1] * depth.dy <= 0) continue;
        const [ua, va] = shape[i];
        const [ub, vb] = shape[(i + 1) % shape.length];
        const steep = Math.abs(vb - va) > 0.35 * Math.abs(ub - ua);
        const glass = shape === p.outline && steep && Math.min(va, vb) >= windowBottom - 0.5 && Math.abs(ub - ua) > 0.5;
        const fill = glass ? 'url(#glass)' : Math.abs(ey) > Math.abs(ex) ? shade(colour, 0.8) : shade(colour, 1.12);
        const quad: Pt[] = [a, b, [b[0] + depth.dx, b[1] + depth.dy], [a[0] + depth.dx, a[1] + depth.dy]];
        parts.push(`<polygon points="${str(quad)}" fill="${fill}" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/>`);
      }
    }
    // Lamps on the end face: head lamps in front, tail lamps behind.
    const endU = 99;
    const top = mirror ? p.rearTop : p.frontTop;
    const lampColour = mirror ? '#c0262d' : '#f6f1d8';
    const y = Y(top - 1);
    const h = 2.6 * scale;
    for (const t of [0.08, 0.7]) {
      const x = X(mirror ? 100 - endU : endU) + depth.dx * t;
      const lampY = y + depth.dy * t;
      const w = depth.dx * 0.22;
      parts.push(
        `<polygon points="${str([
          [x, lampY],
          [x + w, lampY + depth.dy * 0.22],
          [x + w, lampY + h + depth.dy * 0.22],
          [x, lampY + h],
        ])}" fill="${lampColour}" stroke="#222" stroke-width="2"/>`,
      );
    }
    const plateX = X(mirror ? 1 : endU) + depth.dx * 0.38;
    const plateY = Y(11) + depth.dy * 0.38;
    parts.push(
      `<polygon points="${str([
        [plateX, plateY],
        [plateX + depth.dx * 0.24, plateY + depth.dy * 0.24],
        [plateX + depth.dx * 0.24, plateY + depth.dy * 0.24 + 2.6 * scale],
        [plateX, plateY + 2.6 * scale],
      ])}" fill="#f4f4ee" stroke="#333" stroke-width="2"/>`,
    );
  }

  for (const extra of p.extras ?? []) {
    parts.push(`<polygon points="${str(toPx(extra))}" fill="${colour}" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/>`);
    parts.push(`<polygon points="${str(toPx(extra))}" fill="url(#gloss)"/>`);
  }
  parts.push(`<polygon points="${str(toPx(p.outline))}" fill="${colour}" stroke="${stroke}" stroke-width="4" stroke-linejoin="round"/>`);
  parts.push(`<polygon points="${str(toPx(p.outline))}" fill="url(#gloss)"/>`);
  for (const w of p.windows) parts.push(`<polygon points="${str(toPx(w))}" fill="url(#glass)" stroke="#11161c" stroke-width="2"/>`);
  // Head and tail lamps seen on the side.
  const allPoints = [...p.outline, ...(p.extras ?? []).flat()];
  const frontY = Math.max(...allPoints.filter(([u]) => u >= 98).map(([, v]) => v));
  const rearY = Math.min(Math.max(...allPoints.filter(([u]) => u <= 2).map(([, v]) => v)), p.rearTop);
  parts.push(
    `<rect x="${round1(X(mirror ? 100 : 97.5))}" y="${round1(Y(frontY - 1))}" width="${round1(2.5 * scale)}" height="${round1(2.2 * scale)}" rx="4" fill="#f6f1d8"/>`,
  );
  parts.push(
    `<rect x="${round1(X(mirror ? 2.5 : 0))}" y="${round1(Y(rearY - 1.5))}" width="${round1(2.5 * scale)}" height="${round1(3 * scale)}" rx="4" fill="#c0262d"/>`,
  );
  for (const w of p.wheels) wheel(X(w.x), Y(w.r), w.r * scale, false);
  return parts.join('');
}

/** One car picture as SVG: the body type's silhouette in `colour` (a swatch name or #rrggbb) from `angle`. */
export function carSvg(bodyType: BodyType, colour: string, angle: CarAngle): string {
  const p = PROFILES[bodyType];
  const fill = colour.startsWith('#') ? colour : (SWATCHES[colour] ?? '#9aa1a9');
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAR_IMAGE_WIDTH}" height="${CAR_IMAGE_HEIGHT}" viewBox="0 0 ${CAR_IMAGE_WIDTH} ${CAR_IMAGE_HEIGHT}">`,
    background(),
  ];
  if (angle === 'side') {
    parts.push(`<ellipse cx="${CAR_LEFT + CAR_PX / 2}" cy="${GROUND + 4}" rx="${CAR_PX * 0.52}" ry="26" fill="#000" opacity="0.16"/>`);
    parts.push(bodySvg(p, fill, CAR_LEFT, CAR_PX, false, null));
  } else {
    const width = CAR_PX * 0.8;
    const depth = { dx: CAR_PX * 0.17, dy: -CAR_PX * 0.075 };
    const left = (CAR_IMAGE_WIDTH - width - depth.dx) / 2;
    parts.push(
      `<ellipse cx="${CAR_IMAGE_WIDTH / 2}" cy="${GROUND - 10}" rx="${(width + depth.dx) * 0.53}" ry="${-depth.dy + 20}" fill="#000" opacity="0.14"/>`,
    );
    parts.push(bodySvg(p, fill, left, width, angle === 'rear', depth));
  }
  parts.push('</svg>');
  return parts.join('');
}

/** A placeholder of the cabin: dashboard, steering wheel, screen and seats in one of the trims. */
export function interiorSvg(variant: number): string {
  const { trim, seat } = INTERIOR_VARIANTS[variant];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAR_IMAGE_WIDTH}" height="${CAR_IMAGE_HEIGHT}" viewBox="0 0 ${CAR_IMAGE_WIDTH} ${CAR_IMAGE_HEIGHT}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe9f3"/><stop offset="1" stop-color="#f5f7fa"/></linearGradient></defs>` +
    `<rect width="${CAR_IMAGE_WIDTH}" height="${CAR_IMAGE_HEIGHT}" fill="${trim}"/>` +
    `<path d="M90 60 Q600 10 1110 60 L1040 300 Q600 270 160 300 Z" fill="url(#sky)"/>` +
    `<path d="M0 330 Q600 250 1200 330 L1200 470 L0 470 Z" fill="${shade(trim, 1.25)}"/>` +
    `<rect x="520" y="330" width="160" height="95" rx="10" fill="#0f1216" stroke="#4a4f57" stroke-width="4"/>` +
    `<rect x="535" y="345" width="130" height="65" rx="4" fill="#2b4660"/>` +
    `<circle cx="330" cy="430" r="120" fill="none" stroke="#101215" stroke-width="26"/>` +
    `<circle cx="330" cy="430" r="34" fill="#101215"/>` +
    `<path d="M0 800 L40 560 Q130 500 250 540 L300 800 Z" fill="${seat}"/>` +
    `<path d="M1200 800 L1160 560 Q1070 500 950 540 L900 800 Z" fill="${seat}"/>` +
    `<rect x="520" y="600" width="160" height="200" rx="20" fill="${shade(trim, 1.4)}"/>` +
    `</svg>`
  );
}

// A stroke font for the make badges (no system font needed): letters on a 4 × 6 grid, y downwards.
// prettier-ignore
const STROKES: Record<string, [number, number][][]> = {
  A: [[[0, 6], [0, 2], [2, 0], [4, 2], [4, 6]], [[0, 3.6], [4, 3.6]]],
  B: [[[0, 3], [3, 3], [4, 4], [4, 5], [3, 6], [0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3]]],
  C: [[[4, 0.8], [3.2, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3.2, 6], [4, 5.2]]],
  D: [[[0, 0], [0, 6], [2.5, 6], [4, 4.5], [4, 1.5], [2.5, 0], [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  G: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 3.5], [2.5, 3.5]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  I: [[[1, 0], [3, 0]], [[2, 0], [2, 6]], [[1, 6], [3, 6]]],
  J: [[[4, 0], [4, 5], [3, 6], [1, 6], [0, 5]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.6]], [[1.4, 2.6], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  O: [[[1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [1, 6], [0, 5], [0, 1], [1, 0]]],
  P: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]]],
  Q: [[[1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [1, 6], [0, 5], [0, 1], [1, 0]], [[2.5, 4.5], [4, 6]]],
  R: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]], [[2, 3], [4, 6]]],
  S: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 2], [1, 3], [3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 2.5], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  Z: [[[0, 0], [4, 0], [0, 6], [4, 6]]],
};

/** A round badge in `colour` with the letters drawn in white. */
export function badgeSvg(letters: string, colour: string, size = LOGO_SIZE): string {
  const chars = [...letters.toUpperCase()].filter((c) => STROKES[c]).slice(0, 3);
  const c = size / 2;
  const unit = size / (chars.length >= 3 ? 26 : chars.length === 2 ? 20 : 14);
  const advance = 6 * unit;
  const textWidth = chars.length * advance - 2 * unit;
  const x0 = c - textWidth / 2;
  const y0 = c - 3 * unit;
  const strokes = chars
    .flatMap((ch, i) =>
      STROKES[ch].map(
        (line) =>
          `<polyline points="${line.map(([u, v]) => `${round1(x0 + i * advance + u * unit)},${round1(y0 + v * unit)}`).join(' ')}"/>`,
      ),
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<circle cx="${c}" cy="${c}" r="${c - 6}" fill="${colour}"/>` +
    `<circle cx="${c}" cy="${c}" r="${c - size * 0.07}" fill="none" stroke="#fff" stroke-opacity="0.85" stroke-width="${round1(size * 0.025)}"/>` +
    `<g fill="none" stroke="#fff" stroke-width="${round1(unit * 0.9)}" stroke-linecap="round" stroke-linejoin="round">${strokes}</g>` +
    `</svg>`
  );
}

// ---------------------------------------------------------------------------------------------------------
// Writing the files.

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
