// Jest in ESM mode: every @nestjs/* 12 package is ESM-only (DESIGN.md §3).
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

// CommonJS packages that require() an ESM-only dependency: Node 20 allows it, Jest's runtime does not
// (before Node 24.9), so those dependencies are compiled to CommonJS for the tests.
const esmOnlyRequiredFromCjs = ['content-disposition'];

const shared = {
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // The shared contract from its TypeScript source, as the type checker reads it (no build before the tests).
    '^@autoexport/contract$': '<rootDir>/packages/contract/src/index.ts',
    '^@autoexport/contract/(.*)$': '<rootDir>/packages/contract/src/$1.ts',
  },
  transform: {
    '^.+\\.ts$': swc,
    [`node_modules/(${esmOnlyRequiredFromCjs.join('|')})/.+\\.js$`]: ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyRequiredFromCjs.join('|')})/)`],
  testEnvironment: 'node',
};

export default {
  // Booting the app and hashing passwords on 2 cores takes seconds; a project-level testTimeout is ignored.
  testTimeout: 30000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      roots: ['<rootDir>/src', '<rootDir>/scripts', '<rootDir>/packages/sdk/src'],
      testMatch: ['**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
    // The OpenAPI fuzz test (npm run test:fuzz, a step of .ci/run): minutes of requests, so not part of npm test.
    {
      ...shared,
      displayName: 'fuzz',
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.fuzz-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
