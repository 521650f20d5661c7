/**
 * `migrations.ts generate <Name>`: writes migrations/<timestamp>-<Name>.ts with the SQL that brings a database
 * migrated to head in line with the entities, and registers it in migrations/index.ts.
 * `migrations.ts check`: exits 1 when entities and migrations disagree (CI's drift check).
 * Both work on a scratch database created and dropped here.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config/config.js';
import { createDataSource } from '../src/database/data-source.js';
import { dropDatabase, ensureDatabaseExists } from '../src/database/prepare-database.js';

// npm runs scripts from the package root.
const root = process.cwd();

interface SchemaQuery {
  query: string;
  parameters?: unknown[];
}

async function pendingSchemaChanges(): Promise<{ up: SchemaQuery[]; down: SchemaQuery[] }> {
  const url = new URL(loadConfig().databaseUrl);
  url.pathname = `/migrations_scratch_${randomBytes(4).toString('hex')}`;
  const scratchUrl = url.toString();
  await ensureDatabaseExists(scratchUrl);
  const dataSource = createDataSource(scratchUrl);
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    const log = await dataSource.driver.createSchemaBuilder().log();
    const plain = (q: SchemaQuery): SchemaQuery => ({ query: q.query, ...(q.parameters?.length ? { parameters: q.parameters } : {}) });
    return { up: log.upQueries.map(plain), down: log.downQueries.map(plain).reverse() };
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await dropDatabase(scratchUrl);
  }
}

function renderIndex(entries: { className: string; from: string }[]): string {
  return `${entries.map((e) => `import { ${e.className} } from '${e.from}';`).join('\n')}

/**
 * Every migration, in order. \`npm run migrations:generate -- Name\` writes a new file and appends it here;
 * an explicit list (not a glob) works the same in the built app, the scripts and Jest's ESM mode.
 */
export const MIGRATIONS: Function[] = [${entries.map((e) => e.className).join(', ')}];
`;
}

const asTemplate = (sql: string) => '`' + sql.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';

async function generate(name: string) {
  if (!/^[A-Z][A-Za-z0-9]+$/.test(name)) throw new Error('Give the migration a PascalCase name, e.g. AddCars');
  const { up, down } = await pendingSchemaChanges();
  if (up.length === 0) {
    console.log('Entities and migrations agree: nothing to generate.');
    return;
  }
  const timestamp = Date.now();
  const className = `${name}${timestamp}`;
  const file = `${timestamp}-${name}`;
  const body = (queries: SchemaQuery[]) =>
    queries
      .map((q) => `    await queryRunner.query(${asTemplate(q.query)}${q.parameters ? `, ${JSON.stringify(q.parameters)}` : ''});`)
      .join('\n');
  writeFileSync(
    path.join(root, 'migrations', `${file}.ts`),
    `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${body(up)}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${body(down)}
  }
}
`,
  );
  const indexPath = path.join(root, 'migrations', 'index.ts');
  const registered = [...readFileSync(indexPath, 'utf8').matchAll(/^import \{ (\w+) \} from '(\.\/[^']+)';$/gm)].map((m) => ({
    className: m[1]!,
    from: m[2]!,
  }));
  registered.push({ className, from: `./${file}.js` });
  writeFileSync(indexPath, renderIndex(registered));
  console.log(`Wrote migrations/${file}.ts (${up.length} statements). Read it, trim it, then run npm run migrations:check.`);
}

async function check() {
  const { up } = await pendingSchemaChanges();
  if (up.length > 0) {
    console.error('Entities and migrations disagree. Missing from the migrations:');
    for (const q of up) console.error(`  ${q.query};`);
    console.error('Run `npm run migrations:generate -- <Name>` and commit the file.');
    process.exit(1);
  }
  console.log('Entities and migrations agree.');
}

const [command, name] = process.argv.slice(2);
const run =
  command === 'generate'
    ? generate(name ?? '')
    : command === 'check'
      ? check()
      : Promise.reject(new Error('usage: migrations.ts generate <Name> | check'));
run.catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
