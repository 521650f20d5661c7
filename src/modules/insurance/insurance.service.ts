import { Inject, Injectable, Logger, type StreamableFile } from '@nestjs/common';
import { cappedPage } from '../../common/pagination/capped-count.js';
import { Brackets, DataSource, In, Not, type SelectQueryBuilder } from 'typeorm';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { conflict, invalidField, notFound } from '../../common/errors/app-error.js';
import { Msg } from '../../common/errors/messages.js';
import { usd } from '../../common/money/money.dto.js';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import { keysetBatches, noRows } from '../../common/csv/export-batches.js';
import { resolvePaging } from '../../common/pagination/pagination.js';
import { applySort } from '../../common/pagination/sort.js';
import { toTimeRange } from '../../common/time/time-range.js';
import { Clock } from '../../common/time/clock.js';
import { isUuid } from '../../common/validation/uuid.js';
import { escapeLike } from '../../database/sql.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { AuditedChanges, type AuditedTx } from '../audit/audited-changes.service.js';
import { DamageReportsService } from '../damage-reports/damage-reports.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { HOLDING_STATUSES } from '../orders/order-transitions.js';
import type { Order } from '../orders/order.entity.js';
import { toOrderInsurance } from '../orders/orders.mappers.js';
import type { OrderDto } from '../orders/orders.responses.js';
import { CustomerOrdersService } from '../orders/customer-orders.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import {
  approvedPayout,
  claimAmountRefusal,
  type ClaimEventKind,
  claimFilingRefusal,
  claimSteps,
  CLAIM_MACHINE,
  currentStep,
  nextClaimStatuses,
  repairRefusal,
} from './insurance-claim-rules.js';
import { InsuranceClaim, InsuranceClaimEvent } from './insurance-claim.entity.js';
import { claimDecisionEmail } from './insurance-emails.js';
import {
  ADMIN_CLAIM_SORTS,
  type AdminClaimsExportQueryDto,
  type AdminClaimsQueryDto,
  type ApproveClaimDto,
  type ClaimsQueryDto,
  type FileClaimDto,
  type PayClaimDto,
  type RecordRepairDto,
  type RejectClaimDto,
} from './insurance.requests.js';
import type {
  AdminClaimDto,
  AdminClaimListDto,
  ClaimDto,
  ClaimListDto,
  InsuranceQuoteDto,
  InsuredOrderListDto,
} from './insurance.responses.js';
import {
  MARINE_INSURANCE_MAXIMUM_COVER_USD,
  MARINE_INSURANCE_MINIMUM_PREMIUM_USD,
  marineInsuranceQuote,
} from './marine-insurance-rules.js';
import { orderInsurance } from './order-insurance-rules.js';

const TARGET = 'insurance_claim';
export const CLAIM_AUDIT = {
  file: 'insurance_claim.file',
  repair: 'insurance_claim.repair',
  approve: 'insurance_claim.approve',
  reject: 'insurance_claim.reject',
  pay: 'insurance_claim.pay',
} as const;

/**
 * Marine insurance (spec §1, §2 Insurance page): the public quote, insurance added to a CFR order (through
 * OrdersService, which owns the order's total), and claims — filed by the order's owner once the insured car has
 * arrived, optionally about one of their damage reports (DamageReportsService), decided and paid by staff, each step
 * recorded (insurance_claim_events) and audited; the customer is emailed on each decision.
 *
 * Table ownership: `insurance_claims`, `insurance_claim_events`.
 */
@Injectable()
export class InsuranceService {
  private readonly logger = new Logger(InsuranceService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly orders: CustomerOrdersService,
    private readonly damageReports: DamageReportsService,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly exports: CsvExports,
  ) {}

  /* ---------------------------------------------------------------- quote and orders */

  quote(value: string): InsuranceQuoteDto {
    const q = marineInsuranceQuote(value, this.config.marineInsuranceRatePercent);
    return {
      value: usd(value),
      cover: usd(q.coverUsd),
      premium: usd(q.premiumUsd),
      ratePercent: q.ratePercent,
      minimumPremium: usd(MARINE_INSURANCE_MINIMUM_PREMIUM_USD),
      maximumCover: usd(MARINE_INSURANCE_MAXIMUM_COVER_USD),
      minimumClaim: usd(this.config.marineInsuranceMinimumClaimUsd),
    };
  }

  insureOrder(ctx: RequestContext, orderId: string): Promise<OrderDto> {
    return this.orders.insureOwn(ctx, orderId);
  }

  /** My orders (not cancelled, not FOB) with their insurance and whether a claim can be filed now. */
  async insuredOrders(ctx: RequestContext): Promise<InsuredOrderListDto> {
    const orders = (await this.orders.ownInStatuses(ctx, HOLDING_STATUSES)).filter((o) => o.tradeTerms !== 'FOB');
    const open = await this.openClaims(orders.map((o) => o.id));
    const rate = this.config.marineInsuranceRatePercent;
    return {
      items: orders.map((o) => {
        const claimId = open.get(String(o.id)) ?? null;
        const insured = orderInsurance(o, rate).insured;
        return {
          orderId: o.publicId,
          stockId: o.stockId,
          carTitle: o.carTitle,
          status: o.status,
          tradeTerms: o.tradeTerms,
          insurance: toOrderInsurance(o, rate),
          canClaim: claimId === null && claimFilingRefusal({ insured, status: o.status }) === null,
          claimId,
        };
      }),
    };
  }

  /* ---------------------------------------------------------------- claims: the customer */

  async fileClaim(ctx: RequestContext, body: FileClaimDto): Promise<ClaimDto> {
    const customer = actorOf(ctx);
    const order = await this.orders.findOwn(ctx, body.orderId);
    const insurance = orderInsurance(order, this.config.marineInsuranceRatePercent);
    const refusal = claimFilingRefusal({ insured: insurance.insured, status: order.status });
    if (refusal) throw conflict(refusal);
    const minimum = this.config.marineInsuranceMinimumClaimUsd;
    if (claimAmountRefusal(body.amountClaimed, minimum)) throw invalidField('amountClaimed', Msg.CLAIM_BELOW_MINIMUM, { minimum });
    const reference = body.damageReportReference ? await this.ownReportAbout(ctx, body.damageReportReference, order) : null;
    await this.refuseIfOpen(order.id);
    const claim = await this.changes.run(
      ctx,
      async (tx) => {
        const repo = tx.manager.getRepository(InsuranceClaim);
        const inserted = await repo.insert({
          userId: customer.id,
          orderId: order.id,
          orderPublicId: order.publicId,
          stockId: order.stockId,
          carTitle: order.carTitle,
          damageReportReference: reference,
          description: body.description,
          damageFoundOn: body.damageFoundOn,
          amountClaimed: body.amountClaimed,
          repairEstimate: body.repairEstimate ?? null,
          cover: insurance.coverUsd,
          currency: 'USD',
          insuredAt: insurance.insuredAt ?? order.reservedAt,
          arrivedAt: order.statusChangedAt,
          status: 'filed',
          payout: null,
          rejectionReason: null,
          repairedAt: null,
          repairCost: null,
          decidedAt: null,
          paidAt: null,
        });
        const id = String((inserted.identifiers[0] as { id: string }).id);
        const saved = await repo.findOneByOrFail({ id });
        await this.event(tx, saved, 'filed', body.amountClaimed, null);
        await tx.audit({
          action: CLAIM_AUDIT.file,
          targetType: TARGET,
          targetId: saved.publicId,
          before: null,
          after: {
            orderId: order.publicId,
            stockId: order.stockId,
            amountClaimed: body.amountClaimed,
            cover: insurance.coverUsd,
            damageReport: reference,
            status: 'filed',
          },
        });
        return saved;
      },
      // Two filings at once: the unique index on an order's claim under way.
      { onUniqueViolation: () => conflict(Msg.CLAIM_ALREADY_OPEN) },
    );
    return this.toDto(claim);
  }

  async listOwn(ctx: RequestContext, query: ClaimsQueryDto): Promise<ClaimListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const [rows, total] = await this.dataSource
      .getRepository(InsuranceClaim)
      .findAndCount({ where: { userId: actorOf(ctx).id }, order: { createdAt: 'DESC', id: 'DESC' }, skip, take: limit });
    return { items: rows.map((c) => this.toDto(c)), total, page, limit };
  }

  async getOwn(ctx: RequestContext, id: string): Promise<ClaimDto> {
    return this.toDto(await this.find(id, actorOf(ctx).id));
  }

  /** Step 5: the customer records that the car was repaired, and what it cost. */
  async recordRepair(ctx: RequestContext, id: string, body: RecordRepairDto): Promise<ClaimDto> {
    const owner = actorOf(ctx).id;
    const claim = await this.changes.run(ctx, async (tx) => {
      const found = await this.lock(tx, id, owner);
      const refusal = repairRefusal(found.status);
      if (refusal) throw conflict(refusal, { status: found.status });
      const repairedAt = this.clock.now();
      await tx.manager.getRepository(InsuranceClaim).update({ id: found.id }, { repairedAt, repairCost: body.repairCost });
      await this.event(tx, found, 'repaired', body.repairCost, body.note ?? null);
      await tx.audit({
        action: CLAIM_AUDIT.repair,
        targetType: TARGET,
        targetId: found.publicId,
        before: { repairCost: found.repairCost },
        after: { repairCost: body.repairCost },
      });
      return tx.manager.getRepository(InsuranceClaim).findOneByOrFail({ id: found.id });
    });
    return this.toDto(claim);
  }

  /* ---------------------------------------------------------------- claims: staff */

  async listAll(query: AdminClaimsQueryDto): Promise<AdminClaimListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const qb = await this.staffQuery(query);
    if (!qb) return { items: [], total: 0, totalEstimated: false, page, limit };
    const { rows, total, totalEstimated } = await cappedPage(qb, skip, limit);
    return { items: await this.toAdminDtos(rows), total, totalEstimated, page, limit };
  }

  /** The staff list as CSV: the same filters and sort, every page (up to the export's limit). */
  async exportCsv(query: AdminClaimsExportQueryDto): Promise<StreamableFile> {
    const qb = await this.staffQuery(query);
    const columns: CsvColumn<InsuranceClaim>[] = [
      { header: 'Id', value: (c) => c.publicId },
      { header: 'Status', value: (c) => c.status },
      { header: 'Filed at', value: (c) => c.createdAt },
      { header: 'Order', value: (c) => c.orderPublicId },
      { header: 'Stock id', value: (c) => c.stockId },
      { header: 'Car', value: (c) => c.carTitle },
      { header: 'Damage report', value: (c) => c.damageReportReference },
      { header: 'Damage found on', value: (c) => c.damageFoundOn },
      { header: 'Amount claimed (USD)', value: (c) => c.amountClaimed },
      { header: 'Cover (USD)', value: (c) => c.cover },
      { header: 'Payout (USD)', value: (c) => c.payout },
      { header: 'Rejection reason', value: (c) => c.rejectionReason },
      { header: 'Decided at', value: (c) => c.decidedAt },
      { header: 'Paid at', value: (c) => c.paidAt },
    ];
    return this.exports.download('insurance-claims', columns, qb ? keysetBatches(qb) : noRows);
  }

  async getForStaff(id: string): Promise<AdminClaimDto> {
    return (await this.toAdminDtos([await this.find(id)]))[0]!;
  }

  /** Approves a filed claim: the payout is the assessed damage (the amount claimed by default), capped at the cover. */
  async approve(ctx: RequestContext, id: string, body: ApproveClaimDto): Promise<AdminClaimDto> {
    const minimum = this.config.marineInsuranceMinimumClaimUsd;
    return this.decide(ctx, id, async (tx, found) => {
      CLAIM_MACHINE.assert(found.status, 'approved', 'staff');
      const payout = approvedPayout({
        amountClaimedUsd: found.amountClaimed,
        assessedUsd: body.assessedDamage ?? null,
        coverUsd: found.cover,
        minimumUsd: minimum,
      });
      if ('refusal' in payout) throw invalidField('assessedDamage', Msg.CLAIM_BELOW_MINIMUM, { minimum });
      const decidedAt = this.clock.now();
      await tx.manager.getRepository(InsuranceClaim).update({ id: found.id }, { status: 'approved', payout: payout.payoutUsd, decidedAt });
      await this.event(tx, found, 'approved', payout.payoutUsd, body.note ?? null);
      await tx.audit({
        action: CLAIM_AUDIT.approve,
        targetType: TARGET,
        targetId: found.publicId,
        before: { status: found.status },
        after: { status: 'approved', payout: payout.payoutUsd, assessedDamage: body.assessedDamage ?? found.amountClaimed },
      });
    });
  }

  async reject(ctx: RequestContext, id: string, body: RejectClaimDto): Promise<AdminClaimDto> {
    return this.decide(ctx, id, async (tx, found) => {
      CLAIM_MACHINE.assert(found.status, 'rejected', 'staff');
      await tx.manager
        .getRepository(InsuranceClaim)
        .update({ id: found.id }, { status: 'rejected', rejectionReason: body.reason, decidedAt: this.clock.now() });
      await this.event(tx, found, 'rejected', null, body.reason);
      await tx.audit({
        action: CLAIM_AUDIT.reject,
        targetType: TARGET,
        targetId: found.publicId,
        before: { status: found.status },
        after: { status: 'rejected', reason: body.reason },
      });
    });
  }

  /** Step 6: staff record that the cash refund was paid. */
  async pay(ctx: RequestContext, id: string, body: PayClaimDto): Promise<AdminClaimDto> {
    return this.decide(ctx, id, async (tx, found) => {
      CLAIM_MACHINE.assert(found.status, 'paid', 'staff');
      await tx.manager.getRepository(InsuranceClaim).update({ id: found.id }, { status: 'paid', paidAt: this.clock.now() });
      await this.event(tx, found, 'paid', found.payout, body.note ?? null);
      await tx.audit({
        action: CLAIM_AUDIT.pay,
        targetType: TARGET,
        targetId: found.publicId,
        before: { status: found.status },
        after: { status: 'paid', payout: found.payout },
      });
    });
  }

  /* ---------------------------------------------------------------- helpers */

  /**
   * The staff list's query: filters and sort (newest first unless asked), the id breaking ties. Null when a customer
   * asked about does not exist (nothing matches).
   */
  private async staffQuery(query: AdminClaimsExportQueryDto): Promise<SelectQueryBuilder<InsuranceClaim> | null> {
    const range = toTimeRange(query.from, query.to);
    if (!range) throw invalidField('to', Msg.INVALID_DATE_RANGE);
    const qb = this.dataSource.getRepository(InsuranceClaim).createQueryBuilder('c');
    if (query.status) qb.andWhere('c.status = :status', { status: query.status });
    if (range.from) qb.andWhere('c.createdAt >= :from', { from: range.from });
    if (range.until) qb.andWhere('c.createdAt < :until', { until: range.until });
    if (query.customerId) {
      const customer = await this.users.findByPublicId(query.customerId);
      if (!customer) return null;
      qb.andWhere('c.userId = :customer', { customer: customer.id });
    }
    const q = query.q?.trim();
    if (q && q.includes('@')) {
      const customer = await this.users.findByEmail(q.toLowerCase());
      if (!customer) return null;
      qb.andWhere('c.userId = :byEmail', { byEmail: customer.id });
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

  private async decide(
    ctx: RequestContext,
    id: string,
    work: (tx: AuditedTx, found: InsuranceClaim) => Promise<void>,
  ): Promise<AdminClaimDto> {
    const claim = await this.changes.run(ctx, async (tx) => {
      const found = await this.lock(tx, id);
      await work(tx, found);
      return tx.manager.getRepository(InsuranceClaim).findOneByOrFail({ id: found.id });
    });
    await this.notify(ctx, claim);
    return (await this.toAdminDtos([claim]))[0]!;
  }

  private async notify(ctx: RequestContext, claim: InsuranceClaim): Promise<void> {
    try {
      // Nobody to tell once the customer's account is deleted.
      const customer = claim.userId ? await this.users.findById(claim.userId) : null;
      if (!customer) return;
      await this.notifications.sendEmail(
        claimDecisionEmail(customer.email, customer.firstName, { ...claim, id: claim.publicId }, `${this.config.publicUrl}/profile/claims`),
      );
    } catch (error) {
      // The decision stands even if its notice cannot be queued.
      this.logger.error({ err: error, requestId: ctx.requestId }, 'Could not queue an insurance claim notice');
    }
  }

  private async event(tx: AuditedTx, claim: InsuranceClaim, kind: ClaimEventKind, amount: string | null, note: string | null) {
    const actor = tx.ctx.actor;
    await tx.manager.getRepository(InsuranceClaimEvent).insert({
      claimId: claim.id,
      kind,
      amount,
      note,
      actorId: actor?.publicId ?? null,
      actorRole: actor?.role ?? null,
      at: this.clock.now(),
    });
  }

  /** The caller's damage report, which must be about this order (400 otherwise, also for someone else's). */
  private async ownReportAbout(ctx: RequestContext, reference: string, order: Order): Promise<string> {
    const report = await this.damageReports.getOwn(ctx, reference).catch(() => null);
    if (!report || report.order.id !== order.publicId) throw invalidField('damageReportReference', Msg.CLAIM_DAMAGE_REPORT_INVALID);
    return report.reference;
  }

  /** 409 when the order already has a claim under way (or paid). */
  private async refuseIfOpen(orderId: string): Promise<void> {
    const open = await this.dataSource
      .getRepository(InsuranceClaim)
      .findOne({ where: { orderId, status: Not('rejected' as const) }, select: { id: true } });
    if (open) throw conflict(Msg.CLAIM_ALREADY_OPEN);
  }

  /** Order id → the public id of its claim that is not rejected. */
  private async openClaims(orderIds: readonly string[]): Promise<Map<string, string>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(InsuranceClaim).find({
      where: { orderId: In([...orderIds]), status: Not('rejected' as const) },
      select: { orderId: true, publicId: true },
    });
    return new Map(rows.map((r) => [String(r.orderId), r.publicId]));
  }

  private async find(id: string, ownerId?: string): Promise<InsuranceClaim> {
    const claim = isUuid(id)
      ? await this.dataSource
          .getRepository(InsuranceClaim)
          .findOne({ where: { publicId: id, ...(ownerId !== undefined ? { userId: ownerId } : {}) } })
      : null;
    if (!claim) throw notFound(Msg.CLAIM_NOT_FOUND);
    return claim;
  }

  private async lock(tx: AuditedTx, id: string, ownerId?: string): Promise<InsuranceClaim> {
    const claim = isUuid(id)
      ? await tx.manager.getRepository(InsuranceClaim).findOne({
          where: { publicId: id, ...(ownerId !== undefined ? { userId: ownerId } : {}) },
          lock: { mode: 'pessimistic_write' },
        })
      : null;
    if (!claim) throw notFound(Msg.CLAIM_NOT_FOUND);
    return claim;
  }

  private toDto(c: InsuranceClaim): ClaimDto {
    const steps = claimSteps(c);
    const money = (amount: string | null) => (amount === null ? null : usd(amount));
    return {
      id: c.publicId,
      status: c.status,
      order: { id: c.orderPublicId, stockId: c.stockId, carTitle: c.carTitle },
      damageReportReference: c.damageReportReference,
      description: c.description,
      damageFoundOn: c.damageFoundOn,
      amountClaimed: usd(c.amountClaimed),
      repairEstimate: money(c.repairEstimate),
      cover: usd(c.cover),
      payout: money(c.payout),
      rejectionReason: c.rejectionReason,
      repairCost: money(c.repairCost),
      currentStep: currentStep(steps),
      steps: steps.map((s) => ({ step: s.step, key: s.key, state: s.state, at: s.at, amount: money(s.amountUsd) })),
      createdAt: c.createdAt.toISOString(),
      decidedAt: c.decidedAt?.toISOString() ?? null,
      paidAt: c.paidAt?.toISOString() ?? null,
    };
  }

  private async toAdminDtos(rows: InsuranceClaim[]): Promise<AdminClaimDto[]> {
    if (rows.length === 0) return [];
    const [users, events] = await Promise.all([
      this.users.findByIds(rows.flatMap((r) => (r.userId ? [r.userId] : []))),
      this.dataSource.getRepository(InsuranceClaimEvent).find({ where: { claimId: In(rows.map((r) => r.id)) }, order: { id: 'ASC' } }),
    ]);
    return rows.map((c) => {
      const user: User | undefined = users.get(String(c.userId));
      return {
        ...this.toDto(c),
        customer: {
          id: user?.publicId ?? null,
          email: user?.email ?? null,
          name: user ? `${user.firstName} ${user.lastName}`.trim() : null,
        },
        nextStatuses: nextClaimStatuses(c.status),
        events: events
          .filter((e) => String(e.claimId) === String(c.id))
          .map((e) => ({
            kind: e.kind,
            amount: e.amount === null ? null : usd(e.amount),
            note: e.note,
            actorId: e.actorId,
            actorRole: e.actorRole,
            at: e.at.toISOString(),
          })),
      };
    });
  }
}
