// Types of scripts/audit-deps.mjs for its unit spec (the script runs under plain Node, without a build).
export interface AllowlistEntry {
  id: string;
  package: string;
  reason: string;
  reviewed: string;
  expires: string;
}
export type AuditStatus = 'accepted' | 'expired' | 'failing' | 'below-threshold';
export interface AuditRow {
  id: string;
  source: unknown;
  url: string;
  package: string;
  severity: string;
  title: string;
  range: string;
  fixAvailable: boolean | { name: string; version: string; isSemVerMajor?: boolean };
  status: AuditStatus;
  entry?: AllowlistEntry;
}
export interface AuditDecision {
  ok: boolean;
  rows: AuditRow[];
  failing: AuditRow[];
  unused: AllowlistEntry[];
  problems: string[];
}
export const SEVERITIES: string[];
export const FAIL_AT: string;
export function ghsaOf(url: string | undefined): string | undefined;
export function advisoriesOf(report: unknown): Omit<AuditRow, 'status' | 'entry'>[];
export function allowlistProblems(allowlist: unknown): string[];
export function decideAudit(report: unknown, allowlist: unknown, today: string): AuditDecision;
export function auditUnavailableReason(output: string): string | undefined;
export function formatTable(rows: AuditRow[]): string;
