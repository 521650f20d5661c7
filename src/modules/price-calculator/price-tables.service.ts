import { Injectable, type StreamableFile } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { RequestContext } from '../../common/context/request-context.js';
import { badRequest, conflict, fieldError, invalidField, notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { COUNTRY_CODES } from '@autoexport/contract/countries';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import { asTheyAre, StaffList } from '../../common/pagination/staff-list.js';
import { isUuid } from '../../common/validation/uuid.js';
import { addition, modification, removal } from '../audit/audit-facts.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import { ImportRulesService } from '../import-rules/import-rules.service.js';
import { FreightRate } from './freight-rate.entity.js';
import { byCountryPortMethod, freightRatesMatching } from './price-tables.repository.js';
import { InspectionFee } from './inspection-fee.entity.js';
import type {
  CreateFreightRateDto,
  CreatePriceChargeDto,
  FreightRatesQueryDto,
  PutInspectionFeeDto,
  UpdateFreightRateDto,
  UpdatePriceChargeDto,
} from './price-calculator.requests.js';
import type {
  AdminFreightRateDto,
  AdminFreightRateListDto,
  AdminInspectionFeeDto,
  AdminInspectionFeeListDto,
  AdminPriceChargeDto,
  AdminPriceChargeListDto,
} from './price-calculator.responses.js';
import { PriceCharge } from './price-charge.entity.js';
import { DEFAULT_CARS_PER_CONTAINER, freightRateFactsOf } from './price-quote-rules.js';

export const PRICE_TABLES_AUDIT = {
  freightCreate: 'freight_rate.create',
  freightUpdate: 'freight_rate.update',
  freightDelete: 'freight_rate.delete',
  chargeCreate: 'price_charge.create',
  chargeUpdate: 'price_charge.update',
  chargeDelete: 'price_charge.delete',
  inspectionPut: 'inspection_fee.put',
  inspectionDelete: 'inspection_fee.delete',
} as const;

const FREIGHT_FIELDS = [
  'countryCode',
  'port',
  'method',
  'roroUsdPerM3',
  'containerUsd',
  'carsPerContainer',
  'transitDays',
  'active',
] as const;
const CHARGE_FIELDS = ['chargeKey', 'method', 'amountUsd', 'active'] as const;

const toFreightDto = (r: FreightRate): AdminFreightRateDto => ({
  id: r.publicId,
  ...freightRateFactsOf(r),
  active: r.active,
  updatedAt: r.updatedAt.toISOString(),
});
const toChargeDto = (c: PriceCharge): AdminPriceChargeDto => ({
  id: c.publicId,
  key: c.chargeKey,
  method: c.method,
  amountUsd: c.amountUsd,
  active: c.active,
  updatedAt: c.updatedAt.toISOString(),
});

/** Only what changed, as it was and as it is (the audit entry's before and after). */
function changedFields<T extends object>(before: T, after: T, fields: readonly (keyof T)[]) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const field of fields) {
    if (before[field] !== after[field]) {
      was[field as string] = before[field];
      now[field as string] = after[field];
    }
  }
  return { was, now, changed: Object.keys(now).length > 0 };
}
const pick = <T extends object>(row: T, fields: readonly (keyof T)[]) => Object.fromEntries(fields.map((f) => [f, row[f]]));

const FREIGHT_CSV_COLUMNS: CsvColumn<FreightRate>[] = [
  { header: 'Country', value: (r) => r.countryCode },
  { header: 'Port', value: (r) => r.port },
  { header: 'Method', value: (r) => r.method },
  { header: 'RoRo USD per m3', value: (r) => r.roroUsdPerM3 },
  { header: 'Container USD', value: (r) => r.containerUsd },
  { header: 'Cars per container', value: (r) => r.carsPerContainer },
  { header: 'Transit days', value: (r) => r.transitDays },
  { header: 'Active', value: (r) => r.active },
  { header: 'Updated at', value: (r) => r.updatedAt },
];

/** The price calculator's staff tables (issue 11): freight rates, charges in Japan, inspection fees. Every change audited. */
@Injectable()
export class PriceTablesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly importRules: ImportRulesService,
    private readonly exports: CsvExports,
  ) {}

  /* ---------------------------------------------------------------------------------------- freight rates */

  /** The freight rates, of one country when asked, by country, port and method (no `sort` parameter). */
  private readonly freightRates = new StaffList(this.exports, {
    filtered: (query: FreightRatesQueryDto) => freightRatesMatching(this.dataSource, query),
    sort: byCountryPortMethod,
    items: (rows: FreightRate[]) => rows.map(toFreightDto),
    csv: { filename: 'freight-rates', columns: FREIGHT_CSV_COLUMNS, rows: asTheyAre },
  });

  listFreightRates(query: FreightRatesQueryDto): Promise<AdminFreightRateListDto> {
    return this.freightRates.exactPage(query);
  }

  /** The filtered freight rates as CSV, by country, port and method, streamed in batches. */
  exportFreightRatesCsv(query: FreightRatesQueryDto): Promise<StreamableFile> {
    return this.freightRates.exportCsv(query);
  }

  async createFreightRate(ctx: RequestContext, body: CreateFreightRateDto): Promise<AdminFreightRateDto> {
    const row = Object.assign(new FreightRate(), {
      countryCode: body.countryCode,
      port: body.port,
      method: body.method,
      roroUsdPerM3: body.roroUsdPerM3 ?? null,
      containerUsd: body.containerUsd ?? null,
      carsPerContainer: body.carsPerContainer ?? DEFAULT_CARS_PER_CONTAINER,
      transitDays: body.transitDays ?? null,
      active: body.active ?? true,
    });
    checkFreightPrice(row);
    return this.changes.run(
      ctx,
      async (tx) => {
        const saved = await tx.manager.getRepository(FreightRate).save(row);
        await tx.audit(addition(PRICE_TABLES_AUDIT.freightCreate, 'freight_rate', saved.publicId, pick(saved, FREIGHT_FIELDS)));
        return toFreightDto(saved);
      },
      { onUniqueViolation: () => freightTaken(row) },
    );
  }

  async updateFreightRate(ctx: RequestContext, id: string, body: UpdateFreightRateDto): Promise<AdminFreightRateDto> {
    let attempted: FreightRate | null = null;
    return this.changes.run(
      ctx,
      async (tx) => {
        const repo = tx.manager.getRepository(FreightRate);
        const row = await findFreight(tx.manager, id);
        const before = { ...row };
        for (const field of FREIGHT_FIELDS) {
          const value = (body as Record<string, unknown>)[field];
          if (value !== undefined) (row as unknown as Record<string, unknown>)[field] = value;
        }
        checkFreightPrice(row);
        attempted = row;
        const diff = changedFields(before, row, FREIGHT_FIELDS);
        if (!diff.changed) return toFreightDto(row);
        const saved = await repo.save(row);
        await tx.audit(
          modification(PRICE_TABLES_AUDIT.freightUpdate, 'freight_rate', saved.publicId, { before: diff.was, after: diff.now }),
        );
        return toFreightDto(saved);
      },
      { onUniqueViolation: () => freightTaken(attempted!) },
    );
  }

  async deleteFreightRate(ctx: RequestContext, id: string): Promise<void> {
    await this.changes.run(ctx, async (tx) => {
      const row = await findFreight(tx.manager, id);
      await tx.manager.getRepository(FreightRate).delete({ id: row.id });
      await tx.audit(removal(PRICE_TABLES_AUDIT.freightDelete, 'freight_rate', row.publicId, pick(row, FREIGHT_FIELDS)));
    });
  }

  /* ---------------------------------------------------------------------------------------- charges */

  async listCharges(): Promise<AdminPriceChargeListDto> {
    const rows = await this.dataSource.getRepository(PriceCharge).find({ order: { chargeKey: 'ASC', method: 'ASC' } });
    return { items: rows.map(toChargeDto) };
  }

  async createCharge(ctx: RequestContext, body: CreatePriceChargeDto): Promise<AdminPriceChargeDto> {
    const row = Object.assign(new PriceCharge(), {
      chargeKey: body.key,
      method: body.method ?? 'any',
      amountUsd: body.amountUsd,
      active: body.active ?? true,
    });
    return this.changes.run(
      ctx,
      async (tx) => {
        const saved = await tx.manager.getRepository(PriceCharge).save(row);
        await tx.audit(addition(PRICE_TABLES_AUDIT.chargeCreate, 'price_charge', saved.publicId, pick(saved, CHARGE_FIELDS)));
        return toChargeDto(saved);
      },
      { onUniqueViolation: () => chargeTaken(row) },
    );
  }

  async updateCharge(ctx: RequestContext, id: string, body: UpdatePriceChargeDto): Promise<AdminPriceChargeDto> {
    let attempted: PriceCharge | null = null;
    return this.changes.run(
      ctx,
      async (tx) => {
        const row = await findCharge(tx.manager, id);
        const before = { ...row };
        if (body.key !== undefined) row.chargeKey = body.key;
        if (body.method !== undefined) row.method = body.method;
        if (body.amountUsd !== undefined) row.amountUsd = body.amountUsd;
        if (body.active !== undefined) row.active = body.active;
        attempted = row;
        const diff = changedFields(before, row, CHARGE_FIELDS);
        if (!diff.changed) return toChargeDto(row);
        const saved = await tx.manager.getRepository(PriceCharge).save(row);
        await tx.audit(
          modification(PRICE_TABLES_AUDIT.chargeUpdate, 'price_charge', saved.publicId, { before: diff.was, after: diff.now }),
        );
        return toChargeDto(saved);
      },
      { onUniqueViolation: () => chargeTaken(attempted!) },
    );
  }

  async deleteCharge(ctx: RequestContext, id: string): Promise<void> {
    await this.changes.run(ctx, async (tx) => {
      const row = await findCharge(tx.manager, id);
      await tx.manager.getRepository(PriceCharge).delete({ id: row.id });
      await tx.audit(removal(PRICE_TABLES_AUDIT.chargeDelete, 'price_charge', row.publicId, pick(row, CHARGE_FIELDS)));
    });
  }

  /* ---------------------------------------------------------------------------------------- inspection fees */

  async listInspectionFees(): Promise<AdminInspectionFeeListDto> {
    const [rows, rules] = await Promise.all([
      this.dataSource.getRepository(InspectionFee).find({ order: { countryCode: 'ASC' } }),
      this.importRules.list(),
    ]);
    const required = new Set(rules.filter((r) => r.inspectionRequired).map((r) => r.countryCode));
    return { items: rows.map((f) => toFeeDto(f, required.has(f.countryCode))) };
  }

  async putInspectionFee(ctx: RequestContext, countryParam: string, body: PutInspectionFeeDto): Promise<AdminInspectionFeeDto> {
    const country = countryOf(countryParam);
    const saved = await this.changes.run(ctx, async (tx) => {
      const repo = tx.manager.getRepository(InspectionFee);
      const existing = await repo.findOne({ where: { countryCode: country }, lock: { mode: 'pessimistic_write' } });
      if (existing && existing.agency === body.agency && existing.feeUsd === body.feeUsd) return existing;
      await repo.upsert({ countryCode: country, agency: body.agency, feeUsd: body.feeUsd }, ['countryCode']);
      const row = await repo.findOneByOrFail({ countryCode: country });
      await tx.audit(
        modification(PRICE_TABLES_AUDIT.inspectionPut, 'inspection_fee', country, {
          before: existing ? { agency: existing.agency, feeUsd: existing.feeUsd } : null,
          after: { agency: row.agency, feeUsd: row.feeUsd },
        }),
      );
      return row;
    });
    const rule = await this.importRules.ruleFor(country);
    return toFeeDto(saved, rule?.inspectionRequired ?? false);
  }

  async deleteInspectionFee(ctx: RequestContext, countryParam: string): Promise<void> {
    const country = countryOf(countryParam);
    await this.changes.run(ctx, async (tx) => {
      const repo = tx.manager.getRepository(InspectionFee);
      const existing = await repo.findOne({ where: { countryCode: country }, lock: { mode: 'pessimistic_write' } });
      if (!existing) throw notFound(Msg.INSPECTION_FEE_NOT_FOUND, { country });
      await repo.delete({ countryCode: country });
      await tx.audit(
        removal(PRICE_TABLES_AUDIT.inspectionDelete, 'inspection_fee', country, { agency: existing.agency, feeUsd: existing.feeUsd }),
      );
    });
  }
}

const toFeeDto = (f: InspectionFee, required: boolean): AdminInspectionFeeDto => ({
  countryCode: f.countryCode,
  agency: f.agency,
  feeUsd: f.feeUsd,
  required,
  updatedAt: f.updatedAt.toISOString(),
});

/** A country code from the path, upper-cased; anything else is a 400 like the body's country fields. */
function countryOf(param: string): string {
  const country = param.trim().toUpperCase();
  if (!(COUNTRY_CODES as readonly string[]).includes(country)) throw invalidField('country', Msg.COUNTRY_INVALID);
  return country;
}

/** A RoRo rate needs its rate per m³, a container rate its container price (the table's check, said in words). */
function checkFreightPrice(row: FreightRate): void {
  const field = row.method === 'roro' ? 'roroUsdPerM3' : 'containerUsd';
  if (row[field] === null) throw badRequest(Msg.FREIGHT_RATE_PRICE_REQUIRED, [fieldError(field, Msg.FREIGHT_RATE_PRICE_REQUIRED)]);
}

const freightTaken = (row: Pick<FreightRate, 'method' | 'port' | 'countryCode'>) =>
  conflict(Msg.FREIGHT_RATE_TAKEN, { method: row.method, port: row.port, country: row.countryCode });
const chargeTaken = (row: Pick<PriceCharge, 'chargeKey' | 'method'>) =>
  conflict(Msg.PRICE_CHARGE_TAKEN, { key: row.chargeKey, method: row.method });

async function findFreight(m: EntityManager, id: string): Promise<FreightRate> {
  const row = isUuid(id)
    ? await m.getRepository(FreightRate).findOne({ where: { publicId: id }, lock: { mode: 'pessimistic_write' } })
    : null;
  if (!row) throw notFound(Msg.FREIGHT_RATE_UNKNOWN);
  return row;
}

async function findCharge(m: EntityManager, id: string): Promise<PriceCharge> {
  const row = isUuid(id)
    ? await m.getRepository(PriceCharge).findOne({ where: { publicId: id }, lock: { mode: 'pessimistic_write' } })
    : null;
  if (!row) throw notFound(Msg.PRICE_CHARGE_NOT_FOUND);
  return row;
}
