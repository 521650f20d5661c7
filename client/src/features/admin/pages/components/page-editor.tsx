import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/dialog';
import { ErrorState } from '../../../../components/error-state';
import { Link } from '../../../../components/link';
import { Tabs } from '../../../../components/tabs';
import { TextField } from '../../../../components/text-field';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { isLanguage, LANGUAGES, localize, type Language } from '../../../../lib/i18n/languages';
import { useFormat } from '../../../../lib/use-format';
import { adminPath } from '../../admin-paths';
import { MarkdownField } from '../../blog/components/markdown-field';
import { TextAreaField } from '../../blog/components/text-area-field';
import { AdminPage, AdminSection } from '../../ui/admin-page';
import { type AdminPageTranslation, useContentPage, useDeleteTranslation, useSaveTranslation } from '../api/pages-admin-api';

interface Section {
  key: string;
  title: string;
  body: string;
}

/** One content page: pick a language, edit its title, summary (the meta description), body and sections, preview them. */
export function PageEditor({ slug }: { slug: string }) {
  const { t } = useTranslation('admin-content');
  const [params, setParams] = useSearchParams();
  const wanted = params.get('lang');
  const lang: Language = wanted && isLanguage(wanted) ? wanted : 'en';
  const page = useContentPage(slug);

  if (!page.data) return page.error ? <ErrorState error={page.error} onRetry={() => void page.refetch()} /> : <p aria-busy="true" />;
  const translation = page.data.translations.find((tr) => tr.language === lang);
  const english = page.data.translations.find((tr) => tr.language === 'en');
  const title = english?.title ?? slug;

  return (
    <AdminPage
      title={title}
      back={{ to: adminPath('pages'), label: t('pages.title') }}
      subtitle={<code>/{slug}</code>}
      actions={translation && <Link to={localize(`/${slug}`, lang)}>{t('pages.viewOnSite', { language: t(`languages.${lang}`) })}</Link>}
    >
      <Tabs
        label={t('pages.language')}
        items={LANGUAGES.map((l) => ({
          id: l,
          label: page.data.missing.includes(l)
            ? t('pages.languageMissing', { language: t(`languages.${l}`) })
            : page.data.outdated.includes(l)
              ? t('pages.languageOutdated', { language: t(`languages.${l}`) })
              : t(`languages.${l}`),
        }))}
        selected={lang}
        onSelect={(id) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('lang', id);
              return next;
            },
            { replace: true },
          )
        }
      >
        <TranslationForm key={lang} slug={slug} lang={lang} translation={translation} fallback={english} />
      </Tabs>
    </AdminPage>
  );
}

function TranslationForm({
  slug,
  lang,
  translation,
  fallback,
}: {
  slug: string;
  lang: Language;
  translation?: AdminPageTranslation;
  fallback?: AdminPageTranslation;
}) {
  const { t } = useTranslation('admin-content');
  const f = useFormat();
  const errorText = useErrorText();
  const save = useSaveTranslation(slug);
  const remove = useDeleteTranslation(slug);
  const [title, setTitle] = useState(translation?.title ?? '');
  const [summary, setSummary] = useState(translation?.summary ?? '');
  const [body, setBody] = useState(translation?.body ?? '');
  // A new translation starts with the English sections' keys, for the translator to fill.
  const [sections, setSections] = useState<Section[]>(
    translation?.sections.map(({ key, title: st, body: sb }) => ({ key, title: st, body: sb })) ??
      fallback?.sections.map(({ key }) => ({ key, title: '', body: '' })) ??
      [],
  );
  const [confirmDelete, setConfirmDelete] = useState(false);
  const dir = lang === 'ur' ? 'rtl' : 'ltr';

  const labels = {
    title: t('pages.fields.title'),
    summary: t('pages.fields.summary'),
    body: t('pages.fields.body'),
    sections: t('pages.sections'),
  };
  const errors = errorText.fields(save.error, labels);
  const known = new Set(['title', 'summary', 'body', 'sections']);
  const other = Object.entries(errors).filter(([field]) => !known.has(field));
  const formError = save.error && Object.keys(errors).length === 0 ? errorText.message(save.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ lang, body: { title, summary, body, sections } });
  };
  const setSection = (index: number, patch: Partial<Section>) =>
    setSections((list) => list.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  return (
    <form className="admin-form content-card content-translation" onSubmit={submit} noValidate>
      {translation ? (
        <p className="admin-form__wide field__hint">
          {t('pages.lastChange', {
            date: f.date(translation.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
            who: translation.updatedBy ?? '—',
          })}
        </p>
      ) : (
        <p className="admin-form__wide field__hint">{t('pages.notWritten', { language: t(`languages.${lang}`) })}</p>
      )}
      <TextField
        label={labels.title}
        name="title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
        lang={lang}
        dir={dir}
        required
      />
      <TextAreaField
        className="content-textarea--short"
        label={labels.summary}
        name="summary"
        value={summary}
        onChange={(e) => setSummary(e.target.value)}
        error={errors.summary}
        hint={t('pages.summaryHint')}
        lang={lang}
        dir={dir}
        rows={3}
        required
      />
      <MarkdownField
        label={labels.body}
        name="body"
        kind="page"
        value={body}
        onChange={setBody}
        error={errors.body}
        lang={lang}
        dir={dir}
        required
      />
      {sections.length > 0 && (
        <div className="admin-form__wide">
          <AdminSection title={labels.sections}>
            {sections.map((section, index) => (
              <fieldset key={section.key} className="content-section">
                <legend>{t('pages.section', { key: section.key })}</legend>
                <TextField
                  label={t('pages.fields.sectionTitle')}
                  name={`sections.${index}.title`}
                  value={section.title}
                  onChange={(e) => setSection(index, { title: e.target.value })}
                  error={errors[`sections.${index}.title`]}
                  lang={lang}
                  dir={dir}
                />
                <MarkdownField
                  label={t('pages.fields.sectionBody')}
                  name={`sections.${index}.body`}
                  kind="page"
                  rows={6}
                  value={section.body}
                  onChange={(value) => setSection(index, { body: value })}
                  error={errors[`sections.${index}.body`]}
                  lang={lang}
                  dir={dir}
                />
              </fieldset>
            ))}
          </AdminSection>
        </div>
      )}
      <div className="admin-form__actions">
        <Button type="submit" busy={save.isPending}>
          {t('pages.save', { language: t(`languages.${lang}`) })}
        </Button>
        {translation && lang !== 'en' && (
          <Button variant="danger" onClick={() => setConfirmDelete(true)}>
            {t('pages.deleteTranslation')}
          </Button>
        )}
        {save.isSuccess && (
          <span role="status" className="content-saved">
            {t('saved')}
          </span>
        )}
        {(formError || other.length > 0) && (
          <span className="field__error" role="alert">
            {formError ?? other.map(([, message]) => message).join(' ')}
          </span>
        )}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        danger
        title={t('pages.deleteTranslation')}
        confirmLabel={t('pages.deleteTranslation')}
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => remove.mutate(lang, { onSettled: () => setConfirmDelete(false) })}
      >
        <p>{t('pages.deleteText', { language: t(`languages.${lang}`) })}</p>
      </ConfirmDialog>
    </form>
  );
}
