import { Inject, Injectable } from '@nestjs/common';
import { CacheMetrics } from '../../common/cache/cache-metrics.js';
import type { Redis } from 'ioredis';
import { DataSource, type EntityManager } from 'typeorm';
import { VersionedCache } from '../../common/cache/versioned-cache.js';
import type { Locale } from '../../common/context/locale.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { badRequest, conflict, invalidField, notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { markdownToSafeHtml } from '../../common/markdown/markdown.js';
import { REDIS } from '../../common/redis/redis.module.js';
import { isUuid } from '../../common/validation/uuid.js';
import { addition, modification, removal } from '../audit/audit-facts.js';
import { AuditedChanges, type AuditedTx, type ChangeOptions } from '../audit/audited-changes.service.js';
import { auditActions } from '../audit/audit-actions.js';
import { FaqCategory } from './faq-category.entity.js';
import { FaqItem } from './faq-item.entity.js';
import { itemCountsByCategory, nextCategoryPosition, nextItemPosition } from './faq.repository.js';
import { cleanTranslations, localizeQuestion, pick, reorderPositions, translatedLanguages } from './faq-rules.js';
import type {
  AdminFaqItemsQueryDto,
  CreateFaqCategoryDto,
  CreateFaqItemDto,
  UpdateFaqCategoryDto,
  UpdateFaqItemDto,
} from './faq.requests.js';
import type { AdminFaqCategoryDto, AdminFaqCategoryListDto, AdminFaqItemDto, AdminFaqItemListDto, FaqDto } from './faq.responses.js';

/** Audit actions of the FAQ; the target types are `faq_category` (id: its key) and `faq_item` (id: its uuid). */
export const FAQ_AUDIT = {
  ...auditActions('faq_category', ['create', 'update', 'delete', 'reorder'], 'category'),
  ...auditActions('faq_item', ['create', 'update', 'delete', 'reorder'], 'item'),
};
const CATEGORY = 'faq_category';
const ITEM = 'faq_item';

/** The public FAQ is cached per language this long at most; every staff change makes it stale at once. */
export const FAQ_CACHE_TTL_SECONDS = 300;
/** Every FAQ write takes this lock: positions are numbered, keys checked. */
const WRITE_LOCK = 'faq:write';

/**
 * The FAQ (spec §1, §2): categories in order, each with its published questions, in four languages with English
 * standing in per question. Staff edit categories and questions; every change is audited and makes the cached
 * public answer stale. Table ownership: `faq_categories`, `faq_items`.
 */
@Injectable()
export class FaqService {
  private readonly cache: VersionedCache;
  private readonly changeOptions: ChangeOptions;

  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    @Inject(REDIS) redis: Redis,
    cacheMetrics: CacheMetrics,
  ) {
    this.cache = new VersionedCache(redis, 'faq', FAQ_CACHE_TTL_SECONDS, cacheMetrics);
    this.changeOptions = {
      lock: WRITE_LOCK,
      afterChange: () => this.cache.invalidate(),
    };
  }

  /* ------------------------------------------------------------------------------------------------- public */

  getFaq(lang: Locale): Promise<FaqDto> {
    return this.cache.get(`public:${lang}`, () => this.buildFaq(lang));
  }

  private async buildFaq(lang: Locale): Promise<FaqDto> {
    const categories = await this.dataSource.getRepository(FaqCategory).find({ order: { position: 'ASC', id: 'ASC' } });
    const items = await this.dataSource
      .getRepository(FaqItem)
      .find({ where: { published: true }, order: { position: 'ASC', createdAt: 'ASC', id: 'ASC' } });
    const sections = categories.map((category) => {
      const name = pick(category.name, lang);
      return {
        key: category.key,
        name: name.text,
        nameFallback: name.fallback,
        items: items
          .filter((item) => item.categoryId === category.id)
          .map((item) => {
            const shown = localizeQuestion(item.question, item.answer, lang);
            return {
              id: item.id,
              question: shown.question,
              answerHtml: markdownToSafeHtml(shown.answer),
              language: shown.language,
              fallback: shown.fallback,
            };
          }),
      };
    });
    return { lang, categories: sections.filter((s) => s.items.length > 0) };
  }

  /* ------------------------------------------------------------------------------------------ staff: categories */

  async listCategories(): Promise<AdminFaqCategoryListDto> {
    const categories = await this.dataSource.getRepository(FaqCategory).find({ order: { position: 'ASC', id: 'ASC' } });
    const counts = await this.itemCounts();
    return { items: categories.map((c) => toAdminCategory(c, counts.get(c.id) ?? 0)) };
  }

  async createCategory(ctx: RequestContext, body: CreateFaqCategoryDto): Promise<AdminFaqCategoryDto> {
    const created = await this.write(ctx, async (tx) => {
      const repo = tx.manager.getRepository(FaqCategory);
      await this.assertKeyFree(tx.manager, body.key);
      const position = body.position ?? (await nextCategoryPosition(tx.manager));
      const saved = await repo.save(repo.create({ key: body.key, name: cleanTranslations(body.name), position }));
      await tx.audit(addition(FAQ_AUDIT.categoryCreate, CATEGORY, saved.key, categoryFacts(saved)));
      return saved;
    });
    return toAdminCategory(created, 0);
  }

  async updateCategory(ctx: RequestContext, key: string, body: UpdateFaqCategoryDto): Promise<AdminFaqCategoryDto> {
    const updated = await this.write(ctx, async (tx) => {
      const repo = tx.manager.getRepository(FaqCategory);
      const target = await this.lockCategory(tx.manager, key);
      const changes: Partial<Pick<FaqCategory, 'key' | 'name' | 'position'>> = {};
      if (body.key !== undefined && body.key !== target.key) changes.key = body.key;
      if (body.name !== undefined) {
        const name = cleanTranslations(body.name);
        if (JSON.stringify(name) !== JSON.stringify(target.name)) changes.name = name;
      }
      if (body.position !== undefined && body.position !== target.position) changes.position = body.position;
      if (Object.keys(changes).length === 0) return target;
      if (changes.key) await this.assertKeyFree(tx.manager, changes.key);
      await repo.update({ id: target.id }, changes);
      const before = Object.fromEntries(Object.keys(changes).map((k) => [k, target[k as keyof typeof changes]]));
      await tx.audit(modification(FAQ_AUDIT.categoryUpdate, CATEGORY, changes.key ?? target.key, { before, after: changes }));
      return repo.findOneByOrFail({ id: target.id });
    });
    return toAdminCategory(updated, (await this.itemCounts()).get(updated.id) ?? 0);
  }

  /** Deletes an empty category; one that still has questions is a 409. */
  async deleteCategory(ctx: RequestContext, key: string): Promise<void> {
    await this.write(ctx, async (tx) => {
      const target = await this.lockCategory(tx.manager, key);
      if (await tx.manager.getRepository(FaqItem).existsBy({ categoryId: target.id })) throw conflict(Msg.FAQ_CATEGORY_NOT_EMPTY);
      await tx.manager.getRepository(FaqCategory).delete({ id: target.id });
      await tx.audit(removal(FAQ_AUDIT.categoryDelete, CATEGORY, target.key, categoryFacts(target)));
    });
  }

  async reorderCategories(ctx: RequestContext, keys: string[]): Promise<AdminFaqCategoryListDto> {
    await this.write(ctx, async (tx) => {
      const repo = tx.manager.getRepository(FaqCategory);
      const current = await repo.find({ order: { position: 'ASC', id: 'ASC' } });
      const positions = reorderPositions(
        current.map((c) => c.key),
        keys,
      );
      if (!positions) throw badRequest(Msg.REORDER_MISMATCH, { count: current.length });
      const moved = current.filter((c) => positions.get(c.key) !== c.position);
      if (moved.length === 0) return;
      for (const c of moved) await repo.update({ id: c.id }, { position: positions.get(c.key)! });
      await tx.audit(
        modification(FAQ_AUDIT.categoryReorder, CATEGORY, '*', { before: { order: current.map((c) => c.key) }, after: { order: keys } }),
      );
    });
    return this.listCategories();
  }

  /* ------------------------------------------------------------------------------------------- staff: questions */

  async listItems(query: AdminFaqItemsQueryDto): Promise<AdminFaqItemListDto> {
    const categories = await this.dataSource.getRepository(FaqCategory).find({ order: { position: 'ASC', id: 'ASC' } });
    const keyOf = new Map(categories.map((c) => [c.id, c.key]));
    const rank = new Map(categories.map((c, i) => [c.id, i]));
    let items = await this.dataSource.getRepository(FaqItem).find({ order: { position: 'ASC', createdAt: 'ASC', id: 'ASC' } });
    if (query.category !== undefined) {
      const category = categories.find((c) => c.key === query.category);
      if (!category) throw invalidField('category', Msg.FAQ_UNKNOWN_CATEGORY, { key: query.category });
      items = items.filter((i) => i.categoryId === category.id);
    }
    items.sort((a, b) => rank.get(a.categoryId)! - rank.get(b.categoryId)!);
    return { items: items.map((i) => toAdminItem(i, keyOf.get(i.categoryId)!)) };
  }

  async getItem(id: string): Promise<AdminFaqItemDto> {
    const item = isUuid(id) ? await this.dataSource.getRepository(FaqItem).findOne({ where: { id }, relations: { category: true } }) : null;
    if (!item) throw notFound(Msg.FAQ_ITEM_NOT_FOUND);
    return toAdminItem(item, item.category!.key);
  }

  async createItem(ctx: RequestContext, body: CreateFaqItemDto): Promise<AdminFaqItemDto> {
    const id = await this.write(ctx, async (tx) => {
      const category = await this.categoryForItem(tx.manager, body.category);
      const repo = tx.manager.getRepository(FaqItem);
      const position = body.position ?? (await nextItemPosition(tx.manager, category.id));
      const saved = await repo.save(
        repo.create({
          categoryId: category.id,
          question: cleanTranslations(body.question),
          answer: cleanTranslations(body.answer),
          position,
          published: body.published ?? true,
        }),
      );
      await tx.audit(addition(FAQ_AUDIT.itemCreate, ITEM, saved.id, itemFacts(saved, category.key)));
      return saved.id;
    });
    return this.getItem(id);
  }

  async updateItem(ctx: RequestContext, id: string, body: UpdateFaqItemDto): Promise<AdminFaqItemDto> {
    await this.write(ctx, async (tx) => {
      const repo = tx.manager.getRepository(FaqItem);
      const target = await this.lockItem(tx.manager, id);
      const changes: Partial<Pick<FaqItem, 'categoryId' | 'question' | 'answer' | 'position' | 'published'>> = {};
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      if (body.category !== undefined) {
        const category = await this.categoryForItem(tx.manager, body.category);
        if (category.id !== target.categoryId) {
          changes.categoryId = category.id;
          before.categoryId = target.categoryId;
          after.category = category.key;
        }
      }
      for (const field of ['question', 'answer'] as const) {
        const value = body[field];
        if (value === undefined) continue;
        const clean = cleanTranslations(value);
        if (JSON.stringify(clean) === JSON.stringify(target[field])) continue;
        changes[field] = clean;
        before[field] = target[field];
        after[field] = clean;
      }
      for (const field of ['position', 'published'] as const) {
        const value = body[field];
        if (value === undefined || value === target[field]) continue;
        (changes as Record<string, unknown>)[field] = value;
        before[field] = target[field];
        after[field] = value;
      }
      if (Object.keys(changes).length === 0) return;
      await repo.update({ id: target.id }, changes);
      await tx.audit(modification(FAQ_AUDIT.itemUpdate, ITEM, target.id, { before, after }));
    });
    return this.getItem(id);
  }

  async deleteItem(ctx: RequestContext, id: string): Promise<void> {
    await this.write(ctx, async (tx) => {
      const target = await this.lockItem(tx.manager, id);
      await tx.manager.getRepository(FaqItem).delete({ id: target.id });
      await tx.audit(removal(FAQ_AUDIT.itemDelete, ITEM, target.id, { question: target.question }));
    });
  }

  /** Sets the order of a category's questions: every one of its question ids, once each. */
  async reorderItems(ctx: RequestContext, key: string, ids: string[]): Promise<AdminFaqItemListDto> {
    await this.write(ctx, async (tx) => {
      const category = await this.lockCategory(tx.manager, key);
      const repo = tx.manager.getRepository(FaqItem);
      const current = await repo.find({ where: { categoryId: category.id }, order: { position: 'ASC', createdAt: 'ASC', id: 'ASC' } });
      const positions = reorderPositions(
        current.map((i) => i.id),
        ids,
      );
      if (!positions) throw badRequest(Msg.REORDER_MISMATCH, { count: current.length });
      const moved = current.filter((i) => positions.get(i.id) !== i.position);
      if (moved.length === 0) return;
      for (const i of moved) await repo.update({ id: i.id }, { position: positions.get(i.id)! });
      await tx.audit(
        modification(FAQ_AUDIT.itemReorder, CATEGORY, category.key, { before: { order: current.map((i) => i.id) }, after: { order: ids } }),
      );
    });
    return this.listItems({ category: key });
  }

  /* ------------------------------------------------------------------------------------------------- helpers */

  private write<T>(ctx: RequestContext, work: (tx: AuditedTx) => Promise<T>): Promise<T> {
    return this.changes.run(ctx, work, this.changeOptions);
  }

  private itemCounts(): Promise<Map<number, number>> {
    return itemCountsByCategory(this.dataSource);
  }

  private async lockCategory(m: EntityManager, key: string): Promise<FaqCategory> {
    const category = await m.getRepository(FaqCategory).findOne({ where: { key }, lock: { mode: 'pessimistic_write' } });
    if (!category) throw notFound(Msg.FAQ_CATEGORY_NOT_FOUND);
    return category;
  }

  private async lockItem(m: EntityManager, id: string): Promise<FaqItem> {
    const item = isUuid(id) ? await m.getRepository(FaqItem).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!item) throw notFound(Msg.FAQ_ITEM_NOT_FOUND);
    return item;
  }

  /** The category a question is put in: an unknown key is the body's field error. */
  private async categoryForItem(m: EntityManager, key: string): Promise<FaqCategory> {
    const category = await m.getRepository(FaqCategory).findOneBy({ key });
    if (!category) throw invalidField('category', Msg.FAQ_UNKNOWN_CATEGORY, { key });
    return category;
  }

  private async assertKeyFree(m: EntityManager, key: string): Promise<void> {
    if (await m.getRepository(FaqCategory).existsBy({ key })) throw conflict(Msg.FAQ_CATEGORY_KEY_TAKEN, { key });
  }
}

const categoryFacts = (c: FaqCategory) => ({ key: c.key, name: c.name, position: c.position });
const itemFacts = (i: FaqItem, category: string) => ({
  category,
  question: i.question,
  answer: i.answer,
  position: i.position,
  published: i.published,
});

const toAdminCategory = (c: FaqCategory, itemCount: number): AdminFaqCategoryDto => ({
  key: c.key,
  name: c.name,
  position: c.position,
  itemCount,
  updatedAt: c.updatedAt.toISOString(),
});

const toAdminItem = (i: FaqItem, category: string): AdminFaqItemDto => ({
  id: i.id,
  category,
  question: i.question,
  answer: i.answer,
  position: i.position,
  published: i.published,
  translated: translatedLanguages(i.question, i.answer),
  updatedAt: i.updatedAt.toISOString(),
});
