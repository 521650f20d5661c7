import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { conflict, invalidField } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { ImageUploads } from '../../common/uploads/image-uploads.service.js';
import { modification } from '../audit/audit-facts.js';
import { AuditedChanges, type AuditedTx, type ChangeOptions } from '../audit/audited-changes.service.js';
import type { Make } from '../makes/make.entity.js';
import { MakesService } from '../makes/makes.service.js';
import { CarHoldersService } from '../orders/car-holders.service.js';
import { domainEvent } from '../../events/domain-event-types.js';
import { DomainEvents } from '../../events/domain-events.service.js';
import { AuctionSheet } from '../cars/auction-sheet.entity.js';
import { Car, type CarStatus } from '../cars/car.entity.js';
import { carPriceEvents, carStatusEvents } from '../cars/car-events.js';
import { CAR_DIMENSION_FIELDS, carColumnsOf } from '../cars/car-fields.js';
import { CAR_STATUS_CHANGE, CAR_TARGET, volumeM3 } from '../cars/car-rules.js';
import { changedFields, DELETABLE_STATUSES, generateStockId, statusChangeRefusal } from '../cars/car-admin-rules.js';
import { CAR_FOLDER } from './car-gallery.service.js';
import {
  type AuctionSheetColumns,
  carByRef,
  deleteCarInSavepoint,
  deleteDailyStats,
  deleteSheet,
  imagesOf,
  insertCarRow,
  loadAdminCar,
  makeOf,
  saveSheet,
  sheetOf,
  stockIdTaken,
  updateCar,
} from './car-inventory.repository.js';
import { toAuctionSheetDto } from './cars-admin.mappers.js';
import type { AuctionSheetInputDto, CreateCarDto, UpdateCarDto } from './cars-admin.requests.js';
import type { AdminCarDto } from './cars-admin.responses.js';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../database/sql.js';

/** Audit actions of this service (the gallery's are in car-gallery.service.ts); the target id is the stock id. */
export const CAR_AUDIT = {
  create: 'car.create',
  update: 'car.update',
  statusChange: CAR_STATUS_CHANGE,
  delete: 'car.delete',
} as const;

/** The columns staff edit, as the audit log records them (the make by slug, the auction sheet as a whole). */
type CarFacts = Record<string, unknown>;
const carFacts = (car: Car, makeSlug: string, sheet: AuctionSheet | null): CarFacts => ({
  stockId: car.stockId,
  make: makeSlug,
  ...carColumnsOf(car),
  ...Object.fromEntries(CAR_DIMENSION_FIELDS.map((field) => [field, car[field]])),
  volumeM3: car.volumeM3,
  auctionSheet: sheet ? toAuctionSheetDto(sheet) : null,
});

const sheetColumns = (dto: AuctionSheetInputDto): AuctionSheetColumns => ({
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

/**
 * The staff car inventory's single car and its changes (the list and its CSV are CarAdminListService's). Every change runs through AuditedChanges on the car's locked row with its audit entry;
 * after the commit the catalogue version is bumped so cached public answers refresh. The gallery is
 * CarGalleryService's.
 */
@Injectable()
export class CarsAdminService {
  private readonly changeOptions: ChangeOptions = {
    afterChange: () => this.catalogue.bump(),
    // A stock id taken by a concurrent request at the last moment is a 409 like any other.
    onUniqueViolation: () => conflict(Msg.STOCK_ID_TAKEN_RACE),
  };

  constructor(
    private readonly dataSource: DataSource,
    private readonly makes: MakesService,
    private readonly changes: AuditedChanges,
    private readonly catalogue: CatalogueVersion,
    private readonly uploads: ImageUploads,
    private readonly orders: CarHoldersService,
    private readonly events: DomainEvents,
  ) {}

  async get(ref: string): Promise<AdminCarDto> {
    const m = this.dataSource.manager;
    return this.load((await carByRef(m, ref)).id);
  }

  async create(ctx: RequestContext, body: CreateCarDto): Promise<AdminCarDto> {
    const stockId = await this.stockIdFor(body);
    return this.change(ctx, async (tx) => (await this.insertCar(tx, { ...body, stockId })).id);
  }

  /**
   * A stock id for a new car: the one given, unless another car has it (409), or a fresh one. Asked before the
   * transaction that inserts the car (the unique index settles a race).
   */
  async stockIdFor(body: Pick<CreateCarDto, 'stockId'>): Promise<string> {
    const given = body.stockId;
    if (given && (await stockIdTaken(this.dataSource.manager, given))) throw conflict(Msg.STOCK_ID_TAKEN, { stockId: given });
    return given ?? this.freshStockId();
  }

  /**
   * Inserts a new car, `available`, with its auction sheet, audited, in the caller's transaction — the back office's
   * "new car", and a car won at auction entering stock with its order (auctions/bidding/won-car-orders.service.ts).
   * Answers the car and how an order names it ("2018 Toyota Corolla").
   */
  async insertCar(tx: AuditedTx, body: CreateCarDto & { stockId: string }): Promise<{ id: string; stockId: string; title: string }> {
    const make = await this.resolveMake(body.make, tx.manager);
    const car = await insertCarRow(tx.manager, {
      ...carColumnsOf(body),
      stockId: body.stockId,
      makeId: make.id,
      engineCode: body.engineCode ?? null,
      locationCountry: body.locationCountry ?? 'JP',
      stockPort: body.stockPort ?? 'Tokyo',
      features: body.features ?? [],
      lengthM: body.lengthM,
      widthM: body.widthM,
      heightM: body.heightM,
      volumeM3: volumeM3(body.lengthM, body.widthM, body.heightM),
      status: 'available',
    });
    const sheet = body.auctionSheet ? await saveSheet(tx.manager, car.id, sheetColumns(body.auctionSheet)) : null;
    await this.audit(tx, CAR_AUDIT.create, car.stockId, null, carFacts(car, make.slug, sheet));
    const title = [car.year, make.title, car.model].join(' ');
    await this.events.record(
      tx,
      domainEvent('car.listed', {
        stockId: car.stockId,
        title,
        make: make.slug,
        model: car.model,
        year: car.year,
        fobPriceUsd: car.fobPriceUsd,
        status: car.status,
      }),
    );
    return { id: car.id, stockId: car.stockId, title };
  }

  /** Any field; the volume follows the dimensions. A change that changes nothing is not audited. */
  async update(ctx: RequestContext, ref: string, body: UpdateCarDto): Promise<AdminCarDto> {
    return this.change(ctx, async (tx) => {
      const m = tx.manager;
      const car = await carByRef(m, ref, { lock: true });
      const sheet = await sheetOf(m, car.id);
      let make = await makeOf(m, car);
      const before = carFacts(car, make.slug, sheet);

      const columns: Partial<Car> = carColumnsOf(body);
      if (body.make !== undefined && body.make !== make.slug) {
        make = await this.resolveMake(body.make, m);
        columns.makeId = make.id;
      }
      if (body.stockId !== undefined && body.stockId !== car.stockId) {
        if (await stockIdTaken(m, body.stockId)) throw conflict(Msg.STOCK_ID_TAKEN, { stockId: body.stockId });
        columns.stockId = body.stockId;
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
      if (columnKeys.length) await updateCar(m, car.id, Object.fromEntries(columnKeys.map((k) => [k, columns[k as keyof Car]])));
      if ('auctionSheet' in diff.after) {
        if (nextSheet) await saveSheet(m, car.id, sheetColumns(body.auctionSheet!));
        else await deleteSheet(m, car.id);
      }
      await this.audit(tx, CAR_AUDIT.update, next.stockId, diff.before, diff.after);
      await this.events.record(tx, ...carPriceEvents(next.stockId, car.fobPriceUsd, next.fobPriceUsd));
      return car.id;
    });
  }

  /**
   * Follows the car state machine (CAR_MACHINE); a second reservation is refused with the spec's "This car is already reserved!".
   * A car an order holds (reserved, sold, shipped or delivered through it) changes only with its order (issue 9 §8):
   * asked on the car's locked row, so no reservation can slip in between.
   */
  async changeStatus(ctx: RequestContext, ref: string, status: CarStatus): Promise<AdminCarDto> {
    return this.change(ctx, async (tx) => {
      const car = await carByRef(tx.manager, ref, { lock: true });
      const holder = await this.orders.holderOfCar(tx.manager, car.id);
      const refusal = statusChangeRefusal(car.status, status, 'staff', { holdingOrderId: holder?.orderId ?? null });
      if (refusal) throw refusal;
      await updateCar(tx.manager, car.id, { status });
      await this.audit(tx, CAR_AUDIT.statusChange, car.stockId, { status: car.status }, { status });
      await this.events.record(tx, ...carStatusEvents(car.stockId, car.status, status));
      return car.id;
    });
  }

  /** Only available and ready-to-ship cars: reserved, sold, shipped and released ones have customers hanging on them. */
  async delete(ctx: RequestContext, ref: string): Promise<void> {
    const files = await this.changes.run(
      ctx,
      async (tx) => {
        const m = tx.manager;
        const car = await carByRef(m, ref, { lock: true });
        if (!DELETABLE_STATUSES.includes(car.status)) throw conflict(Msg.CAR_NOT_DELETABLE, { status: car.status.replace(/_/g, ' ') });
        const sheet = await sheetOf(m, car.id);
        const images = await imagesOf(m, car.id);
        const make = await makeOf(m, car);
        const facts = { ...carFacts(car, make.slug, sheet), status: car.status, imageCount: images.length };
        await this.audit(tx, CAR_AUDIT.delete, car.stockId, facts, null);
        await deleteDailyStats(m, car.id);
        try {
          // A savepoint, so a reference from another module's table answers 409 instead of breaking the transaction.
          await deleteCarInSavepoint(m, car.id);
        } catch (error) {
          if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw conflict(Msg.CAR_IN_USE);
          throw error;
        }
        return images.flatMap((i) => [i.url, i.thumbnailUrl]);
      },
      this.changeOptions,
    );
    await this.uploads.removeByUrl(files, CAR_FOLDER);
  }

  /* ------------------------------------------------------------------ helpers */

  /** One audited change of a car; answers the car as staff see it after the commit. */
  private async change(ctx: RequestContext, work: (tx: AuditedTx) => Promise<string>): Promise<AdminCarDto> {
    const id = await this.changes.run(ctx, work, this.changeOptions);
    return this.load(id);
  }

  /** The car as staff see it, with the statuses they may set next (none while an order holds it). */
  private async load(id: string): Promise<AdminCarDto> {
    const holder = await this.orders.holderOfCar(this.dataSource.manager, id);
    return loadAdminCar(this.dataSource.manager, id, holder?.orderId ?? null);
  }

  private audit(
    tx: AuditedTx,
    action: string,
    stockId: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ): Promise<void> {
    return tx.audit(modification(action, CAR_TARGET, stockId, { before, after }));
  }

  private async resolveMake(slug: string, m?: EntityManager): Promise<Make> {
    const make = await this.makes.findBySlug(slug, m);
    if (!make) throw invalidField('make', Msg.UNKNOWN_MAKE, { slug });
    return make;
  }

  private async freshStockId(): Promise<string> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate = generateStockId();
      if (!(await stockIdTaken(this.dataSource.manager, candidate))) return candidate;
    }
    throw new Error('Could not find an unused stock id');
  }
}
