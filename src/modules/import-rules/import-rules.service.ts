import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RequestContext } from '../../common/context/request-context.js';
import { invalidField, notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { Clock } from '../../common/time/clock.js';
import { addition, auditedFields, modification, removal } from '../audit/audit-facts.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import { type CarFacts, type ImportEligibility, importableCarBounds, importEligibility } from './import-eligibility.js';
import { countryCodeOf } from './import-rule-checks.js';
import { ImportRule } from './import-rule.entity.js';
import type { ImportRuleBodyDto } from './import-rules.requests.js';
import type { ImportRuleDto, ImportRuleListDto, StaffImportRuleDto, StaffImportRuleListDto } from './import-rules.responses.js';

const IMPORT_RULE_TARGET = 'import_rule';
export const IMPORT_RULE_AUDIT = {
  create: 'import_rule.create',
  update: 'import_rule.update',
  delete: 'import_rule.delete',
} as const;

/** The fields staff edit, as the audit log records them. */
const EDITABLE = [
  'importAllowed',
  'maxAgeYears',
  'minAgeYears',
  'ageCountedAt',
  'requiredSteering',
  'inspectionRequired',
  'inspectionAgency',
  'notes',
] as const satisfies readonly (keyof ImportRule)[];
type Editable = Pick<ImportRule, (typeof EDITABLE)[number]>;

/** What search needs to restrict the catalogue to the cars a country admits (see importableCarBounds). */
export type ImportableBounds = ReturnType<typeof importableCarBounds>;

/** A country code from a path: upper-cased, or 400 COUNTRY_INVALID. */
export function pathCountry(raw: string): string {
  const code = countryCodeOf(raw);
  if (!code) throw invalidField('country', Msg.COUNTRY_INVALID);
  return code;
}

/** The destination countries' import rules (table `import_rules`) and what they say about a car. */
@Injectable()
export class ImportRulesService {
  constructor(
    @InjectRepository(ImportRule) private readonly rules: Repository<ImportRule>,
    private readonly changes: AuditedChanges,
    private readonly clock: Clock,
  ) {}

  /** The rule of a country (ISO 3166-1 alpha-2, any case), or null when none is on file. */
  ruleFor(countryCode: string): Promise<ImportRule | null> {
    return this.rules.findOneBy({ countryCode: countryCode.toUpperCase() });
  }

  list(): Promise<ImportRule[]> {
    return this.rules.find({ order: { countryCode: 'ASC' } });
  }

  /** Whether the car may be imported to the country, and why not. */
  async eligibility(car: CarFacts, countryCode: string): Promise<ImportEligibility> {
    const country = countryCode.toUpperCase();
    return importEligibility(car, await this.ruleFor(country), country, this.clock.now());
  }

  /** The model years and steering side a country admits now, or null when it has no rules on file. */
  async importableBounds(countryCode: string): Promise<ImportableBounds | null> {
    const rule = await this.ruleFor(countryCode);
    return rule ? importableCarBounds(rule, this.clock.now()) : null;
  }

  /* ------------------------------------------------------------------------------------------------ answers */

  async listDtos(): Promise<ImportRuleListDto> {
    const items = (await this.list()).map((rule) => this.toDto(rule));
    return { items, total: items.length };
  }

  /** One country's rules; 404 "We have no import rules on file for XX." when none. */
  async getDto(countryCode: string): Promise<ImportRuleDto> {
    return this.toDto(await this.foundRule(countryCode));
  }

  async staffListDtos(): Promise<StaffImportRuleListDto> {
    const items = (await this.list()).map((rule) => this.toStaffDto(rule));
    return { items, total: items.length };
  }

  /** One country's rules as staff see them; 404 as getDto. */
  async staffDto(countryCode: string): Promise<StaffImportRuleDto> {
    return this.toStaffDto(await this.foundRule(countryCode));
  }

  private async foundRule(countryCode: string): Promise<ImportRule> {
    const country = pathCountry(countryCode);
    const rule = await this.ruleFor(country);
    if (!rule) throw notFound(Msg.IMPORT_RULES_NOT_FOUND, { country });
    return rule;
  }

  toDto(rule: ImportRule): ImportRuleDto {
    const bounds = importableCarBounds(rule, this.clock.now());
    return {
      countryCode: rule.countryCode,
      importAllowed: rule.importAllowed,
      maxAgeYears: rule.maxAgeYears,
      minAgeYears: rule.minAgeYears,
      ageCountedAt: rule.ageCountedAt,
      requiredSteering: rule.requiredSteering,
      inspectionRequired: rule.inspectionRequired,
      inspectionAgency: rule.inspectionAgency,
      notes: rule.notes,
      oldestModelYear: bounds.none ? null : bounds.minYear,
      newestModelYear: bounds.none ? null : bounds.maxYear,
      updatedAt: rule.updatedAt.toISOString(),
    };
  }

  /** The public answer, and where the rule comes from and when it was last checked there (not shown to customers). */
  toStaffDto(rule: ImportRule): StaffImportRuleDto {
    return { ...this.toDto(rule), source: rule.source, reviewedOn: rule.reviewedOn };
  }

  /* -------------------------------------------------------------------------------------------------- staff */

  /** Creates or replaces a country's rules (audited: what changed, before and after). Answers the rule and whether it is new. */
  async upsert(ctx: RequestContext, countryCode: string, body: ImportRuleBodyDto): Promise<{ rule: StaffImportRuleDto; created: boolean }> {
    const country = pathCountry(countryCode);
    const next: Editable = {
      importAllowed: body.importAllowed,
      maxAgeYears: body.maxAgeYears ?? null,
      minAgeYears: body.minAgeYears ?? null,
      ageCountedAt: body.ageCountedAt,
      requiredSteering: body.requiredSteering,
      inspectionRequired: body.inspectionRequired,
      inspectionAgency: body.inspectionRequired ? (body.inspectionAgency ?? null) : null,
      notes: body.notes ?? '',
    };
    const created = await this.changes.run(
      ctx,
      async (tx) => {
        const repo = tx.manager.getRepository(ImportRule);
        const current = await repo.findOne({ where: { countryCode: country }, lock: { mode: 'pessimistic_write' } });
        const actorId = ctx.actor?.id ?? null;
        if (!current) {
          await repo.insert({ countryCode: country, ...next, updatedBy: actorId });
          await tx.audit(addition(IMPORT_RULE_AUDIT.create, IMPORT_RULE_TARGET, country, next));
          return true;
        }
        const changed = EDITABLE.filter((field) => current[field] !== next[field]);
        if (changed.length === 0) return false;
        await repo.update({ countryCode: country }, { ...next, updatedBy: actorId });
        await tx.audit(
          modification(IMPORT_RULE_AUDIT.update, IMPORT_RULE_TARGET, country, {
            before: auditedFields(current, changed),
            after: auditedFields(next, changed),
          }),
        );
        return false;
      },
      // Two first writes of one country take turns: there is no row to lock yet.
      { lock: `import-rules:${country}` },
    );
    return { rule: await this.staffDto(country), created };
  }

  /** Removes a country's rules (audited); 404 when there are none. */
  async remove(ctx: RequestContext, countryCode: string): Promise<void> {
    const country = pathCountry(countryCode);
    await this.changes.run(ctx, async (tx) => {
      const repo = tx.manager.getRepository(ImportRule);
      const current = await repo.findOne({ where: { countryCode: country }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw notFound(Msg.IMPORT_RULES_NOT_FOUND, { country });
      await repo.delete({ countryCode: country });
      await tx.audit(removal(IMPORT_RULE_AUDIT.delete, IMPORT_RULE_TARGET, country, auditedFields(current, EDITABLE)));
    });
  }
}
