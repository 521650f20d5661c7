import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { type AppError, conflict, notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { AuditedChanges, type AuditFact } from '../audit/audited-changes.service.js';
import { CarHoldersService } from '../orders/car-holders.service.js';
import { DomainEvents } from '../../events/domain-events.service.js';
import { type BulkCarState, type BulkChange, distinctRefs, looksLikeStockId, planBulkChange } from './car-bulk-rules.js';
import { carChangeEvents } from '../cars/car-events.js';
import { CAR_TARGET } from '../cars/car-rules.js';
import { bulkCarRows, setBulkStates } from './car-inventory.repository.js';
import type { BulkCarActionDto } from './cars-admin.requests.js';
import type { BulkCarActionResultDto, BulkCarErrorDto, BulkCarResultDto } from './cars-admin.responses.js';
import { CAR_AUDIT } from './cars-admin.service.js';

interface Planned {
  item: BulkCarResultDto;
  /** The car's id and new state, when it changes. */
  change?: { id: string; after: BulkCarState };
}

const errorDto = (error: AppError): BulkCarErrorDto => ({
  code: error.code,
  message: error.message,
  ...(error.params ? { params: error.params } : {}),
});

/**
 * Bulk actions on many cars at once: a status (each car through the single change's rules and messages) or a price
 * change by a percentage. The preview reads and answers; the apply locks the cars (in id order), changes those that
 * may change and writes one audit entry per car, in one transaction, then refreshes the catalogue's caches as single
 * edits do. Cars that may not change are left as they are and listed with their error.
 */
@Injectable()
export class CarBulkService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly catalogue: CatalogueVersion,
    private readonly orders: CarHoldersService,
    private readonly events: DomainEvents,
  ) {}

  preview(body: BulkCarActionDto): Promise<BulkCarActionResultDto> {
    return this.plan(this.dataSource.manager, body, false).then((planned) => summary(planned, false));
  }

  async apply(ctx: RequestContext, body: BulkCarActionDto): Promise<BulkCarActionResultDto> {
    const change = changeOf(body);
    const planned = await this.changes.run(
      ctx,
      async (tx) => {
        const m = tx.manager;
        const plan = await this.plan(m, body, true);
        const moving = plan.flatMap((p) => (p.change ? [p.change] : []));
        if (moving.length === 0) return plan;
        await setBulkStates(m, moving);
        const facts = plan.flatMap((p): AuditFact[] =>
          p.change && p.item.before ? [auditFact(change, p.item.stockId, p.item.before, p.change.after)] : [],
        );
        await tx.auditMany(facts);
        await this.events.record(
          tx,
          ...plan.flatMap((p) => (p.change && p.item.before ? carChangeEvents(p.item.stockId, p.item.before, p.change.after) : [])),
        );
        return plan;
      },
      { afterChange: () => this.catalogue.bump() },
    );
    return summary(planned, true);
  }

  /** Every named car's before and after (or error), in the order named; `lock` takes the rows, in id order. */
  private async plan(m: EntityManager, body: BulkCarActionDto, lock: boolean): Promise<Planned[]> {
    const change = changeOf(body);
    const refs = distinctRefs(body.refs);
    const wanted = refs.filter(looksLikeStockId);
    const rows = wanted.length ? await bulkCarRows(m, wanted, lock) : [];
    const byRef = new Map(rows.map((r) => [r.stock_id, r]));
    const planned: Planned[] = [];
    for (const ref of refs) {
      const row = byRef.get(ref);
      if (!row) {
        planned.push({ item: { stockId: ref, ok: false, before: null, after: null, error: errorDto(notFound(Msg.PRODUCT_NOT_FOUND)) } });
        continue;
      }
      const before: BulkCarState = { status: row.status, fobPriceUsd: row.fob_price_usd };
      const refusal = change.type === 'set_status' ? await this.orderRefusal(m, row.id) : null;
      const outcome = refusal ? { error: refusal } : planBulkChange(before, change);
      planned.push(
        'error' in outcome
          ? { item: { stockId: row.stock_id, ok: false, before, after: null, error: errorDto(outcome.error) } }
          : {
              item: { stockId: row.stock_id, ok: true, before, after: outcome.after, error: null },
              // A change that changes nothing (a cent's rounding) is neither written nor audited.
              ...(sameState(before, outcome.after) ? {} : { change: { id: row.id, after: outcome.after } }),
            },
      );
    }
    return planned;
  }

  /** A car an order holds changes status only with its order, as with the single change. */
  private async orderRefusal(m: EntityManager, carId: string): Promise<AppError | null> {
    const holder = await this.orders.holderOfCar(m, carId);
    return holder ? conflict(Msg.CAR_FOLLOWS_ORDER, { orderId: holder.orderId }) : null;
  }
}

const sameState = (a: BulkCarState, b: BulkCarState) => a.status === b.status && a.fobPriceUsd === b.fobPriceUsd;

function changeOf(body: BulkCarActionDto): BulkChange {
  // The body's checks require `status` with set_status and `percent` with change_price.
  return body.action === 'set_status' ? { type: 'set_status', status: body.status! } : { type: 'change_price', percent: body.percent! };
}

/** The same entry a single change writes: the status change, or an edit of the price. */
function auditFact(change: BulkChange, stockId: string, before: BulkCarState, after: BulkCarState): AuditFact {
  return change.type === 'set_status'
    ? {
        action: CAR_AUDIT.statusChange,
        targetType: CAR_TARGET,
        targetId: stockId,
        before: { status: before.status },
        after: { status: after.status },
      }
    : {
        action: CAR_AUDIT.update,
        targetType: CAR_TARGET,
        targetId: stockId,
        before: { fobPriceUsd: before.fobPriceUsd },
        after: { fobPriceUsd: after.fobPriceUsd },
      };
}

function summary(planned: Planned[], applied: boolean): BulkCarActionResultDto {
  const items = planned.map((p) => p.item);
  const changed = items.filter((i) => i.ok).length;
  return { applied, changed, refused: items.length - changed, items };
}
