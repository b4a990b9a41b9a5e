import type { Config } from 'jest';

// One Jest project per package. Browser tests (e2e) drive Chromium against the built shop;
// API tests run on embedded PGlite, and once more on PostgreSQL when DATABASE_URL is set.

const swcTransform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const uiProject = (name: string): Config => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: swcTransform,
  setupFiles: ['<rootDir>/../tooling/testing/jest/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/../tooling/testing/jest/dom-setup.ts'],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/../tooling/testing/jest/style-stub.ts',
    '\\.(svg|png|jpe?g|webp|mp4|webm)$': '<rootDir>/../tooling/testing/jest/file-stub.ts',
  },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

// Libraries of the API that ship only ES modules (jose 6, kysely 0.29; cookie 2 under
// fastify's light-my-request, content-disposition 3 under @fastify/static): Jest compiles
// them to CommonJS like our own files. (Jest loads ES modules by itself only under
// --experimental-vm-modules.)
const esmOnlyLibraries = ['jose', 'kysely', 'cookie', 'content-disposition'];
const apiTransformIgnorePatterns = [`^(?!.*/node_modules/(${esmOnlyLibraries.join('|')})/).*/node_modules/`];

const apiProject = (displayName: string, databaseUrl: string | undefined): Config => ({
  displayName,
  rootDir: '<rootDir>/api',
  testEnvironment: 'node',
  transform: swcTransform,
  transformIgnorePatterns: apiTransformIgnorePatterns,
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  globals: { __TEST_DATABASE_URL__: databaseUrl ?? '' },
});

const projects: Config[] = [
  {
    displayName: 'shared-contracts',
    rootDir: '<rootDir>/shared-contracts',
    testEnvironment: 'node',
    transform: swcTransform,
    testMatch: ['<rootDir>/src/**/*.test.ts'],
  },
  uiProject('remote-kit'),
  uiProject('shell'),
  uiProject('mf-catalog'),
  uiProject('mf-cart-checkout'),
  uiProject('mf-account'),
  uiProject('mf-backoffice'),
  apiProject('api', undefined),
  {
    // tooling-server's tests serve the API too (buildApp of `api`), on its test database.
    displayName: 'tooling',
    rootDir: '<rootDir>/tooling',
    testEnvironment: 'node',
    transform: swcTransform,
    transformIgnorePatterns: apiTransformIgnorePatterns,
    testMatch: ['<rootDir>/**/*.test.ts'],
    globals: { __TEST_DATABASE_URL__: '' },
  },
  {
    displayName: 'e2e',
    rootDir: '<rootDir>/e2e',
    testEnvironment: 'node',
    transform: swcTransform,
    testMatch: ['<rootDir>/src/**/*.e2e.ts'],
    globalSetup: '<rootDir>/src/support/global-setup.ts',
    globalTeardown: '<rootDir>/src/support/global-teardown.ts',
    slowTestThreshold: 30,
  },
];

if (process.env.DATABASE_URL) projects.push(apiProject('api-postgres', process.env.DATABASE_URL));

const config: Config = { projects, testTimeout: 30_000 };

export default config;
