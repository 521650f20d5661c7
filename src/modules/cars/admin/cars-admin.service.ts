import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { Brackets, DataSource, type EntityManager, type Repository } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { CatalogueVersion } from '../../../common/cache/catalogue-version.service.js';
import { badRequest, conflict, notFound } from '../../../common/errors/app-error.js';
import { resolvePaging } from '../../../common/pagination/pagination.js';
import type { RequestMeta } from '../../../common/request-meta.js';
import { ImageUploads, type StoredImage } from '../../../common/uploads/image-uploads.service.js';
import { MAX_FILES_PER_UPLOAD } from '../../../common/uploads/upload-errors.js';
import { AuditService } from '../../audit/audit.service.js';
import type { Make } from '../../makes/make.entity.js';
import { MakesService } from '../../makes/makes.service.js';
import { AuctionSheet } from '../auction-sheet.entity.js';
import { CarDailyStat } from '../car-daily-stat.entity.js';
import { CarImage } from '../car-image.entity.js';
import { Car, type CarStatus } from '../car.entity.js';
import { STOCK_ID_PATTERN, volumeM3 } from '../car-rules.js';
import { changedFields, DELETABLE_STATUSES, generateStockId, isPermutation, statusChangeRefusal } from './car-admin-rules.js';
import {
  type AdminCarDto,
  type AdminCarListDto,
  type AdminCarListQueryDto,
  type AuctionSheetInputDto,
  type CreateCarDto,
  toAdminCarDto,
  toAdminCarSummary,
  toAuctionSheetDto,
  type UpdateCarDto,
} from './cars-admin.dto.js';
import { escapeLike, FOREIGN_KEY_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../../../database/sql.js';

export const CAR_NOT_FOUND_MESSAGE = 'Product not found!';
export const IMAGE_NOT_FOUND_MESSAGE = 'Image not found.';
export const INVALID_IMAGE_ORDER_MESSAGE = 'Send every image id of this car exactly once, in the new order.';
export const stockIdTakenMessage = (stockId: string) => `A car with the stock id ${stockId} already exists.`;
export const unknownMakeMessage = (slug: string) => `There is no make "${slug}".`;
export const notDeletableMessage = (status: CarStatus) =>
  `Only an available or ready-to-ship car can be deleted; this one is ${status.replace(/_/g, ' ')}.`;
export const CAR_IN_USE_MESSAGE = 'This car is referenced by orders, inquiries or other records and cannot be deleted.';
/** A gallery holds at most this many images. */
export const MAX_CAR_IMAGES = 40;
export const tooManyImagesMessage = (left: number) =>
  left <= 0
    ? `A car can have at most ${MAX_CAR_IMAGES} images.`
    : `A car can have at most ${MAX_CAR_IMAGES} images: ${left} more can be added.`;

/** Audit actions of this service; the target type is `car`, the target id its stock id. */
export const CAR_AUDIT = {
  create: 'car.create',
  update: 'car.update',
  statusChange: 'car.status_change',
  delete: 'car.delete',
  imageAdd: 'car.image_add',
  imageReorder: 'car.image_reorder',
  imageDelete: 'car.image_delete',
} as const;
const TARGET_TYPE = 'car';
/** Gallery files are stored under `cars/<stock id>/`. */
const CAR_FOLDER = 'cars';
/** The multipart fields of the gallery upload. */
export const CAR_IMAGE_FIELDS = ['images', 'image'] as const;

const normaliseRef = (ref: string) => ref.trim().toUpperCase();

/** The columns staff edit, as the audit log records them (the make by slug, the auction sheet as a whole). */
type CarFacts = Record<string, unknown>;
const carFacts = (car: Car, makeSlug: string, sheet: AuctionSheet | null): CarFacts => ({
  stockId: car.stockId,
  make: makeSlug,
  model: car.model,
  year: car.year,
  mileageKm: car.mileageKm,
  engineCc: car.engineCc,
  drive: car.drive,
  bodyType: car.bodyType,
  transmission: car.transmission,
  fuel: car.fuel,
  doors: car.doors,
  seats: car.seats,
  color: car.color,
  steering: car.steering,
  chassisNumber: car.chassisNumber,
  engineCode: car.engineCode,
  locationCountry: car.locationCountry,
  stockPort: car.stockPort,
  lengthM: car.lengthM,
  widthM: car.widthM,
  heightM: car.heightM,
  volumeM3: car.volumeM3,
  fobPriceUsd: car.fobPriceUsd,
  category: car.category,
  features: car.features,
  auctionSheet: sheet ? toAuctionSheetDto(sheet) : null,
});

/** Column fields of the create and update bodies that map one to one onto the car's columns. */
const PLAIN_FIELDS = [
  'model',
  'year',
  'mileageKm',
  'engineCc',
  'drive',
  'bodyType',
  'transmission',
  'fuel',
  'doors',
  'seats',
  'color',
  'steering',
  'chassisNumber',
  'engineCode',
  'locationCountry',
  'stockPort',
  'fobPriceUsd',
  'category',
  'features',
] as const satisfies readonly (keyof Car & keyof UpdateCarDto)[];

const sheetColumns = (dto: AuctionSheetInputDto): Omit<AuctionSheet, 'carId' | 'car'> => ({
  auctionHouse: dto.auctionHouse,
  auctionDate: dto.auctionDate,
  overallGrade: dto.overallGrade,
  interiorGrade: dto.interiorGrade,
  exteriorGrade: dto.exteriorGrade,
  tyreCondition: dto.tyreCondition ?? null,
  totalEvaluation: dto.totalEvaluation ?? null,
  damages: (dto.damages ?? []).map((d) => ({ code: d.code, location: d.location })),
  notes: dto.notes ?? null,
  translatedDetails: dto.translatedDetails ?? null,
});

interface Gallery {
  imageIds: string[];
  featuredImageUrl: string | null;
  featuredThumbnailUrl: string | null;
}

/**
 * The staff car inventory. Every change runs in one transaction on the car's locked row together with its audit
 * entry; after the commit the catalogue version is bumped so cached public answers refresh.
 */
@Injectable()
export class CarsAdminService {
  constructor(
    @InjectRepository(Car) private readonly cars: Repository<Car>,
    private readonly dataSource: DataSource,
    private readonly makes: MakesService,
    private readonly audit: AuditService,
    private readonly catalogue: CatalogueVersion,
    private readonly uploads: ImageUploads,
  ) {}

  /** Every status, newest first, filtered and paged. */
  async list(query: AdminCarListQueryDto): Promise<AdminCarListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const qb = this.cars.createQueryBuilder('c').innerJoinAndSelect('c.make', 'm');
    if (query.status?.length) qb.andWhere('c.status IN (:...statuses)', { statuses: query.status });
    if (query.make) qb.andWhere('m.slug = :make', { make: query.make });
    if (query.q) {
      const q = `%${escapeLike(query.q)}%`;
      qb.andWhere(
        new Brackets((w) =>
          w.where('c.stockId ILIKE :q', { q }).orWhere('c.chassisNumber ILIKE :q', { q }).orWhere('c.model ILIKE :q', { q }),
        ),
      );
    }
    const [rows, total] = await qb.orderBy('c.createdAt', 'DESC').addOrderBy('c.id', 'DESC').skip(skip).take(limit).getManyAndCount();
    return { items: rows.map(toAdminCarSummary), total, page, limit };
  }

  async get(ref: string): Promise<AdminCarDto> {
    return this.load(this.dataSource.manager, (await this.findOrFail(ref)).id);
  }

  async create(actor: AuthUser, body: CreateCarDto, meta: RequestMeta): Promise<AdminCarDto> {
    const make = await this.resolveMake(body.make);
    const given = body.stockId;
    if (given && (await this.cars.existsBy({ stockId: given }))) throw conflict('STOCK_ID_TAKEN', stockIdTakenMessage(given));
    const stockId = given ?? (await this.freshStockId());
    const id = await this.change(async (m, changed) => {
      const repo = m.getRepository(Car);
      const car = await repo.save(
        repo.create({
          stockId,
          makeId: make.id,
          model: body.model,
          year: body.year,
          mileageKm: body.mileageKm,
          engineCc: body.engineCc,
          drive: body.drive,
          bodyType: body.bodyType,
          transmission: body.transmission,
          fuel: body.fuel,
          doors: body.doors,
          seats: body.seats,
          color: body.color,
          steering: body.steering as Car['steering'],
          chassisNumber: body.chassisNumber,
          engineCode: body.engineCode ?? null,
          locationCountry: body.locationCountry ?? 'JP',
          stockPort: body.stockPort ?? 'Tokyo',
          lengthM: body.lengthM,
          widthM: body.widthM,
          heightM: body.heightM,
          volumeM3: volumeM3(body.lengthM, body.widthM, body.heightM),
          fobPriceUsd: body.fobPriceUsd,
          status: 'available',
          category: body.category,
          features: body.features ?? [],
        }),
      );
      const sheet = body.auctionSheet ? await this.saveSheet(m, car.id, body.auctionSheet) : null;
      await this.record(actor, CAR_AUDIT.create, stockId, null, carFacts(car, make.slug, sheet), meta, m);
      changed();
      return car.id;
    });
    return this.load(this.dataSource.manager, id);
  }

  /** Any field; the volume follows the dimensions. A change that changes nothing is not audited. */
  async update(actor: AuthUser, ref: string, body: UpdateCarDto, meta: RequestMeta): Promise<AdminCarDto> {
    const id = await this.change(async (m, changed) => {
      const car = await this.lockOrFail(m, ref);
      const sheet = await m.getRepository(AuctionSheet).findOne({ where: { carId: car.id } });
      let make = await this.makeOf(m, car);
      const before = carFacts(car, make.slug, sheet);

      const columns: Partial<Car> = {};
      if (body.make !== undefined && body.make !== make.slug) {
        make = await this.resolveMake(body.make, m);
        columns.makeId = make.id;
      }
      if (body.stockId !== undefined && body.stockId !== car.stockId) {
        if (await m.getRepository(Car).existsBy({ stockId: body.stockId }))
          throw conflict('STOCK_ID_TAKEN', stockIdTakenMessage(body.stockId));
        columns.stockId = body.stockId;
      }
      for (const key of PLAIN_FIELDS) {
        if (body[key] !== undefined) (columns as Record<string, unknown>)[key] = body[key];
      }
      if (body.lengthM !== undefined || body.widthM !== undefined || body.heightM !== undefined) {
        columns.lengthM = body.lengthM ?? car.lengthM;
        columns.widthM = body.widthM ?? car.widthM;
        columns.heightM = body.heightM ?? car.heightM;
        columns.volumeM3 = volumeM3(columns.lengthM, columns.widthM, columns.heightM);
      }
      const next = Object.assign(new Car(), car, columns);
      let nextSheet = sheet;
      if (body.auctionSheet === null) nextSheet = null;
      else if (body.auctionSheet !== undefined)
        nextSheet = Object.assign(new AuctionSheet(), { carId: car.id }, sheetColumns(body.auctionSheet));

      const diff = changedFields(before, carFacts(next, make.slug, nextSheet));
      if (!diff) return car.id;
      const columnKeys = Object.keys(columns).filter((k) => k === 'makeId' || k in diff.after);
      if (columnKeys.length)
        await m.getRepository(Car).update({ id: car.id }, Object.fromEntries(columnKeys.map((k) => [k, columns[k as keyof Car]])));
      if ('auctionSheet' in diff.after) {
        if (nextSheet) await this.saveSheet(m, car.id, body.auctionSheet!);
        else await m.getRepository(AuctionSheet).delete({ carId: car.id });
      }
      await this.record(actor, CAR_AUDIT.update, next.stockId, diff.before, diff.after, meta, m);
      changed();
      return car.id;
    });
    return this.load(this.dataSource.manager, id);
  }

  /** Follows CAR_STATUS_TRANSITIONS; a second reservation is refused with the spec's "This car is already reserved!". */
  async changeStatus(actor: AuthUser, ref: string, status: CarStatus, meta: RequestMeta): Promise<AdminCarDto> {
    const id = await this.change(async (m, changed) => {
      const car = await this.lockOrFail(m, ref);
      const refusal = statusChangeRefusal(car.status, status);
      if (refusal) throw conflict(refusal.code, refusal.message);
      await m.getRepository(Car).update({ id: car.id }, { status });
      await this.record(actor, CAR_AUDIT.statusChange, car.stockId, { status: car.status }, { status }, meta, m);
      changed();
      return car.id;
    });
    return this.load(this.dataSource.manager, id);
  }

  /** Only available and ready-to-ship cars: reserved, sold, shipped and released ones have customers hanging on them. */
  async delete(actor: AuthUser, ref: string, meta: RequestMeta): Promise<void> {
    const files = await this.change(async (m, changed) => {
      const car = await this.lockOrFail(m, ref);
      if (!DELETABLE_STATUSES.includes(car.status)) throw conflict('CAR_NOT_DELETABLE', notDeletableMessage(car.status));
      const sheet = await m.getRepository(AuctionSheet).findOne({ where: { carId: car.id } });
      const images = await this.imagesOf(m, car.id);
      const make = await this.makeOf(m, car);
      await this.record(
        actor,
        CAR_AUDIT.delete,
        car.stockId,
        { ...carFacts(car, make.slug, sheet), status: car.status, imageCount: images.length },
        null,
        meta,
        m,
      );
      await m.getRepository(CarDailyStat).delete({ carId: car.id });
      try {
        // A savepoint, so a reference from another module's table answers 409 instead of breaking the transaction.
        await m.transaction((inner) => inner.getRepository(Car).delete({ id: car.id }));
      } catch (error) {
        if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw conflict('CAR_IN_USE', CAR_IN_USE_MESSAGE);
        throw error;
      }
      changed();
      return images.flatMap((i) => [i.url, i.thumbnailUrl]);
    });
    await this.uploads.removeByUrl(files, CAR_FOLDER);
  }

  /** Appends the request's images (multipart field `images`, several allowed) to the gallery, in order. */
  async addImages(actor: AuthUser, ref: string, request: FastifyRequest, meta: RequestMeta): Promise<AdminCarDto> {
    const known = await this.findOrFail(ref);
    const existing = await this.dataSource.getRepository(CarImage).countBy({ carId: known.id });
    const room = MAX_CAR_IMAGES - existing;
    if (room <= 0) throw conflict('TOO_MANY_IMAGES', tooManyImagesMessage(0));
    const images = await this.uploads.read(request, { fields: CAR_IMAGE_FIELDS, maxFiles: Math.min(room, MAX_FILES_PER_UPLOAD) });
    const stored = await this.uploads.store(images, [CAR_FOLDER, known.stockId]);
    try {
      const id = await this.change(async (m, changed) => {
        const car = await this.lockOrFail(m, ref);
        const current = await this.imagesOf(m, car.id);
        if (current.length + stored.length > MAX_CAR_IMAGES) {
          throw conflict('TOO_MANY_IMAGES', tooManyImagesMessage(MAX_CAR_IMAGES - current.length));
        }
        const before = this.galleryOf(car, current);
        const repo = m.getRepository(CarImage);
        const added = await repo.save(
          stored.map((s: StoredImage, i) =>
            repo.create({
              carId: car.id,
              position: current.length + i,
              url: s.url,
              thumbnailUrl: s.thumbnailUrl,
              width: s.width,
              height: s.height,
            }),
          ),
        );
        const after = await this.syncFeatured(m, car);
        await this.recordGallery(actor, CAR_AUDIT.imageAdd, car.stockId, before, after, meta, m, {
          after: { added: added.map((a) => ({ id: String(a.id), url: a.url })) },
        });
        changed();
        return car.id;
      });
      return await this.load(this.dataSource.manager, id);
    } catch (error) {
      await this.uploads.discard(stored);
      throw error;
    }
  }

  /** `imageIds` must hold every image id of the car exactly once; the first becomes the featured image. */
  async reorderImages(actor: AuthUser, ref: string, imageIds: string[], meta: RequestMeta): Promise<AdminCarDto> {
    const id = await this.change(async (m, changed) => {
      const car = await this.lockOrFail(m, ref);
      const current = await this.imagesOf(m, car.id);
      const currentIds = current.map((i) => String(i.id));
      if (!isPermutation(imageIds, currentIds)) {
        throw badRequest('INVALID_IMAGE_ORDER', INVALID_IMAGE_ORDER_MESSAGE, [{ field: 'imageIds', message: INVALID_IMAGE_ORDER_MESSAGE }]);
      }
      if (imageIds.every((imageId, i) => currentIds[i] === imageId)) return car.id;
      const before = this.galleryOf(car, current);
      await this.setPositions(m, car.id, imageIds);
      const after = await this.syncFeatured(m, car);
      await this.recordGallery(actor, CAR_AUDIT.imageReorder, car.stockId, before, after, meta, m);
      changed();
      return car.id;
    });
    return this.load(this.dataSource.manager, id);
  }

  async deleteImage(actor: AuthUser, ref: string, imageId: string, meta: RequestMeta): Promise<AdminCarDto> {
    let removed: CarImage | undefined;
    const id = await this.change(async (m, changed) => {
      const car = await this.lockOrFail(m, ref);
      const current = await this.imagesOf(m, car.id);
      removed = current.find((i) => String(i.id) === imageId);
      if (!removed) throw notFound('IMAGE_NOT_FOUND', IMAGE_NOT_FOUND_MESSAGE);
      const before = this.galleryOf(car, current);
      await m.getRepository(CarImage).delete({ id: removed.id });
      await this.setPositions(
        m,
        car.id,
        current.filter((i) => i !== removed).map((i) => String(i.id)),
      );
      const after = await this.syncFeatured(m, car);
      await this.recordGallery(actor, CAR_AUDIT.imageDelete, car.stockId, before, after, meta, m, {
        before: { removed: { id: String(removed.id), url: removed.url } },
      });
      changed();
      return car.id;
    });
    await this.uploads.removeByUrl([removed?.url, removed?.thumbnailUrl], CAR_FOLDER);
    return this.load(this.dataSource.manager, id);
  }

  /* ------------------------------------------------------------------ helpers */

  private async load(m: EntityManager, id: string): Promise<AdminCarDto> {
    const car = await m.getRepository(Car).findOneOrFail({ where: { id }, relations: { make: true } });
    const [images, sheet] = await Promise.all([this.imagesOf(m, id), m.getRepository(AuctionSheet).findOne({ where: { carId: id } })]);
    return toAdminCarDto(car, images, sheet);
  }

  private async findOrFail(ref: string): Promise<Car> {
    const stockId = normaliseRef(ref);
    const car = STOCK_ID_PATTERN.test(stockId) ? await this.cars.findOne({ where: { stockId } }) : null;
    if (!car) throw notFound('PRODUCT_NOT_FOUND', CAR_NOT_FOUND_MESSAGE);
    return car;
  }

  private async lockOrFail(m: EntityManager, ref: string): Promise<Car> {
    const stockId = normaliseRef(ref);
    const car = STOCK_ID_PATTERN.test(stockId)
      ? await m.getRepository(Car).findOne({ where: { stockId }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!car) throw notFound('PRODUCT_NOT_FOUND', CAR_NOT_FOUND_MESSAGE);
    return car;
  }

  private async makeOf(m: EntityManager, car: Car): Promise<Make> {
    return (await m.getRepository(Car).findOneOrFail({ where: { id: car.id }, relations: { make: true } })).make!;
  }

  private async resolveMake(slug: string, m?: EntityManager): Promise<Make> {
    const make = await this.makes.findBySlug(slug, m);
    if (!make) throw badRequest('UNKNOWN_MAKE', unknownMakeMessage(slug), [{ field: 'make', message: unknownMakeMessage(slug) }]);
    return make;
  }

  private async freshStockId(): Promise<string> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate = generateStockId();
      if (!(await this.cars.existsBy({ stockId: candidate }))) return candidate;
    }
    throw new Error('Could not find an unused stock id');
  }

  private async saveSheet(m: EntityManager, carId: string, dto: AuctionSheetInputDto): Promise<AuctionSheet> {
    const repo = m.getRepository(AuctionSheet);
    const sheet = repo.create({ carId, ...sheetColumns(dto) });
    await repo.save(sheet);
    return sheet;
  }

  private imagesOf(m: EntityManager, carId: string): Promise<CarImage[]> {
    return m.getRepository(CarImage).find({ where: { carId }, order: { position: 'ASC', id: 'ASC' } });
  }

  private async setPositions(m: EntityManager, carId: string, orderedIds: string[]): Promise<void> {
    if (orderedIds.length === 0) return;
    await m.query(
      `UPDATE car_images AS i SET position = o.ord - 1
         FROM unnest($2::bigint[]) WITH ORDINALITY AS o(id, ord)
        WHERE i.id = o.id AND i.car_id = $1`,
      [carId, orderedIds],
    );
  }

  /** cars.featured_image_url / featured_thumbnail_url always mirror the gallery's position 0 (or null). */
  private async syncFeatured(m: EntityManager, car: Car): Promise<Gallery> {
    const images = await this.imagesOf(m, car.id);
    const first = images[0];
    const featured = { featuredImageUrl: first?.url ?? null, featuredThumbnailUrl: first?.thumbnailUrl ?? null };
    // Written even when unchanged: the gallery changed, and the car's updated_at says so.
    await m.getRepository(Car).update({ id: car.id }, featured);
    return { imageIds: images.map((i) => String(i.id)), ...featured };
  }

  private galleryOf(car: Car, images: CarImage[]): Gallery {
    return {
      imageIds: images.map((i) => String(i.id)),
      featuredImageUrl: car.featuredImageUrl,
      featuredThumbnailUrl: car.featuredThumbnailUrl,
    };
  }

  private async recordGallery(
    actor: AuthUser,
    action: string,
    stockId: string,
    before: Gallery,
    after: Gallery,
    meta: RequestMeta,
    m: EntityManager,
    extra: { before?: Record<string, unknown>; after?: Record<string, unknown> } = {},
  ): Promise<void> {
    const diff = changedFields({ ...before }, { ...after }) ?? { before: {}, after: {} };
    await this.record(actor, action, stockId, { ...diff.before, ...extra.before }, { ...diff.after, ...extra.after }, meta, m);
  }

  /**
   * One transaction; when `work` reported a change, the catalogue version is bumped after the commit. A stock id
   * taken by a concurrent request at the last moment is a 409 like any other.
   */
  private async change<T>(work: (m: EntityManager, changed: () => void) => Promise<T>): Promise<T> {
    let didChange = false;
    let result: T;
    try {
      result = await this.dataSource.transaction((m) => work(m, () => void (didChange = true)));
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) throw conflict('STOCK_ID_TAKEN', 'A car with this stock id already exists.');
      throw error;
    }
    if (didChange) await this.catalogue.bump();
    return result;
  }

  private record(
    actor: AuthUser,
    action: string,
    stockId: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
    meta: RequestMeta,
    m: EntityManager,
  ): Promise<void> {
    return this.audit.record({ actor, action, targetType: TARGET_TYPE, targetId: stockId, before, after, requestId: meta.requestId }, m);
  }
}
