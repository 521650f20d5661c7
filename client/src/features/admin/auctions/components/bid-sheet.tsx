import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../../components/error-state';
import { Badge } from '../../../../components/badge';
import { Button, buttonClass } from '../../../../components/button';
import { Link } from '../../../../components/link';
import { TextField } from '../../../../components/text-field';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { useFormat } from '../../../../lib/use-format';
import { adminPath } from '../../admin-paths';
import { AdminPage } from '../../ui/admin-page';
import { downloadFile } from '../../ui/download';
import { useAdminLots, useAuctionHouses, useBidSheet, type BidSheetRow, type LotPhase } from '../api/auctions-admin-api';
import { PHASE_TONES } from './lot-result-screen';
import { compareYen, useYen } from './yen';

/** Today's date in Japan (YYYY-MM-DD): the auction day a clerk opens the sheet for. */
export const japanToday = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** Lot numbers in the order the auction calls them: numerically where both are numbers ("9" before "40123"). */
export const byLotNumber = (a: BidSheetRow, b: BidSheetRow): number =>
  a.lot.auctionHouse.localeCompare(b.lot.auctionHouse) ||
  a.lot.lotNumber.localeCompare(b.lot.lotNumber, 'en', { numeric: true }) ||
  compareYen(b.maxBidJpy, a.maxBidJpy);

/** The sheet's rows: lot no., car, customer, max bid, note, and (on screen) the way to the lot's result. */
export function BidSheetTable({ rows, showHouse }: { rows: readonly BidSheetRow[]; showHouse: boolean }) {
  const { t } = useTranslation('admin-auctions');
  const yen = useYen();
  const f = useFormat();
  const sorted = [...rows].sort(byLotNumber);
  return (
    <div className="auction-sheet__scroll">
      <table className="auction-sheet__table">
        <caption className="visually-hidden">{t('sheet.caption')}</caption>
        <thead>
          <tr>
            {showHouse && <th scope="col">{t('sheet.house')}</th>}
            <th scope="col">{t('sheet.lot')}</th>
            <th scope="col">{t('sheet.start')}</th>
            <th scope="col">{t('sheet.car')}</th>
            <th scope="col">{t('sheet.customer')}</th>
            <th scope="col" className="numeric">
              {t('sheet.maxBid')}
            </th>
            <th scope="col">{t('sheet.note')}</th>
            <th scope="col" className="auction-no-print">
              <span className="visually-hidden">{t('sheet.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={row.bidId}>
              {showHouse && <td>{row.lot.auctionHouse}</td>}
              <th scope="row" className="auction-sheet__lot">
                {row.lot.lotNumber}
              </th>
              <td>{f.date(row.lot.startsAt, { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}</td>
              <td>
                <span className="auction-sheet__car">
                  {row.lot.year} {row.lot.make} {row.lot.model}
                </span>
                <span className="auction-sheet__facts">
                  {[
                    row.lot.chassisCode,
                    row.lot.grade && t('sheet.grade', { grade: row.lot.grade }),
                    row.lot.mileageKm != null && `${f.number(row.lot.mileageKm)} km`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </td>
              <td>
                <Link to={adminPath('auction-accounts', row.customer.id)}>{row.customer.name}</Link>
                <span className="auction-sheet__facts">{row.customer.email}</span>
              </td>
              <td className="numeric auction-sheet__bid">{yen(row.maxBidJpy)}</td>
              <td className="auction-sheet__note">{row.note ?? ''}</td>
              <td className="auction-no-print">
                <Link
                  className={buttonClass('secondary', 'small')}
                  to={adminPath('auction-bid-sheet', 'lots', row.lot.id)}
                  aria-label={t('sheet.recordFor', { lot: row.lot.lotNumber })}
                >
                  {t('sheet.record')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The day's bid sheet per auction house: pick the house and day, print it, export it, record each result. */
export function BidSheetScreen() {
  const { t } = useTranslation('admin-auctions');
  const f = useFormat();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? japanToday();
  const house = params.get('auctionHouse') ?? '';
  const query = { date, ...(house ? { auctionHouse: house } : {}) };
  const sheet = useBidSheet(query);
  const houses = useAuctionHouses(date);
  const [exportError, setExportError] = useState<unknown>(null);
  const rows = sheet.data?.items ?? [];

  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    next.set('date', String(form.get('date') || japanToday()));
    const chosen = String(form.get('auctionHouse') ?? '').trim();
    if (chosen) next.set('auctionHouse', chosen);
    setParams(next);
  };
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? f.date(`${date}T12:00:00+09:00`, { dateStyle: 'full', timeZone: 'Asia/Tokyo' }) : date;

  return (
    <AdminPage
      title={t('sheet.title')}
      subtitle={t('sheet.subtitle', { house: house || t('sheet.everyHouse'), date: day })}
      actions={
        <>
          <Button variant="secondary" size="small" onClick={() => window.print()} disabled={rows.length === 0}>
            {t('sheet.print')}
          </Button>
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              setExportError(null);
              downloadFile('/api/admin/auctions/bid-sheet.csv', query, `bid-sheet-${date}.csv`).catch(setExportError);
            }}
          >
            {t('sheet.csv')}
          </Button>
        </>
      }
    >
      {exportError !== null && (
        <p className="field__error" role="alert">
          {errorText.message(exportError)}
        </p>
      )}
      <form role="search" aria-label={t('sheet.pick')} className="admin-form auction-sheet__pick auction-no-print" onSubmit={choose}>
        <TextField label={t('sheet.date')} name="date" type="date" defaultValue={date} key={`d-${date}`} required />
        <TextField
          label={t('sheet.house')}
          name="auctionHouse"
          defaultValue={house}
          key={`h-${house}`}
          list="auction-houses"
          hint={t('sheet.houseHint')}
        />
        <datalist id="auction-houses">
          {(houses.data ?? []).map((h) => (
            <option key={h} value={h} />
          ))}
        </datalist>
        <div className="admin-form__actions">
          <Button type="submit" size="small">
            {t('sheet.open')}
          </Button>
        </div>
      </form>
      <section className="auction-sheet" aria-label={t('sheet.caption')}>
        <h2 className="auction-sheet__print-title">{t('sheet.printTitle', { house: house || t('sheet.everyHouse'), date: day })}</h2>
        {sheet.error ? (
          <ErrorState error={sheet.error} onRetry={() => void sheet.refetch()} />
        ) : sheet.isPending ? (
          <p aria-busy="true">{t('loading')}</p>
        ) : rows.length === 0 ? (
          <p className="auction-empty">{t('sheet.empty')}</p>
        ) : (
          <>
            <BidSheetTable rows={rows} showHouse={!house} />
            <p className="auction-sheet__count">{t('sheet.count', { count: rows.length })}</p>
          </>
        )}
      </section>
      <DayLots query={query} />
    </AdminPage>
  );
}

/**
 * The day's lots customers bid on, with where each stands (the server's phase) and its result: the way to a lot's
 * result screen once its bids have left the sheet (recorded, or to undo).
 */
function DayLots({ query }: { query: { date: string; auctionHouse?: string } }) {
  const { t } = useTranslation('admin-auctions');
  const lots = useAdminLots(query);
  const items = lots.data?.items ?? [];
  return (
    <section className="auction-no-print admin-section" aria-labelledby="auction-day-lots">
      <h2 id="auction-day-lots">{t('lots.title')}</h2>
      {lots.error ? (
        <ErrorState error={lots.error} onRetry={() => void lots.refetch()} />
      ) : items.length === 0 ? (
        <p className="auction-empty">{lots.isPending ? t('loading') : t('lots.empty')}</p>
      ) : (
        <div className="auction-sheet__scroll">
          <table className="auction-table">
            <caption className="visually-hidden">{t('lots.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('sheet.lot')}</th>
                <th scope="col">{t('sheet.car')}</th>
                <th scope="col">{t('lots.bids')}</th>
                <th scope="col">{t('lots.phase')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('sheet.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.lot.id}>
                  <th scope="row">
                    {item.lot.auctionHouse} · {item.lot.lotNumber}
                  </th>
                  <td>
                    {item.lot.year} {item.lot.make} {item.lot.model}
                  </td>
                  <td>{t('lots.bidCounts', { open: item.openBids, count: item.bids })}</td>
                  <td>
                    <Badge tone={PHASE_TONES[item.lot.phase as LotPhase]}>
                      {item.result ? t(`result.outcomes.${item.result}`) : t(`phase.${item.lot.phase}`)}
                    </Badge>
                  </td>
                  <td>
                    <Link
                      className={buttonClass('secondary', 'small')}
                      to={adminPath('auction-bid-sheet', 'lots', item.lot.id)}
                      aria-label={t('lots.openFor', { lot: item.lot.lotNumber })}
                    >
                      {t('lots.open')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
