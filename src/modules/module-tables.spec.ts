import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * DESIGN.md §2, checked like a lint rule: a module reads and writes only its own tables and reaches another
 * domain's data through that module's exported service. A table belongs to the module (the first folder under
 * src/modules/) whose *.entity.ts declares it. Every other module's source is scanned for SQL naming the table
 * (FROM / JOIN / UPDATE / INTO / TABLE) and for TypeORM use of its entity class (repositories, forFeature,
 * EntityManager and query-builder calls). Comments are ignored; importing an entity's constants or types is fine.
 *
 * A new cross-module read fails here: add the method to the owner's service instead (e.g. CatalogueCounts.countByMake,
 * CarListsService, MakesDirectory).
 */

const MODULES_DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * Known exceptions, file → foreign tables it may name, each with its reason. Keep this list short: an entry is a
 * debt, not a pattern to copy.
 */
const EXCEPTIONS: Readonly<Record<string, readonly string[]>> = {
  // Every authenticated request checks its session and loads its user in one indexed query (the guard's hot path).
  // Debt: the users half belongs behind a UsersService method.
  [path.join('auth', 'sessions.repository.ts')]: ['users'],
  // The back office's dashboard and staff search count and join across modules (a sale is an order's move, its car's
  // make and its destination; one search box spans cars, users and orders): one documented read-only SQL read model
  // (dashboard-read-model.spec.ts checks it only reads) instead of a dozen single-use methods over seven services.
  [path.join('dashboard', 'dashboard-read-model.ts')]: [
    'orders',
    'order_transitions',
    'remittance_copies',
    'inquiries',
    'reviews',
    'car_requests',
    'car_daily_stats',
    'cars',
    'makes',
    'users',
  ],
};

/**
 * A domain's staff side, split into a module of its own so that it can sit above the modules it orchestrates (the
 * module graph has no cycle: scripts/check-module-cycles.mjs), keeps its domain's tables: the staff car inventory also
 * holds cars for orders, staff user management revokes sign-ins and closes accounts.
 */
const DOMAIN_OF: Readonly<Record<string, string>> = { 'car-admin': 'cars', 'user-admin': 'users' };

interface SourceFile {
  module: string;
  file: string;
  source: string;
}

interface Owners {
  tables: Map<string, string>;
  entities: Map<string, string>;
}

interface ForeignUse {
  kind: 'sql' | 'entity';
  name: string;
  owner: string;
}

function sourcesUnder(dir: string): SourceFile[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
    .map((file) => ({ module: file.split(path.sep)[0]!, file, source: readFileSync(path.join(dir, file), 'utf8') }));
}

/** Table and entity class → owning module, from the @Entity('table') declarations of the entity files. */
function ownersOf(files: readonly SourceFile[]): Owners {
  const owners: Owners = { tables: new Map(), entities: new Map() };
  for (const { module, file, source } of files) {
    if (!file.endsWith('.entity.ts')) continue;
    for (const match of source.matchAll(/@Entity\(\s*(?:'([a-z0-9_]+)'|\{[^}]*?name:\s*'([a-z0-9_]+)')/g)) {
      const table = (match[1] ?? match[2])!;
      const entity = /export class (\w+)/.exec(source.slice(match.index))?.[1];
      owners.tables.set(table, module);
      if (entity) owners.entities.set(entity, module);
    }
  }
  return owners;
}

/** The code without its comments (a `//` inside a string such as a URL is kept). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

const SQL_TABLE = /\b(?:FROM|JOIN|UPDATE|INTO|TABLE)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const ENTITY_USE = [
  /\b(?:getRepository|InjectRepository|getTreeRepository)\(\s*(\w+)/g,
  /\bRepository<\s*(\w+)/g,
  /\.(?:find\w*|count\w*|exists\w*|insert|update|upsert|delete|softDelete|restore|increment|decrement|save|remove|createQueryBuilder|from|(?:inner|left)Join\w*)\(\s*(\w+)\s*[,)]/g,
];

/** What `source`, a file of `module`, uses of tables and entities that belong to another module. */
function foreignUses(source: string, module: string, owners: Owners): ForeignUse[] {
  const domain = DOMAIN_OF[module] ?? module;
  const code = withoutComments(source);
  const uses: ForeignUse[] = [];
  for (const [, table] of code.matchAll(SQL_TABLE)) {
    const owner = owners.tables.get(table!);
    if (owner && owner !== domain) uses.push({ kind: 'sql', name: table!, owner });
  }
  const features = [...code.matchAll(/forFeature\(\s*\[([^\]]*)\]/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim()));
  const named = [...ENTITY_USE.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1]!)), ...features];
  for (const entity of named) {
    const owner = owners.entities.get(entity);
    if (owner && owner !== domain) uses.push({ kind: 'entity', name: entity, owner });
  }
  return uses;
}

describe('one owner per table (DESIGN.md §2)', () => {
  const files = sourcesUnder(MODULES_DIR);
  const owners = ownersOf(files);

  it('knows the owner of every table', () => {
    expect(owners.tables.get('cars')).toBe('cars');
    expect(owners.tables.get('car_daily_stats')).toBe('cars');
    expect(owners.tables.get('makes')).toBe('makes');
    expect(owners.tables.get('users')).toBe('users');
    expect(owners.entities.get('Make')).toBe('makes');
  });

  it('no module reads or writes another module’s tables', () => {
    const violations = files.flatMap(({ module, file, source }) =>
      foreignUses(source, module, owners)
        .filter((u) => !EXCEPTIONS[file]?.includes(u.name))
        .map((u) => `${file}: ${u.kind} ${u.name} (owned by ${u.owner})`),
    );
    expect(violations).toEqual([]);
  });

  describe('the scanner', () => {
    const fake: Owners = {
      tables: new Map([
        ['cars', 'cars'],
        ['makes', 'makes'],
      ]),
      entities: new Map([
        ['Car', 'cars'],
        ['Make', 'makes'],
      ]),
    };

    it('finds SQL over another module’s table, in any case', () => {
      expect(foreignUses('q(`SELECT id FROM cars c JOIN makes m ON m.id = c.make_id`)', 'footer', fake).map((u) => u.name)).toEqual([
        'cars',
        'makes',
      ]);
      expect(foreignUses("q('update makes set title = $1')", 'cars', fake)).toEqual([{ kind: 'sql', name: 'makes', owner: 'makes' }]);
      expect(foreignUses('q(`DELETE FROM "cars" WHERE id = $1`)', 'landing', fake)).toHaveLength(1);
    });

    it('finds TypeORM use of another module’s entity', () => {
      expect(foreignUses('m.getRepository(Make).findOne({})', 'cars', fake)).toEqual([{ kind: 'entity', name: 'Make', owner: 'makes' }]);
      expect(foreignUses('@InjectRepository(Car) private readonly cars: Repository<Car>', 'landing', fake)).toHaveLength(2);
      expect(foreignUses('imports: [TypeOrmModule.forFeature([Car, Make])]', 'cars', fake)).toEqual([
        { kind: 'entity', name: 'Make', owner: 'makes' },
      ]);
      expect(foreignUses("manager.find(Car, { where: { id } }); qb.from(Make, 'm')", 'users', fake)).toHaveLength(2);
    });

    it('lets a module use its own tables, and ignores comments, types and constants', () => {
      expect(foreignUses('q(`SELECT id FROM cars`); m.getRepository(Car)', 'cars', fake)).toEqual([]);
      // The staff inventory, a module above cars and orders, is still the cars domain; makes are not its tables.
      expect(foreignUses('q(`SELECT id FROM cars`); m.getRepository(Car)', 'car-admin', fake)).toEqual([]);
      expect(foreignUses('m.getRepository(Make)', 'car-admin', fake)).toEqual([{ kind: 'entity', name: 'Make', owner: 'makes' }]);
      const harmless = [
        '// reads FROM makes through MakesDirectory',
        '/* JOIN cars c */',
        "import type { Make } from '../makes/make.entity.js';",
        "import { STEERINGS } from '../cars/car.entity.js';",
        'const make: Make | null = await this.makes.findBySlug(slug);',
        "const url = 'https://example.com/from/cars';",
      ].join('\n');
      expect(foreignUses(harmless, 'landing', fake)).toEqual([]);
    });
  });
});
