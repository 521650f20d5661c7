import { type BodyType, SWATCHES } from './catalogue-data.js';
import { type Profile, PROFILES } from './car-silhouettes.js';
import { CAR_IMAGE_HEIGHT, CAR_IMAGE_WIDTH, type CarAngle, INTERIOR_VARIANTS } from './demo-images.js';
import { round1, shade } from './svg-primitives.js';

/**
 * The car pictures as SVG: a body type's silhouette in the car's colour seen from the front three-quarter,
 * the side or the rear three-quarter, in a studio setting, and the interior placeholders.
 */

const GROUND = 640;
const CAR_LEFT = 140;
const CAR_PX = 920;

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
