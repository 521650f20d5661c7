import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Badge } from '../../../../components/badge';
import { Button, buttonClass } from '../../../../components/button';
import { Checkbox } from '../../../../components/checkbox';
import { ConfirmDialog } from '../../../../components/dialog';
import { ErrorState } from '../../../../components/error-state';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { Skeleton } from '../../../../components/skeleton';
import { TextField } from '../../../../components/text-field';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { useLocalizedNavigate } from '../../../../lib/i18n/use-language';
import { useFormat } from '../../../../lib/use-format';
import { adminPath } from '../../admin-paths';
import { AdminPage, AdminSection, Facts } from '../../ui/admin-page';
import { type Column, DataTable } from '../../ui/data-table';
import { ExportCsvButton } from '../../ui/export-csv-button';
import { applyNow, FilterBar } from '../../ui/filter-bar';
import { Pagination } from '../../ui/pagination';
import { useListParams } from '../../ui/use-list-params';
import {
  type AdminMake,
  checkMakeImage,
  MAKE_IMAGE_TYPES,
  useCreateMake,
  useMake,
  useMakes,
  useMakeStatus,
  useUpdateMake,
  useUploadMakeImage,
} from '../api/makes-api';

/** Makes: search, active or not, sortable, CSV. */
export function MakesListScreen() {
  const { t } = useTranslation('admin-users');
  const f = useFormat();
  const list = useListParams({ sort: 'title' });
  const makes = useMakes(list.query);
  const columns: Column<AdminMake>[] = [
    {
      id: 'image',
      header: t('makes.columns.image'),
      optional: true,
      cell: (m) => (m.thumbnailUrl ? <img className="make-thumb" src={m.thumbnailUrl} alt="" loading="lazy" /> : '—'),
    },
    {
      id: 'title',
      header: t('makes.columns.title'),
      sortKey: 'title',
      cell: (m) => <Link to={adminPath('makes', m.slug)}>{m.title}</Link>,
    },
    { id: 'slug', header: t('makes.columns.slug'), sortKey: 'slug', cell: (m) => <span dir="ltr">{m.slug}</span> },
    {
      id: 'active',
      header: t('makes.columns.active'),
      cell: (m) => <Badge tone={m.active ? 'success' : 'neutral'}>{m.active ? t('makes.active') : t('makes.inactive')}</Badge>,
    },
    { id: 'carCount', header: t('makes.columns.carCount'), numeric: true, cell: (m) => f.number(m.carCount) },
    { id: 'totalCars', header: t('makes.columns.totalCars'), numeric: true, optional: true, cell: (m) => f.number(m.totalCars) },
    { id: 'updatedAt', header: t('makes.columns.updatedAt'), sortKey: 'updatedAt', optional: true, cell: (m) => f.date(m.updatedAt) },
  ];
  return (
    <AdminPage
      title={t('makes.title')}
      actions={
        <>
          <ExportCsvButton path="/api/admin/makes.csv" list={list} filename="makes" />
          <Link to={adminPath('makes', 'new')} className={buttonClass('primary', 'small')}>
            {t('makes.new')}
          </Link>
        </>
      }
    >
      <FilterBar list={list} names={['q', 'active']} label={t('makes.filters')}>
        <TextField label={t('makes.q')} name="q" type="search" defaultValue={list.filters.q} />
        <SelectField
          label={t('makes.columns.active')}
          name="active"
          defaultValue={list.filters.active ?? ''}
          onChange={applyNow}
          placeholder={t('makes.any')}
          options={[
            { value: 'true', label: t('makes.active') },
            { value: 'false', label: t('makes.inactive') },
          ]}
        />
      </FilterBar>
      <DataTable
        listId="makes"
        caption={t('makes.title')}
        columns={columns}
        rows={makes.data?.items}
        rowKey={(m) => m.slug}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={makes.isFetching}
        error={makes.error}
        onRetry={() => void makes.refetch()}
      />
      <Pagination page={list.page} limit={list.limit} total={makes.data?.total} onPage={list.setPage} onLimit={list.setLimit} />
    </AdminPage>
  );
}

interface MakeValues {
  title: string;
  slug: string;
  description: string;
  active: boolean;
}

function MakeForm({
  make,
  busy,
  error,
  submitLabel,
  onSubmit,
  children,
}: {
  make?: AdminMake;
  busy: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit: (values: MakeValues) => void;
  /** More fields before the actions (a new make's image). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin-users');
  const errorText = useErrorText();
  const [values, setValues] = useState<MakeValues>({
    title: make?.title ?? '',
    slug: make?.slug ?? '',
    description: make?.description ?? '',
    active: make?.active ?? true,
  });
  const labels = { title: t('makes.columns.title'), slug: t('makes.columns.slug'), description: t('makes.description') };
  const fieldErrors = errorText.fields(error, labels);
  const unplaced = Boolean(error) && Object.keys(fieldErrors).every((field) => !(field in labels));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <TextField
        label={labels.title}
        name="title"
        required
        value={values.title}
        onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))}
        error={fieldErrors.title}
      />
      <TextField
        label={labels.slug}
        name="slug"
        dir="ltr"
        value={values.slug}
        onChange={(e) => setValues((v) => ({ ...v, slug: e.target.value }))}
        error={fieldErrors.slug}
        hint={make ? t('makes.slugChangeHint') : t('makes.slugHint')}
      />
      <div className="admin-form__wide">
        <label className="field__label" htmlFor="make-description">
          {labels.description}
        </label>
        <textarea
          id="make-description"
          className="field__control"
          name="description"
          rows={3}
          value={values.description}
          onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
          aria-invalid={fieldErrors.description ? true : undefined}
        />
        {fieldErrors.description && (
          <p className="field__error" role="alert">
            {fieldErrors.description}
          </p>
        )}
      </div>
      {!make && (
        <Checkbox
          label={t('makes.activeHint')}
          name="active"
          checked={values.active}
          onChange={(e) => setValues((v) => ({ ...v, active: e.target.checked }))}
        />
      )}
      {children}
      {unplaced && (
        <p className="field__error admin-form__wide" role="alert">
          {errorText.message(error)}
        </p>
      )}
      <div className="admin-form__actions">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** A new make, with its image when one is chosen: one request, so the make and the image are saved together or not at all. */
export function MakeCreateScreen() {
  const { t } = useTranslation('admin-users');
  const navigate = useLocalizedNavigate();
  const create = useCreateMake();
  const [image, setImage] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<'type' | 'size' | null>(null);
  return (
    <AdminPage title={t('makes.newTitle')} back={{ to: adminPath('makes'), label: t('makes.title') }}>
      <AdminSection title={t('makes.details')}>
        <MakeForm
          busy={create.isPending}
          error={create.error}
          submitLabel={t('makes.create')}
          onSubmit={(values) => {
            if (fileProblem) return;
            create.mutate(
              {
                body: {
                  title: values.title,
                  ...(values.slug.trim() ? { slug: values.slug } : {}),
                  description: values.description,
                  active: values.active,
                },
                image,
              },
              { onSuccess: (make) => navigate(adminPath('makes', make.slug)) },
            );
          }}
        >
          <div className="admin-form__wide">
            <TextField
              label={t('makes.image')}
              name="image"
              type="file"
              accept={MAKE_IMAGE_TYPES.join(',')}
              hint={t('makes.imageHint')}
              error={fileProblem ? t(`makes.fileProblem.${fileProblem}`) : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                setFileProblem(file ? checkMakeImage(file) : null);
                setImage(file);
              }}
            />
          </div>
        </MakeForm>
      </AdminSection>
    </AdminPage>
  );
}

export function MakeEditScreen() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('admin-users');
  const make = useMake(slug);
  if (make.error) {
    return (
      <AdminPage title={t('makes.title')} back={{ to: adminPath('makes'), label: t('makes.title') }}>
        <ErrorState error={make.error} onRetry={() => void make.refetch()} />
      </AdminPage>
    );
  }
  if (!make.data) {
    return (
      <AdminPage title={t('makes.title')} back={{ to: adminPath('makes'), label: t('makes.title') }}>
        <Skeleton blockSize="240px" />
      </AdminPage>
    );
  }
  return <MakeEdit key={`${make.data.slug}-${make.data.updatedAt}`} make={make.data} />;
}

function MakeEdit({ make }: { make: AdminMake }) {
  const { t } = useTranslation('admin-users');
  const f = useFormat();
  const errorText = useErrorText();
  const navigate = useLocalizedNavigate();
  const update = useUpdateMake();
  const status = useMakeStatus();
  const upload = useUploadMakeImage();
  const [confirm, setConfirm] = useState(false);
  const [fileProblem, setFileProblem] = useState<'type' | 'size' | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  return (
    <AdminPage
      title={make.title}
      back={{ to: adminPath('makes'), label: t('makes.title') }}
      subtitle={<Badge tone={make.active ? 'success' : 'neutral'}>{make.active ? t('makes.active') : t('makes.inactive')}</Badge>}
      actions={
        <Button variant="secondary" size="small" onClick={() => setConfirm(true)}>
          {make.active ? t('makes.deactivate') : t('makes.activate')}
        </Button>
      }
    >
      <AdminSection title={t('makes.image')}>
        <div className="make-image">
          {make.imageUrl ? (
            <img className="make-image__preview" src={make.imageUrl} alt={t('makes.imageAlt', { title: make.title })} />
          ) : (
            <p>{t('makes.noImage')}</p>
          )}
          <label className="field__label" htmlFor="make-image-file">
            {make.imageUrl ? t('makes.replaceImage') : t('makes.uploadImage')}
          </label>
          <input
            ref={fileRef}
            id="make-image-file"
            type="file"
            accept={MAKE_IMAGE_TYPES.join(',')}
            aria-describedby="make-image-hint"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              const problem = checkMakeImage(file);
              setFileProblem(problem);
              if (!problem) upload.mutate({ slug: make.slug, file }, { onSettled: () => fileRef.current && (fileRef.current.value = '') });
            }}
          />
          <p id="make-image-hint" className="field__hint">
            {t('makes.imageHint')}
          </p>
          {upload.isPending && <p role="status">{t('makes.uploading')}</p>}
          {(fileProblem || upload.error) && (
            <p className="field__error" role="alert">
              {fileProblem ? t(`makes.fileProblem.${fileProblem}`) : errorText.message(upload.error)}
            </p>
          )}
        </div>
      </AdminSection>

      <AdminSection title={t('makes.details')}>
        <MakeForm
          make={make}
          busy={update.isPending}
          error={update.error}
          submitLabel={t('makes.save')}
          onSubmit={(values) => {
            const body: Record<string, string> = {};
            if (values.title !== make.title) body.title = values.title;
            if (values.slug !== make.slug) body.slug = values.slug;
            if (values.description !== make.description) body.description = values.description;
            update.mutate(
              { slug: make.slug, body },
              { onSuccess: (saved) => saved.slug !== make.slug && navigate(adminPath('makes', saved.slug), { replace: true }) },
            );
          }}
        />
      </AdminSection>

      <AdminSection title={t('makes.cars')}>
        <Facts
          items={[
            [t('makes.columns.carCount'), f.number(make.carCount)],
            [t('makes.columns.totalCars'), f.number(make.totalCars)],
            [t('makes.columns.updatedAt'), f.date(make.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })],
          ]}
        />
      </AdminSection>

      <ConfirmDialog
        open={confirm}
        title={make.active ? t('makes.deactivateTitle', { title: make.title }) : t('makes.activateTitle', { title: make.title })}
        confirmLabel={make.active ? t('makes.deactivate') : t('makes.activate')}
        busy={status.isPending}
        onCancel={() => setConfirm(false)}
        onConfirm={() => status.mutate({ slug: make.slug, active: !make.active }, { onSuccess: () => setConfirm(false) })}
      >
        <p>{make.active ? t('makes.deactivateText') : t('makes.activateText')}</p>
        {status.error !== null && (
          <p className="field__error" role="alert">
            {errorText.message(status.error)}
          </p>
        )}
      </ConfirmDialog>
    </AdminPage>
  );
}
