import { describe, expect, it } from '@jest/globals';
import { auditUnavailableReason, decideAudit, formatTable } from './audit-deps.mjs';

// The shape of `npm audit --json` (auditReportVersion 2): `lodash` carries the advisory, `parent` is affected through it.
const advisory = (over: Record<string, unknown> = {}) => ({
  source: 1100001,
  name: 'lodash',
  dependency: 'lodash',
  title: 'Prototype pollution',
  url: 'https://github.com/advisories/GHSA-abcd-1234-wxyz',
  severity: 'high',
  range: '<4.17.21',
  ...over,
});
const report = (...vias: ReturnType<typeof advisory>[]) => ({
  auditReportVersion: 2,
  vulnerabilities: {
    lodash: { name: 'lodash', severity: 'high', via: vias, effects: ['parent'], fixAvailable: { name: 'lodash', version: '4.17.21' } },
    parent: { name: 'parent', severity: 'high', via: ['lodash'], effects: [], fixAvailable: true },
  },
  metadata: {},
});
const entry = (over: Record<string, unknown> = {}) => ({
  id: 'GHSA-abcd-1234-wxyz',
  package: 'lodash',
  reason: 'only reached from the build tooling, never with user input',
  reviewed: '2026-11-01',
  expires: '2027-02-01',
  ...over,
});
const TODAY = '2026-11-26';

describe('dependency audit decision', () => {
  it('passes a clean report', () => {
    expect(decideAudit({ auditReportVersion: 2, vulnerabilities: {} }, [], TODAY)).toMatchObject({ ok: true, rows: [], failing: [] });
  });

  it('fails a moderate-or-higher advisory that is not allow-listed, once, on the package that carries it', () => {
    const decision = decideAudit(report(advisory(), advisory({ severity: 'moderate', source: 2, url: '' })), [], TODAY);
    expect(decision.ok).toBe(false);
    expect(decision.failing.map((row) => [row.id, row.package, row.status])).toEqual([
      ['GHSA-ABCD-1234-WXYZ', 'lodash', 'failing'],
      ['2', 'lodash', 'failing'],
    ]);
  });

  it('shows low and info advisories without failing', () => {
    const decision = decideAudit(report(advisory({ severity: 'low' })), [], TODAY);
    expect(decision.ok).toBe(true);
    expect(decision.rows[0].status).toBe('below-threshold');
  });

  it('accepts an advisory named in the allow-list by GHSA id, advisory number or URL, for the same package only', () => {
    for (const id of ['GHSA-abcd-1234-wxyz', '1100001', 'https://github.com/advisories/GHSA-abcd-1234-wxyz'])
      expect(decideAudit(report(advisory()), [entry({ id })], TODAY)).toMatchObject({ ok: true, rows: [{ status: 'accepted' }] });
    expect(decideAudit(report(advisory()), [entry({ package: 'underscore' })], TODAY).ok).toBe(false);
  });

  it('fails when the allow-list entry has expired, and accepts it on its expiry day', () => {
    const expired = decideAudit(report(advisory()), [entry({ expires: '2026-11-25' })], TODAY);
    expect(expired.ok).toBe(false);
    expect(expired.failing[0].status).toBe('expired');
    expect(decideAudit(report(advisory()), [entry({ expires: TODAY })], TODAY).ok).toBe(true);
  });

  it('refuses a malformed allow-list: a missing reason, a date that is not a date, expiry before review', () => {
    const decision = decideAudit(
      report(advisory()),
      [entry({ reason: '' }), entry({ id: 'GHSA-0000-0000-0000', expires: 'soon' }), entry({ id: 'x', expires: '2026-10-01' })],
      TODAY,
    );
    expect(decision.ok).toBe(false);
    expect(decision.problems).toEqual([
      'entry 1 lacks reason',
      'entry 2: expires "soon" is not a YYYY-MM-DD date',
      'entry 3: expires 2026-10-01 is not after reviewed 2026-11-01',
    ]);
    expect(decideAudit({ vulnerabilities: {} }, {}, TODAY).problems).toEqual(['audit-allowlist.json must hold an array of entries']);
  });

  it('lists allow-list entries that match no advisory any more', () => {
    const decision = decideAudit({ vulnerabilities: {} }, [entry()], TODAY);
    expect(decision.ok).toBe(true);
    expect(decision.unused.map((unused) => unused.id)).toEqual(['GHSA-abcd-1234-wxyz']);
  });

  it('prints a table with the status, package, advisory and the fix', () => {
    const table = formatTable(decideAudit(report(advisory()), [], TODAY).rows);
    expect(table.split('\n')[0]).toMatch(/^status\s+severity\s+package\s+advisory\s+title\s+fix$/);
    expect(table).toMatch(/failing\s+high\s+lodash\s+GHSA-ABCD-1234-WXYZ\s+Prototype pollution\s+lodash@4\.17\.21/);
  });
});

describe('npm audit output that is not a report', () => {
  it('names what the registry answered', () => {
    const refused = JSON.stringify({ message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk' });
    expect(auditUnavailableReason(refused)).toMatch(/405 Method Not Allowed/);
    expect(auditUnavailableReason(JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'getaddrinfo ENOTFOUND' } }))).toMatch(/ENOTFOUND/);
    expect(auditUnavailableReason('npm error network')).toMatch(/no JSON report/);
    expect(auditUnavailableReason(JSON.stringify({ auditReportVersion: 2, vulnerabilities: {} }))).toBeUndefined();
  });
});
