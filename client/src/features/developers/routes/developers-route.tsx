import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Tabs } from '../../../components/tabs';
import { API_KEY_SCOPES, WEBHOOK_EVENTS } from '../developer-vocabulary';
import { callSamples, DELIVERY_SAMPLE, SAMPLE_LANGUAGES, type SampleLanguage, VERIFY_SAMPLES } from '../code-samples';
import '../developers.css';

const SAMPLE_NAMES: Record<SampleLanguage, string> = { curl: 'curl', javascript: 'JavaScript', python: 'Python' };

/** A block of code: always left to right, scrolling sideways on a phone rather than wrapping. */
function Code({ children, label }: { children: string; label: string }) {
  return (
    <pre className="dev-code" dir="ltr" tabIndex={0} aria-label={label}>
      <code>{children}</code>
    </pre>
  );
}

/** One example in the reader's choice of language (the choice is shared by every example on the page). */
function Samples({
  samples,
  language,
  onLanguage,
  label,
}: {
  samples: Partial<Record<SampleLanguage, string>>;
  language: SampleLanguage;
  onLanguage: (language: SampleLanguage) => void;
  label: string;
}) {
  const items = SAMPLE_LANGUAGES.filter((l) => samples[l]).map((l) => ({ id: l, label: SAMPLE_NAMES[l] }));
  const shown = samples[language] ? language : (items[0]!.id as SampleLanguage);
  return (
    <Tabs label={label} items={items} selected={shown} onSelect={(id) => onLanguage(id as SampleLanguage)}>
      <Code label={`${label}: ${SAMPLE_NAMES[shown]}`}>{samples[shown]!}</Code>
    </Tabs>
  );
}

/**
 * The page for a dealer's developer (issue 14): API keys, their scopes and limits, webhooks and how to check their
 * signatures, with copy-paste examples; the OpenAPI document is the reference for every route.
 */
export default function DevelopersRoute() {
  const { t } = useTranslation('developers');
  const [language, setLanguage] = useState<SampleLanguage>('curl');
  const origin = typeof window === 'undefined' ? 'https://autoexport.example' : window.location.origin;
  return (
    <div className="container page dev-page">
      <PageTitle title={t('title')} />
      <p className="dev-page__lead">{t('intro')}</p>
      <ul className="dev-page__links">
        <li>
          <a href="/api/docs">{t('links.reference')}</a>
        </li>
        <li>
          <a href="/api/docs-yaml" download="openapi.yaml">
            {t('links.openapi')}
          </a>
        </li>
      </ul>

      <section className="card dev-section" aria-labelledby="dev-keys">
        <h2 id="dev-keys">{t('keys.title')}</h2>
        <p>{t('keys.create')}</p>
        <p>
          <Trans t={t} i18nKey="keys.header" components={{ code: <code dir="ltr" /> }} />
        </p>
        <p>{t('keys.allowList')}</p>
        <Samples samples={callSamples(origin)} language={language} onLanguage={setLanguage} label={t('keys.example')} />
      </section>

      <section className="card dev-section" aria-labelledby="dev-scopes">
        <h2 id="dev-scopes">{t('scopes.title')}</h2>
        <p>{t('scopes.intro')}</p>
        <div className="dev-table-scroll" tabIndex={0} role="region" aria-label={t('scopes.title')}>
          <table className="dev-table">
            <thead>
              <tr>
                <th scope="col">{t('scopes.scope')}</th>
                <th scope="col">{t('scopes.allows')}</th>
              </tr>
            </thead>
            <tbody>
              {API_KEY_SCOPES.map((scope) => (
                <tr key={scope}>
                  <th scope="row">
                    <code dir="ltr">{scope}</code>
                  </th>
                  {/* A colon would read as i18next's namespace separator: the texts are keyed catalogue_read… */}
                  <td>{t(`scopes.list.${scope.replace(':', '_')}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="card dev-section" aria-labelledby="dev-limits">
        <h2 id="dev-limits">{t('limits.title')}</h2>
        <p>{t('limits.rule')}</p>
        <p>
          <Trans t={t} i18nKey="limits.headers" components={{ code: <code dir="ltr" /> }} />
        </p>
        <p>{t('limits.activity')}</p>
      </section>

      <section className="card dev-section" aria-labelledby="dev-errors">
        <h2 id="dev-errors">{t('errors.title')}</h2>
        <p>{t('errors.body')}</p>
        <Code label={t('errors.title')}>
          {'{ "statusCode": 403, "error": "Forbidden", "message": "…", "code": "…", "requestId": "…" }'}
        </Code>
      </section>

      <section className="card dev-section" aria-labelledby="dev-webhooks">
        <h2 id="dev-webhooks">{t('webhooks.title')}</h2>
        <p>{t('webhooks.intro')}</p>
        <div className="dev-table-scroll" tabIndex={0} role="region" aria-label={t('webhooks.title')}>
          <table className="dev-table">
            <thead>
              <tr>
                <th scope="col">{t('webhooks.event')}</th>
                <th scope="col">{t('webhooks.when')}</th>
              </tr>
            </thead>
            <tbody>
              {WEBHOOK_EVENTS.map((event) => (
                <tr key={event}>
                  <th scope="row">
                    <code dir="ltr">{event}</code>
                  </th>
                  <td>{t(`webhooks.events.${event}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h3>{t('webhooks.deliveryTitle')}</h3>
        <p>{t('webhooks.delivery')}</p>
        <Code label={t('webhooks.deliveryTitle')}>{DELIVERY_SAMPLE}</Code>
        <p>{t('webhooks.retries')}</p>
        <h3>{t('webhooks.verifyTitle')}</h3>
        <p>{t('webhooks.verify')}</p>
        <Samples samples={VERIFY_SAMPLES} language={language} onLanguage={setLanguage} label={t('webhooks.verifyTitle')} />
      </section>
    </div>
  );
}
