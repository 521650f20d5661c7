/** Small helpers shared by the SVG drawings of the demo pictures. */

/** A pixel coordinate rounded to one decimal, which keeps the SVG text short. */
export const round1 = (n: number) => Math.round(n * 10) / 10;

/** Darker or lighter variant of a #rrggbb colour (factor < 1 darkens). */
export function shade(hex: string, factor: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(factor >= 1 ? v + (255 - v) * (factor - 1) : v * factor)));
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => ch(v).toString(16).padStart(2, '0')).join('')}`;
}
