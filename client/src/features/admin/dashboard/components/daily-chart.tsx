import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';
import type { ChartDay } from '../api/dashboard';
import { barsOf, summaryOf } from './chart-geometry';

const WIDTH = 900;
const HEIGHT = 120;

export interface DailyChartProps {
  title: string;
  days: readonly ChartDay[];
  value: (day: ChartDay) => number;
  /** How a value reads (a count by default). */
  format?: (value: number) => string;
}

/**
 * One series of the last 90 days as bars in an inline SVG. The drawing is decoration for sighted users; what it says is
 * in words (the caption: total, busiest day, daily average) and, on demand, as a table of every day.
 */
export function DailyChart({ title, days, value, format }: DailyChartProps) {
  const { t } = useTranslation('admin-dashboard');
  const f = useFormat();
  const id = useId();
  const show = format ?? ((n: number) => f.number(n));
  const day = (d: string) => f.date(`${d}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const summary = summaryOf(days, (d) => value(d as ChartDay));
  const bars = barsOf(
    days.map((d) => value(d)),
    WIDTH,
    HEIGHT,
  );
  return (
    <figure className="dash-chart" aria-labelledby={`${id}-title`}>
      <figcaption className="dash-chart__caption">
        <h3 id={`${id}-title`} className="dash-chart__title">
          {title}
        </h3>
        <p className="dash-chart__total">{show(summary.total)}</p>
        <p className="dash-chart__summary">
          {summary.peak
            ? t('charts.summary', {
                peakDay: day(summary.peak.day),
                peak: show(summary.peak.value),
                average: f.number(summary.average, { maximumFractionDigits: summary.average < 1 ? 2 : 1 }),
              })
            : t('charts.nothing')}
        </p>
      </figcaption>
      <svg className="dash-chart__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="dash-chart__baseline" />
        {bars.map((bar, i) => (
          <rect key={days[i]!.day} x={bar.x} y={bar.y} width={bar.width} height={bar.height} className="dash-chart__bar" />
        ))}
      </svg>
      {days.length > 0 && (
        <div className="dash-chart__axis" aria-hidden="true">
          <span>{day(days[0]!.day)}</span>
          <span>{day(days[days.length - 1]!.day)}</span>
        </div>
      )}
      <details className="dash-chart__details">
        <summary>{t('charts.showTable')}</summary>
        <div className="dash-chart__table-wrap" tabIndex={0} role="region" aria-label={t('charts.tableOf', { title })}>
          <table className="dash-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('charts.day')}</th>
                <th scope="col" className="dash-table__num">
                  {title}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((d) => (
                <tr key={d.day}>
                  <th scope="row">{day(d.day)}</th>
                  <td className="dash-table__num">{show(value(d))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
