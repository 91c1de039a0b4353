export type { ResumeIntelligence, RuleFunctions, TailorInput, TailorProfile } from './intelligence';
export { RuleEngineIntelligence } from './rule-intelligence';
export { LlmIntelligence, type LlmConfig, type LlmDeps } from './llm-intelligence';
export { FallbackIntelligence } from './fallback-intelligence';
export { createIntelligence, type ChainOverrides } from './factory';
export {
  llmConfigFromEnv,
  resolveLlmConfig,
  llmEnvShape,
  LlmEnvSchema,
  LLM_PROVIDERS,
  DEFAULT_LLM_BASE_URL,
  DEFAULT_LLM_TIMEOUT_MS,
  type LlmEnv,
  type LlmProvider,
  type IntelligenceConfig,
} from './config';
export { AllModelsFailedError, NoChoicesError, SchemaMismatchError, isRateLimitError, type ModelAttempt } from './errors';
export { JsonParseError, parseJsonResponse, findFirstJsonObject } from './json-extract';
export { silentLogger, type LlmLogger } from './logger';
export { PROMPT_LIMITS } from './prompts/shared';
