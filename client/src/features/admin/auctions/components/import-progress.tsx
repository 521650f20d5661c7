import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../../components/badge';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { useFormat } from '../../../../lib/use-format';
import { isRunning, type FeedImport, type FeedImportDetail } from '../api/auctions-admin-api';

const TONES: Record<string, BadgeTone> = { queued: 'neutral', running: 'info', done: 'success', failed: 'danger' };

export function ImportStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin-auctions');
  return <Badge tone={TONES[status] ?? 'neutral'}>{t(`imports.status.${status}`, { defaultValue: status })}</Badge>;
}

const COUNTS = ['rowsRead', 'rowsInserted', 'rowsUpdated', 'rowsUnchanged', 'rowsRejected'] as const;

/** An import's progress: a bar with its percent (live while it runs), the row counts, and why it failed. */
export function ImportProgress({ item }: { item: FeedImport }) {
  const { t } = useTranslation('admin-auctions');
  const f = useFormat();
  const percent = Math.max(0, Math.min(100, Math.round(item.progressPercent)));
  return (
    <div className="auction-progress">
      <div className="auction-progress__line">
        <ImportStatusBadge status={item.status} />
        <progress
          className="auction-progress__bar"
          max={100}
          value={percent}
          aria-label={t('imports.progress')}
          aria-valuetext={t('imports.percent', { percent: f.number(percent) })}
        />
        <span className="auction-progress__percent" aria-live={isRunning(item) ? 'polite' : undefined}>
          {t('imports.percent', { percent: f.number(percent) })}
        </span>
      </div>
      <dl className="auction-counts">
        {COUNTS.map((key) => (
          <div
            key={key}
            className={`auction-counts__item auction-counts__item--${key}${item[key] === 0 ? ' auction-counts__item--zero' : ''}`}
          >
            <dt>{t(`imports.counts.${key}`)}</dt>
            <dd>{f.number(item[key])}</dd>
          </div>
        ))}
      </dl>
      {item.status === 'failed' && (
        <p className="field__error" role="alert">
          {t('imports.failed', { reason: item.error ?? item.errorCode ?? '—' })}
        </p>
      )}
    </div>
  );
}

/** Row reasons the client words in every language (their params are the field's label, or the fixed yen limit). */
const WORDED = new Set([
  'FIELD_REQUIRED',
  'FIELD_NOT_TEXT',
  'AUCTION_ROW_NOT_OBJECT',
  'AUCTION_ROW_DATE',
  'AUCTION_ROW_TIME',
  'AUCTION_ROW_YEN',
  'AUCTION_ROW_MAKE_NO_SLUG',
  'AUCTION_ROW_URL',
]);

/** The rejected rows the import kept (the first 500): the feed's row number and each reason. */
export function RejectedRows({ rows }: { rows: FeedImportDetail['rejectedSample'] }) {
  const { t } = useTranslation('admin-auctions');
  const f = useFormat();
  const errorText = useErrorText();
  type Reason = FeedImportDetail['rejectedSample'][number]['reasons'][number];
  const say = (r: Reason) =>
    WORDED.has(r.code)
      ? errorText.code({ code: r.code, params: { max: '9,999,999,999' } }, r.field ? t(`fields.${r.field}`) : undefined)
      : r.message;
  if (rows.length === 0) return <p className="auction-empty">{t('imports.noRejected')}</p>;
  return (
    <table className="auction-table">
      <caption className="visually-hidden">{t('imports.rejected')}</caption>
      <thead>
        <tr>
          <th scope="col" className="numeric">
            {t('imports.row')}
          </th>
          <th scope="col">{t('imports.reasons')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.row}>
            <th scope="row" className="numeric">
              {f.number(r.row)}
            </th>
            <td>
              <ul className="auction-reasons">
                {r.reasons.map((reason, i) => (
                  <li key={i}>{say(reason)}</li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
