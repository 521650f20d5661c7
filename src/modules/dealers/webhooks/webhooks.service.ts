import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { actorOf, type RequestContext } from '../../../common/context/request-context.js';
import { badRequest, conflict, forbidden, invalidField, notFound } from '../../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { resolvePaging } from '../../../common/pagination/pagination.js';
import { OutboundHttp } from '../../../common/outbound/outbound.service.js';
import { Clock } from '../../../common/time/clock.js';
import { isUuid } from '../../../common/validation/uuid.js';
import type { AppConfig } from '../../../config/config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { addition, auditedFields, modification, removal } from '../../audit/audit-facts.js';
import { AuditedChanges, type AuditedTx } from '../../audit/audited-changes.service.js';
import { auditActions } from '../../audit/audit-actions.js';
import { UsersService } from '../../users/users.service.js';
import { WebhookEvent } from './outbox/webhook-event.entity.js';
import { pingEvent } from './outbox/webhook-event-rules.js';
import { WebhookOutbox } from './outbox/webhook-outbox.service.js';
import { WebhookDeliverer } from './webhook-deliverer.service.js';
import { WebhookDeliveryAttempt } from './webhook-delivery-attempt.entity.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { endpointRules, endpointUrlProblem, MAX_ENDPOINTS_PER_DEALER, MAX_URL_LENGTH, newEndpointSecret } from './webhook-rules.js';
import { toDeliveryDto, toEndpointDto, toEndpointWithSecret } from './webhooks.mappers.js';
import type { CreateWebhookDto, UpdateWebhookDto } from './webhooks.requests.js';
import type {
  WebhookDeliveryDto,
  WebhookDeliveryListDto,
  WebhookEndpointDto,
  WebhookEndpointListDto,
  WebhookEndpointWithSecretDto,
} from './webhooks.responses.js';

/** Audit target type of endpoints; the target id is the endpoint's public id. Never a secret in an entry. */
export const WEBHOOK_TARGET = 'webhook_endpoint';
export const WEBHOOK_AUDIT = auditActions('webhook', ['create', 'update', 'delete', 'rotateSecret', 'test', 'replay', 'disable']);

/**
 * A dealer's webhook endpoints (issue 14): create, change, delete, rotate the secret, send a test event, list the
 * deliveries with their attempts, replay one. Dealers only (account type `dealer`, 403 otherwise); another dealer's
 * endpoint or delivery is a 404. Every change is audited. Tables: `webhook_endpoints`, `webhook_deliveries`,
 * `webhook_delivery_attempts` (and `webhook_events` for the test event).
 */
@Injectable()
export class WebhooksService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly users: UsersService,
    private readonly outbox: WebhookOutbox,
    private readonly deliverer: WebhookDeliverer,
    private readonly clock: Clock,
    private readonly outbound: OutboundHttp,
  ) {}

  async list(ctx: RequestContext): Promise<WebhookEndpointListDto> {
    const dealer = await this.dealerOf(ctx);
    const rows = await this.dataSource
      .getRepository(WebhookEndpoint)
      .find({ where: { userId: dealer }, order: { createdAt: 'ASC', id: 'ASC' } });
    const now = this.clock.now();
    return { items: rows.map((e) => toEndpointDto(e, now)), total: rows.length };
  }

  async get(ctx: RequestContext, id: string): Promise<WebhookEndpointDto> {
    const dealer = await this.dealerOf(ctx);
    return toEndpointDto(await this.endpointOf(this.dataSource.manager, dealer, id), this.clock.now());
  }

  async create(ctx: RequestContext, body: CreateWebhookDto): Promise<WebhookEndpointWithSecretDto> {
    const dealer = await this.dealerOf(ctx);
    await this.checkUrl(body.url);
    const saved = await this.changes.run(
      ctx,
      async (tx) => {
        const repo = tx.manager.getRepository(WebhookEndpoint);
        if ((await repo.countBy({ userId: dealer })) >= MAX_ENDPOINTS_PER_DEALER) {
          throw conflict(Msg.WEBHOOK_LIMIT_REACHED, { max: MAX_ENDPOINTS_PER_DEALER });
        }
        const endpoint = await repo.save(
          repo.create({
            userId: dealer,
            url: body.url,
            events: body.events,
            description: body.description ?? null,
            secret: newEndpointSecret(),
          }),
        );
        await tx.audit(
          addition(WEBHOOK_AUDIT.create, WEBHOOK_TARGET, endpoint.publicId, {
            url: endpoint.url,
            events: endpoint.events,
            description: endpoint.description,
          }),
        );
        return endpoint;
      },
      // Two creations at once must not pass the limit together.
      { lock: `webhooks:${dealer}` },
    );
    return toEndpointWithSecret(await this.reload(saved.id), this.clock.now());
  }

  async update(ctx: RequestContext, id: string, body: UpdateWebhookDto): Promise<WebhookEndpointDto> {
    const dealer = await this.dealerOf(ctx);
    if (body.url === undefined && body.events === undefined && body.description === undefined && body.enabled === undefined) {
      throw badRequest(Msg.WEBHOOK_NOTHING_TO_CHANGE);
    }
    if (body.url !== undefined) await this.checkUrl(body.url);
    const endpointId = await this.changes.run(ctx, async (tx) => {
      const endpoint = await this.endpointOf(tx.manager, dealer, id, true);
      const next: Partial<WebhookEndpoint> = {};
      if (body.url !== undefined && body.url !== endpoint.url) next.url = body.url;
      if (body.events !== undefined && !sameSet(body.events, endpoint.events)) next.events = body.events;
      if (body.description !== undefined && (body.description ?? null) !== endpoint.description)
        next.description = body.description ?? null;
      if (body.enabled === true && (endpoint.status !== 'active' || endpoint.consecutiveFailures > 0)) {
        Object.assign(next, { status: 'active', consecutiveFailures: 0, disabledAt: null, disabledReason: null });
      }
      if (body.enabled === false && endpoint.status !== 'disabled') {
        Object.assign(next, { status: 'disabled', disabledAt: this.clock.now(), disabledReason: 'owner' });
      }
      const keys = Object.keys(next) as (keyof WebhookEndpoint)[];
      if (keys.length === 0) return endpoint.id;
      await tx.manager.getRepository(WebhookEndpoint).update({ id: endpoint.id }, next);
      await tx.audit(
        modification(WEBHOOK_AUDIT.update, WEBHOOK_TARGET, endpoint.publicId, {
          before: auditedFields(endpoint, keys),
          after: next as Record<string, unknown>,
        }),
      );
      return endpoint.id;
    });
    return toEndpointDto(await this.reload(endpointId), this.clock.now());
  }

  /** The endpoint, its deliveries and their attempts go. */
  async delete(ctx: RequestContext, id: string): Promise<void> {
    const dealer = await this.dealerOf(ctx);
    await this.changes.run(ctx, async (tx) => {
      const endpoint = await this.endpointOf(tx.manager, dealer, id, true);
      await tx.manager.getRepository(WebhookEndpoint).delete({ id: endpoint.id });
      await tx.audit(removal(WEBHOOK_AUDIT.delete, WEBHOOK_TARGET, endpoint.publicId, { url: endpoint.url, events: endpoint.events }));
    });
  }

  /** A new secret signs from now on; the old one also signs, as a second `v1=` value, for the overlap (24 h by default). */
  async rotateSecret(ctx: RequestContext, id: string): Promise<WebhookEndpointWithSecretDto> {
    const dealer = await this.dealerOf(ctx);
    const endpointId = await this.changes.run(ctx, async (tx) => {
      const endpoint = await this.endpointOf(tx.manager, dealer, id, true);
      const overlap = this.config.webhooks.secretOverlapMs;
      const expiresAt = new Date(this.clock.now().getTime() + overlap);
      await tx.manager.getRepository(WebhookEndpoint).update(
        { id: endpoint.id },
        {
          secret: newEndpointSecret(),
          previousSecret: overlap > 0 ? endpoint.secret : null,
          previousSecretExpiresAt: overlap > 0 ? expiresAt : null,
        },
      );
      await tx.audit(
        addition(WEBHOOK_AUDIT.rotateSecret, WEBHOOK_TARGET, endpoint.publicId, {
          previousSecretExpiresAt: overlap > 0 ? expiresAt.toISOString() : null,
        }),
      );
      return endpoint.id;
    });
    return toEndpointWithSecret(await this.reload(endpointId), this.clock.now());
  }

  /** A `ping` event, delivered to this endpoint only (signed and retried like any other). */
  async sendTest(ctx: RequestContext, id: string): Promise<WebhookDeliveryDto> {
    const dealer = await this.dealerOf(ctx);
    const delivery = await this.changes.run(ctx, async (tx) => {
      const endpoint = await this.activeEndpointOf(tx, dealer, id);
      const now = this.clock.now();
      const [eventId] = await this.outbox.record(tx.manager, pingEvent(dealer, endpoint.publicId, now));
      // Fanned out here, to this endpoint alone: the dispatcher leaves it be.
      await tx.manager.getRepository(WebhookEvent).update({ id: eventId! }, { dispatchedAt: now });
      const saved = await this.newDelivery(tx.manager, eventId!, endpoint.id, null);
      await tx.audit(addition(WEBHOOK_AUDIT.test, WEBHOOK_TARGET, endpoint.publicId, { eventId }));
      return saved;
    });
    await this.deliverer.queue(delivery.publicId, 1);
    return this.deliveryDto(delivery.id);
  }

  /** A new delivery of a past delivery's event to its endpoint: the same event id, so the receiver can deduplicate. */
  async replay(ctx: RequestContext, deliveryId: string): Promise<WebhookDeliveryDto> {
    const dealer = await this.dealerOf(ctx);
    const delivery = await this.changes.run(ctx, async (tx) => {
      const original = isUuid(deliveryId)
        ? await tx.manager.getRepository(WebhookDelivery).findOne({ where: { publicId: deliveryId }, relations: { endpoint: true } })
        : null;
      if (!original || original.endpoint?.userId !== dealer) throw notFound(Msg.WEBHOOK_DELIVERY_NOT_FOUND);
      const endpoint = await this.activeEndpointOf(tx, dealer, original.endpoint.publicId);
      const saved = await this.newDelivery(tx.manager, original.eventId, endpoint.id, original.publicId);
      await tx.audit(
        addition(WEBHOOK_AUDIT.replay, WEBHOOK_TARGET, endpoint.publicId, { eventId: original.eventId, replayOf: original.publicId }),
      );
      return saved;
    });
    await this.deliverer.queue(delivery.publicId, 1);
    return this.deliveryDto(delivery.id);
  }

  /** The endpoint's deliveries, newest first, each with its event and attempts. */
  async deliveries(ctx: RequestContext, id: string, query: { page?: number; limit?: number }): Promise<WebhookDeliveryListDto> {
    const dealer = await this.dealerOf(ctx);
    const endpoint = await this.endpointOf(this.dataSource.manager, dealer, id);
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const [rows, total] = await this.dataSource
      .getRepository(WebhookDelivery)
      .findAndCount({ where: { endpointId: endpoint.id }, order: { createdAt: 'DESC', id: 'DESC' }, skip, take: limit });
    return { items: await this.deliveryDtos(rows), total, page, limit };
  }

  /* ---------------------------------------------------------------- helpers */

  /** The caller's internal id when they are a dealer; 403 for any other account. */
  private async dealerOf(ctx: RequestContext): Promise<string> {
    const user = await this.users.getById(actorOf(ctx).id);
    if (user.accountType !== 'dealer') throw forbidden(Msg.WEBHOOKS_DEALERS_ONLY);
    return String(user.id);
  }

  /**
   * The outbound-URL guard's check when an endpoint is saved: the URL as written, then what its name resolves to now
   * (the same check runs again at every delivery, on the address it then connects to).
   */
  private async checkUrl(url: string): Promise<void> {
    const rules = endpointRules(this.config.webhooks);
    const problem = endpointUrlProblem(url, rules);
    if (problem === 'invalid') throw invalidField('url', Msg.WEBHOOK_URL_INVALID, { max: MAX_URL_LENGTH });
    if (problem === 'https_required') throw invalidField('url', Msg.WEBHOOK_URL_HTTPS_REQUIRED);
    if (problem === 'internal_address' || (await this.outbound.check(url, rules))?.reason === 'refused')
      throw invalidField('url', Msg.WEBHOOK_URL_INTERNAL);
  }

  /** The dealer's endpoint by public id (row locked with `lock`); 404 when unknown or another dealer's. */
  private async endpointOf(m: EntityManager, dealer: string, id: string, lock = false): Promise<WebhookEndpoint> {
    const endpoint = isUuid(id)
      ? await m.getRepository(WebhookEndpoint).findOne({
          where: { publicId: id, userId: dealer },
          ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
        })
      : null;
    if (!endpoint) throw notFound(Msg.WEBHOOK_NOT_FOUND);
    return endpoint;
  }

  private async activeEndpointOf(tx: AuditedTx, dealer: string, id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.endpointOf(tx.manager, dealer, id, true);
    if (endpoint.status !== 'active') throw conflict(Msg.WEBHOOK_ENDPOINT_DISABLED);
    return endpoint;
  }

  private async newDelivery(m: EntityManager, eventId: string, endpointId: string, replayOf: string | null): Promise<WebhookDelivery> {
    const repo = m.getRepository(WebhookDelivery);
    return repo.save(repo.create({ eventId, endpointId, replayOf, status: 'pending', attempts: 0, nextAttemptAt: this.clock.now() }));
  }

  private reload(id: string): Promise<WebhookEndpoint> {
    return this.dataSource.getRepository(WebhookEndpoint).findOneByOrFail({ id });
  }

  private async deliveryDto(id: string): Promise<WebhookDeliveryDto> {
    const delivery = await this.dataSource.getRepository(WebhookDelivery).findOneByOrFail({ id });
    return (await this.deliveryDtos([delivery]))[0]!;
  }

  private async deliveryDtos(rows: readonly WebhookDelivery[]): Promise<WebhookDeliveryDto[]> {
    if (rows.length === 0) return [];
    const m = this.dataSource.manager;
    const events = await m.getRepository(WebhookEvent).findBy({ id: In([...new Set(rows.map((r) => r.eventId))]) });
    const attempts = await m
      .getRepository(WebhookDeliveryAttempt)
      .find({ where: { deliveryId: In(rows.map((r) => r.id)) }, order: { id: 'ASC' } });
    const eventById = new Map(events.map((e) => [e.id, e]));
    return rows.map((r) =>
      toDeliveryDto(
        r,
        eventById.get(r.eventId)!,
        attempts.filter((a) => String(a.deliveryId) === String(r.id)),
      ),
    );
  }
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
