import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../../components/badge';
import { Button, buttonClass } from '../../../../components/button';
import { Checkbox } from '../../../../components/checkbox';
import { ConfirmDialog } from '../../../../components/dialog';
import { ErrorState } from '../../../../components/error-state';
import { Link } from '../../../../components/link';
import { TextField } from '../../../../components/text-field';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { useLocalizedNavigate } from '../../../../lib/i18n/use-language';
import { adminPath } from '../../admin-paths';
import { ActiveFilter } from '../../offices/components/offices-screens';
import { AdminPage } from '../../ui/admin-page';
import { type Column, DataTable } from '../../ui/data-table';
import {
  type AdminSupportAgent,
  useDeleteSupportAgent,
  useSaveSupportAgent,
  useSupportAgent,
  useSupportAgents,
} from '../api/support-agents-api';

export function SupportAgentsList() {
  const { t } = useTranslation('admin-content');
  const [params] = useSearchParams();
  const agents = useSupportAgents(params.get('active') ?? undefined);
  const columns: Column<AdminSupportAgent>[] = [
    {
      id: 'photo',
      header: t('agents.fields.photo'),
      cell: (a) =>
        a.photoThumbnailUrl || a.photoUrl ? (
          <img className="content-avatar" src={a.photoThumbnailUrl ?? a.photoUrl ?? ''} alt="" width={40} height={40} loading="lazy" />
        ) : (
          <span className="content-avatar content-avatar--empty" aria-hidden="true" />
        ),
    },
    { id: 'name', header: t('agents.fields.name'), cell: (a) => <Link to={adminPath('support-agents', a.id)}>{a.name}</Link> },
    { id: 'whatsapp', header: t('agents.fields.whatsapp'), cell: (a) => <span dir="ltr">{a.whatsapp}</span> },
    { id: 'languages', header: t('agents.fields.languages'), optional: true, cell: (a) => a.languages.join(', ') },
    { id: 'position', header: t('fields.position'), numeric: true, optional: true, cell: (a) => a.position },
    {
      id: 'active',
      header: t('fields.active'),
      cell: (a) => <Badge tone={a.active ? 'success' : 'neutral'}>{a.active ? t('active') : t('inactive')}</Badge>,
    },
  ];
  return (
    <AdminPage
      title={t('agents.title')}
      actions={
        <Link className={buttonClass('primary', 'small')} to={adminPath('support-agents', 'new')}>
          {t('agents.new')}
        </Link>
      }
    >
      <div className="filter-bar">
        <div className="filter-bar__fields">
          <ActiveFilter label={t('fields.active')} />
        </div>
      </div>
      <DataTable
        listId="support-agents"
        caption={t('agents.title')}
        columns={columns}
        rows={agents.data?.items}
        rowKey={(a) => a.id}
        loading={agents.isFetching}
        error={agents.error}
        onRetry={() => void agents.refetch()}
      />
    </AdminPage>
  );
}

export function SupportAgentEditor({ id }: { id?: string }) {
  const agent = useSupportAgent(id);
  if (id !== undefined && !agent.data) {
    return agent.error ? <ErrorState error={agent.error} onRetry={() => void agent.refetch()} /> : <p aria-busy="true" />;
  }
  return <AgentForm agent={agent.data} />;
}

function AgentForm({ agent }: { agent?: AdminSupportAgent }) {
  const { t } = useTranslation('admin-content');
  const errorText = useErrorText();
  const navigate = useLocalizedNavigate();
  const save = useSaveSupportAgent();
  const remove = useDeleteSupportAgent();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [v, setV] = useState({
    name: agent?.name ?? '',
    whatsapp: agent?.whatsapp ?? '',
    languages: agent?.languages.join(', ') ?? '',
    position: String(agent?.position ?? 0),
    active: agent?.active ?? true,
  });
  const set = (field: keyof typeof v) => (event: { target: { value: string } }) => setV((old) => ({ ...old, [field]: event.target.value }));
  const labels: Record<string, string> = {
    name: t('agents.fields.name'),
    whatsapp: t('agents.fields.whatsapp'),
    languages: t('agents.fields.languages'),
    position: t('fields.position'),
    active: t('fields.active'),
    photo: t('agents.fields.photo'),
  };
  const errors = errorText.fields(save.error, labels);
  const formError = save.error && Object.keys(errors).length === 0 ? errorText.message(save.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: agent?.id,
        photo,
        body: {
          name: v.name,
          whatsapp: v.whatsapp,
          languages: v.languages
            .split(',')
            .map((l) => l.trim())
            .filter(Boolean),
          position: Number.isInteger(Number(v.position)) ? Number(v.position) : (v.position as unknown as number),
          active: v.active,
        },
      },
      { onSuccess: () => navigate(adminPath('support-agents')) },
    );
  };
  const photoUrl = agent?.photoThumbnailUrl ?? agent?.photoUrl;

  return (
    <AdminPage
      title={agent ? agent.name : t('agents.new')}
      back={{ to: adminPath('support-agents'), label: t('agents.title') }}
      actions={
        agent && (
          <Button variant="danger" size="small" onClick={() => setConfirmDelete(true)}>
            {t('delete')}
          </Button>
        )
      }
    >
      <form className="admin-form content-card" onSubmit={submit} noValidate>
        <TextField label={labels.name} name="name" value={v.name} onChange={set('name')} error={errors.name} required />
        <TextField
          label={labels.whatsapp}
          name="whatsapp"
          type="tel"
          value={v.whatsapp}
          onChange={set('whatsapp')}
          error={errors.whatsapp}
          required
        />
        <TextField
          label={labels.languages}
          name="languages"
          value={v.languages}
          onChange={set('languages')}
          error={errors.languages}
          hint={t('agents.languagesHint')}
        />
        <TextField
          label={labels.position}
          name="position"
          inputMode="numeric"
          dir="ltr"
          value={v.position}
          onChange={set('position')}
          error={errors.position}
          hint={t('positionHint')}
        />
        <Checkbox
          label={labels.active}
          name="active"
          checked={v.active}
          onChange={(e) => setV((old) => ({ ...old, active: e.target.checked }))}
          error={errors.active}
        />
        <div className="admin-form__wide content-image">
          {photoUrl && (
            <img
              className="content-avatar content-avatar--large"
              src={photoUrl}
              alt={t('agents.currentPhoto', { name: agent?.name })}
              width={96}
              height={96}
            />
          )}
          <TextField
            label={labels.photo}
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
            error={errors.photo}
            hint={t('imageHint')}
          />
        </div>
        <div className="admin-form__actions">
          <Button type="submit" busy={save.isPending}>
            {t('save')}
          </Button>
          {formError && (
            <span className="field__error" role="alert">
              {formError}
            </span>
          )}
        </div>
      </form>
      {agent && (
        <ConfirmDialog
          open={confirmDelete}
          danger
          title={t('agents.deleteTitle')}
          confirmLabel={t('delete')}
          busy={remove.isPending}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() =>
            remove.mutate(agent.id, {
              onSuccess: () => navigate(adminPath('support-agents'), { replace: true }),
              onSettled: () => setConfirmDelete(false),
            })
          }
        >
          <p>{t('agents.deleteText', { name: agent.name })}</p>
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
