import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { Skeleton } from '../../../components/skeleton';
import { LOCALES } from '../../../lib/i18n/languages';
import { useSession } from '../../../lib/session/use-session';
import { useFormat } from '../../../lib/use-format';
import { useCarEligibility, useImportRules, type ImportEligibility } from '../api/eligibility-api';
import { reasonText } from '../eligibility-text';
import { readImportCountry, rememberImportCountry } from '../import-country';
import '../eligibility.css';

/** The answer for one country: the verdict, every reason in words, the inspection, staff's notes. */
function Verdict({ answer }: { answer: ImportEligibility }) {
  const { t } = useTranslation('eligibility');
  const format = useFormat();
  if (!answer.country) return <p className="import-panel__none">{t('panel.noCountry')}</p>;
  const country = format.country(answer.country);
  if (!answer.rulesOnFile || answer.eligible === null) {
    return <p className="import-panel__none">{t('panel.unknown', { country })}</p>;
  }
  return (
    <>
      <p className={`import-panel__verdict import-panel__verdict--${answer.eligible ? 'yes' : 'no'}`}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {answer.eligible ? (
            <path fill="currentColor" d="m9.5 16.2-4.2-4.2-1.4 1.4 5.6 5.6L21 7.5 19.6 6z" />
          ) : (
            <path fill="currentColor" d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" />
          )}
        </svg>
        <strong>{t(answer.eligible ? 'panel.eligible' : 'panel.notEligible', { country })}</strong>
      </p>
      {answer.reasons.length > 0 && (
        <ul className="import-panel__reasons">
          {answer.reasons.map((reason) => (
            <li key={reason.code}>{reasonText(t, reason, country)}</li>
          ))}
        </ul>
      )}
      {answer.eligible && answer.inspectionRequired && (
        <p className="import-panel__inspection">
          {answer.inspectionAgency ? t('panel.inspection', { agency: answer.inspectionAgency }) : t('panel.inspectionGeneric')}
        </p>
      )}
      {answer.notes && (
        <p className="import-panel__notes">
          <span className="import-panel__notes-label">{t('panel.notes')}</span> <bdi lang="en">{answer.notes}</bdi>
        </p>
      )}
    </>
  );
}

/**
 * "Import to your country" on a car's page (issue 11): whether the car can be imported to the visitor's country —
 * the one the server detects from their address, or the one they choose (remembered for the next car) — and every
 * reason why not, the pre-export inspection and staff's notes.
 */
export function ImportEligibilityPanel({ carRef }: { carRef: string }) {
  const { t } = useTranslation(['eligibility', 'common']);
  const format = useFormat();
  const id = useId();
  // Read after the first paint: the server-rendered page knows nothing of this browser's storage.
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [storageRead, setStorageRead] = useState(false);
  // A signed-in buyer's import country is the answer's country unless they chose another here (issue 24 §3).
  const { user } = useSession();
  const importCountry = user?.importCountry ?? undefined;
  useEffect(() => {
    setChosen(readImportCountry() ?? importCountry);
    setStorageRead(true);
  }, [importCountry]);
  const rules = useImportRules();
  const answer = useCarEligibility(carRef, chosen, storageRead);

  const shown = chosen ?? answer.data?.country ?? undefined;
  const options = useMemo(() => {
    const codes = new Set((rules.data?.items ?? []).map((rule) => rule.countryCode));
    if (shown) codes.add(shown);
    const collator = new Intl.Collator(LOCALES[format.language]);
    return [...codes].map((code) => ({ value: code, label: format.country(code) })).sort((a, b) => collator.compare(a.label, b.label));
  }, [rules.data, shown, format]);

  const choose = (country: string) => {
    const next = country || undefined;
    rememberImportCountry(next);
    setChosen(next);
  };

  return (
    <section className="car-section import-panel" aria-labelledby={id}>
      <h2 id={id}>{t('panel.title')}</h2>
      <SelectField
        label={t('panel.country')}
        value={shown ?? ''}
        placeholder={t('panel.choose')}
        options={options}
        hint={!chosen && answer.data?.countryDetected ? t('panel.detected') : undefined}
        onChange={(event) => choose(event.target.value)}
      />
      <div className="import-panel__answer" aria-live="polite">
        {answer.data ? (
          <Verdict answer={answer.data} />
        ) : answer.isError ? (
          <div className="state state--error" role="alert">
            <p className="state__title">{t('panel.error')}</p>
            <Button variant="secondary" size="small" onClick={() => void answer.refetch()}>
              {t('common:retry')}
            </Button>
          </div>
        ) : (
          <Skeleton inlineSize="70%" blockSize="1.5em" />
        )}
      </div>
    </section>
  );
}
