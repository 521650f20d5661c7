import { LOGO_SIZE } from './demo-images.js';
import { round1 } from './svg-primitives.js';

/** The badge of each make as SVG: up to three letters in a hand-made stroke font on a round disc. */

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
