// One jest run for the whole workspace. Sources are TypeScript transformed by swc; packages that a
// test imports by name resolve to their built `dist`, exactly as Node does in production.
const ESM_ONLY_PACKAGES = ['content-disposition', 'cookie'];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  rootDir: __dirname,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
        module: { type: 'commonjs' },
      },
    ],
  },
  testMatch: ['<rootDir>/{packages,services,apps}/*/src/**/*.test.{ts,tsx}', '<rootDir>/tests/src/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Node loads these ESM-only dependencies through require(esm); jest's module runtime cannot, so
  // swc compiles them to CommonJS for the test run only.
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${ESM_ONLY_PACKAGES.join('|')})/)`],
  // Starts one Qdrant for the run and makes sure Redis answers; see packages/testing.
  ...(require('fs').existsSync(__dirname + '/packages/testing/dist/jest-global-setup.js')
    ? {
        globalSetup: '<rootDir>/packages/testing/dist/jest-global-setup.js',
        globalTeardown: '<rootDir>/packages/testing/dist/jest-global-teardown.js',
      }
    : {}),
  testTimeout: 30000,
  maxWorkers: 2,
};
