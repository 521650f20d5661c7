// Dependency audit (issue 15): `npm run audit:deps` runs `npm audit --json` over production and development
// dependencies of every workspace and fails on any advisory of severity moderate or higher that audit-allowlist.json
// does not accept. An allow-list entry names the advisory (GHSA id, npm advisory number or its URL) and the package, says
// why it is accepted, when it was reviewed and when the acceptance expires: an expired entry no longer accepts anything,
// so every accepted risk is looked at again. Entries that match nothing today are listed so they can be removed.
//
//   npm run audit:deps                       audit, print a table, exit 1 on a finding that is not accepted
//   node scripts/audit-deps.mjs --report <file>   decide on a saved `npm audit --json` output instead of running npm
//   AUDIT_OFFLINE_OK=1 npm run audit:deps    when the registry's audit endpoint cannot be reached, warn and exit 0
//
// The decision is the pure function decideAudit(), unit-tested in scripts/audit-deps.spec.ts.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'];
/** Advisories at or above this severity fail the audit unless allow-listed. */
export const FAIL_AT = 'moderate';
const ENTRY_FIELDS = ['id', 'package', 'reason', 'reviewed', 'expires'];

/** The GHSA id in an advisory URL (`https://github.com/advisories/GHSA-xxxx-xxxx-xxxx`), or undefined. */
export function ghsaOf(url) {
  return /GHSA-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}/i.exec(url ?? '')?.[0]?.toUpperCase();
}

/**
 * The advisories of an `npm audit --json` report (auditReportVersion 2), once each: a vulnerable package's `via` holds
 * either advisory objects (the package itself is affected) or names of packages it depends on (it is affected through
 * them, and their own entries carry the advisory), so only the objects count.
 */
export function advisoriesOf(report) {
  const byKey = new Map();
  for (const vulnerability of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== 'object' || via === null) continue;
      const advisory = {
        id: ghsaOf(via.url) ?? String(via.source),
        source: via.source,
        url: via.url ?? '',
        package: via.name ?? vulnerability.name,
        severity: via.severity ?? vulnerability.severity,
        title: via.title ?? '',
        range: via.range ?? '',
        fixAvailable: vulnerability.fixAvailable ?? false,
      };
      byKey.set(`${advisory.id}|${advisory.package}`, advisory);
    }
  }
  return [...byKey.values()].sort(
    (a, b) => SEVERITIES.indexOf(b.severity) - SEVERITIES.indexOf(a.severity) || a.package.localeCompare(b.package),
  );
}

/** Problems with the allow-list's shape: every entry needs every field, dates as YYYY-MM-DD, reviewed before expires. */
export function allowlistProblems(allowlist) {
  if (!Array.isArray(allowlist)) return ['audit-allowlist.json must hold an array of entries'];
  const problems = [];
  allowlist.forEach((entry, index) => {
    const missing = ENTRY_FIELDS.filter((field) => typeof entry?.[field] !== 'string' || entry[field].trim() === '');
    if (missing.length) problems.push(`entry ${index + 1} lacks ${missing.join(', ')}`);
    for (const field of ['reviewed', 'expires'])
      if (typeof entry?.[field] === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(entry[field]))
        problems.push(`entry ${index + 1}: ${field} "${entry[field]}" is not a YYYY-MM-DD date`);
    if (entry?.reviewed && entry?.expires && entry.expires <= entry.reviewed)
      problems.push(`entry ${index + 1}: expires ${entry.expires} is not after reviewed ${entry.reviewed}`);
  });
  return problems;
}

/** Whether an allow-list entry names this advisory: by GHSA id, npm advisory number or URL, and the same package. */
function entryMatches(entry, advisory) {
  if (entry.package !== advisory.package) return false;
  const named = String(entry.id).trim();
  return (
    named.toUpperCase() === advisory.id.toUpperCase() ||
    named === String(advisory.source) ||
    (advisory.url !== '' && named === advisory.url) ||
    (ghsaOf(named) !== undefined && ghsaOf(named) === ghsaOf(advisory.url))
  );
}

/**
 * The decision. `today` is a YYYY-MM-DD date (UTC). Each advisory gets a status: `accepted` (allow-listed, entry not
 * expired), `expired` (its entry expired: fails), `failing` (moderate or higher, not allow-listed), `below-threshold`
 * (low/info: shown, never fails). `ok` is false when any advisory fails or the allow-list is malformed.
 */
export function decideAudit(report, allowlist, today) {
  const problems = allowlistProblems(allowlist);
  const entries = Array.isArray(allowlist) ? allowlist : [];
  const used = new Set();
  const rows = advisoriesOf(report).map((advisory) => {
    const entry = entries.find((candidate) => entryMatches(candidate, advisory));
    if (entry) used.add(entry);
    let status;
    if (SEVERITIES.indexOf(advisory.severity) < SEVERITIES.indexOf(FAIL_AT)) status = 'below-threshold';
    else if (!entry) status = 'failing';
    else if (entry.expires < today) status = 'expired';
    else status = 'accepted';
    return { ...advisory, status, entry };
  });
  const unused = entries.filter((entry) => !used.has(entry));
  const failing = rows.filter((row) => row.status === 'failing' || row.status === 'expired');
  return { ok: failing.length === 0 && problems.length === 0, rows, failing, unused, problems };
}

/** Why a `npm audit --json` output is not a report (the registry refused or could not be reached), or undefined. */
export function auditUnavailableReason(output) {
  let parsed;
  try {
    parsed = JSON.parse(output);
  } catch {
    return `npm audit printed no JSON report (${output.trim().slice(0, 200) || 'no output'})`;
  }
  if (parsed && typeof parsed === 'object' && parsed.vulnerabilities && typeof parsed.vulnerabilities === 'object') return undefined;
  const detail = parsed?.error?.summary || parsed?.message || JSON.stringify(parsed).slice(0, 200);
  return `the registry's audit endpoint gave no report: ${detail}`;
}

/** A plain-text table of the rows. */
export function formatTable(rows) {
  const header = ['status', 'severity', 'package', 'advisory', 'title', 'fix'];
  const lines = rows.map((row) => [
    row.status,
    row.severity,
    row.package,
    row.id,
    row.title.slice(0, 60),
    row.fixAvailable === false
      ? 'none'
      : row.fixAvailable === true
        ? 'npm audit fix'
        : `${row.fixAvailable.name}@${row.fixAvailable.version}`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (line) =>
    line
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
}

function main(argv) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const reportArg = argv.indexOf('--report');
  let output;
  if (reportArg >= 0) output = readFileSync(argv[reportArg + 1], 'utf8');
  else {
    // The whole lockfile (root and workspaces), production and development; npm exits 1 when it finds anything, so the
    // JSON decides.
    const run = spawnSync('npm', ['audit', '--json', '--include=prod', '--include=dev'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    output = run.stdout || run.stderr || '';
  }
  const unavailable = auditUnavailableReason(output);
  if (unavailable) {
    if (process.env.AUDIT_OFFLINE_OK === '1') {
      console.warn(`audit:deps: WARNING — ${unavailable}. AUDIT_OFFLINE_OK=1, so nothing was checked and this passes.`);
      return 0;
    }
    console.error(
      `audit:deps: cannot audit — ${unavailable}.\n` +
        'The advisory database (POST /-/npm/v1/security/advisories/bulk on the configured registry) must be reachable. ' +
        'Point npm at a registry that serves it (npm config get registry), or set AUDIT_OFFLINE_OK=1 to pass without checking.',
    );
    return 2;
  }
  const allowlist = JSON.parse(readFileSync(path.join(root, 'audit-allowlist.json'), 'utf8'));
  const today = new Date().toISOString().slice(0, 10);
  const decision = decideAudit(JSON.parse(output), allowlist, today);
  if (decision.rows.length) console.log(formatTable(decision.rows));
  else console.log('audit:deps: npm audit reports no advisories.');
  for (const problem of decision.problems) console.error(`audit-allowlist.json: ${problem}`);
  for (const entry of decision.unused)
    console.warn(`audit-allowlist.json: ${entry.id} (${entry.package}) matches no advisory today — remove it if it is fixed.`);
  for (const row of decision.failing)
    console.error(
      row.status === 'expired'
        ? `FAIL ${row.id} ${row.package} (${row.severity}): its allow-list entry expired on ${row.entry.expires} — review it again.`
        : `FAIL ${row.id} ${row.package} (${row.severity}): ${row.title} ${row.url} — upgrade, or allow-list it with a reason and an expiry.`,
    );
  console.log(decision.ok ? 'audit:deps: ok' : `audit:deps: ${decision.failing.length} advisory(ies) not accepted`);
  return decision.ok ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
