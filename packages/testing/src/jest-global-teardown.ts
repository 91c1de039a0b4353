import { stopTestServices } from './test-services';

// `export =` compiles to `module.exports = fn`, see jest-global-setup.ts.
export = async function jestGlobalTeardown(): Promise<void> {
  await stopTestServices();
};
