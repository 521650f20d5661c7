import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../../components/link';
import { TextField } from '../../../../components/text-field';
import { useLocalizedNavigate } from '../../../../lib/i18n/use-language';
import { adminPath } from '../../admin-paths';
import { ActiveCheckbox, ActiveList, PositionField, useActiveFilter } from '../../ui/active-list';
import type { Column } from '../../ui/data-table';
import { EditorLoader, EditorPage } from '../../ui/editor-page';
import { FormActions, useFormErrors } from '../../ui/form-actions';
import {
  type AdminSupportAgent,
  useDeleteSupportAgent,
  useSaveSupportAgent,
  useSupportAgent,
  useSupportAgents,
} from '../api/support-agents-api';

export function SupportAgentsList() {
  const { t } = useTranslation('admin-content');
  const agents = useSupportAgents(useActiveFilter());
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
  ];
  return <ActiveList area="support-agents" title={t('agents.title')} newLabel={t('agents.new')} columns={columns} query={agents} />;
}

export function SupportAgentEditor({ id }: { id?: string }) {
  const agent = useSupportAgent(id);
  return (
    <EditorLoader id={id} query={agent}>
      {(data) => <AgentForm agent={data} />}
    </EditorLoader>
  );
}

function AgentForm({ agent }: { agent?: AdminSupportAgent }) {
  const { t } = useTranslation('admin-content');
  const navigate = useLocalizedNavigate();
  const save = useSaveSupportAgent();
  const remove = useDeleteSupportAgent();
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
  const { errors, formError } = useFormErrors(save.error, labels);

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
    <EditorPage
      title={agent ? agent.name : t('agents.new')}
      back={{ to: adminPath('support-agents'), label: t('agents.title') }}
      deletion={agent && { id: agent.id, remove, title: t('agents.deleteTitle'), text: t('agents.deleteText', { name: agent.name }) }}
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
        <PositionField value={v.position} onChange={set('position')} error={errors.position} />
        <ActiveCheckbox value={v.active} onChange={(e) => setV((old) => ({ ...old, active: e.target.checked }))} error={errors.active} />
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
        <FormActions busy={save.isPending} error={formError} />
      </form>
    </EditorPage>
  );
}
