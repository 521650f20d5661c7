import { Inject, Injectable } from '@nestjs/common';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { conflict, invalidField } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { usd } from '../../common/money/money.dto.js';
import { resolvePaging } from '../../common/pagination/pagination.js';
import { Clock } from '../../common/time/clock.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { addition, modification } from '../audit/audit-facts.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import { auditActions } from '../audit/audit-actions.js';
import { DamageReportsService } from '../damage-reports/damage-reports.service.js';
import { HOLDING_STATUSES } from '../orders/order-transitions.js';
import type { Order } from '../orders/order.entity.js';
import { toOrderInsurance } from '../orders/orders.mappers.js';
import type { OrderDto } from '../orders/orders.responses.js';
import { CustomerOrdersService } from '../orders/customer-orders.service.js';
import { claimAmountRefusal, claimFilingRefusal, repairRefusal } from './insurance-claim-rules.js';
import { InsuranceClaimsRepository } from './insurance-claims.repository.js';
import { toClaimDto } from './insurance.mappers.js';
import type { ClaimsQueryDto, FileClaimDto, RecordRepairDto } from './insurance.requests.js';
import type { ClaimDto, ClaimListDto, InsuranceQuoteDto, InsuredOrderListDto } from './insurance.responses.js';
import {
  MARINE_INSURANCE_MAXIMUM_COVER_USD,
  MARINE_INSURANCE_MINIMUM_PREMIUM_USD,
  marineInsuranceQuote,
} from '../price-calculator/marine-insurance-rules.js';
import { orderInsurance } from '../orders/order-insurance-rules.js';

export const CLAIM_TARGET = 'insurance_claim';
export const CLAIM_AUDIT = auditActions(CLAIM_TARGET, ['file', 'repair', 'approve', 'reject', 'pay']);

/**
 * Marine insurance (spec §1, §2 Insurance page): the public quote, insurance added to a CFR order (through
 * the orders module, which owns the order's total), and claims — filed by the order's owner once the insured car has
 * arrived, optionally about one of their damage reports (DamageReportsService), decided and paid by staff, each step
 * recorded (insurance_claim_events) and audited; the customer is emailed on each decision. This service serves the
 * customer; InsuranceAdminService serves staff; every query is in InsuranceClaimsRepository.
 *
 * Table ownership: `insurance_claims`, `insurance_claim_events`.
 */
@Injectable()
export class InsuranceService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly claims: InsuranceClaimsRepository,
    private readonly changes: AuditedChanges,
    private readonly orders: CustomerOrdersService,
    private readonly damageReports: DamageReportsService,
    private readonly clock: Clock,
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
    const open = await this.claims.openClaims(orders.map((o) => o.id));
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
        const saved = await this.claims.insert(tx.manager, {
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
        await this.claims.addEvent(tx, saved, 'filed', body.amountClaimed, null, this.clock.now());
        await tx.audit(
          addition(CLAIM_AUDIT.file, CLAIM_TARGET, saved.publicId, {
            orderId: order.publicId,
            stockId: order.stockId,
            amountClaimed: body.amountClaimed,
            cover: insurance.coverUsd,
            damageReport: reference,
            status: 'filed',
          }),
        );
        return saved;
      },
      // Two filings at once: the unique index on an order's claim under way.
      { onUniqueViolation: () => conflict(Msg.CLAIM_ALREADY_OPEN) },
    );
    return toClaimDto(claim);
  }

  async listOwn(ctx: RequestContext, query: ClaimsQueryDto): Promise<ClaimListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const [rows, total] = await this.claims.ownPage(actorOf(ctx).id, skip, limit);
    return { items: rows.map(toClaimDto), total, page, limit };
  }

  async getOwn(ctx: RequestContext, id: string): Promise<ClaimDto> {
    return toClaimDto(await this.claims.get(id, actorOf(ctx).id));
  }

  /** Step 5: the customer records that the car was repaired, and what it cost. */
  async recordRepair(ctx: RequestContext, id: string, body: RecordRepairDto): Promise<ClaimDto> {
    const owner = actorOf(ctx).id;
    const claim = await this.changes.run(ctx, async (tx) => {
      const found = await this.claims.get(id, owner, tx);
      const refusal = repairRefusal(found.status);
      if (refusal) throw conflict(refusal, { status: found.status });
      const repairedAt = this.clock.now();
      await this.claims.update(tx.manager, found.id, { repairedAt, repairCost: body.repairCost });
      await this.claims.addEvent(tx, found, 'repaired', body.repairCost, body.note ?? null, this.clock.now());
      await tx.audit(
        modification(CLAIM_AUDIT.repair, CLAIM_TARGET, found.publicId, {
          before: { repairCost: found.repairCost },
          after: { repairCost: body.repairCost },
        }),
      );
      return this.claims.reread(tx.manager, found.id);
    });
    return toClaimDto(claim);
  }

  /* ---------------------------------------------------------------- helpers */

  /** The caller's damage report, which must be about this order (400 otherwise, also for someone else's). */
  private async ownReportAbout(ctx: RequestContext, reference: string, order: Order): Promise<string> {
    const report = await this.damageReports.getOwn(ctx, reference).catch(() => null);
    if (!report || report.order.id !== order.publicId) throw invalidField('damageReportReference', Msg.CLAIM_DAMAGE_REPORT_INVALID);
    return report.reference;
  }

  /** 409 when the order already has a claim under way (or paid). */
  private async refuseIfOpen(orderId: string): Promise<void> {
    if (await this.claims.hasOpen(orderId)) throw conflict(Msg.CLAIM_ALREADY_OPEN);
  }
}
