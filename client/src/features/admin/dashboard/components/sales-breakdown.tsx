import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';
import type { DashboardCharts } from '../api/dashboard';
import { shareOf } from './chart-geometry';

interface Row {
  key: string;
  label: string;
  count: number;
  amount: DashboardCharts['totals']['salesAmount'];
}

/** Sales of the 90 days by one grouping (country, make): a table, each row with a bar of its share of the largest. */
export function SalesBreakdown({ title, groupHeader, rows }: { title: string; groupHeader: string; rows: readonly Row[] }) {
  const { t } = useTranslation('admin-dashboard');
  const f = useFormat();
  const max = Math.max(0, ...rows.map((r) => Number(r.amount.amount)));
  return (
    <section className="dash-breakdown" aria-label={title}>
      <h3 className="dash-chart__title">{title}</h3>
      {rows.length === 0 ? (
        <p className="dash-muted">{t('charts.noSales')}</p>
      ) : (
        <table className="dash-table dash-breakdown__table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{groupHeader}</th>
              <th scope="col" className="dash-table__num">
                {t('charts.salesCount')}
              </th>
              <th scope="col" className="dash-table__num">
                {t('charts.salesAmount')}
              </th>
              <th scope="col" className="dash-breakdown__bar-col">
                <span className="visually-hidden">{t('charts.share')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">{r.label}</th>
                <td className="dash-table__num">{f.number(r.count)}</td>
                <td className="dash-table__num">{f.money(r.amount)}</td>
                <td className="dash-breakdown__bar-col">
                  <svg className="dash-breakdown__bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                    <rect x="0" y="0" height="10" width={shareOf(Number(r.amount.amount), max)} />
                  </svg>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
