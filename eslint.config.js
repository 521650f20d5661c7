import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './scripts/eslint-rules.js';

/**
 * The boundaries between the server, the client and their shared contract (packages/contract/README.md), checked on
 * every import with ESLint's own no-restricted-imports. A relative import is checked by how far it climbs: a file
 * `depth` folders below a root leaves that root with `depth` + 1 `../`, so one block per depth names exactly that.
 */
const MAX_DEPTH = 10;
/** One config block per folder depth below `root`, refusing the relative imports that leave it (plus `extra`). */
const confinedTo = (root, extension, message, extra = []) =>
  Array.from({ length: MAX_DEPTH }, (_, depth) => ({
    files: [`${root}/${'*/'.repeat(depth)}*.${extension}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: `^(\\./)?(\\.\\./){${depth + 1},}`, message }, ...extra] }],
    },
  }));
const boundaries = [
  // The client knows the server only through @autoexport/contract and the generated API types (client/src/lib/api).
  ...confinedTo(
    'client',
    '{ts,tsx}',
    'The client imports nothing from outside client/: what it shares with the server is in @autoexport/contract.',
  ),
  // The contract is plain TypeScript without dependencies: no Node, no Nest, no TypeORM, nothing of src/ or client/.
  ...confinedTo('packages/contract/src', 'ts', 'The contract imports only its own files.', [
    { regex: '^[^.]', message: 'The contract is plain TypeScript without dependencies (no Node, Nest, TypeORM or validator).' },
  ]),
  // Common, config, jobs and events know no domain: what a module and they both need lives here or in the contract.
  {
    files: ['src/common/**/*.ts', 'src/config/**/*.ts', 'src/jobs/**/*.ts', 'src/events/**/*.ts'],
    // A spec may pin a common piece's behaviour on a real module's DTO (validation.pipe.spec.ts).
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+modules(/|$)',
              message:
                'src/common, src/config, src/jobs and src/events import no module: move what both need here, to config or to @autoexport/contract.',
            },
          ],
        },
      ],
    },
  },
];

/**
 * Two homes the server's code keeps (README.md "Where things go": a query, time), checked in src/ only: tests,
 * scripts, bench, migrations and the client are outside both rules.
 */
const homes = [
  {
    files: ['src/**/*.ts'],
    ignores: [
      '**/*.spec.ts',
      // A module's data access: its repository files.
      '**/*.repository.ts',
      '**/*-sql.ts',
      '**/*.sql.ts',
      // Start-up and seeding talk to the database as a whole, not to one module's tables.
      'src/database/**',
      // Shared kits that run a repository's statement: a capped count and EXPLAIN around it, an export's session
      // settings (statement_timeout) on its own connection. They hold no module's SQL.
      'src/common/pagination/capped-count.ts',
      'src/common/csv/csv-exports.service.ts',
      // The catalogue's statement runner (read replica, named prepared statements): it runs the SQL that
      // car-search-sql.ts and the catalogue repositories build and writes none of its own.
      'src/modules/cars/catalogue-db.service.ts',
      // The back office's read model is a documented read-only SQL file across modules (module-tables.spec.ts,
      // dashboard-read-model.spec.ts): a repository under another name.
      'src/modules/dashboard/dashboard-read-model.ts',
      // A readiness probe's `SELECT 1` asks whether the database answers, not for any module's data.
      'src/modules/health/readiness.service.ts',
    ],
    plugins: { local },
    rules: { 'local/no-sql-outside-repositories': 'error' },
  },
  {
    files: ['src/**/*.ts'],
    ignores: [
      '**/*.spec.ts',
      // The clock itself.
      'src/common/time/clock.ts',
      // Seeds date their demo data when they run, outside any request.
      'src/database/seeds/**',
    ],
    plugins: { local },
    rules: { 'local/no-wall-clock': 'error' },
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'client/dist/',
      'client/dist-server/',
      'node_modules/',
      'client/node_modules/',
      'coverage/',
      'client/src/lib/api/schema.d.ts',
      'packages/sdk/src/schema.d.ts',
      'packages/sdk/dist/',
      'packages/contract/dist/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-unsafe-function-type': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  ...boundaries,
  ...homes,
  prettier,
);
