import { Inject, Injectable, Logger, type StreamableFile } from '@nestjs/common';
import type { SelectQueryBuilder } from 'typeorm';
import type { RequestContext } from '../../common/context/request-context.js';
import { invalidField } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import { asTheyAre, StaffList, timeRangeFilter } from '../../common/pagination/staff-list.js';
import { Clock } from '../../common/time/clock.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { modification } from '../audit/audit-facts.js';
import { AuditedChanges, type AuditedTx } from '../audit/audited-changes.service.js';
import { emailLanguageOf } from '../notifications/email/email-template.js';
import { renderEmail } from '../notifications/email/render-email.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { UsersService } from '../users/users.service.js';
import { approvedPayout, CLAIM_MACHINE, type ClaimStatus } from './insurance-claim-rules.js';
import type { InsuranceClaim } from './insurance-claim.entity.js';
import { ADMIN_CLAIM_SORT, type ClaimCustomerFilter, InsuranceClaimsRepository } from './insurance-claims.repository.js';
import { claimDecisionEmail } from './insurance-emails.js';
import { toAdminClaimDto } from './insurance.mappers.js';
import type { AdminClaimsExportQueryDto, AdminClaimsQueryDto, ApproveClaimDto, PayClaimDto, RejectClaimDto } from './insurance.requests.js';
import type { AdminClaimDto, AdminClaimListDto } from './insurance.responses.js';
import { CLAIM_AUDIT, CLAIM_TARGET } from './insurance.service.js';

const CLAIM_CSV_COLUMNS: CsvColumn<InsuranceClaim>[] = [
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

/**
 * Staff's side of marine insurance claims: the list and its CSV, and the decisions — approve with a payout, reject
 * with a reason, record the refund — each recorded as a claim event, audited and emailed to the customer.
 */
@Injectable()
export class InsuranceAdminService {
  private readonly logger = new Logger(InsuranceAdminService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly claims: InsuranceClaimsRepository,
    private readonly changes: AuditedChanges,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly exports: CsvExports,
  ) {}

  private readonly staffList = new StaffList(this.exports, {
    filtered: (query: AdminClaimsExportQueryDto) => this.staffFiltered(query),
    sort: ADMIN_CLAIM_SORT,
    items: (rows: InsuranceClaim[]) => this.toAdminDtos(rows),
    csv: { filename: 'insurance-claims', columns: CLAIM_CSV_COLUMNS, rows: asTheyAre },
  });

  listAll(query: AdminClaimsQueryDto): Promise<AdminClaimListDto> {
    return this.staffList.page(query);
  }

  /** The staff list as CSV: the same filters and sort, every page (up to the export's limit). */
  exportCsv(query: AdminClaimsExportQueryDto): Promise<StreamableFile> {
    return this.staffList.exportCsv(query);
  }

  async getForStaff(id: string): Promise<AdminClaimDto> {
    return (await this.toAdminDtos([await this.claims.get(id)]))[0]!;
  }

  /** Approves a filed claim: the payout is the assessed damage (the amount claimed by default), capped at the cover. */
  async approve(ctx: RequestContext, id: string, body: ApproveClaimDto): Promise<AdminClaimDto> {
    const minimum = this.config.marineInsuranceMinimumClaimUsd;
    return this.decide(ctx, id, 'approved', CLAIM_AUDIT.approve, async (tx, found) => {
      const payout = approvedPayout({
        amountClaimedUsd: found.amountClaimed,
        assessedUsd: body.assessedDamage ?? null,
        coverUsd: found.cover,
        minimumUsd: minimum,
      });
      if ('refusal' in payout) throw invalidField('assessedDamage', Msg.CLAIM_BELOW_MINIMUM, { minimum });
      const decidedAt = this.clock.now();
      await this.claims.update(tx.manager, found.id, { status: 'approved', payout: payout.payoutUsd, decidedAt });
      await this.claims.addEvent(tx, found, 'approved', payout.payoutUsd, body.note ?? null, this.clock.now());
      return { payout: payout.payoutUsd, assessedDamage: body.assessedDamage ?? found.amountClaimed };
    });
  }

  async reject(ctx: RequestContext, id: string, body: RejectClaimDto): Promise<AdminClaimDto> {
    return this.decide(ctx, id, 'rejected', CLAIM_AUDIT.reject, async (tx, found) => {
      await this.claims.update(tx.manager, found.id, { status: 'rejected', rejectionReason: body.reason, decidedAt: this.clock.now() });
      await this.claims.addEvent(tx, found, 'rejected', null, body.reason, this.clock.now());
      return { reason: body.reason };
    });
  }

  /** Step 6: staff record that the cash refund was paid. */
  async pay(ctx: RequestContext, id: string, body: PayClaimDto): Promise<AdminClaimDto> {
    return this.decide(ctx, id, 'paid', CLAIM_AUDIT.pay, async (tx, found) => {
      await this.claims.update(tx.manager, found.id, { status: 'paid', paidAt: this.clock.now() });
      await this.claims.addEvent(tx, found, 'paid', found.payout, body.note ?? null, this.clock.now());
      return { payout: found.payout };
    });
  }

  /**
   * The claims the staff list's filters match (InsuranceClaimsRepository.staffFiltered) once the customers it names
   * are looked up. Null when a customer asked about does not exist (nothing matches).
   */
  private async staffFiltered(query: AdminClaimsExportQueryDto): Promise<SelectQueryBuilder<InsuranceClaim> | null> {
    const range = timeRangeFilter(query);
    const customers: ClaimCustomerFilter = {};
    if (query.customerId) {
      const customer = await this.users.findByPublicId(query.customerId);
      if (!customer) return null;
      customers.userId = customer.id;
    }
    const q = query.q?.trim();
    if (q && q.includes('@')) {
      const customer = await this.users.findByEmail(q.toLowerCase());
      if (!customer) return null;
      customers.byEmail = customer.id;
    }
    return this.claims.staffFiltered(query, range, customers);
  }

  /**
   * Moves a claim to `status` (the claim machine says whether staff may), doing `work`, then audits the change:
   * the status it had, and the status it has with the facts `work` returns. The customer is emailed afterwards.
   */
  private async decide(
    ctx: RequestContext,
    id: string,
    status: ClaimStatus,
    action: string,
    work: (tx: AuditedTx, found: InsuranceClaim) => Promise<Record<string, unknown>>,
  ): Promise<AdminClaimDto> {
    const claim = await this.changes.run(ctx, async (tx) => {
      const found = await this.claims.get(id, undefined, tx);
      CLAIM_MACHINE.assert(found.status, status, 'staff');
      const after = await work(tx, found);
      await tx.audit(modification(action, CLAIM_TARGET, found.publicId, { before: { status: found.status }, after: { status, ...after } }));
      return this.claims.reread(tx.manager, found.id);
    });
    await this.notify(ctx, claim);
    return (await this.toAdminDtos([claim]))[0]!;
  }

  private async notify(ctx: RequestContext, claim: InsuranceClaim): Promise<void> {
    const failure = { logger: this.logger, requestId: ctx.requestId, text: 'Could not queue an insurance claim notice' };
    await this.notifications.sendNotice(async () => {
      // Nobody to tell once the customer's account is deleted.
      const customer = claim.userId ? await this.users.findById(claim.userId) : null;
      if (!customer) return null;
      const vars = {
        firstName: customer.firstName,
        claimId: claim.publicId,
        carTitle: claim.carTitle,
        stockId: claim.stockId,
        status: claim.status,
        payout: claim.payout,
        rejectionReason: claim.rejectionReason,
        claimsUrl: `${this.config.publicUrl}/profile/claims`,
      };
      // Staff decided it: the customer's profile says the language, not the staff member's request.
      return renderEmail(claimDecisionEmail, emailLanguageOf(customer), vars, customer.email);
    }, failure);
  }

  private async toAdminDtos(rows: InsuranceClaim[]): Promise<AdminClaimDto[]> {
    if (rows.length === 0) return [];
    const [users, events] = await Promise.all([
      this.users.findByIds(rows.flatMap((r) => (r.userId ? [r.userId] : []))),
      this.claims.eventsOf(rows.map((r) => r.id)),
    ]);
    return rows.map((c) => toAdminClaimDto(c, users, events));
  }
}
