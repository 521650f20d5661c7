/** One field of an audit entry's change: what it was and what it became (`undefined`: absent on that side). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  kind: 'added' | 'removed' | 'changed';
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The readable diff of an entry's before and after (each holds only the fields the action changed; null for a
 * creation or a deletion): every field on either side whose value differs, in the order they appear.
 */
export function diffEntry(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const b = before ?? {};
  const a = after ?? {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const inBefore = Object.prototype.hasOwnProperty.call(b, field);
    const inAfter = Object.prototype.hasOwnProperty.call(a, field);
    if (inBefore && inAfter && same(b[field], a[field])) continue;
    changes.push({
      field,
      before: inBefore ? b[field] : undefined,
      after: inAfter ? a[field] : undefined,
      kind: !inBefore ? 'added' : !inAfter ? 'removed' : 'changed',
    });
  }
  return changes;
}

/** A value as text: strings as they are, lists joined by commas, anything else as JSON; absent or null as "—". */
export function showValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) return value.map((v) => showValue(v)).join(', ');
  return JSON.stringify(value);
}
