import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, type Repository } from 'typeorm';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { conflict, notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { RateLimiterService } from '../../common/rate-limit/rate-limiter.service.js';
import { isUuid } from '../../common/validation/uuid.js';
import { addition, modification, removal } from '../audit/audit-facts.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import { auditActions } from '../audit/audit-actions.js';
import { filtersSummary, MAX_SAVED_SEARCHES, storedFilters } from './saved-search-rules.js';
import { AlertPreference, SavedSearch } from './saved-search.entity.js';
import { lockSavesOf, ownSearch, searchByTokenLocked, setFavoriteAlerts } from './saved-searches.repository.js';
import type { AlertPreferencesDto, CreateSavedSearchDto, UpdateSavedSearchDto } from './saved-searches.requests.js';
import type { AlertPreferencesAnswerDto, SavedSearchDto, SavedSearchListDto } from './saved-searches.responses.js';

const TARGET = 'saved_search';
export const SAVED_SEARCH_AUDIT = {
  ...auditActions(TARGET, ['create', 'update', 'delete', 'unsubscribe']),
  preferences: 'alert_preferences.update',
} as const;

const unsubscribeRule = (ip: string) => ({ key: `saved-search-unsubscribe:ip:${ip}`, limit: 30, windowSeconds: 600 });

/**
 * A customer's saved searches (issue 10): create (at most MAX_SAVED_SEARCHES each), list, rename, change the
 * frequency, delete; another customer's search is a 404. The emailed link turns one search's alerts off without
 * signing in. Also the favorite-alerts opt-in. Table ownership: `saved_searches`, `alert_preferences`.
 */
@Injectable()
export class SavedSearchesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly rateLimiter: RateLimiterService,
  ) {}

  async create(ctx: RequestContext, body: CreateSavedSearchDto): Promise<SavedSearchDto> {
    const userId = actorOf(ctx).id;
    const filters = storedFilters(body.filters as Record<string, unknown>);
    const saved = await this.changes.run(ctx, async (tx) => {
      // One customer's saves queue here, so two at once cannot pass the cap together.
      await lockSavesOf(tx.manager, userId);
      const repo = tx.manager.getRepository(SavedSearch);
      if ((await repo.countBy({ userId })) >= MAX_SAVED_SEARCHES) throw conflict(Msg.SAVED_SEARCH_LIMIT, { max: MAX_SAVED_SEARCHES });
      const row = await repo.save(
        repo.create({
          userId,
          name: body.name?.trim() || filtersSummary(filters).slice(0, 80),
          filters,
          frequency: body.frequency ?? 'instant',
          unsubscribeToken: randomBytes(24).toString('base64url'),
          lastAlertedAt: null,
        }),
      );
      await tx.audit(addition(SAVED_SEARCH_AUDIT.create, TARGET, row.publicId, { name: row.name, filters, frequency: row.frequency }));
      return row;
    });
    return toDto(saved);
  }

  async listOwn(ctx: RequestContext): Promise<SavedSearchListDto> {
    const rows = await this.dataSource
      .getRepository(SavedSearch)
      .find({ where: { userId: actorOf(ctx).id }, order: { createdAt: 'DESC', id: 'DESC' } });
    return { items: rows.map(toDto), max: MAX_SAVED_SEARCHES };
  }

  async update(ctx: RequestContext, id: string, body: UpdateSavedSearchDto): Promise<SavedSearchDto> {
    const userId = actorOf(ctx).id;
    const saved = await this.changes.run(ctx, async (tx) => {
      const repo = tx.manager.getRepository(SavedSearch);
      const row = await this.findOwn(repo, userId, id, true);
      const before = { name: row.name, frequency: row.frequency };
      const after = { name: body.name ?? row.name, frequency: body.frequency ?? row.frequency };
      if (after.name === before.name && after.frequency === before.frequency) return row;
      await repo.update({ id: row.id }, after);
      await tx.audit(modification(SAVED_SEARCH_AUDIT.update, TARGET, row.publicId, { before, after }));
      return { ...row, ...after };
    });
    return toDto(saved);
  }

  async remove(ctx: RequestContext, id: string): Promise<void> {
    const userId = actorOf(ctx).id;
    await this.changes.run(ctx, async (tx) => {
      const repo = tx.manager.getRepository(SavedSearch);
      const row = await this.findOwn(repo, userId, id, true);
      await repo.delete({ id: row.id });
      await tx.audit(
        removal(SAVED_SEARCH_AUDIT.delete, TARGET, row.publicId, { name: row.name, filters: row.filters, frequency: row.frequency }),
      );
    });
  }

  /** Turns off the alerts of the link's search; again is fine; an unknown token is 404. */
  async unsubscribe(ctx: RequestContext, token: string): Promise<void> {
    await this.rateLimiter.hit([unsubscribeRule(ctx.ip ?? 'unknown')]);
    await this.changes.run(ctx, async (tx) => {
      const repo = tx.manager.getRepository(SavedSearch);
      const row = await searchByTokenLocked(repo, token);
      if (!row) throw notFound(Msg.SAVED_SEARCH_TOKEN_INVALID);
      if (row.frequency === 'off') return;
      await repo.update({ id: row.id }, { frequency: 'off' });
      await tx.audit(
        modification(SAVED_SEARCH_AUDIT.unsubscribe, TARGET, row.publicId, {
          before: { frequency: row.frequency },
          after: { frequency: 'off' },
        }),
      );
    });
  }

  async preferences(ctx: RequestContext): Promise<AlertPreferencesAnswerDto> {
    const row = await this.dataSource.getRepository(AlertPreference).findOneBy({ userId: actorOf(ctx).id });
    return { favoriteAlerts: row?.favoriteAlerts ?? false };
  }

  async setPreferences(ctx: RequestContext, body: AlertPreferencesDto): Promise<AlertPreferencesAnswerDto> {
    const userId = actorOf(ctx).id;
    await this.changes.run(ctx, async (tx) => {
      if (!(await setFavoriteAlerts(tx.manager, userId, body.favoriteAlerts))) return;
      await tx.audit(addition(SAVED_SEARCH_AUDIT.preferences, 'user', actorOf(ctx).publicId, { favoriteAlerts: body.favoriteAlerts }));
    });
    return { favoriteAlerts: body.favoriteAlerts };
  }

  private async findOwn(repo: Repository<SavedSearch>, userId: string, id: string, lock: boolean): Promise<SavedSearch> {
    if (!isUuid(id)) throw notFound(Msg.SAVED_SEARCH_NOT_FOUND);
    const row = await ownSearch(repo, userId, id, lock);
    if (!row) throw notFound(Msg.SAVED_SEARCH_NOT_FOUND);
    return row;
  }
}

export const toDto = (s: SavedSearch): SavedSearchDto => ({
  id: s.publicId,
  name: s.name,
  filters: s.filters as Record<string, string | number>,
  frequency: s.frequency,
  createdAt: new Date(s.createdAt).toISOString(),
  lastAlertedAt: s.lastAlertedAt ? new Date(s.lastAlertedAt).toISOString() : null,
});
