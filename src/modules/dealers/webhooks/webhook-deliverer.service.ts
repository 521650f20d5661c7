import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { systemContext } from '../../../common/context/request-context.js';
import { asOutboundError, OutboundError, type OutboundResponse, readBody } from '../../../common/outbound/outbound-http.js';
import { OutboundHttp } from '../../../common/outbound/outbound.service.js';
import { Clock } from '../../../common/time/clock.js';
import type { AppConfig } from '../../../config/config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { type WebhookDelivery as DeliveryJob, webhookDeliverJobId } from '../../../jobs/job-definitions.js';
import { JobsService } from '../../../jobs/jobs.service.js';
import { OnJob } from '../../../jobs/on-job.decorator.js';
import { JobName } from '../../../jobs/queues.js';
import { modification } from '../../audit/audit-facts.js';
import { AuditedChanges } from '../../audit/audited-changes.service.js';
import { emailLanguageOf } from '../../notifications/email/email-template.js';
import { renderEmail } from '../../notifications/email/render-email.js';
import { NotificationsService } from '../../notifications/notifications.service.js';
import { UsersService } from '../../users/users.service.js';
import { WebhookEvent } from './outbox/webhook-event.entity.js';
import { endpointDisabledEmail } from './webhook-emails.js';
import {
  claimDueDelivery,
  failPendingDeliveries,
  insertDeliveries,
  lockUndispatchedEvents,
  markEventsDispatched,
  overdueDeliveries,
} from './webhook-deliveries.repository.js';
import { WebhookDeliveryAttempt } from './webhook-delivery-attempt.entity.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { webhookSignatureHeader } from './webhook-signature.js';
import { afterFailure, endpointRules, excerpt, isDelivered, REFUSED_NOTE, retryDelayMs, UNDELIVERED_NOTE } from './webhook-rules.js';
import { deliveryBody } from './webhooks.mappers.js';

/** Events fanned out per dispatcher run, and lost delivery jobs re-queued per run. */
const DISPATCH_BATCH = 500;
/** A pending delivery this long past its due time has lost its job (or its worker died mid-attempt): queued again. */
const OVERDUE_GRACE_MS = 30_000;
/** Bytes of an answer read before the rest is dropped. */
const ANSWER_READ_BYTES = 4096;
const DISABLED_NOTE = 'Not sent: the endpoint is disabled.';
/** BullMQ's delayed jobs and our clock may disagree by a little: an attempt this early still counts as due. */
const DUE_SLACK_MS = 1_000;

interface AttemptResult {
  /** When the attempt started: its time in the log, and what the next attempt's wait counts from. */
  at: Date;
  statusCode: number | null;
  durationMs: number;
  succeeded: boolean;
  answer: string | null;
}

/**
 * The webhooks' moving parts (issue 14): the dispatcher fans committed outbox events out to the active endpoints
 * subscribed to them, one delivery per event and endpoint, and queues a job per delivery; a delivery job makes one
 * signed POST, records the attempt, and on failure queues the next attempt with exponential backoff or gives up after
 * the last one. The database decides what is due (a delivery's `next_attempt_at`, claimed by a conditional UPDATE), so a
 * job queued twice, lost, or run late does no harm: the dispatcher re-queues overdue deliveries.
 */
@Injectable()
export class WebhookDeliverer {
  private readonly logger = new Logger(WebhookDeliverer.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly changes: AuditedChanges,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly outbound: OutboundHttp,
  ) {}

  /** Queues attempt `attempt` of a delivery, `delayMs` from now; Redis trouble is logged (the dispatcher re-queues it). */
  async queue(deliveryId: string, attempt: number, delayMs = 0): Promise<void> {
    try {
      await this.jobs.enqueue(JobName.WebhookDeliver, { deliveryId }, { jobId: webhookDeliverJobId(deliveryId, attempt), delay: delayMs });
    } catch (error) {
      this.logger.warn(`Webhook delivery ${deliveryId} not queued (the dispatcher will): ${(error as Error).message}`);
    }
  }

  @OnJob(JobName.WebhookDispatch)
  async dispatch(): Promise<{ dispatched: number; requeued: number }> {
    const now = this.clock.now();
    const created = await this.dataSource.transaction(async (m) => {
      const events = await lockUndispatchedEvents(m, DISPATCH_BATCH);
      if (events.length === 0) return [];
      const ids = await insertDeliveries(m, events, now);
      await markEventsDispatched(
        m,
        events.map((e) => e.id),
        now,
      );
      return ids;
    });
    for (const id of created) await this.queue(id, 1);
    const overdue = await overdueDeliveries(this.dataSource, new Date(now.getTime() - OVERDUE_GRACE_MS), DISPATCH_BATCH);
    for (const row of overdue) await this.queue(row.public_id, row.attempts + 1);
    return { dispatched: created.length, requeued: overdue.length };
  }

  @OnJob(JobName.WebhookDeliver)
  async deliver(job: DeliveryJob): Promise<string> {
    const now = this.clock.now();
    const lease = new Date(now.getTime() + this.config.webhooks.timeoutMs + OVERDUE_GRACE_MS);
    // Claim the attempt: only a pending delivery that is due, and only once (a second job finds it leased).
    const delivery = await claimDueDelivery(this.dataSource, job.deliveryId, lease, new Date(now.getTime() + DUE_SLACK_MS));
    if (!delivery) return 'not due';
    const endpoint = await this.dataSource.getRepository(WebhookEndpoint).findOneBy({ id: delivery.endpoint_id });
    const event = await this.dataSource.getRepository(WebhookEvent).findOneBy({ id: delivery.event_id });
    if (!endpoint || !event) return 'gone';
    if (endpoint.status !== 'active') {
      await this.dataSource
        .getRepository(WebhookDelivery)
        .update({ id: delivery.id }, { status: 'failed', lastError: DISABLED_NOTE, completedAt: now, nextAttemptAt: null });
      return 'endpoint disabled';
    }
    const result = await this.post(job.deliveryId, endpoint, event);
    return this.record(delivery.id, endpoint.id, result);
  }

  /**
   * One signed POST through the outbound-URL guard (src/common/outbound/): the URL checked again, the host resolved
   * once and vetted, the vetted address connected to, no redirect followed. Never throws: a failure is an attempt's
   * result. Whatever kept a request from an HTTP answer — refused, reset, timed out, TLS, not HTTP, no such name — is
   * one note to the dealer (which ports of a host are open must not show); the kind goes to the server's log.
   */
  private async post(deliveryId: string, endpoint: WebhookEndpoint, event: WebhookEvent): Promise<AttemptResult> {
    const at = this.clock.now();
    const started = performance.now();
    const done = (statusCode: number | null, answer: string | null): AttemptResult => ({
      at,
      statusCode,
      durationMs: Math.round(performance.now() - started),
      succeeded: statusCode !== null && isDelivered(statusCode),
      answer: answer === null ? null : excerpt(answer),
    });
    const body = deliveryBody(event);
    const timestamp = Math.floor(at.getTime() / 1000);
    const secrets = [endpoint.secret];
    if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > at)
      secrets.push(endpoint.previousSecret);
    let res: OutboundResponse;
    try {
      res = await this.outbound.request(endpoint.url, {
        method: 'POST',
        maxRedirects: 0,
        timeoutMs: this.config.webhooks.timeoutMs,
        rules: endpointRules(this.config.webhooks),
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'AutoExport-Webhooks/1.0',
          'Webhook-Id': event.id,
          'Webhook-Timestamp': String(timestamp),
          'Webhook-Signature': webhookSignatureHeader(secrets, timestamp, body),
        },
        body,
      });
    } catch (error) {
      const failure = error instanceof OutboundError ? error : asOutboundError(error);
      this.logger.warn(
        `Webhook delivery ${deliveryId} to endpoint ${endpoint.publicId} not delivered: ${failure.kind} (${failure.detail})`,
      );
      return done(null, failure.kind === 'refused' ? REFUSED_NOTE : UNDELIVERED_NOTE);
    }
    let text = '';
    try {
      text = (await readBody(res, ANSWER_READ_BYTES, 'truncate')) ?? '';
    } catch {
      // The status came; the rest of the answer did not within the time: the status is what counts.
    }
    const redirect = res.status >= 300 && res.status < 400 ? `Redirect to ${String(res.headers.location ?? '(none)')} not followed. ` : '';
    return done(res.status, `${redirect}${text}` || null);
  }

  /** The attempt's row and what follows it, in one transaction on the delivery's and endpoint's rows; then the next job or email. */
  private async record(deliveryId: string, endpointId: string, result: AttemptResult): Promise<string> {
    const limits = this.config.webhooks;
    const outcome = await this.changes.run(systemContext(), async (tx) => {
      const m = tx.manager;
      const now = this.clock.now();
      const delivery = await m
        .getRepository(WebhookDelivery)
        .findOneOrFail({ where: { id: deliveryId }, lock: { mode: 'pessimistic_write' } });
      const endpoint = await m
        .getRepository(WebhookEndpoint)
        .findOneOrFail({ where: { id: endpointId }, lock: { mode: 'pessimistic_write' } });
      await m.getRepository(WebhookDeliveryAttempt).insert({ deliveryId, ...result });
      const attempts = delivery.attempts + 1;
      const last = { attempts, lastStatusCode: result.statusCode, lastError: result.succeeded ? null : result.answer };
      if (result.succeeded) {
        await m
          .getRepository(WebhookDelivery)
          .update({ id: deliveryId }, { ...last, status: 'succeeded', completedAt: now, nextAttemptAt: null });
        if (endpoint.consecutiveFailures > 0) await m.getRepository(WebhookEndpoint).update({ id: endpointId }, { consecutiveFailures: 0 });
        return { kind: 'succeeded' as const };
      }
      const failures = endpoint.consecutiveFailures + 1;
      const { final, disable } = afterFailure(attempts, failures, limits);
      // Counted from the attempt's start, not its end: how long a failed attempt took shows nowhere to the dealer.
      const nextAt = new Date(Math.max(now.getTime(), result.at.getTime() + retryDelayMs(attempts, limits.retryBaseMs, limits.retryMaxMs)));
      await m
        .getRepository(WebhookDelivery)
        .update(
          { id: deliveryId },
          final ? { ...last, status: 'failed', completedAt: now, nextAttemptAt: null } : { ...last, nextAttemptAt: nextAt },
        );
      const disabling = disable && endpoint.status === 'active';
      await m
        .getRepository(WebhookEndpoint)
        .update(
          { id: endpointId },
          { consecutiveFailures: failures, ...(disabling ? { status: 'disabled', disabledAt: now, disabledReason: 'failures' } : {}) },
        );
      if (disabling) {
        // Nothing more goes to it: its pending deliveries (this one included) fail now; a replay sends one again.
        await failPendingDeliveries(m, endpointId, now, DISABLED_NOTE);
        await tx.audit(
          modification('webhook.disable', 'webhook_endpoint', endpoint.publicId, {
            before: { status: 'active' },
            after: { status: 'disabled', reason: 'failures', consecutiveFailures: failures },
          }),
        );
      }
      return {
        kind: final || disabling ? ('failed' as const) : ('retry' as const),
        delivery: delivery.publicId,
        attempts,
        delayMs: nextAt.getTime() - now.getTime(),
        disabled: disabling ? { endpoint, failures } : null,
      };
    });
    if (outcome.kind === 'succeeded') return 'succeeded';
    if (outcome.kind === 'retry') await this.queue(outcome.delivery, outcome.attempts + 1, outcome.delayMs);
    if (outcome.disabled) await this.notifyDisabled(outcome.disabled.endpoint, outcome.disabled.failures);
    return outcome.kind;
  }

  private async notifyDisabled(endpoint: WebhookEndpoint, failures: number): Promise<void> {
    try {
      const owner = await this.users.findById(endpoint.userId);
      if (!owner) return;
      const vars = {
        firstName: owner.firstName,
        endpoint: { url: endpoint.url, publicId: endpoint.publicId },
        failures,
        profileUrl: `${this.config.publicUrl}/profile`,
      };
      // A job, not a request: the owner's profile says the language.
      await this.notifications.sendEmails([await renderEmail(endpointDisabledEmail, emailLanguageOf(owner), vars, owner.email)]);
    } catch (error) {
      this.logger.error(`Could not email the owner of disabled webhook endpoint ${endpoint.publicId}: ${(error as Error).message}`);
    }
  }
}
