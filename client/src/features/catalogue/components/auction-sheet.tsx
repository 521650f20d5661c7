import { useId, type ReactNode } from 'react';
import type { AuctionSheet as AuctionSheetData } from '../api/cars-api';
import { damageMeaning, overallGradeKey, partGradeKey } from '../auction-sheet-rules';
import { useCarLabels } from './use-car-labels';

/** A grade as the sheet gives it, big, with its meaning in plain words beside it. */
function Grade({ grade, meaningKey }: { grade: string; meaningKey: string | null }) {
  const { t } = useCarLabels();
  return (
    <span className="grade">
      <span className="grade__mark">{grade}</span>
      {meaningKey && <span className="grade__meaning">{t(`catalogue:${meaningKey}`)}</span>}
    </span>
  );
}

/** Free text from the sheet (written by the auction house or our staff): in its own direction. */
const Text = ({ children }: { children: ReactNode }) => <span dir="auto">{children}</span>;

/**
 * The auction sheet (spec §2) with its marks explained (UX.md principle 3, "trust is shown"): auction house and date,
 * the overall, interior and exterior grades with what they mean, tyres, the total evaluation, each damage with its
 * code read out ("U2: dent, medium — roof"), the notes and the translated details.
 */
export function AuctionSheet({ sheet }: { sheet: AuctionSheetData | null }) {
  const labels = useCarLabels();
  const { t, format } = labels;
  const id = useId();
  const none = <span className="auction__none">{t('catalogue:auction.none')}</span>;
  return (
    <section className="car-section auction" aria-labelledby={id}>
      <h2 id={id}>{t('catalogue:auction.title')}</h2>
      {!sheet ? (
        <p className="car-section__empty">{t('catalogue:auction.missing')}</p>
      ) : (
        <>
          <p className="auction__intro">{t('catalogue:auction.intro')}</p>
          <dl className="facts-table">
            <div>
              <dt>{t('catalogue:auction.house')}</dt>
              <dd>
                <Text>{sheet.auctionHouse}</Text>
              </dd>
            </div>
            <div>
              <dt>{t('catalogue:auction.date')}</dt>
              <dd>
                <time dateTime={sheet.auctionDate}>
                  {format.date(`${sheet.auctionDate}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })}
                </time>
              </dd>
            </div>
            <div>
              <dt>{t('catalogue:auction.overallGrade')}</dt>
              <dd>
                <Grade grade={sheet.overallGrade} meaningKey={overallGradeKey(sheet.overallGrade)} />
              </dd>
            </div>
            <div>
              <dt>{t('catalogue:auction.interiorGrade')}</dt>
              <dd>
                <Grade grade={sheet.interiorGrade} meaningKey={partGradeKey(sheet.interiorGrade)} />
              </dd>
            </div>
            <div>
              <dt>{t('catalogue:auction.exteriorGrade')}</dt>
              <dd>
                <Grade grade={sheet.exteriorGrade} meaningKey={partGradeKey(sheet.exteriorGrade)} />
              </dd>
            </div>
            <div>
              <dt>{t('catalogue:auction.tyreCondition')}</dt>
              <dd>{sheet.tyreCondition ? <Text>{sheet.tyreCondition}</Text> : none}</dd>
            </div>
            <div>
              <dt>{t('catalogue:auction.totalEvaluation')}</dt>
              <dd>{sheet.totalEvaluation ? <Text>{sheet.totalEvaluation}</Text> : none}</dd>
            </div>
          </dl>
          <p className="auction__scale">{t('catalogue:auction.scale')}</p>

          <h3>{t('catalogue:auction.damages')}</h3>
          {sheet.damages.length === 0 ? (
            <p>{t('catalogue:auction.noDamages')}</p>
          ) : (
            <>
              <ul className="damages">
                {sheet.damages.map((damage, i) => {
                  const meaning = damageMeaning(damage.code);
                  const kind = meaning
                    ? meaning.severityKey
                      ? t('catalogue:auction.damageText', {
                          kind: t(`catalogue:${meaning.kindKey}`),
                          severity: t(`catalogue:${meaning.severityKey}`),
                        })
                      : t(`catalogue:${meaning.kindKey}`)
                    : null;
                  return (
                    <li key={`${damage.code}-${damage.location}-${i}`} className="damage">
                      <span className="damage__code">{damage.code}</span>
                      <span className="damage__text">
                        {kind && <span className="damage__kind">{kind}</span>}
                        <span className="damage__where">{labels.panel(damage.location)}</span>
                      </span>
                    </li>
                  );
                })}
              </ul>
              <p className="auction__scale">{t('catalogue:auction.damageLegend')}</p>
            </>
          )}

          {sheet.notes && (
            <>
              <h3>{t('catalogue:auction.notes')}</h3>
              <p className="auction__text" dir="auto">
                {sheet.notes}
              </p>
            </>
          )}
          {sheet.translatedDetails && (
            <>
              <h3>{t('catalogue:auction.translatedDetails')}</h3>
              <p className="auction__text" dir="auto">
                {sheet.translatedDetails}
              </p>
            </>
          )}
        </>
      )}
    </section>
  );
}
