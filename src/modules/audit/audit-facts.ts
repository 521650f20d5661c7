import type { AuditFact } from './audited-changes.service.js';

/**
 * The shapes of an audit fact, one home for them: a change's call site says what happened to what
 * (`await tx.audit(removal(FAQ_AUDIT.itemDelete, ITEM, target.id, { question: target.question }))`) instead of
 * spelling out the fact's five keys each time. What gets stored is the same: a missing before/after is stored as null.
 */

type AuditedValues = Record<string, unknown>;

/** Something added: nothing before, its audited values after. */
export function addition(action: string, targetType: string, targetId: string, after: AuditedValues): AuditFact {
  return { action, targetType, targetId, before: null, after };
}

/** Something removed: its audited values before, nothing after. */
export function removal(action: string, targetType: string, targetId: string, before: AuditedValues): AuditFact {
  return { action, targetType, targetId, before, after: null };
}

/**
 * Something changed: the values it changed as they were and as they are now, named so the two cannot be swapped
 * (before is null for an upsert that created).
 */
export function modification(
  action: string,
  targetType: string,
  targetId: string,
  { before, after }: { before: AuditedValues | null; after: AuditedValues | null },
): AuditFact {
  return { action, targetType, targetId, before, after };
}

/** The audited fields of a row, by name, as the row has them. */
export function auditedFields<T extends object, K extends keyof T>(row: T, fields: readonly K[]): AuditedValues {
  return Object.fromEntries(fields.map((f) => [f, row[f]]));
}

/** A row added, by its id: every audited field as it now is. */
export function rowAddition<T extends { id: string }, K extends keyof T>(
  action: string,
  targetType: string,
  row: T,
  fields: readonly K[],
): AuditFact {
  return addition(action, targetType, row.id, auditedFields(row, fields));
}

/** A row removed, by its id: every audited field as it was. */
export function rowRemoval<T extends { id: string }, K extends keyof T>(
  action: string,
  targetType: string,
  row: T,
  fields: readonly K[],
): AuditFact {
  return removal(action, targetType, row.id, auditedFields(row, fields));
}
