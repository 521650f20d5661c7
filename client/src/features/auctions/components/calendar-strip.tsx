import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import { useAuctionCalendar } from '../api/auctions-api';
import { toLotQuery, type LotFilters } from '../lot-search-params';

/** The auction days ahead (Japan dates) with their lot counts; a day filters the search to it (again: all days). */
export function CalendarStrip({ filters }: { filters: LotFilters }) {
  const { t } = useTranslation('auctions');
  const format = useFormat();
  const calendar = useAuctionCalendar();
  return (
    <section className="auction-calendar" aria-labelledby="auction-calendar-title">
      <h2 id="auction-calendar-title" className="auction-section-title">
        {t('calendar.title')}
      </h2>
      {calendar.isError ? (
        <ErrorState error={calendar.error} onRetry={() => void calendar.refetch()} />
      ) : !calendar.data ? (
        <Skeleton blockSize="5.5rem" />
      ) : calendar.data.days.length === 0 ? (
        <p className="auction-calendar__empty">{t('calendar.empty')}</p>
      ) : (
        <ul className="auction-calendar__days">
          {calendar.data.days.map((day) => {
            const selected = filters.auctionDate === day.date;
            const next = { ...filters, auctionDate: selected ? undefined : day.date };
            return (
              <li key={day.date}>
                <Link
                  className={`auction-day${selected ? ' auction-day--selected' : ''}`}
                  to={paths.auctions(toLotQuery(next))}
                  aria-current={selected ? 'true' : undefined}
                  title={day.houses.map((h) => `${h.auctionHouse}: ${format.number(h.lots)}`).join('\n')}
                >
                  <span className="auction-day__date">
                    {format.date(`${day.date}T00:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })}
                  </span>
                  <span className="auction-day__lots">{t('calendar.lots', { count: day.lots, value: format.number(day.lots) })}</span>
                  <span className="auction-day__houses">{t('calendar.houses', { count: day.houses.length })}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
