import { Injectable, type StreamableFile } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import { EXPORT_LINE_BATCH, MAX_EXPORT_ROWS } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import type { ExportDb } from '../../common/csv/export-batches.js';
import { invalidField } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { resolvePaging } from '../../common/pagination/pagination.js';
import { toTimeRange } from '../../common/time/time-range.js';
import { MakesDirectory } from '../makes/makes-directory.service.js';
import { MakesService } from '../makes/makes.service.js';
import { countIsCheap, DEFAULT_TUNING, normalizeFilters, reconcileTotal } from '../cars/car-search-rules.js';
import type { FilterContext } from '../cars/car-search-sql.js';
import { type AdminCarFilters, CAR_EXPORT_COLUMNS } from './car-admin-list-sql.js';
import { carsInOrder, countMatchesUpTo, estimateMatches, exportRows, pageIds } from './car-inventory.repository.js';
import { toAdminCarSummary } from './cars-admin.mappers.js';
import type { AdminCarExportQueryDto, AdminCarListQueryDto } from './cars-admin.requests.js';
import type { AdminCarListDto } from './cars-admin.responses.js';

/** The staff car list (GET /api/admin/cars): cars in every status, filtered, sorted and paged, and its CSV export. */
@Injectable()
export class CarAdminListService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly makes: MakesService,
    private readonly catalogue: CatalogueVersion,
    private readonly makesDirectory: MakesDirectory,
    private readonly exports: CsvExports,
  ) {}

  /** What the page and the export both filter on, with the make slug and the text resolved to make ids. */
  private async listFilters(query: AdminCarExportQueryDto): Promise<{ filters: AdminCarFilters; context: FilterContext }> {
    const range = toTimeRange(query.createdFrom, query.createdTo);
    if (!range) throw invalidField('createdFrom', Msg.INVALID_DATE_RANGE);
    const filters: AdminCarFilters = {
      catalogue: normalizeFilters(query),
      statuses: query.status,
      createdFrom: range.from,
      createdUntil: range.until,
    };
    const q = filters.catalogue.q;
    const make = filters.catalogue.make;
    // The make is read fresh (staff may have just added it); the titles `q` matches come from the shared directory.
    const makes = q === undefined ? null : await this.makesDirectory.get(await this.catalogue.current());
    const context: FilterContext = {
      makeId: make === undefined ? null : ((await this.makes.findBySlug(make))?.id ?? null),
      qMakeIds: makes && q !== undefined ? makes.all.filter((m) => m.title.toLowerCase().includes(q)).map((m) => m.id) : [],
    };
    return { filters, context };
  }

  /**
   * Every status, filtered, sorted and paged. The page is the ids in order (one query on a (key, id) index), then
   * those cars. The total is exact when the page tells it or counting is cheap; otherwise the planner's estimate,
   * flagged (totalIsEstimate), as the public search does at a million cars.
   */
  async list(query: AdminCarListQueryDto): Promise<AdminCarListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const { filters, context } = await this.listFilters(query);
    const m = this.dataSource.manager;
    const ids = await pageIds(m, { filters, context, sort: query.sort, skip, take: limit + 1 });
    const hasMore = ids.length > limit;
    const items = await carsInOrder(m, ids.slice(0, limit));
    const shape = { offset: skip, returned: items.length, hasMore };
    const fromPage = reconcileTotal(null, shape);
    const total = reconcileTotal(fromPage.estimate ? await this.countTotal(filters, context) : fromPage, shape);
    return { items: items.map(toAdminCarSummary), total: total.total, totalIsEstimate: total.estimate, page, limit };
  }

  /**
   * The filtered list as CSV, in the list's sort, streamed through the export runner (src/common/csv: the replica when
   * there is one, a statement timeout, a limited number at once) in keyset batches.
   */
  async exportCsv(query: AdminCarExportQueryDto): Promise<StreamableFile> {
    const { filters, context } = await this.listFilters(query);
    return this.exports.downloadLines(
      'cars',
      CAR_EXPORT_COLUMNS.map((c) => c.header),
      (db) => this.exportBatches(db, filters, context, query.sort),
    );
  }

  private async *exportBatches(
    db: ExportDb,
    filters: AdminCarFilters,
    context: FilterContext,
    sort: string | undefined,
  ): AsyncGenerator<string[]> {
    let after: { key: string; id: string } | null = null;
    // Read fresh once per export (a few dozen rows): a make added a moment ago is named too.
    const makes = (await this.makesDirectory.reload(await this.catalogue.current())).all;
    for (let read = 0; read < MAX_EXPORT_ROWS;) {
      const take = Math.min(EXPORT_LINE_BATCH, MAX_EXPORT_ROWS - read);
      const rows = await exportRows(db, { filters, context, sort, after, take, makes });
      if (rows.length > 0) yield rows.map((r) => r.line);
      read += rows.length;
      if (rows.length < take) return;
      const last = rows.at(-1)!;
      after = { key: last.key, id: last.id };
    }
  }

  /** Exact when the planner says counting is cheap (capped), the planner's estimate otherwise. */
  private async countTotal(filters: AdminCarFilters, context: FilterContext): Promise<{ total: number; estimate: boolean }> {
    const estimate = await estimateMatches(this.dataSource.manager, filters, context);
    if (!countIsCheap(estimate, DEFAULT_TUNING)) return { total: estimate.rows, estimate: true };
    const cap = DEFAULT_TUNING.countCap;
    const n = await countMatchesUpTo(this.dataSource.manager, filters, context, cap);
    return n < cap ? { total: n, estimate: false } : { total: Math.max(estimate.rows, cap), estimate: true };
  }
}
