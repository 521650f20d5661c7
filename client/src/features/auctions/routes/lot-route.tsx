import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { PageTitle } from '../../../components/page-title';
import { Skeleton } from '../../../components/skeleton';
import { ApiError } from '../../../lib/api/api-error';
import { stripLanguage } from '../../../lib/i18n/languages';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import { useViewer } from '../../catalogue/api/viewer';
import { useLot, type LotDetail } from '../api/auctions-api';
import { useMyBidsOnLot } from '../api/bidding-api';
import { Badge } from '../../../components/badge';
import { BID_TONES } from '../bid-tones';
import { StartPrice } from '../components/lot-card';
import { BidPanel } from '../components/bid-panel';
import { Countdown, DualTime, usePassed, WHEN } from '../components/lot-times';
import { JAPAN_TIME_ZONE } from '../lot-times';
import '../auctions.css';

const SHEET_FIELDS = ['overallGrade', 'exteriorGrade', 'interiorGrade', 'damages', 'notes'] as const;
/** Equipment codes the sheet uses that we name in every language; others show as written. */
const KNOWN_EQUIPMENT = new Set(['AC', 'PS', 'PW', 'AW', 'NAVI', 'SR', 'TV', 'ABS', 'AB', 'LEATHER', 'CAMERA', 'ETC', 'CD', 'KEYLESS']);

/**
 * An auction lot (issue 13): its facts, the auction sheet (image and translated fields), equipment, when it comes up
 * (the visitor's time and Japan's) with the countdown to its bid cut-off, and the way on: anonymous visitors sign in
 * to bid; customers see the cut-off and how bidding works. A past lot shows its result.
 */
export default function LotRoute() {
  const { t } = useTranslation('auctions');
  const { id = '' } = useParams();
  const location = useLocation();
  const viewer = useViewer();
  const lot = useLot(id, viewer.key);
  const signInUrl = paths.auth({ next: stripLanguage(location.pathname) });

  if (lot.isError)
    return (
      <div className="container page">
        {lot.error instanceof ApiError && lot.error.status === 404 ? (
          <EmptyState title={t('lot.notFound')} action={<Link to={paths.auctions()}>{t('lot.back')}</Link>} />
        ) : (
          <ErrorState error={lot.error} onRetry={() => void lot.refetch()} />
        )}
      </div>
    );
  if (!lot.data)
    return (
      <div className="container page lot-page" aria-busy="true">
        <Skeleton inlineSize="60%" blockSize="2.5rem" />
        <Skeleton blockSize="20rem" />
      </div>
    );
  return <LotPage lot={lot.data} signedIn={viewer.signedIn} signInUrl={signInUrl} onCameUp={() => void lot.refetch()} />;
}

/** Phases before the lot comes up: the page counts down to the cut-off and takes bids (the server's lot machine). */
const BEFORE_AUCTION: readonly LotDetail['phase'][] = ['bidding', 'bidding_closed'];

function LotPage({ lot, signedIn, signInUrl, onCameUp }: { lot: LotDetail; signedIn: boolean; signInUrl: string; onCameUp: () => void }) {
  const { t } = useTranslation('auctions');
  const format = useFormat();
  // The lot comes up while the page is open: the countdown stops and the page asks the server where the lot stands.
  const cameUp = usePassed(lot.startsAt);
  const beforeAuction = BEFORE_AUCTION.includes(lot.phase) && !cameUp;
  useEffect(() => {
    if (cameUp && BEFORE_AUCTION.includes(lot.phase)) onCameUp();
    // Once when it comes up (the callback is new on every render).
  }, [cameUp, lot.phase]);
  const rows: [string, string | null][] = [
    [t('lot.house'), lot.auctionHouse],
    [t('lot.lotNumber'), lot.lotNumber],
    [t('lot.year'), String(lot.year)],
    [t('lot.mileage'), lot.mileageKm !== null ? t('facts.km', { value: format.number(lot.mileageKm) }) : null],
    [t('lot.grade'), lot.grade],
    [t('lot.engine'), lot.engineCc ? t('facts.cc', { value: format.number(lot.engineCc) }) : null],
    [t('lot.transmission'), lot.transmission],
    [t('lot.colour'), lot.colour],
    [t('lot.chassisCode'), lot.chassisCode],
    [t('lot.chassisNumber'), lot.chassisNumber],
  ];
  const sheet = lot.sheet ?? {};
  return (
    <div className="container page lot-page">
      <nav className="lot-page__back">
        <Link to={paths.auctions()}>{t('lot.back')}</Link>
      </nav>
      <PageTitle title={`${lot.make} ${lot.model} ${lot.year}`} />
      <p className="lot-page__ref">
        {t('lot.number', { number: lot.lotNumber })} · {lot.auctionHouse}
      </p>

      <div className="lot-page__layout">
        <div className="lot-page__main">
          <section aria-labelledby="lot-sheet-title" className="lot-sheet">
            <h2 id="lot-sheet-title">{t('sheet.title')}</h2>
            {lot.sheetImageUrl ? (
              <a href={lot.sheetImageUrl} target="_blank" rel="noopener noreferrer" className="lot-sheet__image">
                <img src={lot.sheetImageUrl} alt={t('sheet.imageAlt', { number: lot.lotNumber })} loading="lazy" width={640} height={480} />
              </a>
            ) : (
              <p className="lot-sheet__missing">{t('sheet.noImage')}</p>
            )}
            <dl className="lot-facts">
              {SHEET_FIELDS.filter((field) => sheet[field]).map((field) => (
                <div key={field}>
                  <dt>{t(`sheet.${field}`)}</dt>
                  <dd>{sheet[field]}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="lot-facts-title">
            <h2 id="lot-facts-title">{t('lot.facts')}</h2>
            <dl className="lot-facts">
              {rows
                .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
                .map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
          </section>

          {lot.equipment.length > 0 && (
            <section aria-labelledby="lot-equipment-title">
              <h2 id="lot-equipment-title">{t('equipment.title')}</h2>
              <ul className="lot-card__facts">
                {lot.equipment.map((code) => (
                  <li key={code} className="chip">
                    {KNOWN_EQUIPMENT.has(code.toUpperCase()) ? t(`equipment.codes.${code.toUpperCase()}`) : code}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <aside className="lot-page__aside" aria-labelledby="lot-bid-title">
          <h2 id="lot-bid-title">{beforeAuction ? t('bid.title') : t('result.title')}</h2>
          <DualTime at={lot.startsAt} label={t('lot.starts')} />
          {!beforeAuction ? (
            <>
              <p className="lot-result" role="status">
                {t(`result.${lot.result}`)}
              </p>
              {lot.result === 'pending' && <p className="lot-page__how">{t('result.awaiting')}</p>}
              {signedIn && lot.resultPriceJpy && (
                <p className="lot-price">
                  <span className="lot-price__label">{t('result.price')}</span>{' '}
                  <strong>{format.money({ amount: lot.resultPriceJpy, currency: 'JPY' })}</strong>
                </p>
              )}
              {signedIn && <MyBidOnLot lotId={lot.id} />}
            </>
          ) : (
            <>
              <DualTime at={lot.bidCutoffAt} label={t('bid.cutoff')} />
              <Countdown deadline={lot.bidCutoffAt} />
              <StartPrice lot={lot} signedIn={signedIn} signInUrl={signInUrl} />
              {signedIn ? (
                <SignedInBidding lot={lot} />
              ) : (
                <>
                  <p className="lot-page__how">{t('bid.anonymous')}</p>
                  <Link className={buttonClass('primary', 'normal', true)} to={signInUrl}>
                    {t('bid.signIn')}
                  </Link>
                  <Link to={paths.contentPage('auction-service')}>{t('bid.howItWorks')}</Link>
                </>
              )}
            </>
          )}
        </aside>
      </div>
    </div>
  );
}

/**
 * A signed-in customer on an upcoming lot: the bidding power and the bid form (or their open request) until the
 * cut-off, then "Bidding closed at …" (an open request stays on show).
 */
function SignedInBidding({ lot }: { lot: LotDetail }) {
  const { t } = useTranslation('auctions');
  const format = useFormat();
  const passed = usePassed(lot.bidCutoffAt);
  const open = lot.biddingOpen && !passed;
  return (
    <>
      {open ? (
        <p className="lot-page__how">{t('bid.signedIn')}</p>
      ) : (
        <p className="bid-closed">{t('bid.closedAt', { time: format.date(lot.bidCutoffAt, { ...WHEN, timeZone: JAPAN_TIME_ZONE }) })}</p>
      )}
      <BidPanel lotId={lot.id} startPriceJpy={lot.startPriceJpy ?? null} open={open} />
      <Link to={paths.contentPage('auction-service')}>{t('bid.howItWorks')}</Link>
    </>
  );
}

/** A lot that came up, for a customer who bid on it: their latest bid request and what became of it. */
function MyBidOnLot({ lotId }: { lotId: string }) {
  const { t } = useTranslation('auctions');
  const format = useFormat();
  const bids = useMyBidsOnLot(lotId);
  const bid = bids.data?.items.find((b) => b.status !== 'withdrawn') ?? bids.data?.items[0];
  if (!bid) return null;
  const amount = format.money({ amount: bid.maxBidJpy, currency: 'JPY' });
  return (
    <div className="lot-my-bid">
      <p>
        {t('result.yours', { amount })} <Badge tone={BID_TONES[bid.status]}>{t(`status.${bid.status}`)}</Badge>
      </p>
      {bid.status === 'open' && <p className="muted">{t('list.awaitingResult')}</p>}
      <Link to={paths.profile('inquiries', { list: 'bids' })}>{t('open.allBids')}</Link>
    </div>
  );
}
