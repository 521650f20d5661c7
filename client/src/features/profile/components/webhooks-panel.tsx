import { useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ChoiceGroup } from './choice-group';
import { ConfirmDialog } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { Pager } from '../../../components/pager';
import { Skeleton } from '../../../components/skeleton';
import { TextField } from '../../../components/text-field';
import { useErrorText } from '../../../lib/i18n/error-text';
import { lastPage } from '../../../lib/paging';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import { WEBHOOK_EVENT_TYPES } from '../../../../../src/modules/dealers/webhooks/outbox/webhook-event-types';
import {
  DELIVERIES_PAGE_SIZE,
  useCreateWebhook,
  useDeleteWebhook,
  useReplayDelivery,
  useRotateWebhookSecret,
  useTestWebhook,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhooks,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from '../api/dealer-api';
import { DealerOnly } from './dealer-only';
import { FormStatus, type Outcome } from './form-status';
import { SecretOnce } from './secret-once';

const EVENTS = WEBHOOK_EVENT_TYPES as readonly WebhookEvent[];

/** The event's code and when it is sent, in the developer page's words. */
function EventLabel({ event }: { event: string }) {
  const { t } = useTranslation('developers');
  return (
    <span className="scope-label">
      <code dir="ltr">{event}</code> <span className="scope-label__text">{t(`webhooks.events.${event}`)}</span>
    </span>
  );
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
    <form className="card dealer-form" onSubmit={submit} noValidate>
      <h3>{endpoint ? t('hooks.editTitle') : t('hooks.addTitle')}</h3>
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
      <FormStatus
        outcome={
          mutation.isError ? { kind: 'failure', title: endpoint ? t('hooks.saveError') : t('hooks.addError'), error: mutation.error } : null
        }
      />
      <div className="dealer-form__actions">
        <Button type="submit" disabled={mutation.isPending}>
          {endpoint ? t('hooks.save') : t('hooks.add')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

const DELIVERY_TONE = { pending: 'info', succeeded: 'success', failed: 'danger' } as const;

function Delivery({ delivery, onReplay, replaying }: { delivery: WebhookDelivery; onReplay: () => void; replaying: boolean }) {
  const { t } = useTranslation('dealer');
  const f = useFormat();
  return (
    <li className="delivery">
      <div className="delivery__head">
        <span>
          <code dir="ltr">{delivery.eventType}</code> ·{' '}
          <time dateTime={delivery.createdAt}>{f.date(delivery.createdAt, { dateStyle: 'medium', timeStyle: 'medium' })}</time>
          {delivery.replayOf && <> · {t('deliveries.replay')}</>}
        </span>
        <Badge tone={DELIVERY_TONE[delivery.status]}>{t(`deliveries.status.${delivery.status}`)}</Badge>
      </div>
      {delivery.attempts.length > 0 && (
        <div className="dealer-scroll">
          <table className="dealer-table">
            <caption className="visually-hidden">{t('deliveries.attempts', { event: delivery.eventType })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('deliveries.time')}</th>
                <th scope="col">{t('deliveries.statusCode')}</th>
                <th scope="col">{t('deliveries.answer')}</th>
              </tr>
            </thead>
            <tbody>
              {delivery.attempts.map((attempt, i) => (
                <tr key={`${attempt.at}-${i}`}>
                  <td>
                    <time dateTime={attempt.at}>{f.date(attempt.at, { timeStyle: 'medium' })}</time>
                  </td>
                  <td>
                    <Badge tone={attempt.succeeded ? 'success' : 'danger'}>
                      {attempt.statusCode === null ? t('deliveries.noAnswer') : f.number(attempt.statusCode, { useGrouping: false })}
                    </Badge>
                  </td>
                  <td className="delivery__answer">
                    <bdi dir="ltr">{attempt.answer ?? '—'}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {delivery.status !== 'pending' && (
        <Button
          variant="secondary"
          size="small"
          disabled={replaying}
          onClick={onReplay}
          aria-label={t('deliveries.replayLabel', { event: delivery.eventType })}
        >
          {t('deliveries.replayButton')}
        </Button>
      )}
    </li>
  );
}

function Deliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('dealer');
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpoint.id, page);
  const replay = useReplayDelivery();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const pages = deliveries.data ? lastPage(deliveries.data.total, DELIVERIES_PAGE_SIZE) : 1;

  let body;
  if (deliveries.isError && !deliveries.data) body = <ErrorState error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  else if (!deliveries.data) body = <Skeleton blockSize="4rem" />;
  else if (deliveries.data.items.length === 0) body = <EmptyState title={t('deliveries.empty')} />;
  else
    body = (
      <>
        <ol className="dealer-list">
          {deliveries.data.items.map((delivery) => (
            <Delivery
              key={delivery.id}
              delivery={delivery}
              replaying={replay.isPending}
              onReplay={() =>
                replay.mutate(delivery.id, {
                  onSuccess: () => setOutcome({ kind: 'success', text: t('deliveries.replayed') }),
                  onError: (error) => setOutcome({ kind: 'failure', title: t('deliveries.replayError'), error }),
                })
              }
            />
          ))}
        </ol>
        <Pager t={t} keys="" label={t('deliveries.pagination')} page={page} last={pages} onPage={setPage} className="pager" compact />
      </>
    );
  return (
    <section className="dealer-section" aria-label={t('deliveries.title', { url: endpoint.url })}>
      <h4>{t('deliveries.heading')}</h4>
      <FormStatus outcome={outcome} />
      {body}
    </section>
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

type Secret = { title: string; secret: string; warning: string };

function WebhooksContent() {
  const { t } = useTranslation('dealer');
  const f = useFormat();
  const list = useWebhooks();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const [form, setForm] = useState<'new' | WebhookEndpoint | null>(null);
  const [secret, setSecret] = useState<Secret | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => heading.current?.focus();

  const confirmRotate = () => {
    if (!rotating) return;
    rotate.mutate(rotating.id, {
      onSuccess: (rotated) => {
        setOutcome(null);
        const until = rotated.previousSecretExpiresAt
          ? f.date(rotated.previousSecretExpiresAt, { dateStyle: 'medium', timeStyle: 'short' })
          : null;
        setSecret({
          title: t('hooks.rotatedTitle', { url: rotated.url }),
          secret: rotated.secret,
          warning: until ? t('hooks.rotatedWarning', { time: until }) : t('hooks.secretWarning'),
        });
      },
      onError: (error) => setOutcome({ kind: 'failure', title: t('hooks.rotateError'), error }),
      onSettled: () => setRotating(null),
    });
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const url = deleting.url;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setOutcome({ kind: 'success', text: t('hooks.deleted', { url }) });
        focusHeading();
      },
      onError: (error) => setOutcome({ kind: 'failure', title: t('hooks.deleteError'), error }),
      onSettled: () => setDeleting(null),
    });
  };

  let body;
  if (list.isError) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <Skeleton blockSize="8rem" />;
  else if (secret)
    body = (
      <SecretOnce
        {...secret}
        onDone={() => {
          setSecret(null);
          focusHeading();
        }}
      />
    );
  else if (form)
    body = (
      <EndpointForm
        key={form === 'new' ? 'new' : form.id}
        endpoint={form === 'new' ? undefined : form}
        onCancel={() => setForm(null)}
        onCreated={(created) => {
          setForm(null);
          setOutcome(null);
          setSecret({ title: t('hooks.createdTitle'), secret: created, warning: t('hooks.secretWarning') });
        }}
        onSaved={() => {
          setForm(null);
          setOutcome({ kind: 'success', text: t('hooks.saved') });
          focusHeading();
        }}
      />
    );
  else
    body = (
      <>
        <div className="dealer-toolbar">
          <p className="muted">{t('hooks.count', { count: list.data.total })}</p>
          <Button
            onClick={() => {
              setOutcome(null);
              setForm('new');
            }}
          >
            {t('hooks.addButton')}
          </Button>
        </div>
        {list.data.items.length === 0 ? (
          <EmptyState title={t('hooks.empty')} message={t('hooks.emptyHint')} />
        ) : (
          <ul className="dealer-list" aria-label={t('hooks.listLabel')}>
            {list.data.items.map((endpoint) => (
              <EndpointCard
                key={endpoint.id}
                endpoint={endpoint}
                showDeliveries={open === endpoint.id}
                onToggleDeliveries={() => setOpen((current) => (current === endpoint.id ? null : endpoint.id))}
                onEdit={() => {
                  setOutcome(null);
                  setForm(endpoint);
                }}
                onRotate={() => setRotating(endpoint)}
                onDelete={() => setDeleting(endpoint)}
                onOutcome={setOutcome}
              />
            ))}
          </ul>
        )}
      </>
    );

  return (
    <section className="profile-panel dealer-panel" aria-labelledby="profile-webhooks-title">
      <h2 id="profile-webhooks-title" ref={heading} tabIndex={-1}>
        {t('hooks.title')}
      </h2>
      <p className="profile-panel__intro">
        <Trans t={t} i18nKey="hooks.intro" components={{ dev: <Link to={paths.developers()} /> }} />
      </p>
      <FormStatus outcome={outcome} />
      {body}
      <ConfirmDialog
        open={rotating !== null}
        title={t('hooks.rotateTitle')}
        confirmLabel={t('hooks.rotate')}
        busy={rotate.isPending}
        onConfirm={confirmRotate}
        onCancel={() => setRotating(null)}
      >
        {rotating && <p>{t('hooks.rotateText', { url: rotating.url })}</p>}
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('hooks.deleteTitle')}
        confirmLabel={t('hooks.delete')}
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && <p>{t('hooks.deleteText', { url: deleting.url })}</p>}
      </ConfirmDialog>
    </section>
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
