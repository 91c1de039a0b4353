import { startTestServices } from './test-services';

// `export =` compiles to `module.exports = fn`: jest (which also unwraps `.default`) and plain
// require() both get the function itself.
export = async function jestGlobalSetup(): Promise<void> {
  await startTestServices();
};
