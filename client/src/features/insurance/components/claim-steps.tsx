import { useTranslation } from 'react-i18next';
import { usePriceFormatter } from '../../../components/price';
import { useFormat } from '../../../lib/use-format';
import type { ClaimStep } from '../api/insurance-api';
import { CLAIM_STEP_KEYS } from '../utils/claim-steps';

/** The spec's six-step claims process as a numbered visual (the Insurance page). */
export function ClaimProcess() {
  const { t } = useTranslation('insurance');
  return (
    <ol className="claim-process">
      {CLAIM_STEP_KEYS.map((key, i) => (
        <li key={key} className="card claim-process__step">
          <span className="claim-process__number" aria-hidden="true">
            {i + 1}
          </span>
          <h3 className="claim-process__title">
            <span className="visually-hidden">{t('steps.stepOf', { step: i + 1 })} </span>
            {t(`steps.${key}.title`)}
          </h3>
          <p className="claim-process__text">{t(`steps.${key}.text`)}</p>
        </li>
      ))}
    </ol>
  );
}

/** One claim's six steps as its customer sees them: done, the current one, and what is still to come. */
export function ClaimTimeline({ steps, label }: { steps: ClaimStep[]; label: string }) {
  const { t } = useTranslation('insurance');
  const f = useFormat();
  const money = usePriceFormatter();
  const when = (step: ClaimStep) =>
    step.at === null
      ? null
      : step.key === 'damage_found'
        ? f.date(step.at, { dateStyle: 'medium', timeZone: 'UTC' })
        : f.date(step.at, { dateStyle: 'medium' });
  return (
    <ol className="claim-timeline" aria-label={label}>
      {steps.map((step) => (
        <li
          key={step.key}
          className={`claim-timeline__step claim-timeline__step--${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="claim-timeline__number" aria-hidden="true">
            {step.step}
          </span>
          <span className="claim-timeline__label">
            {t(`steps.${step.key}.title`)}
            <span className="visually-hidden"> ({t(`stepState.${step.state}`)})</span>
          </span>
          {(step.at || step.amount || step.state === 'refused') && (
            <span className="claim-timeline__detail">
              {step.state === 'refused'
                ? t('stepState.refused')
                : [when(step), step.amount ? money(step.amount) : null].filter(Boolean).join(' · ')}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
