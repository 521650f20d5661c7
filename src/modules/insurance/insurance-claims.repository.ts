import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In, Not, type SelectQueryBuilder } from 'typeorm';
import { notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { narrowed, type StaffListSort } from '../../common/pagination/staff-list.js';
import type { TimeRange } from '../../common/time/time-range.js';
import { isUuid } from '../../common/validation/uuid.js';
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

/** The staff list's sort: newest first unless asked, the id breaking ties; a claim not yet decided has no decidedAt. */
export const ADMIN_CLAIM_SORT: StaffListSort<keyof typeof ADMIN_CLAIM_SORTS> = {
  columns: ADMIN_CLAIM_SORTS,
  fallback: '-createdAt',
  tieBreaker: 'c.id',
  nullable: ['decidedAt'],
};

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

  /**
   * The claims the staff list's filters match (InsuranceAdminService's StaffList sorts them). `q` is the customer's
   * email when `customers.byEmail` is given, a claim's or its order's id when it is a UUID, text in the car or the
   * claim otherwise.
   */
  staffFiltered(query: AdminClaimsExportQueryDto, range: TimeRange, customers: ClaimCustomerFilter): SelectQueryBuilder<InsuranceClaim> {
    const q = customers.byEmail === undefined ? query.q?.trim() : undefined;
    const id = q && isUuid(q) ? q.toLowerCase() : undefined;
    return narrowed(this.dataSource.getRepository(InsuranceClaim).createQueryBuilder('c'))
      .equals('c.status', query.status)
      .within('c.createdAt', range)
      .equals('c.userId', customers.userId)
      .equals('c.userId', customers.byEmail)
      .where(id, '(c.orderPublicId = :id OR c.publicId = :id)', { id })
      .contains(['c.stockId', 'c.carTitle', 'c.description', 'c.damageReportReference'], id ? undefined : q).qb;
  }
}
