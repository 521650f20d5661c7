import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's own rules (scripts/eslint-rules.js) as `npm run lint` applies them, through eslint.config.js. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: ROOT });

const SOURCE = `
export async function handle(dataSource: any, clock: { now(): Date }) {
  const rows = await dataSource.getRepository('Car').createQueryBuilder('c').getMany();
  const stamp = new Date();
  const parsed = new Date('2026-01-01');
  return { rows, stamp, parsed, at: clock.now() };
}
`;

async function rulesFiredIn(filePath: string, text = SOURCE): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(ROOT, filePath) });
  return result!.messages.map((m) => m.ruleId ?? m.message).filter((id) => id.startsWith('local/'));
}

describe('the project’s lint rules', () => {
  it('refuse a query builder and new Date() in a service', async () => {
    expect(await rulesFiredIn('src/modules/x/x.service.ts')).toEqual(['local/no-sql-outside-repositories', 'local/no-wall-clock']);
  });

  it('refuse raw SQL and Date.now() outside the repository and the clock', async () => {
    const text = 'export const f = (m: any) => [m.query(`SELECT id FROM cars`), `DELETE FROM cars WHERE id = $1`, Date.now()];\n';
    expect(await rulesFiredIn('src/modules/x/x.service.ts', text)).toEqual([
      'local/no-sql-outside-repositories',
      'local/no-sql-outside-repositories',
      'local/no-wall-clock',
    ]);
  });

  it('let SQL live in repository files and new Date() in the clock', async () => {
    expect(await rulesFiredIn('src/modules/x/x.repository.ts')).toEqual(['local/no-wall-clock']);
    expect(await rulesFiredIn('src/modules/x/x-sql.ts')).toEqual(['local/no-wall-clock']);
    expect(await rulesFiredIn('src/common/time/clock.ts')).toEqual(['local/no-sql-outside-repositories']);
  });

  it('leave tests, scripts and the client alone', async () => {
    expect(await rulesFiredIn('src/modules/x/x.service.spec.ts')).toEqual([]);
    expect(await rulesFiredIn('test/x.e2e-spec.ts')).toEqual([]);
    expect(await rulesFiredIn('scripts/x.ts')).toEqual([]);
  });

  it('let a class call its own query method and English name an update', async () => {
    const text = "export class L { query() { return 1; } run() { return [this.query(), 'Update the order from the list']; } }\n";
    expect(await rulesFiredIn('src/modules/x/x.service.ts', text)).toEqual([]);
  });
});
