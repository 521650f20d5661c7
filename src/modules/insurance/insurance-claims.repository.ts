import { Injectable } from '@nestjs/common';
import { Brackets, DataSource, type EntityManager, In, Not, type SelectQueryBuilder } from 'typeorm';
import { notFound } from '../../common/errors/app-error.js';
import { Msg } from '../../common/errors/messages.js';
import { applySort } from '../../common/pagination/sort.js';
import type { TimeRange } from '../../common/time/time-range.js';
import { isUuid } from '../../common/validation/uuid.js';
import { escapeLike } from '../../database/sql.js';
import type { AuditedTx } from '../audit/audited-changes.service.js';
import type { ClaimEventKind } from './insurance-claim-rules.js';
import { InsuranceClaim, InsuranceClaimEvent } from './insurance-claim.entity.js';
import { ADMIN_CLAIM_SORTS, type AdminClaimsExportQueryDto } from './insurance.requests.js';

/** The customers a staff list asks about, already looked up (UsersService) by the service. */
export interface ClaimCustomerFilter {
  /** `customerId`'s user. */
  userId?: string;
  /** The user whose email is `q`. */
  byEmail?: string;
}

/** Every query of the insurance module (`insurance_claims`, `insurance_claim_events`). */
@Injectable()
export class InsuranceClaimsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A claim by its public id (the owner's only, when given); 404 otherwise. Locked when read through a transaction. */
  async get(id: string, ownerId?: string, tx?: AuditedTx): Promise<InsuranceClaim> {
    const where = { publicId: id, ...(ownerId !== undefined ? { userId: ownerId } : {}) };
    const claim = !isUuid(id)
      ? null
      : tx
        ? await tx.manager.getRepository(InsuranceClaim).findOne({ where, lock: { mode: 'pessimistic_write' } })
        : await this.dataSource.getRepository(InsuranceClaim).findOne({ where });
    if (!claim) throw notFound(Msg.CLAIM_NOT_FOUND);
    return claim;
  }

  /** A new claim, read back whole. */
  async insert(m: EntityManager, fields: Partial<InsuranceClaim>): Promise<InsuranceClaim> {
    const repo = m.getRepository(InsuranceClaim);
    const inserted = await repo.insert(fields);
    const id = String((inserted.identifiers[0] as { id: string }).id);
    return repo.findOneByOrFail({ id });
  }

  async update(m: EntityManager, id: string, changes: Partial<InsuranceClaim>): Promise<void> {
    await m.getRepository(InsuranceClaim).update({ id }, changes);
  }

  reread(m: EntityManager, id: string): Promise<InsuranceClaim> {
    return m.getRepository(InsuranceClaim).findOneByOrFail({ id });
  }

  /** Records a step of the claim, by whoever makes the change. */
  async addEvent(tx: AuditedTx, claim: InsuranceClaim, kind: ClaimEventKind, amount: string | null, note: string | null, at: Date) {
    const actor = tx.ctx.actor;
    await tx.manager.getRepository(InsuranceClaimEvent).insert({
      claimId: claim.id,
      kind,
      amount,
      note,
      actorId: actor?.publicId ?? null,
      actorRole: actor?.role ?? null,
      at,
    });
  }

  /** A customer's claims, newest first, one page. */
  ownPage(userId: string, skip: number, take: number): Promise<[InsuranceClaim[], number]> {
    return this.dataSource
      .getRepository(InsuranceClaim)
      .findAndCount({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, skip, take });
  }

  /** Whether the order has a claim under way (or paid). */
  async hasOpen(orderId: string): Promise<boolean> {
    const open = await this.dataSource
      .getRepository(InsuranceClaim)
      .findOne({ where: { orderId, status: Not('rejected' as const) }, select: { id: true } });
    return open !== null;
  }

  /** Order id → the public id of its claim that is not rejected. */
  async openClaims(orderIds: readonly string[]): Promise<Map<string, string>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(InsuranceClaim).find({
      where: { orderId: In([...orderIds]), status: Not('rejected' as const) },
      select: { orderId: true, publicId: true },
    });
    return new Map(rows.map((r) => [String(r.orderId), r.publicId]));
  }

  /** The events of these claims, oldest first. */
  eventsOf(claimIds: string[]): Promise<InsuranceClaimEvent[]> {
    return this.dataSource.getRepository(InsuranceClaimEvent).find({ where: { claimId: In(claimIds) }, order: { id: 'ASC' } });
  }

  /** The staff list's query: filters and sort (newest first unless asked), the id breaking ties. */
  staffQuery(query: AdminClaimsExportQueryDto, range: TimeRange, customers: ClaimCustomerFilter): SelectQueryBuilder<InsuranceClaim> {
    const qb = this.dataSource.getRepository(InsuranceClaim).createQueryBuilder('c');
    if (query.status) qb.andWhere('c.status = :status', { status: query.status });
    if (range.from) qb.andWhere('c.createdAt >= :from', { from: range.from });
    if (range.until) qb.andWhere('c.createdAt < :until', { until: range.until });
    if (customers.userId !== undefined) qb.andWhere('c.userId = :customer', { customer: customers.userId });
    const q = query.q?.trim();
    if (customers.byEmail !== undefined) {
      qb.andWhere('c.userId = :byEmail', { byEmail: customers.byEmail });
    } else if (q && isUuid(q)) {
      const id = q.toLowerCase();
      qb.andWhere(new Brackets((w) => w.where('c.orderPublicId = :id', { id }).orWhere('c.publicId = :id', { id })));
    } else if (q) {
      const like = `%${escapeLike(q)}%`;
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('c.stockId ILIKE :like', { like })
            .orWhere('c.carTitle ILIKE :like', { like })
            .orWhere('c.description ILIKE :like', { like })
            .orWhere('c.damageReportReference ILIKE :like', { like }),
        ),
      );
    }
    return applySort(qb, query.sort, ADMIN_CLAIM_SORTS, '-createdAt', 'c.id', ['decidedAt']);
  }
}
