/** The pure parts of the dealer's API keys and webhooks screens: what the forms send and what the tables show. */

/** A key as the list shows it: only its first part is known, the rest never comes back. */
export const maskedKey = (prefix: string) => `ak_${prefix}_…`;

/** The allowed IPs field: one address or range a line; blank lines and spaces are left out, duplicates once. */
export function parseAllowedIps(text: string): string[] {
  const lines = text
    .split(/[\r\n,]+/)
    .map((line) => line.trim())
    .filter(Boolean);
  return [...new Set(lines)];
}

/** A set of checkboxes: the value with `item` added or removed, in the order of `all`. */
export function toggled<T extends string>(all: readonly T[], selected: readonly T[], item: T, on: boolean): T[] {
  const next = new Set(selected);
  if (on) next.add(item);
  else next.delete(item);
  return all.filter((value) => next.has(value));
}

/** A translation key may not hold `:` or `.` (i18next separators): `catalogue:read` → `catalogue_read`. */
export const scopeKey = (scope: string) => scope.replace(/[:.]/g, '_');

/** `YYYY-MM-DD` of a UTC day. */
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The usage table's days, newest first: the last `days` UTC days up to and including today's. */
export function lastDays(now: Date, days: number): string[] {
  const result: string[] = [];
  for (let i = 0; i < days; i++) result.push(day(new Date(now.getTime() - i * 86_400_000)));
  return result;
}

export interface UsageRow {
  date: string;
  calls: number;
  succeeded: number;
  clientErrors: number;
  serverErrors: number;
}

interface UsageItem extends UsageRow {
  keyId: string;
  keyName: string;
}

export interface UsageByKey {
  keyId: string;
  keyName: string;
  total: number;
  /** One row per day of `days`, zeros where the key made no call. */
  rows: UsageRow[];
}

/** The server's rows (one per key and day with calls) as one small table per key, every day present. */
export function usageByKey(items: readonly UsageItem[], days: readonly string[]): UsageByKey[] {
  const keys = new Map<string, { keyName: string; byDay: Map<string, UsageRow> }>();
  for (const item of items) {
    let key = keys.get(item.keyId);
    if (!key) {
      key = { keyName: item.keyName, byDay: new Map() };
      keys.set(item.keyId, key);
    }
    const { date, calls, succeeded, clientErrors, serverErrors } = item;
    key.byDay.set(date, { date, calls, succeeded, clientErrors, serverErrors });
  }
  return [...keys].map(([keyId, { keyName, byDay }]) => {
    const rows = days.map((date) => byDay.get(date) ?? { date, calls: 0, succeeded: 0, clientErrors: 0, serverErrors: 0 });
    return { keyId, keyName, total: rows.reduce((sum, row) => sum + row.calls, 0), rows };
  });
}
