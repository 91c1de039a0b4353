// One jest run for the whole workspace. Sources are TypeScript transformed by swc; packages that a
// test imports by name resolve to their built `dist`, exactly as Node does in production.
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
  testMatch: ['<rootDir>/{packages,services,apps}/*/src/**/*.test.{ts,tsx}', '<rootDir>/tests/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
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
