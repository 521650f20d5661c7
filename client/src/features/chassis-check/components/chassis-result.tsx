import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/badge';
import { Link } from '../../../components/link';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import type { ChassisCar, ChassisCheckResult } from '../api/chassis-check-api';
import { mileageRollbacks } from '../chassis-rules';

const RESULT_TONE: Record<ChassisCheckResult['auctionLots'][number]['result'], BadgeTone> = {
  sold: 'neutral',
  unsold: 'info',
  withdrawn: 'warning',
  pending: 'info',
};

const STATUS_TONE: Record<ChassisCar['status'], BadgeTone> = {
  available: 'success',
  ready_to_ship: 'info',
  reserved: 'warning',
  sold: 'neutral',
  in_transit: 'neutral',
  released: 'neutral',
  withdrawn: 'neutral',
};

/**
 * What we hold for a chassis number: our stock cars under it (stock id linked to its page while it is listed, year,
 * mileage, status) and the auction sheets, oldest first, so the readings can be followed over time; a reading lower
 * than an earlier one is marked, and a warning above says so. Then the auction lots under the number that have come
 * up (issue 13): house, day, lot, grade, mileage and the result (the hammer price for signed-in callers only).
 */
export function ChassisResult({ result }: { result: ChassisCheckResult }) {
  const { t } = useTranslation('chassis');
  const f = useFormat();
  const km = (value: number) => t('km', { value: f.number(value) });
  const verdicts = mileageRollbacks(result.auctionRecords.map((r) => ({ date: r.auctionDate, mileageKm: r.mileageKm })));
  const wentBack = result.mileageWentBack || verdicts.some((v) => v.wentBack);

  return (
    <div className="chassis-result">
      <p className="chassis-result__key">
        {t('result.chassis')} <bdi className="chassis-result__number">{result.chassisNumber}</bdi>
      </p>
      {wentBack ? (
        <div className="chassis-alert chassis-alert--danger" role="alert">
          <p className="chassis-alert__title">{t('result.rollbackTitle')}</p>
          <p>{t('result.rollbackText')}</p>
        </div>
      ) : (
        result.auctionRecords.length > 1 && (
          <div className="chassis-alert chassis-alert--ok">
            <p>{t('result.consistent')}</p>
          </div>
        )
      )}

      <section aria-labelledby="chassis-cars-title">
        <h2 id="chassis-cars-title">{t('result.carsHeading')}</h2>
        <ul className="chassis-cars">
          {result.cars.map((car) => (
            <li key={car.stockId} className="card chassis-car">
              <p className="chassis-car__title">
                <bdi>
                  {car.make} {car.model}
                </bdi>
              </p>
              <dl className="chassis-facts">
                <div>
                  <dt>{t('result.stockId')}</dt>
                  <dd>
                    {car.listed ? (
                      <Link to={paths.car(car.stockId)} aria-label={t('result.openCar', { stockId: car.stockId })}>
                        <bdi>{car.stockId}</bdi>
                      </Link>
                    ) : (
                      <bdi>{car.stockId}</bdi>
                    )}
                  </dd>
                </div>
                <div>
                  <dt>{t('result.year')}</dt>
                  <dd>{car.year}</dd>
                </div>
                <div>
                  <dt>{t('result.mileage')}</dt>
                  <dd>{km(car.mileageKm)}</dd>
                </div>
                <div>
                  <dt>{t('result.status')}</dt>
                  <dd>
                    <Badge tone={STATUS_TONE[car.status]}>{t(`status.${car.status}`)}</Badge>
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="chassis-records-title">
        <h2 id="chassis-records-title">{t('result.recordsHeading')}</h2>
        {result.auctionRecords.length === 0 ? (
          <p className="chassis-muted">{t('result.noRecords')}</p>
        ) : (
          <>
            <p className="chassis-muted">{t('result.recordsIntro')}</p>
            <ol className="chassis-records">
              {result.auctionRecords.map((record, index) => {
                const verdict = verdicts[index];
                return (
                  <li
                    key={`${record.stockId}-${record.auctionDate}-${index}`}
                    className={`card chassis-record${verdict.wentBack ? ' chassis-record--back' : ''}`}
                  >
                    <p className="chassis-record__date">
                      <time dateTime={record.auctionDate}>{f.date(record.auctionDate, { dateStyle: 'medium', timeZone: 'UTC' })}</time>
                      <span className="chassis-muted"> · {record.auctionHouse}</span>
                    </p>
                    <p className="chassis-record__stock chassis-muted">
                      {t('result.stockId')} <bdi>{record.stockId}</bdi>
                    </p>
                    <p className="chassis-record__mileage">
                      <span className="chassis-record__label">{t('result.mileage')}</span> <strong>{km(record.mileageKm)}</strong>
                    </p>
                    {verdict.wentBack && (
                      <p className="chassis-record__flag">
                        <Badge tone="danger">{t('result.wentBack')}</Badge> {t('result.lowerThan', { earlier: km(verdict.earlierKm ?? 0) })}
                      </p>
                    )}
                    <dl className="chassis-facts chassis-facts--grades">
                      <div>
                        <dt>{t('result.overall')}</dt>
                        <dd>{record.overallGrade}</dd>
                      </div>
                      <div>
                        <dt>{t('result.interior')}</dt>
                        <dd>{record.interiorGrade}</dd>
                      </div>
                      <div>
                        <dt>{t('result.exterior')}</dt>
                        <dd>{record.exteriorGrade}</dd>
                      </div>
                    </dl>
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </section>

      {result.auctionLots.length > 0 && (
        <section aria-labelledby="chassis-lots-title">
          <h2 id="chassis-lots-title">{t('result.lotsHeading')}</h2>
          <ol className="chassis-records">
            {result.auctionLots.map((lot) => (
              <li key={lot.id} className="card chassis-record">
                <p className="chassis-record__date">
                  <time dateTime={lot.auctionDate}>{f.date(lot.auctionDate, { dateStyle: 'medium', timeZone: 'UTC' })}</time>
                  <span className="chassis-muted">
                    {' '}
                    · <bdi>{lot.auctionHouse}</bdi> · {t('result.lot', { number: lot.lotNumber })}
                  </span>
                </p>
                <p className="chassis-record__stock">
                  <bdi>
                    {lot.year} {lot.make} {lot.model}
                  </bdi>
                </p>
                {lot.mileageKm !== null && (
                  <p className="chassis-record__mileage">
                    <span className="chassis-record__label">{t('result.mileage')}</span> <strong>{km(lot.mileageKm)}</strong>
                  </p>
                )}
                <dl className="chassis-facts chassis-facts--grades">
                  {lot.grade && (
                    <div>
                      <dt>{t('result.overall')}</dt>
                      <dd>{lot.grade}</dd>
                    </div>
                  )}
                  <div>
                    <dt>{t('result.lotResult')}</dt>
                    <dd>
                      <Badge tone={RESULT_TONE[lot.result]}>{t(`result.lotOutcome.${lot.result}`)}</Badge>
                    </dd>
                  </div>
                  {lot.resultPriceJpy && (
                    <div>
                      <dt>{t('result.hammerPrice')}</dt>
                      <dd>{f.money({ amount: lot.resultPriceJpy, currency: 'JPY' })}</dd>
                    </div>
                  )}
                </dl>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
