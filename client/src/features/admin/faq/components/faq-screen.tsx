import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../../components/badge';
import { Button } from '../../../../components/button';
import { Checkbox } from '../../../../components/checkbox';
import { Tabs } from '../../../../components/tabs';
import { TextField } from '../../../../components/text-field';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { LANGUAGES, type Language } from '../../../../lib/i18n/languages';
import { MarkdownField } from '../../blog/components/markdown-field';
import { ActionError } from '../../ui/action-error';
import { AdminPage, AdminSection } from '../../ui/admin-page';
import { type Column, DataTable } from '../../ui/data-table';
import { DeleteDialog } from '../../ui/delete-dialog';
import { FormActions, useFormErrors } from '../../ui/form-actions';
import { EditPanel, RowActions } from '../../ui/inline-editing';
import { tableState } from '../../ui/table-state';
import {
  type FaqCategory,
  type FaqItem,
  moved,
  type Translations,
  useDeleteCategory,
  useDeleteItem,
  useFaqCategories,
  useFaqItems,
  useReorderCategories,
  useReorderItems,
  useSaveCategory,
  useSaveItem,
} from '../api/faq-admin-api';

/** The English text of a translations object (the one always written). */
const english = (tr?: Translations): string => tr?.en ?? '';
const dirOf = (lang: Language) => (lang === 'ur' ? 'rtl' : 'ltr');
/** A translations object from the form: English always, the others null when left empty (English shows instead). */
const translations = (values: Record<Language, string>): Translations => ({
  en: values.en,
  ur: values.ur.trim() || null,
  pt: values.pt.trim() || null,
  es: values.es.trim() || null,
});
const formValues = (tr?: Translations): Record<Language, string> => ({
  en: tr?.en ?? '',
  ur: tr?.ur ?? '',
  pt: tr?.pt ?? '',
  es: tr?.es ?? '',
});

function MoveButtons({
  label,
  index,
  count,
  onMove,
  busy,
}: {
  label: string;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <>
      <Button
        size="small"
        variant="ghost"
        disabled={index === 0 || busy}
        onClick={() => onMove(-1)}
        aria-label={t('faq.moveUp', { name: label })}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        size="small"
        variant="ghost"
        disabled={index === count - 1 || busy}
        onClick={() => onMove(1)}
        aria-label={t('faq.moveDown', { name: label })}
      >
        <span aria-hidden="true">↓</span>
      </Button>
    </>
  );
}

/** The FAQ: its categories in order, and the selected category's questions in order, each in four languages. */
export function FaqScreen() {
  const { t } = useTranslation('admin-content');
  const [params, setParams] = useSearchParams();
  const categories = useFaqCategories();
  const reorder = useReorderCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<FaqCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FaqCategory | null>(null);
  const list = categories.data?.items ?? [];
  const selectedKey = params.get('category') ?? list[0]?.key;
  const selected = list.find((c) => c.key === selectedKey);
  const select = (key: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('category', key);
      return next;
    });

  const columns: Column<FaqCategory>[] = [
    {
      id: 'name',
      header: t('faq.fields.category'),
      cell: (c) => (
        <button type="button" className="content-link-button" aria-pressed={c.key === selectedKey} onClick={() => select(c.key)}>
          {english(c.name)}
        </button>
      ),
    },
    { id: 'key', header: t('faq.fields.key'), optional: true, hidden: true, cell: (c) => <code>{c.key}</code> },
    { id: 'count', header: t('faq.fields.itemCount'), numeric: true, cell: (c) => c.itemCount },
    {
      id: 'actions',
      header: t('actions'),
      cell: (c) => {
        const index = list.findIndex((x) => x.key === c.key);
        return (
          <RowActions name={english(c.name)} onEdit={() => setEditing(c)} onDelete={() => setDeleting(c)}>
            <MoveButtons
              label={english(c.name)}
              index={index}
              count={list.length}
              busy={reorder.isPending}
              onMove={(step) => reorder.mutate(moved(list, index, step).map((x) => x.key))}
            />
          </RowActions>
        );
      },
    },
  ];

  return (
    <AdminPage title={t('faq.title')} subtitle={t('faq.subtitle')}>
      <AdminSection
        title={t('faq.categories')}
        actions={
          <Button size="small" onClick={() => setEditing('new')}>
            {t('faq.newCategory')}
          </Button>
        }
      >
        {editing && (
          <CategoryForm
            key={editing === 'new' ? 'new' : editing.key}
            category={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
        <ActionError error={reorder.error ?? remove.error} />
        <DataTable
          listId="faq-categories"
          caption={t('tableOf', { name: t('faq.categories') })}
          columns={columns}
          rowKey={(c) => c.key}
          {...tableState(categories)}
        />
      </AdminSection>
      {selected && <FaqItems key={selected.key} category={selected} />}
      <DeleteDialog id={deleting?.key} remove={remove} title={t('faq.deleteCategoryTitle')} onClose={() => setDeleting(null)}>
        <p>{deleting && t('faq.deleteCategoryText', { name: english(deleting.name), count: deleting.itemCount })}</p>
      </DeleteDialog>
    </AdminPage>
  );
}

function FaqItems({ category }: { category: FaqCategory }) {
  const { t } = useTranslation('admin-content');
  const items = useFaqItems(category.key);
  const reorder = useReorderItems();
  const remove = useDeleteItem();
  const [editing, setEditing] = useState<FaqItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FaqItem | null>(null);
  const list = items.data?.items ?? [];
  const columns: Column<FaqItem>[] = [
    { id: 'question', header: t('faq.fields.question'), cell: (i) => english(i.question) },
    {
      id: 'languages',
      header: t('faq.fields.translated'),
      optional: true,
      cell: (i) => (
        <span className="content-langs">
          {LANGUAGES.map((l) => (
            <Badge key={l} tone={i.translated.includes(l) ? 'success' : 'warning'}>
              {t(`languages.${l}`)}
            </Badge>
          ))}
        </span>
      ),
    },
    {
      id: 'published',
      header: t('faq.fields.published'),
      cell: (i) => <Badge tone={i.published ? 'success' : 'neutral'}>{i.published ? t('faq.published') : t('faq.hidden')}</Badge>,
    },
    {
      id: 'actions',
      header: t('actions'),
      cell: (i) => {
        const index = list.findIndex((x) => x.id === i.id);
        return (
          <RowActions name={english(i.question)} onEdit={() => setEditing(i)} onDelete={() => setDeleting(i)}>
            <MoveButtons
              label={english(i.question)}
              index={index}
              count={list.length}
              busy={reorder.isPending}
              onMove={(step) => reorder.mutate({ key: category.key, ids: moved(list, index, step).map((x) => x.id) })}
            />
          </RowActions>
        );
      },
    },
  ];
  return (
    <AdminSection
      title={t('faq.questionsIn', { name: english(category.name) })}
      actions={
        <Button size="small" onClick={() => setEditing('new')}>
          {t('faq.newQuestion')}
        </Button>
      }
    >
      {editing && (
        <ItemForm
          key={editing === 'new' ? 'new' : editing.id}
          category={category.key}
          item={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <ActionError error={reorder.error ?? remove.error} />
      <DataTable
        listId="faq-items"
        caption={t('tableOf', { name: t('faq.questionsIn', { name: english(category.name) }) })}
        columns={columns}
        rowKey={(i) => i.id}
        {...tableState(items)}
      />
      <DeleteDialog id={deleting?.id} remove={remove} title={t('faq.deleteQuestionTitle')} onClose={() => setDeleting(null)}>
        <p>{deleting && t('faq.deleteQuestionText', { question: english(deleting.question) })}</p>
      </DeleteDialog>
    </AdminSection>
  );
}

function CategoryForm({ category, onDone }: { category?: FaqCategory; onDone: () => void }) {
  const { t } = useTranslation('admin-content');
  const save = useSaveCategory();
  const [key, setKey] = useState(category?.key ?? '');
  const [names, setNames] = useState(formValues(category?.name));
  const { errors, formError } = useFormErrors(save.error, { key: t('faq.fields.key'), name: t('faq.fields.name') });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ key: key.trim(), isNew: !category, name: translations(names) }, { onSuccess: onDone });
  };
  return (
    <EditPanel label={category ? t('faq.editCategory') : t('faq.newCategory')} onSubmit={submit}>
      <TextField
        label={t('faq.fields.key')}
        name="key"
        value={key}
        onChange={(e) => setKey(e.target.value)}
        error={errors.key}
        readOnly={!!category}
        hint={t('faq.keyHint')}
        required
      />
      {LANGUAGES.map((l) => (
        <TextField
          key={l}
          label={t('faq.nameIn', { language: t(`languages.${l}`) })}
          name={`name.${l}`}
          value={names[l]}
          onChange={(e) => setNames((n) => ({ ...n, [l]: e.target.value }))}
          error={l === 'en' ? errors.name : undefined}
          lang={l}
          dir={dirOf(l)}
          required={l === 'en'}
        />
      ))}
      <FormActions busy={save.isPending} onCancel={onDone} error={formError} />
    </EditPanel>
  );
}

function ItemForm({ category, item, onDone }: { category: string; item?: FaqItem; onDone: () => void }) {
  const { t } = useTranslation('admin-content');
  const errorText = useErrorText();
  const save = useSaveItem();
  const [lang, setLang] = useState<Language>('en');
  const [questions, setQuestions] = useState(formValues(item?.question));
  const [answers, setAnswers] = useState(formValues(item?.answer));
  const [published, setPublished] = useState(item?.published ?? true);
  const errors = errorText.fields(save.error, { question: t('faq.fields.question'), answer: t('faq.fields.answer') });
  const formError = save.error && !errors.question && !errors.answer ? errorText.message(save.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: item?.id, body: { category, question: translations(questions), answer: translations(answers), published } },
      { onSuccess: onDone },
    );
  };
  return (
    <EditPanel label={item ? t('faq.editQuestion') : t('faq.newQuestion')} onSubmit={submit}>
      <div className="admin-form__wide">
        <Tabs
          label={t('pages.language')}
          items={LANGUAGES.map((l) => ({ id: l, label: t(`languages.${l}`) }))}
          selected={lang}
          onSelect={(id) => setLang(id as Language)}
        >
          <div className="admin-form">
            <p className="admin-form__wide field__hint">{lang === 'en' ? t('faq.englishRequired') : t('faq.fallbackHint')}</p>
            <TextField
              label={t('faq.fields.question')}
              name={`question.${lang}`}
              value={questions[lang]}
              onChange={(e) => setQuestions((q) => ({ ...q, [lang]: e.target.value }))}
              error={errors.question}
              lang={lang}
              dir={dirOf(lang)}
              required={lang === 'en'}
            />
            <MarkdownField
              key={lang}
              label={t('faq.fields.answer')}
              name={`answer.${lang}`}
              kind="answer"
              rows={6}
              value={answers[lang]}
              onChange={(value) => setAnswers((a) => ({ ...a, [lang]: value }))}
              error={errors.answer}
              lang={lang}
              dir={dirOf(lang)}
              required={lang === 'en'}
            />
          </div>
        </Tabs>
      </div>
      <Checkbox label={t('faq.fields.published')} name="published" checked={published} onChange={(e) => setPublished(e.target.checked)} />
      <FormActions busy={save.isPending} onCancel={onDone} error={formError} />
    </EditPanel>
  );
}
