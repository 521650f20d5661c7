import { Inject, Injectable, type StreamableFile } from '@nestjs/common';
import { CacheMetrics } from '../../common/cache/cache-metrics.js';
import { InjectRepository } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import { badRequest, conflict, fieldError, notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { StaffList } from '../../common/pagination/staff-list.js';
import { REDIS } from '../../common/redis/redis.module.js';
import type { RequestContext } from '../../common/context/request-context.js';
import type { ProcessedImage } from '../../common/uploads/image-processing.js';
import { ImageUploads, type StoredImage } from '../../common/uploads/image-uploads.service.js';
import type { ImageUpload } from '../../common/uploads/uploaded-images.decorator.js';
import { modification } from '../audit/audit-facts.js';
import { AuditedChanges, type AuditedTx, type ChangeOptions } from '../audit/audited-changes.service.js';
import { MakeCarCounter } from './make-car-counter.js';
import { Make } from './make.entity.js';
import { isSlug, slugify } from './make-rules.js';
import { activeMakes, MAKE_SORT, makesMatching, slugTaken, titleTaken } from './makes.repository.js';
import {
  type AdminMakeDto,
  type AdminMakeListDto,
  type AdminMakeListQueryDto,
  type CreateMakeDto,
  type MakeCounts,
  type MakeDto,
  toAdminMakeDto,
  toMakeDto,
  type UpdateMakeDto,
} from './makes.dto.js';

/** Audit actions of this service; the target type is `make`, the target id its slug. */
export const MAKE_AUDIT = {
  create: 'make.create',
  update: 'make.update',
  statusChange: 'make.status_change',
  image: 'make.image',
} as const;
const TARGET_TYPE = 'make';
/** The columns of the staff list's CSV export. */
const MAKE_CSV_COLUMNS: CsvColumn<AdminMakeDto>[] = [
  { header: 'Slug', value: (m) => m.slug },
  { header: 'Title', value: (m) => m.title },
  { header: 'Active', value: (m) => m.active },
  { header: 'Listed cars', value: (m) => m.carCount },
  { header: 'All cars', value: (m) => m.totalCars },
  { header: 'Image', value: (m) => m.imageUrl },
  { header: 'Description', value: (m) => m.description },
  { header: 'Created at', value: (m) => m.createdAt },
  { header: 'Updated at', value: (m) => m.updatedAt },
];
/** Make images are stored under `makes/<slug>/`. */
const MAKE_FOLDER = 'makes';

/** The public list is cached this long per catalogue version (every change bumps the version at once). */
export const PUBLIC_MAKES_TTL_SECONDS = 60;
const PUBLIC_CACHE_KEY = 'makes:public:v';

/** Every make write takes this lock: title uniqueness is checked, not constrained (no unique index on lower(title)). */
const WRITE_LOCK = 'makes:write';

/** Car makes: the public list with live counts, and the staff screens. Every change is audited, then the catalogue version is bumped. */
@Injectable()
export class MakesService {
  private readonly changeOptions: ChangeOptions = {
    lock: WRITE_LOCK,
    afterChange: () => this.catalogue.bump(),
    onUniqueViolation: () => conflict(Msg.MAKE_SLUG_TAKEN_RACE),
  };

  constructor(
    @InjectRepository(Make) private readonly makes: Repository<Make>,
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly catalogue: CatalogueVersion,
    private readonly cacheMetrics: CacheMetrics,
    private readonly uploads: ImageUploads,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly cars: MakeCarCounter,
    private readonly exports: CsvExports,
  ) {}

  private readonly staffList = new StaffList(this.exports, {
    filtered: (query: AdminMakeListQueryDto) => makesMatching(this.makes, query),
    sort: MAKE_SORT,
    items: (rows: Make[]) => this.toAdminDtos(rows),
    csv: { filename: 'makes', columns: MAKE_CSV_COLUMNS, rows: (rows) => this.toAdminDtos(rows) },
  });

  /** Active makes by title with the live count of listed cars; cached per catalogue version. */
  async listPublic(): Promise<MakeDto[]> {
    const key = `${PUBLIC_CACHE_KEY}${await this.catalogue.current()}`;
    const cached = await this.redis.get(key);
    this.cacheMetrics.record('makes', cached);
    if (cached) return JSON.parse(cached) as MakeDto[];
    const makes = await activeMakes(this.makes);
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

  listAdmin(query: AdminMakeListQueryDto): Promise<AdminMakeListDto> {
    return this.staffList.exactPage(query);
  }

  /** The filtered, sorted makes as CSV, with their car counts (sorted by title, read by offset: a few hundred makes). */
  exportCsv(query: AdminMakeListQueryDto): Promise<StreamableFile> {
    return this.staffList.exportCsv(query);
  }

  /** Makes as the staff list shows them, with their car counts. */
  private async toAdminDtos(rows: Make[]): Promise<AdminMakeDto[]> {
    const counts = await this.countCars(rows.map((m) => m.id));
    return rows.map((m) => toAdminMakeDto(m, counts.get(m.id) ?? NO_CARS));
  }

  async getAdmin(slug: string): Promise<AdminMakeDto> {
    return this.toAdmin(await this.findOrFail(slug));
  }

  /**
   * Adds a make, with its image when one came with it (already checked): the image is stored, then the make written in
   * one transaction, and the image removed again when that fails (a taken title or slug: a second submit of the same
   * form is a 409). A failure leaves neither make nor file.
   */
  async create(ctx: RequestContext, body: CreateMakeDto, image?: ProcessedImage): Promise<AdminMakeDto> {
    const slug = body.slug ?? slugify(body.title);
    if (!slug) throw badRequest(Msg.VALIDATION_FAILED, [fieldError('slug', Msg.MAKE_SLUG_NEEDED)]);
    const make = await this.uploads.storedWith(image ? [image] : [], [MAKE_FOLDER, slug], ([stored]) =>
      this.write(ctx, async (tx) => {
        const m = tx.manager;
        await this.assertFree(m, { slug, title: body.title });
        const repo = m.getRepository(Make);
        const created = await repo.save(
          repo.create({
            slug,
            title: body.title,
            description: body.description ?? '',
            active: body.active ?? true,
            imageUrl: stored?.url ?? null,
            thumbnailUrl: stored?.thumbnailUrl ?? null,
          }),
        );
        await audit(tx, MAKE_AUDIT.create, slug, null, editableFacts(created));
        if (stored)
          await audit(
            tx,
            MAKE_AUDIT.image,
            slug,
            { imageUrl: null, thumbnailUrl: null },
            { imageUrl: stored.url, thumbnailUrl: stored.thumbnailUrl },
          );
        return created;
      }),
    );
    return this.toAdmin(make);
  }

  async update(ctx: RequestContext, slug: string, body: UpdateMakeDto): Promise<AdminMakeDto> {
    const make = await this.write(ctx, async (tx) => {
      const m = tx.manager;
      const target = await this.lockOrFail(m, slug);
      const changes: Partial<Pick<Make, 'slug' | 'title' | 'description'>> = {};
      if (body.title !== undefined && body.title !== target.title) changes.title = body.title;
      if (body.slug !== undefined && body.slug !== target.slug) changes.slug = body.slug;
      if (body.description !== undefined && (body.description ?? '') !== target.description) changes.description = body.description ?? '';
      if (Object.keys(changes).length === 0) return target;
      await this.assertFree(m, { slug: changes.slug, title: changes.title }, target.id);
      await m.getRepository(Make).update({ id: target.id }, changes);
      const before = Object.fromEntries(Object.keys(changes).map((k) => [k, target[k as keyof typeof changes]]));
      await audit(tx, MAKE_AUDIT.update, changes.slug ?? target.slug, before, changes);
      return m.getRepository(Make).findOneOrFail({ where: { id: target.id } });
    });
    return this.toAdmin(make);
  }

  async setActive(ctx: RequestContext, slug: string, active: boolean): Promise<AdminMakeDto> {
    const make = await this.write(ctx, async (tx) => {
      const m = tx.manager;
      const target = await this.lockOrFail(m, slug);
      if (target.active === active) return target;
      await m.getRepository(Make).update({ id: target.id }, { active });
      await audit(tx, MAKE_AUDIT.statusChange, slug, { active: target.active }, { active });
      return m.getRepository(Make).findOneOrFail({ where: { id: target.id } });
    });
    return this.toAdmin(make);
  }

  /** Replaces the make's image (multipart field `image`): checked, re-encoded as WEBP, with a thumbnail. */
  async uploadImage(ctx: RequestContext, slug: string, upload: ImageUpload): Promise<AdminMakeDto> {
    const known = await this.findOrFail(slug);
    const [image] = await upload({ maxFiles: 1 });
    const [stored] = await this.uploads.store([image!], [MAKE_FOLDER, known.slug]);
    let previous: Pick<Make, 'imageUrl' | 'thumbnailUrl'>;
    let make: Make;
    try {
      make = await this.write(ctx, async (tx) => {
        const m = tx.manager;
        const target = await this.lockOrFail(m, slug);
        previous = { imageUrl: target.imageUrl, thumbnailUrl: target.thumbnailUrl };
        await m.getRepository(Make).update({ id: target.id }, { imageUrl: stored!.url, thumbnailUrl: stored!.thumbnailUrl });
        await audit(tx, MAKE_AUDIT.image, target.slug, previous, { imageUrl: stored!.url, thumbnailUrl: stored!.thumbnailUrl });
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
   * status but sold, in_transit, released and withdrawn), `totalCars` every car.
   */
  private async countCars(makeIds: number[]): Promise<Map<number, MakeCounts>> {
    const counts = await this.cars.countByMake(makeIds);
    return new Map([...counts].map(([id, n]) => [id, { carCount: n.listed, totalCars: n.total }]));
  }

  private async toAdmin(make: Make): Promise<AdminMakeDto> {
    const counts = await this.countCars([make.id]);
    return toAdminMakeDto(make, counts.get(make.id) ?? NO_CARS);
  }

  private async findOrFail(slug: string): Promise<Make> {
    const make = await this.findBySlug(slug);
    if (!make) throw notFound(Msg.MAKE_NOT_FOUND);
    return make;
  }

  private async lockOrFail(m: EntityManager, slug: string): Promise<Make> {
    const make = isSlug(slug) ? await m.getRepository(Make).findOne({ where: { slug }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!make) throw notFound(Msg.MAKE_NOT_FOUND);
    return make;
  }

  /** 409 when another make already has this slug or (case-insensitively) this title. */
  private async assertFree(m: EntityManager, wanted: { slug?: string; title?: string }, exceptId?: number): Promise<void> {
    const repo = m.getRepository(Make);
    if (wanted.slug !== undefined && (await slugTaken(repo, wanted.slug, exceptId))) {
      throw conflict(Msg.MAKE_SLUG_TAKEN, { slug: wanted.slug });
    }
    if (wanted.title !== undefined && (await titleTaken(repo, wanted.title, exceptId))) {
      throw conflict(Msg.MAKE_TITLE_TAKEN, { title: wanted.title });
    }
  }

  /** One audited change under the make write lock; the catalogue version is bumped after a commit that changed something. */
  private write<T>(ctx: RequestContext, work: (tx: AuditedTx) => Promise<T>): Promise<T> {
    return this.changes.run(ctx, work, this.changeOptions);
  }
}

/** One audit entry about a make (the target id is its slug), in the change's transaction. */
function audit(
  tx: AuditedTx,
  action: string,
  slug: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  return tx.audit(modification(action, TARGET_TYPE, slug, { before, after }));
}

const NO_CARS: MakeCounts = { carCount: 0, totalCars: 0 };
const editableFacts = (make: Make) => ({ slug: make.slug, title: make.title, description: make.description, active: make.active });
