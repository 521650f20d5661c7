import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, type Repository } from 'typeorm';
import { type RequestContext, actorOf } from '../../../common/context/request-context.js';
import { conflict, forbidden, invalidField, notFound } from '../../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { resolvePaging } from '../../../common/pagination/pagination.js';
import { Clock } from '../../../common/time/clock.js';
import { toTimeRange } from '../../../common/time/time-range.js';
import { isUuid } from '../../../common/validation/uuid.js';
import type { AppConfig } from '../../../config/config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { addition, modification } from '../../audit/audit-facts.js';
import { AuditedChanges } from '../../audit/audited-changes.service.js';
import type { User } from '../../users/user.entity.js';
import { UsersService } from '../../users/users.service.js';
import { generateKey, MAX_LIVE_KEYS, normalizeScopes } from './api-key-rules.js';
import { callRows, countCalls, lockDealerKeys, usageRows } from './api-keys.repository.js';
import { ApiKey } from './api-key.entity.js';
import type { ApiKeyActivityQueryDto, ApiKeyUsageQueryDto, CreateApiKeyDto, SetApiLimitsDto } from './api-keys.requests.js';
import {
  type ApiKeyActivityDto,
  type ApiKeyDto,
  type ApiKeyListDto,
  type ApiKeyUsageDto,
  type ApiLimitsDto,
  type CreatedApiKeyDto,
  type DealerApiKeysDto,
  toApiKeyDto,
} from './api-keys.responses.js';
import { DealerApiLimit } from './dealer-api-limit.entity.js';
import { DAY_MS, daysFrom } from '../../../common/time/days.js';

const USAGE_DAYS = 30;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** Dealers' API keys: made, listed and revoked by the dealer; their limits set by staff; their usage and activity. */
@Injectable()
export class ApiKeysService {
  constructor(
    @InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>,
    @InjectRepository(DealerApiLimit) private readonly limits: Repository<DealerApiLimit>,
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly changes: AuditedChanges,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new key for the signed-in dealer, its text in this answer only. */
  async create(ctx: RequestContext, body: CreateApiKeyDto): Promise<CreatedApiKeyDto> {
    const me = await this.users.getById(actorOf(ctx).id);
    if (me.accountType !== 'dealer') throw forbidden(Msg.API_KEY_NOT_DEALER);
    return this.changes.run(ctx, async (tx) => {
      // One dealer's creations in turn, so two at once cannot both take the tenth place.
      await lockDealerKeys(tx.manager, me.id);
      const repo = tx.manager.getRepository(ApiKey);
      const live = await repo.count({ where: { userId: me.id, revokedAt: IsNull() } });
      if (live >= MAX_LIVE_KEYS) throw conflict(Msg.API_KEY_TOO_MANY, { max: MAX_LIVE_KEYS });
      let key = generateKey();
      // 2^32 prefixes: a clash is rare, but a unique index must never become a 500.
      while (await repo.exists({ where: { prefix: key.prefix } })) key = generateKey();
      const saved = await repo.save(
        repo.create({
          userId: me.id,
          name: body.name,
          prefix: key.prefix,
          secretHash: key.hash,
          scopes: normalizeScopes(body.scopes),
          allowedIps: body.allowedIps ?? [],
        }),
      );
      const dto = toApiKeyDto(saved);
      await tx.audit(
        addition('api_key.create', 'api_key', saved.publicId, {
          name: dto.name,
          prefix: dto.prefix,
          scopes: dto.scopes,
          allowedIps: dto.allowedIps,
        }),
      );
      return { ...dto, key: key.text };
    });
  }

  async listOwn(userId: string): Promise<ApiKeyListDto> {
    return { items: await this.keysOf(userId) };
  }

  /** Revoked at once: the next request with it is refused. Revoking a revoked key changes nothing. */
  async revoke(ctx: RequestContext, id: string): Promise<ApiKeyDto> {
    const me = actorOf(ctx);
    return this.changes.run(ctx, async (tx) => {
      const repo = tx.manager.getRepository(ApiKey);
      const key = isUuid(id) ? await repo.findOne({ where: { publicId: id, userId: me.id }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!key) throw notFound(Msg.API_KEY_NOT_FOUND);
      if (key.revokedAt) return toApiKeyDto(key);
      key.revokedAt = this.clock.now();
      await repo.update({ id: key.id }, { revokedAt: key.revokedAt });
      await tx.audit(
        modification('api_key.revoke', 'api_key', key.publicId, {
          before: { revokedAt: null },
          after: { revokedAt: key.revokedAt.toISOString() },
        }),
      );
      return toApiKeyDto(key);
    });
  }

  /** Calls per key and day (UTC) between `from` and `to` (default: the last 30 days). */
  async usage(userId: string, query: ApiKeyUsageQueryDto): Promise<ApiKeyUsageDto> {
    const range = toTimeRange(query.from, query.to);
    if (!range) throw invalidField('to', Msg.INVALID_DATE_RANGE);
    const until = range.until ?? new Date(Date.parse(`${day(this.clock.now())}T00:00:00Z`) + DAY_MS);
    const from = range.from ?? daysFrom(until, -USAGE_DAYS);
    const rows = await usageRows(this.dataSource, userId, from, until);
    const items = rows.map((row) => ({
      date: row.date,
      keyId: row.key_id,
      keyName: row.key_name,
      calls: Number(row.calls),
      succeeded: Number(row.succeeded),
      clientErrors: Number(row.client_errors),
      serverErrors: Number(row.server_errors),
    }));
    return {
      from: day(from),
      to: day(new Date(until.getTime() - 1)),
      items,
      totalCalls: items.reduce((sum, item) => sum + item.calls, 0),
    };
  }

  /** The calls made with the dealer's keys (one key's with `keyId`), newest first: route, status and time, no bodies. */
  async activity(userId: string, query: ApiKeyActivityQueryDto): Promise<ApiKeyActivityDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const rows = await callRows(this.dataSource, userId, { limit, skip }, query.keyId);
    const total = rows[0] ? Number(rows[0].total) : skip > 0 ? await countCalls(this.dataSource, userId, query.keyId) : 0;
    return {
      items: rows.map((row) => ({
        keyId: row.key_id,
        keyName: row.key_name,
        method: row.method,
        route: row.route,
        status: Number(row.status),
        at: new Date(row.at).toISOString(),
        durationMs: Number(row.duration_ms),
      })),
      total,
      page,
      limit,
    };
  }

  // ── Staff ──────────────────────────────────────────────────────────────────────────────────────────────────────

  async forDealer(userPublicId: string): Promise<DealerApiKeysDto> {
    const dealer = await this.userByPublicId(userPublicId);
    const [limits, keys, usage] = await Promise.all([this.limitsOf(dealer.id), this.keysOf(dealer.id), this.usage(dealer.id, {})]);
    return { limits, keys, usage };
  }

  async activityOfDealer(userPublicId: string, query: ApiKeyActivityQueryDto): Promise<ApiKeyActivityDto> {
    return this.activity((await this.userByPublicId(userPublicId)).id, query);
  }

  /** The dealer's own limits, for each of their keys, from the next request on. */
  async setLimits(ctx: RequestContext, userPublicId: string, body: SetApiLimitsDto): Promise<ApiLimitsDto> {
    const dealer = await this.userByPublicId(userPublicId);
    if (dealer.accountType !== 'dealer') throw notFound(Msg.DEALER_NOT_FOUND);
    return this.changes.run(ctx, async (tx) => {
      const repo = tx.manager.getRepository(DealerApiLimit);
      const before = await repo.findOne({ where: { userId: dealer.id }, lock: { mode: 'pessimistic_write' } });
      const unchanged = before && before.perMinute === body.perMinute && before.perDay === body.perDay;
      if (!unchanged) {
        await repo.upsert({ userId: dealer.id, perMinute: body.perMinute, perDay: body.perDay }, ['userId']);
        await tx.audit(
          modification('dealer.api_limits', 'user', dealer.publicId, {
            before: before ? { perMinute: before.perMinute, perDay: before.perDay } : null,
            after: { perMinute: body.perMinute, perDay: body.perDay },
          }),
        );
      }
      return { perMinute: body.perMinute, perDay: body.perDay, custom: true };
    });
  }

  // ── Shared ─────────────────────────────────────────────────────────────────────────────────────────────────────

  private async keysOf(userId: string): Promise<ApiKeyDto[]> {
    const keys = await this.keys.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return keys.map(toApiKeyDto);
  }

  private async limitsOf(userId: string): Promise<ApiLimitsDto> {
    const own = await this.limits.findOne({ where: { userId } });
    return own ? { perMinute: own.perMinute, perDay: own.perDay, custom: true } : { ...this.config.apiKeyLimits, custom: false };
  }

  private async userByPublicId(publicId: string): Promise<User> {
    const user = await this.users.findByPublicId(publicId);
    if (!user) throw notFound(Msg.DEALER_NOT_FOUND);
    return user;
  }
}
