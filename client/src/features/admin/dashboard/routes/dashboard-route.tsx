import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../components/error-state';
import { Skeleton } from '../../../../components/skeleton';
import { useFormat } from '../../../../lib/use-format';
import { AdminPage } from '../../ui/admin-page';
import { useDashboard } from '../api/dashboard';
import { DailyChart } from '../components/daily-chart';
import { SalesBreakdown } from '../components/sales-breakdown';
import { WorkCards } from '../components/work-cards';
import '../dashboard.css';

/** /admin: the back office's home — today's work, then the last 90 days. */
export default function DashboardRoute() {
  const { t } = useTranslation('admin-dashboard');
  const f = useFormat();
  const dashboard = useDashboard();
  const data = dashboard.data;
  const day = (d: string) => f.date(`${d}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <AdminPage title={t('title')} subtitle={data ? t('today', { date: day(data.work.today) }) : undefined}>
      {dashboard.error && !data ? (
        <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : !data ? (
        <div className="dash-cards" aria-busy="true">
          {[1, 2, 3, 4, 5].map((n) => (
            <Skeleton key={n} blockSize={180} className="dash-card" />
          ))}
        </div>
      ) : (
        <>
          <section aria-labelledby="dash-work" className="dash-block">
            <h2 id="dash-work" className="visually-hidden">
              {t('work.heading')}
            </h2>
            <WorkCards work={data.work} />
          </section>

          <section aria-labelledby="dash-charts" className="dash-block">
            <header className="dash-block__header">
              <h2 id="dash-charts">{t('charts.heading')}</h2>
              <p className="dash-muted">{t('charts.period', { from: day(data.charts.from), to: day(data.charts.to) })}</p>
            </header>
            <div className="dash-charts">
              <DailyChart title={t('charts.views')} days={data.charts.days} value={(d) => d.views} />
              <DailyChart title={t('charts.inquiries')} days={data.charts.days} value={(d) => d.inquiries} />
              <DailyChart title={t('charts.reservations')} days={data.charts.days} value={(d) => d.reservations} />
              <DailyChart title={t('charts.sales')} days={data.charts.days} value={(d) => d.sales} />
            </div>
            <p className="dash-muted">
              {t('charts.salesTotal', { count: data.charts.totals.sales, amount: f.money(data.charts.totals.salesAmount) })}
            </p>
            <div className="dash-breakdowns">
              <SalesBreakdown
                title={t('charts.byCountry')}
                groupHeader={t('charts.country')}
                rows={data.charts.salesByCountry.map((r) => ({
                  key: r.country,
                  label: f.country(r.country),
                  count: r.count,
                  amount: r.amount,
                }))}
              />
              <SalesBreakdown
                title={t('charts.byMake')}
                groupHeader={t('charts.make')}
                rows={data.charts.salesByMake.map((r) => ({ key: r.make, label: r.title, count: r.count, amount: r.amount }))}
              />
            </div>
          </section>
        </>
      )}
    </AdminPage>
  );
}
