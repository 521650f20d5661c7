/** The pure parts of the dashboard's charts: bar geometry and the words a screen reader hears instead of the bars. */

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Bars for `values` in a `width` × `height` box, left to right (the SVG is mirrored for right-to-left pages by CSS),
 * the tallest reaching the top; a zero is a bar of no height. A gap of a fifth of each slot separates bars.
 */
export function barsOf(values: readonly number[], width: number, height: number): Bar[] {
  const max = Math.max(0, ...values);
  const slot = values.length ? width / values.length : 0;
  const gap = slot / 5;
  return values.map((value, i) => {
    const h = max > 0 ? (Math.max(0, value) / max) * height : 0;
    return { x: i * slot + gap / 2, y: height - h, width: slot - gap, height: h };
  });
}

export interface SeriesSummary {
  total: number;
  /** The busiest day, the earliest of equals; null when nothing happened. */
  peak: { day: string; value: number } | null;
  /** Per day, over every day of the series. */
  average: number;
}

export function summaryOf(days: readonly { day: string }[], value: (day: { day: string }) => number): SeriesSummary {
  let total = 0;
  let peak: SeriesSummary['peak'] = null;
  for (const d of days) {
    const v = value(d);
    total += v;
    if (v > 0 && (!peak || v > peak.value)) peak = { day: d.day, value: v };
  }
  return { total, peak, average: days.length ? total / days.length : 0 };
}

/** A share of the largest, as a percentage for a bar's length (0 when everything is 0). */
export const shareOf = (value: number, max: number): number => (max > 0 ? Math.round((value / max) * 1000) / 10 : 0);
