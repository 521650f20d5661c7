import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Badge } from '../../../../components/badge';
import { Button, buttonClass } from '../../../../components/button';
import { Checkbox } from '../../../../components/checkbox';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { useLocalizedNavigate } from '../../../../lib/i18n/use-language';
import { adminPath } from '../../admin-paths';
import { ActionError } from '../../ui/action-error';
import { AdminPage, AdminSection } from '../../ui/admin-page';
import { DataTable, type Column } from '../../ui/data-table';
import { EditorLoader, EditorPage } from '../../ui/editor-page';
import { FilterBar } from '../../ui/filter-bar';
import { FormActions, useFormErrors } from '../../ui/form-actions';
import { Pagination } from '../../ui/pagination';
import { tableState } from '../../ui/table-state';
import { useListParams } from '../../ui/use-list-params';
import {
  FEED_DELIMITERS,
  FEED_FIELDS,
  FEED_FORMATS,
  REQUIRED_FEED_FIELDS,
  useDeleteFeedSource,
  useFeedSource,
  useFeedSources,
  useFetchFeed,
  useSaveFeedSource,
  useUploadFeed,
  type FeedImportDetail,
  type FeedSource,
  type FeedSourceBody,
  unsorted,
} from '../api/auctions-admin-api';
import { ImportStatusBadge } from './import-progress';

const DELIMITER_KEYS: Record<string, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' };
const OPTIONAL_FIELDS = FEED_FIELDS.filter((f) => !REQUIRED_FEED_FIELDS.includes(f));

/** The feed sources by name: each with its format, whether it is fetched from a URL, and active or not. */
export function FeedSourceListScreen() {
  const { t } = useTranslation('admin-auctions');
  const list = useListParams({ sort: '' });
  const sources = useFeedSources(unsorted(list.query));
  const columns: Column<FeedSource>[] = [
    { id: 'name', header: t('feeds.fields.name'), cell: (s) => <Link to={adminPath('auction-feeds', s.id)}>{s.name}</Link> },
    { id: 'format', header: t('feeds.fields.format'), cell: (s) => t(`feeds.formats.${s.format}`, { defaultValue: s.format }) },
    { id: 'url', header: t('feeds.fields.url'), optional: true, cell: (s) => (s.url ? <span className="auction-url">{s.url}</span> : '—') },
    {
      id: 'active',
      header: t('feeds.fields.active'),
      cell: (s) => <Badge tone={s.active ? 'success' : 'neutral'}>{t(s.active ? 'feeds.activeYes' : 'feeds.activeNo')}</Badge>,
    },
  ];
  return (
    <AdminPage
      title={t('feeds.title')}
      actions={
        <Link to={adminPath('auction-feeds', 'new')} className={buttonClass('primary', 'small')}>
          {t('feeds.new')}
        </Link>
      }
    >
      <FilterBar list={list} names={['q']} label={t('feeds.filters')}>
        <TextField label={t('feeds.q')} name="q" type="search" defaultValue={list.filters.q} />
      </FilterBar>
      <DataTable listId="admin-auction-feeds" caption={t('feeds.title')} columns={columns} rowKey={(s) => s.id} {...tableState(sources)} />
      <Pagination page={list.page} limit={list.limit} total={sources.data?.total} onPage={list.setPage} onLimit={list.setLimit} />
    </AdminPage>
  );
}

/** A new feed source, or a saved one: its form, deletion, and feeding it (upload a file, fetch its URL). */
export function FeedSourceEditScreen() {
  const { t } = useTranslation('admin-auctions');
  const { id } = useParams();
  const sourceId = id === 'new' ? undefined : id;
  const query = useFeedSource(sourceId);
  const remove = useDeleteFeedSource();
  const record = query.data;
  return (
    <EditorPage
      title={record ? record.name : t('feeds.new')}
      back={{ to: adminPath('auction-feeds'), label: t('feeds.back') }}
      deletion={
        record && {
          id: record.id,
          remove,
          title: t('feeds.delete.title', { name: record.name }),
          text: t('feeds.delete.text', { name: record.name }),
        }
      }
    >
      <ActionError error={remove.error} />
      <EditorLoader id={sourceId} query={query}>
        {(source) => (
          <>
            {source && <FeedIntake source={source} />}
            <FeedSourceForm source={source} />
          </>
        )}
      </EditorLoader>
    </EditorPage>
  );
}

/** A form's draft of a source: every field as text (the mapping as one text per field). */
function draftOf(source: FeedSource | undefined) {
  return {
    name: source?.name ?? '',
    format: source?.format ?? 'csv',
    delimiter: source?.delimiter ?? ',',
    defaultStartTime: source?.defaultStartTime ?? '',
    url: source?.url ?? '',
    active: source?.active ?? true,
    mapping: Object.fromEntries(FEED_FIELDS.map((f) => [f, source?.mapping[f] ?? ''])) as Record<string, string>,
  };
}

/** The draft → the API's body: blank mapping fields left out, a JSON feed without a delimiter. */
export function feedSourceBody(draft: ReturnType<typeof draftOf>): FeedSourceBody {
  const mapping = Object.fromEntries(
    Object.entries(draft.mapping)
      .map(([field, column]) => [field, column.trim()] as const)
      .filter(([, column]) => column !== ''),
  );
  return {
    name: draft.name,
    format: draft.format as FeedSourceBody['format'],
    mapping,
    delimiter: draft.format === 'csv' ? (draft.delimiter as FeedSourceBody['delimiter']) : null,
    defaultStartTime: draft.defaultStartTime || null,
    url: draft.url.trim() || null,
    active: draft.active,
  };
}

function FeedSourceForm({ source }: { source: FeedSource | undefined }) {
  const { t } = useTranslation('admin-auctions');
  const navigate = useLocalizedNavigate();
  const save = useSaveFeedSource();
  const [draft, setDraft] = useState(() => draftOf(source));
  const [saved, setSaved] = useState(false);
  const fieldLabel = (f: string) => t(`fields.${f}`);
  const labels: Record<string, string> = {
    name: t('feeds.fields.name'),
    format: t('feeds.fields.format'),
    mapping: t('feeds.mapping'),
    delimiter: t('feeds.fields.delimiter'),
    defaultStartTime: t('feeds.fields.defaultStartTime'),
    url: t('feeds.fields.url'),
    active: t('feeds.fields.active'),
    ...Object.fromEntries(FEED_FIELDS.map((f) => [`mapping.${f}`, fieldLabel(f)])),
  };
  const { errors, formError } = useFormErrors(save.error, labels);
  const set = (name: 'name' | 'format' | 'delimiter' | 'defaultStartTime' | 'url') => (e: { target: { value: string } }) => {
    setSaved(false);
    setDraft({ ...draft, [name]: e.target.value });
  };
  const setColumn = (field: string) => (e: { target: { value: string } }) => {
    setSaved(false);
    setDraft({ ...draft, mapping: { ...draft.mapping, [field]: e.target.value } });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: source?.id, body: feedSourceBody(draft) },
      {
        onSuccess: (result) => {
          setSaved(true);
          if (!source) navigate(adminPath('auction-feeds', result.id), { replace: true });
        },
      },
    );
  };
  const column = (field: string, required: boolean) => (
    <TextField
      key={field}
      label={fieldLabel(field)}
      name={`mapping.${field}`}
      required={required}
      maxChars={100}
      value={draft.mapping[field]}
      onChange={setColumn(field)}
      error={errors[`mapping.${field}`]}
      placeholder={t('feeds.columnPlaceholder')}
    />
  );
  return (
    <AdminSection title={t('feeds.details')}>
      <form className="admin-form" onSubmit={submit} noValidate aria-label={t('feeds.details')}>
        <TextField label={labels.name} name="name" required maxChars={100} value={draft.name} onChange={set('name')} error={errors.name} />
        <SelectField
          label={labels.format}
          name="format"
          required
          value={draft.format}
          onChange={set('format')}
          options={FEED_FORMATS.map((f) => ({ value: f, label: t(`feeds.formats.${f}`) }))}
          error={errors.format}
        />
        {draft.format === 'csv' && (
          <SelectField
            label={labels.delimiter}
            name="delimiter"
            value={draft.delimiter}
            onChange={set('delimiter')}
            options={FEED_DELIMITERS.map((d) => ({ value: d, label: t(`feeds.delimiters.${DELIMITER_KEYS[d]}`) }))}
            error={errors.delimiter}
          />
        )}
        <TextField
          label={labels.defaultStartTime}
          name="defaultStartTime"
          type="time"
          value={draft.defaultStartTime}
          onChange={set('defaultStartTime')}
          hint={t('feeds.defaultStartTimeHint')}
          error={errors.defaultStartTime}
        />
        <div className="admin-form__wide">
          <TextField
            label={labels.url}
            name="url"
            type="url"
            maxChars={2000}
            value={draft.url}
            onChange={set('url')}
            hint={t('feeds.urlHint')}
            error={errors.url}
          />
        </div>
        <div className="admin-form__wide">
          <Checkbox
            label={t('feeds.activeLabel')}
            name="active"
            checked={draft.active}
            onChange={(e) => {
              setSaved(false);
              setDraft({ ...draft, active: e.target.checked });
            }}
          />
        </div>
        <fieldset className="admin-form__wide auction-mapping">
          <legend>{t('feeds.mapping')}</legend>
          <p className="auction-hint">{t('feeds.mappingHint')}</p>
          {errors.mapping && (
            <p className="field__error" role="alert">
              {errors.mapping}
            </p>
          )}
          <div className="auction-mapping__grid">{REQUIRED_FEED_FIELDS.map((f) => column(f, true))}</div>
          <h3 className="auction-mapping__more">{t('feeds.optionalFields')}</h3>
          <div className="auction-mapping__grid">{OPTIONAL_FIELDS.map((f) => column(f, false))}</div>
        </fieldset>
        <FormActions busy={save.isPending} error={formError} saveLabel={source ? undefined : t('feeds.create')}>
          {saved && <span role="status">{t('feeds.saved')}</span>}
        </FormActions>
      </form>
    </AdminSection>
  );
}

/** Feeding a saved source: upload a file (the 202 answer, then a link to its import), or fetch its URL now. */
function FeedIntake({ source }: { source: FeedSource }) {
  const { t } = useTranslation('admin-auctions');
  const errorText = useErrorText();
  const upload = useUploadFeed();
  const fetchNow = useFetchFeed();
  const file = useRef<HTMLInputElement>(null);
  const [started, setStarted] = useState<FeedImportDetail | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) return;
    setStarted(null);
    upload.mutate({ id: source.id, file: chosen }, { onSuccess: setStarted });
  };
  const error = upload.error ?? fetchNow.error;
  return (
    <AdminSection title={t('feeds.intake')}>
      {!source.active && <p className="auction-hint">{t('feeds.inactiveHint')}</p>}
      <form className="admin-form" onSubmit={submit} aria-label={t('feeds.upload')}>
        <TextField
          label={t('feeds.file')}
          hint={t(source.format === 'json' ? 'feeds.fileHintJson' : 'feeds.fileHintCsv')}
          type="file"
          name="file"
          ref={file}
          accept={source.format === 'json' ? '.json,.jsonl,application/json' : '.csv,.txt,text/csv'}
          required
        />
        <div className="admin-form__actions">
          <Button type="submit" busy={upload.isPending}>
            {t('feeds.upload')}
          </Button>
          {source.url && (
            <Button
              variant="secondary"
              busy={fetchNow.isPending}
              onClick={() => {
                setStarted(null);
                fetchNow.mutate(source.id, { onSuccess: setStarted });
              }}
            >
              {t('feeds.fetchNow')}
            </Button>
          )}
        </div>
      </form>
      {error !== null && (
        <p className="field__error" role="alert">
          {errorText.message(error)}
        </p>
      )}
      {started && (
        <p role="status" className="auction-notice">
          {t('feeds.started')} <ImportStatusBadge status={started.status} />{' '}
          <Link to={adminPath('auction-imports', started.id)}>{t('feeds.openImport')}</Link>
        </p>
      )}
      <p>
        <Link to={adminPath('auction-imports', { sourceId: source.id })}>{t('feeds.imports')}</Link>
      </p>
    </AdminSection>
  );
}
