export { loadEnv, EnvError } from './load-env';
export { commonEnvShape, envParts } from './fragments';
export { watchParentProcess } from './parent-watch';
