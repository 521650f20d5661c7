import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { PageTitle } from '../../../components/page-title';
import { Skeleton } from '../../../components/skeleton';
import { TextField } from '../../../components/text-field';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { useFaq, type FaqQuestion } from '../api/help-api';
import { filterFaq } from '../utils/help-rules';
import '../help.css';

/** One question as a disclosure: the question is the summary, the answer (sanitised HTML from the server) the rest. */
function Question({ item }: { item: FaqQuestion }) {
  const { t } = useTranslation('help');
  // A question shown in English on another language's page says so, and is marked English for screen readers.
  const lang = item.fallback ? 'en' : undefined;
  return (
    <li>
      <details className="faq__item">
        <summary className="faq__question">
          <span lang={lang} dir={lang ? 'ltr' : undefined}>
            {item.question}
          </span>
          {item.fallback && <Badge tone="neutral">{t('faq.inEnglish')}</Badge>}
        </summary>
        <div className="faq__answer" lang={lang} dir={lang ? 'ltr' : undefined} dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
      </details>
    </li>
  );
}

function FaqSkeleton() {
  return (
    <div aria-hidden="true">
      {Array.from({ length: 3 }, (_, i) => (
        <section key={i} className="faq__section">
          <Skeleton inlineSize="12em" />
          {Array.from({ length: 3 }, (__, j) => (
            <div key={j} className="faq__item faq__item--skeleton">
              <Skeleton inlineSize="80%" />
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

/**
 * The FAQ (spec §1, §2): categories as sections, each question a disclosure (`<details>`), a filter box that narrows
 * the questions as one types, questions not yet translated shown in English with a marker; a way to ask us instead.
 */
export default function FaqRoute() {
  const { t } = useTranslation('help');
  const language = useLanguage();
  const faq = useFaq(language);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const countId = useId();
  const sections = useMemo(() => (faq.data ? filterFaq(faq.data.categories, deferred) : []), [faq.data, deferred]);
  const shown = sections.reduce((n, s) => n + s.items.length, 0);

  let body;
  if (faq.isError) body = <ErrorState error={faq.error} title={t('faq.error')} onRetry={() => void faq.refetch()} />;
  else if (!faq.data) body = <FaqSkeleton />;
  else if (faq.data.categories.length === 0) body = <EmptyState title={t('faq.none')} />;
  else
    body = (
      <>
        <p id={countId} className="faq__count" role="status">
          {deferred.trim() ? t('faq.matches', { count: shown }) : ''}
        </p>
        {sections.length === 0 ? (
          <EmptyState title={t('faq.noMatch', { query: deferred.trim() })} message={t('faq.noMatchHint')} />
        ) : (
          sections.map((section) => (
            <section key={section.key} id={section.key} className="faq__section" aria-labelledby={`faq-${section.key}`}>
              <h2 id={`faq-${section.key}`} lang={section.nameFallback ? 'en' : undefined}>
                {section.name}
              </h2>
              <ul className="faq__list">
                {section.items.map((item) => (
                  <Question key={item.id} item={item} />
                ))}
              </ul>
            </section>
          ))
        )}
      </>
    );

  return (
    <div className="container help">
      <PageTitle title={t('faq.title')} />
      <p className="help__intro">{t('faq.intro')}</p>
      <div role="search" aria-label={t('faq.filter')} className="faq__search">
        <TextField
          label={t('faq.filter')}
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('faq.filterPlaceholder')}
          aria-controls={faq.data ? countId : undefined}
          autoComplete="off"
        />
      </div>
      {body}
      <aside className="help__contact card" aria-labelledby="faq-contact">
        <h2 id="faq-contact">{t('faq.stillQuestions')}</h2>
        <p>{t('faq.contactText')}</p>
        <div className="help__contact-actions">
          <Link className={buttonClass('primary')} to={paths.contact()}>
            {t('faq.contactUs')}
          </Link>
          <Link className={buttonClass('secondary')} to={paths.offices()}>
            {t('faq.offices')}
          </Link>
        </div>
      </aside>
    </div>
  );
}
