import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { PageTitle } from '../../../components/page-title';
import { Skeleton } from '../../../components/skeleton';
import { Tabs } from '../../../components/tabs';
import { ApiError } from '../../../lib/api/api-error';
import { directionOf, isLanguage, stripLanguage } from '../../../lib/i18n/languages';
import { useLanguage } from '../../../lib/i18n/use-language';
import { CONTENT_PAGES, paths, type ContentPage } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import { usePage, type Page } from '../api/pages-api';
import { PageHtml } from '../components/page-html';
import { SitemapLinks } from '../components/sitemap-links';
import '../content.css';

/** The page a path shows: `/ur/how-to-pay` → `how-to-pay` (the routes table mounts this screen at each slug). */
export function slugOf(pathname: string): ContentPage | null {
  const slug = stripLanguage(pathname).replace(/^\/|\/$/g, '');
  return (CONTENT_PAGES as readonly string[]).includes(slug) ? (slug as ContentPage) : null;
}

/**
 * A content page (spec §2 Content pages; issue 11): About, CSR (its policy and activities as tabs), How to buy, How to
 * pay, Export information, the terms and policies, the sitemap… Written by staff in four languages; a page not yet
 * translated shows its English text, marked as English, with a note saying so.
 */
export default function ContentRoute() {
  const slug = slugOf(useLocation().pathname) ?? 'about';
  const language = useLanguage();
  const { t } = useTranslation('content');
  const page = usePage(slug, language);

  if (page.isPending) return <PageSkeleton label={t('loading')} />;
  if (page.isError) {
    if (page.error instanceof ApiError && page.error.status === 404) return <PageNotFound />;
    return (
      <div className="container page">
        <ErrorState error={page.error} title={t('error')} onRetry={() => void page.refetch()} />
      </div>
    );
  }
  return <ContentPageView page={page.data} />;
}

function ContentPageView({ page }: { page: Page }) {
  const { t } = useTranslation('content');
  const f = useFormat();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  // The text's own language: English while the page is not translated (screen readers and the text direction follow).
  const textLanguage = isLanguage(page.language) ? page.language : 'en';
  const textLang = page.fallback ? textLanguage : undefined;
  const textDir = page.fallback ? directionOf(textLanguage) : undefined;
  const sections = page.sections;
  const selected = sections.find((s) => s.key === params.get('tab'))?.key ?? sections[0]?.key ?? '';
  const section = sections.find((s) => s.key === selected);
  const select = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === sections[0]?.key) next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="container page content-page">
      <article className="content-page__article">
        <header className="content-page__header" lang={textLang} dir={textDir}>
          <PageTitle title={page.title} />
          <p className="content-page__summary">{page.summary}</p>
        </header>
        {page.fallback && (
          <p className="content-page__fallback" role="note">
            {t('fallback')}
          </p>
        )}
        <p className="content-page__updated">{t('updated', { date: f.date(page.updatedAt, { dateStyle: 'long', timeZone: 'UTC' }) })}</p>
        <div dir={textDir}>
          <PageHtml html={page.html} language={language} lang={textLang} />
        </div>
        {section && (
          <div className="content-page__sections" dir={textDir}>
            <Tabs
              label={t('sectionsLabel', { title: page.title })}
              items={sections.map((s) => ({ id: s.key, label: <span lang={textLang}>{s.title}</span> }))}
              selected={selected}
              onSelect={select}
            >
              <PageHtml html={section.html} language={language} lang={textLang} />
            </Tabs>
          </div>
        )}
        {page.slug === 'sitemap' && <SitemapLinks />}
      </article>
    </div>
  );
}

function PageSkeleton({ label }: { label: string }) {
  return (
    <div className="container page content-page" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <Skeleton inlineSize="60%" blockSize="2.2em" />
      <div className="content-page__skeleton">
        <Skeleton inlineSize="90%" />
        <Skeleton inlineSize="30%" />
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} inlineSize={i % 3 === 2 ? '70%' : '100%'} />
        ))}
      </div>
    </div>
  );
}

function PageNotFound() {
  const { t } = useTranslation(['content', 'common']);
  return (
    <div className="container page not-found">
      <PageTitle title={t('common:pageTitle.notFound')}>{t('content:notFound.title')}</PageTitle>
      <p>{t('content:notFound.message')}</p>
      <p className="not-found__actions">
        <Link className={buttonClass('primary')} to={paths.contentPage('sitemap')}>
          {t('content:notFound.sitemap')}
        </Link>
        <Link className={buttonClass('secondary')} to={paths.home()}>
          {t('common:notFound.home')}
        </Link>
      </p>
    </div>
  );
}
