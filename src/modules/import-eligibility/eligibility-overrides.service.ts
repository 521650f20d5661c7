import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import type { RequestContext } from '../../common/context/request-context.js';
import { conflict, invalidField, notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { resolvePaging } from '../../common/pagination/pagination.js';
import { Clock } from '../../common/time/clock.js';
import { isUuid } from '../../common/validation/uuid.js';
import { addition, modification } from '../audit/audit-facts.js';
import { AuditedChanges, type AuditedTx } from '../audit/audited-changes.service.js';
import { auditActions } from '../audit/audit-actions.js';
import { CarDirectory } from '../cars/car-directory.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { EligibilityOverride } from './eligibility-override.entity.js';
import { overridesPage } from './eligibility-overrides.repository.js';
import type { CreateEligibilityOverrideDto, EligibilityOverridesQueryDto } from './eligibility-overrides.requests.js';
import type { EligibilityOverrideDto, EligibilityOverrideListDto } from './eligibility-overrides.responses.js';
import {
  type CarFacts,
  ELIGIBILITY_OVERRIDE_VALID_DAYS,
  type ImportRuleFacts,
  importEligibility,
  OVERRIDE_MACHINE,
  overrideStatus,
  saleRefusal,
  saleRefused,
} from '../import-rules/import-eligibility.js';
import { ImportRulesService } from '../import-rules/import-rules.service.js';
import { daysFrom } from '../../common/time/days.js';

export const OVERRIDE_TARGET = 'eligibility_override';
export const OVERRIDE_AUDIT = auditActions(OVERRIDE_TARGET, ['create', 'use', 'revoke']);

/** A sale to be let through or refused: who buys which car, to where, for which order. */
export interface SaleToAdmit {
  /** The customer (users.id). */
  customerId: string;
  stockId: string;
  country: string;
  car: CarFacts;
  /** The country's rules, read before the order's transaction (ImportRulesService.ruleFor); null: none on file. */
  rule: ImportRuleFacts | null;
  /** The order's public id. */
  orderId: string;
  /** Staff placing the order themselves (a won auction car) may let it through with a written reason. */
  staffReason: string | null;
}

/** How a refused sale was let through, for the order's audit entry. */
export interface AdmittedOverride {
  /** The override used (its public id), or null for a reason staff gave with the order. */
  id: string | null;
  reason: string;
}

/**
 * Import eligibility gates the sale (issue 24 §3). `admitSale` runs in an order's transaction (OrderPlacement.place,
 * for a customer's reservation and for a won auction car's order alike): a car the destination's rules refuse is a 409
 * with every reason, unless staff let that one sale through — with a reason given when they place the order, or an
 * override made beforehand for the customer, the car and the country, which the reservation then uses up. Table
 * ownership: `eligibility_overrides`; cars, customers and rules through their services.
 */
@Injectable()
export class EligibilityOverridesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly rules: ImportRulesService,
    private readonly cars: CarDirectory,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  /** The rules of a destination, for a sale to check later in its transaction (read outside it: no second connection). */
  ruleFor(country: string): Promise<ImportRuleFacts | null> {
    return this.rules.ruleFor(country);
  }

  /**
   * Lets a sale through or refuses it, in the order's transaction: null when the rules do not refuse the car (or
   * there are none on file); the override that lets it through (used up here, audited) when they do; else the 409
   * IMPORT_NOT_ELIGIBLE with each reason in `details`.
   */
  async admitSale(tx: AuditedTx, sale: SaleToAdmit): Promise<AdmittedOverride | null> {
    const now = this.clock.now();
    const eligibility = importEligibility(sale.car, sale.rule, sale.country, now);
    if (!saleRefused(eligibility)) return null;
    if (sale.staffReason) return { id: null, reason: sale.staffReason };
    const repo = tx.manager.getRepository(EligibilityOverride);
    const override = await repo.findOne({
      where: {
        userId: sale.customerId,
        stockId: sale.stockId,
        countryCode: sale.country,
        usedAt: IsNull(),
        revokedAt: IsNull(),
        expiresAt: MoreThan(now),
      },
      order: { createdAt: 'DESC', id: 'DESC' },
      lock: { mode: 'pessimistic_write' },
    });
    if (!override) throw saleRefusal(eligibility);
    OVERRIDE_MACHINE.assert(overrideStatus(override, now), 'used', 'reservation');
    await repo.update({ id: override.id }, { usedAt: now, orderId: sale.orderId });
    await tx.audit(
      modification(OVERRIDE_AUDIT.use, OVERRIDE_TARGET, override.publicId, {
        before: { status: 'open' },
        after: { status: 'used', orderId: sale.orderId },
      }),
    );
    return { id: override.publicId, reason: override.reason };
  }

  /* ------------------------------------------------------------------------------------------------ staff */

  /**
   * An override for one customer's next reservation of one car to one country: 400 for an unknown customer, 404 for a
   * car not listed, 409 ELIGIBILITY_OVERRIDE_NOT_NEEDED when the rules do not refuse the car there. Audited.
   */
  async create(ctx: RequestContext, body: CreateEligibilityOverrideDto): Promise<EligibilityOverrideDto> {
    const [customer, car] = await Promise.all([this.users.findByPublicId(body.customerId), this.cars.findForQuote(body.stockId)]);
    if (!customer) throw invalidField('customerId', Msg.CUSTOMER_ID_INVALID);
    if (!car) throw notFound(Msg.PRODUCT_NOT_FOUND);
    const country = body.destinationCountry;
    const eligibility = await this.rules.eligibility({ year: car.year, steering: car.steering === 'left' ? 'left' : 'right' }, country);
    if (!saleRefused(eligibility)) throw conflict(Msg.ELIGIBILITY_OVERRIDE_NOT_NEEDED, { country });
    const now = this.clock.now();
    const saved = await this.changes.run(ctx, async (tx) => {
      const repo = tx.manager.getRepository(EligibilityOverride);
      const row = await repo.save(
        repo.create({
          userId: customer.id,
          stockId: car.stockId,
          countryCode: country,
          reason: body.reason,
          reasons: eligibility.reasons,
          createdBy: ctx.actor?.id ?? null,
          expiresAt: daysFrom(now, ELIGIBILITY_OVERRIDE_VALID_DAYS),
        }),
      );
      await tx.audit(
        addition(OVERRIDE_AUDIT.create, OVERRIDE_TARGET, row.publicId, {
          customerId: customer.publicId,
          stockId: row.stockId,
          country,
          reason: row.reason,
          reasons: eligibility.reasons.map((r) => r.code),
          expiresAt: row.expiresAt.toISOString(),
        }),
      );
      return row;
    });
    return this.toDto(saved, customer);
  }

  async list(query: EligibilityOverridesQueryDto): Promise<EligibilityOverrideListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    let userId: string | undefined;
    if (query.customerId) {
      const customer = await this.users.findByPublicId(query.customerId);
      if (!customer) return { items: [], total: 0, page, limit };
      userId = customer.id;
    }
    const [rows, total] = await overridesPage(this.dataSource, { userId, stockId: query.stockId, status: query.status }, this.clock.now(), {
      skip,
      limit,
    });
    const customers = await this.users.findByIds(rows.map((r) => r.userId));
    return { items: rows.map((r) => this.toDto(r, customers.get(String(r.userId)) ?? null)), total, page, limit };
  }

  /** Withdraws an override not used yet (audited); 409 once a reservation used it. */
  async revoke(ctx: RequestContext, id: string): Promise<EligibilityOverrideDto> {
    const saved = await this.changes.run(ctx, async (tx) => {
      const repo = tx.manager.getRepository(EligibilityOverride);
      const row = isUuid(id) ? await repo.findOne({ where: { publicId: id }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!row) throw notFound(Msg.ELIGIBILITY_OVERRIDE_NOT_FOUND);
      const before = overrideStatus(row, this.clock.now());
      // Revoking one revoked already changes nothing; a used one cannot be (the machine says why).
      if (before === 'revoked') return row;
      OVERRIDE_MACHINE.assert(before, 'revoked', 'staff');
      row.revokedAt = this.clock.now();
      await repo.update({ id: row.id }, { revokedAt: row.revokedAt });
      await tx.audit(
        modification(OVERRIDE_AUDIT.revoke, OVERRIDE_TARGET, row.publicId, { before: { status: before }, after: { status: 'revoked' } }),
      );
      return row;
    });
    return this.toDto(saved, await this.users.findById(saved.userId));
  }

  private toDto(row: EligibilityOverride, customer: User | null): EligibilityOverrideDto {
    const status = overrideStatus(row, this.clock.now());
    return {
      id: row.publicId,
      customer: customer && {
        id: customer.publicId,
        email: customer.email,
        name: `${customer.firstName} ${customer.lastName}`.trim(),
      },
      stockId: row.stockId,
      destinationCountry: row.countryCode,
      reason: row.reason,
      reasons: row.reasons,
      status,
      nextStatuses: OVERRIDE_MACHINE.targets(status, 'staff'),
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      usedAt: row.usedAt ? row.usedAt.toISOString() : null,
      orderId: row.orderId,
      revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
    };
  }
}
