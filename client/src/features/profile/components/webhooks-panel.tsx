import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ChoiceGroup } from './choice-group';
import { TextField } from '../../../components/text-field';
import { useErrorText } from '../../../lib/i18n/error-text';
import { useFormat } from '../../../lib/use-format';
import { WEBHOOK_EVENT_TYPES } from '@autoexport/contract/webhook-event-types';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useRotateWebhookSecret,
  useTestWebhook,
  useUpdateWebhook,
  useWebhooks,
  type WebhookEndpoint,
  type WebhookEvent,
} from '../api/dealer-api';
import { DealerOnly } from './dealer-only';
import { type Outcome } from './form-status';
import { CodeLabel, SecretForm, SecretList, useSecretList } from './secret-list';
import { Deliveries } from './webhook-deliveries';

const EVENTS = WEBHOOK_EVENT_TYPES as readonly WebhookEvent[];

/** The event's code and when it is sent, in the developer page's words. */
function EventLabel({ event }: { event: string }) {
  const { t } = useTranslation('developers');
  return <CodeLabel code={event} text={t(`webhooks.events.${event}`)} />;
}

interface FormProps {
  endpoint?: WebhookEndpoint;
  onCancel: () => void;
  onCreated: (secret: string) => void;
  onSaved: () => void;
}

/** Adding an endpoint (url, events, description) or changing one. */
function EndpointForm({ endpoint, onCancel, onCreated, onSaved }: FormProps) {
  const { t } = useTranslation('dealer');
  const errorText = useErrorText();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const mutation = endpoint ? update : create;
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(endpoint?.events ?? []);
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [eventsError, setEventsError] = useState<string | null>(null);
  const fieldErrors = errorText.fields(mutation.error, {
    url: t('hooks.url'),
    events: t('hooks.events'),
    description: t('hooks.description'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (events.length === 0) {
      setEventsError(t('hooks.eventsRequired'));
      return;
    }
    setEventsError(null);
    const body = { url: url.trim(), events, description: description.trim() || null };
    if (endpoint) update.mutate({ id: endpoint.id, body }, { onSuccess: onSaved });
    else create.mutate(body, { onSuccess: (created) => onCreated(created.secret) });
  };

  return (
    <SecretForm
      title={endpoint ? t('hooks.editTitle') : t('hooks.addTitle')}
      submitLabel={endpoint ? t('hooks.save') : t('hooks.add')}
      busy={mutation.isPending}
      failure={mutation.isError ? { title: endpoint ? t('hooks.saveError') : t('hooks.addError'), error: mutation.error } : null}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField
        label={t('hooks.url')}
        hint={t('hooks.urlHint')}
        type="url"
        inputMode="url"
        dir="ltr"
        required
        maxChars={500}
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={fieldErrors.url}
      />
      <ChoiceGroup
        legend={t('hooks.events')}
        name="events"
        options={EVENTS}
        chosen={events}
        onChange={setEvents}
        label={(item) => <EventLabel event={item} />}
        error={eventsError || fieldErrors.events}
        errorId="webhook-events-error"
      />
      <TextField
        label={t('hooks.description')}
        maxChars={200}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={fieldErrors.description}
      />
    </SecretForm>
  );
}

interface CardProps {
  endpoint: WebhookEndpoint;
  showDeliveries: boolean;
  onToggleDeliveries: () => void;
  onEdit: () => void;
  onRotate: () => void;
  onDelete: () => void;
  onOutcome: (outcome: Outcome) => void;
}

function EndpointCard({ endpoint, showDeliveries, onToggleDeliveries, onEdit, onRotate, onDelete, onOutcome }: CardProps) {
  const { t } = useTranslation('dealer');
  const f = useFormat();
  const test = useTestWebhook();
  const update = useUpdateWebhook();
  const active = endpoint.status === 'active';
  const label = { url: endpoint.url };

  const sendTest = () =>
    test.mutate(endpoint.id, {
      onSuccess: () => {
        onOutcome({ kind: 'success', text: t('hooks.testSent') });
        if (!showDeliveries) onToggleDeliveries();
      },
      onError: (error) => onOutcome({ kind: 'failure', title: t('hooks.testError'), error }),
    });
  const setEnabled = (enabled: boolean) =>
    update.mutate(
      { id: endpoint.id, body: { enabled } },
      {
        onSuccess: () => onOutcome({ kind: 'success', text: enabled ? t('hooks.enabled') : t('hooks.paused') }),
        onError: (error) => onOutcome({ kind: 'failure', title: t('hooks.saveError'), error }),
      },
    );

  return (
    <li className="card dealer-item">
      <div className="dealer-item__head">
        <h3 className="dealer-item__title">
          <bdi dir="ltr">{endpoint.url}</bdi>
        </h3>
        {active ? (
          <Badge tone="success">{t('hooks.active')}</Badge>
        ) : (
          <Badge tone={endpoint.disabledReason === 'failures' ? 'danger' : 'warning'}>
            {endpoint.disabledReason === 'failures' ? t('hooks.disabledFailures') : t('hooks.disabledOwner')}
          </Badge>
        )}
      </div>
      {endpoint.description && <p className="muted">{endpoint.description}</p>}
      <dl className="dealer-item__facts">
        <div>
          <dt>{t('hooks.events')}</dt>
          <dd>
            <ul className="chip-list">
              {endpoint.events.map((event) => (
                <li key={event} className="chip" dir="ltr">
                  {event}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t('hooks.failures')}</dt>
          <dd>{f.number(endpoint.consecutiveFailures)}</dd>
        </div>
        {!active && endpoint.disabledAt && (
          <div>
            <dt>{t('hooks.disabledAt')}</dt>
            <dd>{f.date(endpoint.disabledAt, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
          </div>
        )}
        {endpoint.previousSecretExpiresAt && new Date(endpoint.previousSecretExpiresAt) > new Date() && (
          <div>
            <dt>{t('hooks.previousSecret')}</dt>
            <dd>
              {t('hooks.previousSecretUntil', {
                time: f.date(endpoint.previousSecretExpiresAt, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </dd>
          </div>
        )}
      </dl>
      <div className="dealer-item__actions">
        <Button
          variant="secondary"
          size="small"
          disabled={!active || test.isPending}
          onClick={sendTest}
          aria-label={t('hooks.testLabel', label)}
        >
          {t('hooks.test')}
        </Button>
        <Button
          variant="secondary"
          size="small"
          aria-expanded={showDeliveries}
          onClick={onToggleDeliveries}
          aria-label={t('hooks.deliveriesLabel', label)}
        >
          {t('hooks.deliveries')}
        </Button>
        <Button variant="secondary" size="small" onClick={onEdit} aria-label={t('hooks.editLabel', label)}>
          {t('hooks.edit')}
        </Button>
        <Button
          variant="secondary"
          size="small"
          disabled={update.isPending}
          onClick={() => setEnabled(!active)}
          aria-label={t(active ? 'hooks.pauseLabel' : 'hooks.enableLabel', label)}
        >
          {active ? t('hooks.pause') : t('hooks.enable')}
        </Button>
        <Button variant="secondary" size="small" onClick={onRotate} aria-label={t('hooks.rotateLabel', label)}>
          {t('hooks.rotate')}
        </Button>
        <Button variant="ghost" size="small" className="btn--danger-text" onClick={onDelete} aria-label={t('hooks.deleteLabel', label)}>
          {t('hooks.delete')}
        </Button>
      </div>
      {showDeliveries && <Deliveries endpoint={endpoint} />}
    </li>
  );
}

function WebhooksContent() {
  const { t } = useTranslation('dealer');
  const f = useFormat();
  const list = useWebhooks();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const state = useSecretList();
  const [form, setForm] = useState<'new' | WebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  const confirmRotate = () => {
    if (!rotating) return;
    rotate.mutate(rotating.id, {
      ...state.settle(() => setRotating(null), t('hooks.rotateError')),
      onSuccess: (rotated) => {
        state.setOutcome(null);
        const until = rotated.previousSecretExpiresAt
          ? f.date(rotated.previousSecretExpiresAt, { dateStyle: 'medium', timeStyle: 'short' })
          : null;
        state.setSecret({
          title: t('hooks.rotatedTitle', { url: rotated.url }),
          secret: rotated.secret,
          warning: until ? t('hooks.rotatedWarning', { time: until }) : t('hooks.secretWarning'),
        });
      },
    });
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      deleting.id,
      state.settle(() => setDeleting(null), t('hooks.deleteError'), t('hooks.deleted', { url: deleting.url })),
    );
  };

  return (
    <SecretList
      state={state}
      titleId="profile-webhooks-title"
      keys="hooks"
      query={list}
      count={t('hooks.count', { count: list.data?.total ?? 0 })}
      addLabel={t('hooks.addButton')}
      onAdd={() => setForm('new')}
      item={(endpoint) => (
        <EndpointCard
          key={endpoint.id}
          endpoint={endpoint}
          showDeliveries={open === endpoint.id}
          onToggleDeliveries={() => setOpen((current) => (current === endpoint.id ? null : endpoint.id))}
          onEdit={() => {
            state.setOutcome(null);
            setForm(endpoint);
          }}
          onRotate={() => setRotating(endpoint)}
          onDelete={() => setDeleting(endpoint)}
          onOutcome={state.setOutcome}
        />
      )}
      form={
        form && (
          <EndpointForm
            key={form === 'new' ? 'new' : form.id}
            endpoint={form === 'new' ? undefined : form}
            onCancel={() => setForm(null)}
            onCreated={(created) => {
              setForm(null);
              state.setOutcome(null);
              state.setSecret({ title: t('hooks.createdTitle'), secret: created, warning: t('hooks.secretWarning') });
            }}
            onSaved={() => {
              setForm(null);
              state.setOutcome({ kind: 'success', text: t('hooks.saved') });
              state.focusHeading();
            }}
          />
        )
      }
      confirmations={[
        {
          item: rotating,
          title: t('hooks.rotateTitle'),
          confirmLabel: t('hooks.rotate'),
          busy: rotate.isPending,
          text: (endpoint) => t('hooks.rotateText', { url: endpoint.url }),
          onConfirm: confirmRotate,
          onCancel: () => setRotating(null),
        },
        {
          item: deleting,
          title: t('hooks.deleteTitle'),
          confirmLabel: t('hooks.delete'),
          danger: true,
          busy: remove.isPending,
          text: (endpoint) => t('hooks.deleteText', { url: endpoint.url }),
          onConfirm: confirmDelete,
          onCancel: () => setDeleting(null),
        },
      ]}
    />
  );
}

/** Webhooks (issue 14): a dealer's endpoints, their secrets (shown once), test events and deliveries with replay. */
export function WebhooksPanel() {
  const { t } = useTranslation('profile');
  return (
    <DealerOnly title={t('tabs.webhooks')}>
      <WebhooksContent />
    </DealerOnly>
  );
}
