import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../../components/error-state';
import { Button } from '../../../../components/button';
import { Link } from '../../../../components/link';
import { TextField } from '../../../../components/text-field';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { useFormat } from '../../../../lib/use-format';
import { adminPath } from '../../admin-paths';
import { AdminPage } from '../../ui/admin-page';
import { downloadFile } from '../../ui/download';
import { useAuctionHouses, useBidSheet, type BidSheetRow } from '../api/auctions-admin-api';
import { ResultDialog } from './result-dialog';
import { compareYen, useYen } from './yen';

/** Today's date in Japan (YYYY-MM-DD): the auction day a clerk opens the sheet for. */
export const japanToday = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** Lot numbers in the order the auction calls them: numerically where both are numbers ("9" before "40123"). */
export const byLotNumber = (a: BidSheetRow, b: BidSheetRow): number =>
  a.lot.auctionHouse.localeCompare(b.lot.auctionHouse) ||
  a.lot.lotNumber.localeCompare(b.lot.lotNumber, 'en', { numeric: true }) ||
  compareYen(b.maxBidJpy, a.maxBidJpy);

/** The sheet's rows: lot no., car, customer, max bid, note, and (on screen) the way to record the result. */
export function BidSheetTable({
  rows,
  showHouse,
  onRecord,
}: {
  rows: readonly BidSheetRow[];
  showHouse: boolean;
  onRecord: (row: BidSheetRow) => void;
}) {
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
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => onRecord(row)}
                  aria-label={t('sheet.recordFor', { lot: row.lot.lotNumber })}
                >
                  {t('sheet.record')}
                </Button>
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
  const [recording, setRecording] = useState<BidSheetRow | null>(null);
  const [recorded, setRecorded] = useState<{ row: BidSheetRow; result: string } | null>(null);
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
      {recorded && (
        <p role="status" className="auction-notice auction-no-print">
          {t(`sheet.recorded.${recorded.result}`, { lot: recorded.row.lot.lotNumber, customer: recorded.row.customer.name })}{' '}
          <Link to={adminPath('auction-accounts', recorded.row.customer.id)}>{t('sheet.openAccount')}</Link>
        </p>
      )}
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
            <BidSheetTable rows={rows} showHouse={!house} onRecord={setRecording} />
            <p className="auction-sheet__count">{t('sheet.count', { count: rows.length })}</p>
          </>
        )}
      </section>
      <ResultDialog
        row={recording}
        onClose={() => setRecording(null)}
        onRecorded={(result) => recording && setRecorded({ row: recording, result })}
      />
    </AdminPage>
  );
}
