import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import { badRequest, conflict, notFound } from '../../common/errors/app-error.js';
import { resolvePaging } from '../../common/pagination/pagination.js';
import { REDIS } from '../../common/redis/redis.module.js';
import type { RequestMeta } from '../../common/request-meta.js';
import { ImageUploads, type StoredImage } from '../../common/uploads/image-uploads.service.js';
import { AuditService } from '../audit/audit.service.js';
import { LISTED_STATUSES } from '../cars/car-rules.js';
import { Make } from './make.entity.js';
import { isSlug, slugify } from './make-rules.js';
import {
  type AdminMakeDto,
  type AdminMakeListDto,
  type AdminMakeListQueryDto,
  type CreateMakeDto,
  MAKE_IMAGE_FIELD,
  type MakeCounts,
  type MakeDto,
  toAdminMakeDto,
  toMakeDto,
  type UpdateMakeDto,
} from './makes.dto.js';
import { escapeLike, sqlState, UNIQUE_VIOLATION } from '../../database/sql.js';

export const MAKE_NOT_FOUND_MESSAGE = 'Make not found.';
export const MAKE_SLUG_NEEDED_MESSAGE = 'Give a slug: the title has no Latin letters or digits to make one from.';
export const makeSlugTakenMessage = (slug: string) => `A make with the slug "${slug}" already exists.`;
export const makeTitleTakenMessage = (title: string) => `A make called "${title}" already exists.`;

/** Audit actions of this service; the target type is `make`, the target id its slug. */
export const MAKE_AUDIT = {
  create: 'make.create',
  update: 'make.update',
  statusChange: 'make.status_change',
  image: 'make.image',
} as const;
const TARGET_TYPE = 'make';
/** Make images are stored under `makes/<slug>/`. */
const MAKE_FOLDER = 'makes';

/** The public list is cached this long per catalogue version (every change bumps the version at once). */
export const PUBLIC_MAKES_TTL_SECONDS = 60;
const PUBLIC_CACHE_KEY = 'makes:public:v';

/** Every make write takes this lock: title uniqueness is checked, not constrained (no unique index on lower(title)). */
const WRITE_LOCK = "pg_advisory_xact_lock(hashtext('makes:write'))";

/** Car makes: the public list with live counts, and the staff screens. Every change is audited, then the catalogue version is bumped. */
@Injectable()
export class MakesService {
  constructor(
    @InjectRepository(Make) private readonly makes: Repository<Make>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly catalogue: CatalogueVersion,
    private readonly uploads: ImageUploads,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Active makes by title with the live count of listed cars; cached per catalogue version. */
  async listPublic(): Promise<MakeDto[]> {
    const key = `${PUBLIC_CACHE_KEY}${await this.catalogue.current()}`;
    const cached = await this.redis.get(key);
    if (cached) return JSON.parse(cached) as MakeDto[];
    const makes = await this.makes.createQueryBuilder('m').where('m.active = true').orderBy('lower(m.title)').addOrderBy('m.id').getMany();
    const counts = await this.countCars(makes.map((m) => m.id));
    const answer = makes.map((m) => toMakeDto(m, counts.get(m.id)?.carCount ?? 0));
    await this.redis.set(key, JSON.stringify(answer), 'EX', PUBLIC_MAKES_TTL_SECONDS);
    return answer;
  }

  /** A make by slug, active or not (for other modules, e.g. the car inventory); null when there is none. */
  findBySlug(slug: string, manager?: EntityManager): Promise<Make | null> {
    if (!isSlug(slug)) return Promise.resolve(null);
    return (manager ? manager.getRepository(Make) : this.makes).findOne({ where: { slug } });
  }

  async listAdmin(query: AdminMakeListQueryDto): Promise<AdminMakeListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const qb = this.makes.createQueryBuilder('m');
    if (query.q) qb.andWhere('(m.title ILIKE :q OR m.slug ILIKE :q)', { q: `%${escapeLike(query.q)}%` });
    if (query.active !== undefined) qb.andWhere('m.active = :active', { active: query.active });
    const [rows, total] = await qb.orderBy('lower(m.title)').addOrderBy('m.id').skip(skip).take(limit).getManyAndCount();
    const counts = await this.countCars(rows.map((m) => m.id));
    return { items: rows.map((m) => toAdminMakeDto(m, counts.get(m.id) ?? NO_CARS)), total, page, limit };
  }

  async getAdmin(slug: string): Promise<AdminMakeDto> {
    return this.toAdmin(await this.findOrFail(slug));
  }

  async create(actor: AuthUser, body: CreateMakeDto, meta: RequestMeta): Promise<AdminMakeDto> {
    const slug = body.slug ?? slugify(body.title);
    if (!slug) throw badRequest('VALIDATION_FAILED', MAKE_SLUG_NEEDED_MESSAGE, [{ field: 'slug', message: MAKE_SLUG_NEEDED_MESSAGE }]);
    const make = await this.write(async (m, changed) => {
      await this.assertFree(m, { slug, title: body.title });
      const repo = m.getRepository(Make);
      const created = await repo.save(
        repo.create({ slug, title: body.title, description: body.description ?? '', active: body.active ?? true }),
      );
      await this.record(actor, MAKE_AUDIT.create, slug, null, editableFacts(created), meta, m);
      changed();
      return created;
    });
    return this.toAdmin(make);
  }

  async update(actor: AuthUser, slug: string, body: UpdateMakeDto, meta: RequestMeta): Promise<AdminMakeDto> {
    const make = await this.write(async (m, changed) => {
      const target = await this.lockOrFail(m, slug);
      const changes: Partial<Pick<Make, 'slug' | 'title' | 'description'>> = {};
      if (body.title !== undefined && body.title !== target.title) changes.title = body.title;
      if (body.slug !== undefined && body.slug !== target.slug) changes.slug = body.slug;
      if (body.description !== undefined && (body.description ?? '') !== target.description) changes.description = body.description ?? '';
      if (Object.keys(changes).length === 0) return target;
      await this.assertFree(m, { slug: changes.slug, title: changes.title }, target.id);
      await m.getRepository(Make).update({ id: target.id }, changes);
      const before = Object.fromEntries(Object.keys(changes).map((k) => [k, target[k as keyof typeof changes]]));
      await this.record(actor, MAKE_AUDIT.update, changes.slug ?? target.slug, before, changes, meta, m);
      changed();
      return m.getRepository(Make).findOneOrFail({ where: { id: target.id } });
    });
    return this.toAdmin(make);
  }

  async setActive(actor: AuthUser, slug: string, active: boolean, meta: RequestMeta): Promise<AdminMakeDto> {
    const make = await this.write(async (m, changed) => {
      const target = await this.lockOrFail(m, slug);
      if (target.active === active) return target;
      await m.getRepository(Make).update({ id: target.id }, { active });
      await this.record(actor, MAKE_AUDIT.statusChange, slug, { active: target.active }, { active }, meta, m);
      changed();
      return m.getRepository(Make).findOneOrFail({ where: { id: target.id } });
    });
    return this.toAdmin(make);
  }

  /** Replaces the make's image (multipart field `image`): checked, re-encoded as WEBP, with a thumbnail. */
  async uploadImage(actor: AuthUser, slug: string, request: FastifyRequest, meta: RequestMeta): Promise<AdminMakeDto> {
    const known = await this.findOrFail(slug);
    const [image] = await this.uploads.read(request, { fields: [MAKE_IMAGE_FIELD], maxFiles: 1 });
    const [stored] = await this.uploads.store([image!], [MAKE_FOLDER, known.slug]);
    let previous: Pick<Make, 'imageUrl' | 'thumbnailUrl'>;
    let make: Make;
    try {
      make = await this.write(async (m, changed) => {
        const target = await this.lockOrFail(m, slug);
        previous = { imageUrl: target.imageUrl, thumbnailUrl: target.thumbnailUrl };
        await m.getRepository(Make).update({ id: target.id }, { imageUrl: stored!.url, thumbnailUrl: stored!.thumbnailUrl });
        await this.record(
          actor,
          MAKE_AUDIT.image,
          target.slug,
          previous,
          { imageUrl: stored!.url, thumbnailUrl: stored!.thumbnailUrl },
          meta,
          m,
        );
        changed();
        return m.getRepository(Make).findOneOrFail({ where: { id: target.id } });
      });
    } catch (error) {
      await this.uploads.discard([stored as StoredImage]);
      throw error;
    }
    await this.uploads.removeByUrl([previous!.imageUrl, previous!.thumbnailUrl], MAKE_FOLDER);
    return this.toAdmin(make);
  }

  /**
   * Live car counts per make in one GROUP BY over cars: `carCount` counts the cars the catalogue lists (every
   * status but sold and in_transit), `totalCars` every car.
   */
  private async countCars(makeIds: number[]): Promise<Map<number, MakeCounts>> {
    if (makeIds.length === 0) return new Map();
    const rows: { make_id: number; listed: string; total: string }[] = await this.dataSource.query(
      `SELECT make_id, count(*) FILTER (WHERE status = ANY($2)) AS listed, count(*) AS total
         FROM cars WHERE make_id = ANY($1) GROUP BY make_id`,
      [makeIds, LISTED_STATUSES],
    );
    return new Map(rows.map((r) => [Number(r.make_id), { carCount: Number(r.listed), totalCars: Number(r.total) }]));
  }

  private async toAdmin(make: Make): Promise<AdminMakeDto> {
    const counts = await this.countCars([make.id]);
    return toAdminMakeDto(make, counts.get(make.id) ?? NO_CARS);
  }

  private async findOrFail(slug: string): Promise<Make> {
    const make = await this.findBySlug(slug);
    if (!make) throw notFound('MAKE_NOT_FOUND', MAKE_NOT_FOUND_MESSAGE);
    return make;
  }

  private async lockOrFail(m: EntityManager, slug: string): Promise<Make> {
    const make = isSlug(slug) ? await m.getRepository(Make).findOne({ where: { slug }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!make) throw notFound('MAKE_NOT_FOUND', MAKE_NOT_FOUND_MESSAGE);
    return make;
  }

  /** 409 when another make already has this slug or (case-insensitively) this title. */
  private async assertFree(m: EntityManager, wanted: { slug?: string; title?: string }, exceptId?: number): Promise<void> {
    const repo = m.getRepository(Make);
    if (wanted.slug !== undefined) {
      const qb = repo.createQueryBuilder('m').where('m.slug = :slug', { slug: wanted.slug });
      if (exceptId !== undefined) qb.andWhere('m.id <> :id', { id: exceptId });
      if (await qb.getExists()) throw conflict('MAKE_SLUG_TAKEN', makeSlugTakenMessage(wanted.slug));
    }
    if (wanted.title !== undefined) {
      const qb = repo.createQueryBuilder('m').where('lower(m.title) = lower(:title)', { title: wanted.title });
      if (exceptId !== undefined) qb.andWhere('m.id <> :id', { id: exceptId });
      if (await qb.getExists()) throw conflict('MAKE_TITLE_TAKEN', makeTitleTakenMessage(wanted.title));
    }
  }

  /**
   * One transaction under the make write lock; when `work` reported a change, the catalogue version is bumped after
   * the commit so cached public answers refresh.
   */
  private async write<T>(work: (m: EntityManager, changed: () => void) => Promise<T>): Promise<T> {
    let didChange = false;
    let result: T;
    try {
      result = await this.dataSource.transaction(async (m) => {
        await m.query(`SELECT ${WRITE_LOCK}`);
        return work(m, () => void (didChange = true));
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) throw conflict('MAKE_SLUG_TAKEN', 'A make with this slug already exists.');
      throw error;
    }
    if (didChange) await this.catalogue.bump();
    return result;
  }

  private record(
    actor: AuthUser,
    action: string,
    slug: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
    meta: RequestMeta,
    m: EntityManager,
  ): Promise<void> {
    return this.audit.record({ actor, action, targetType: TARGET_TYPE, targetId: slug, before, after, requestId: meta.requestId }, m);
  }
}

const NO_CARS: MakeCounts = { carCount: 0, totalCars: 0 };
const editableFacts = (make: Make) => ({ slug: make.slug, title: make.title, description: make.description, active: make.active });
