import type { IntelligenceConfig } from './config';
import { FallbackIntelligence } from './fallback-intelligence';
import type { ResumeIntelligence, RuleFunctions } from './intelligence';
import { LlmIntelligence, type LlmDeps } from './llm-intelligence';
import { silentLogger, type LlmLogger } from './logger';
import { RuleEngineIntelligence } from './rule-intelligence';

/** Test seams for the model chain; production passes none. */
export type ChainOverrides = Pick<LlmDeps, 'now' | 'sleep'>;

/**
 * The engine a service should use: the rule engine alone, or the model with the rule engine
 * behind it for every operation.
 */
export function createIntelligence(
  config: IntelligenceConfig,
  rules: RuleFunctions,
  logger: LlmLogger = silentLogger,
  overrides: ChainOverrides = {},
): ResumeIntelligence {
  const ruleEngine = new RuleEngineIntelligence(rules);
  if (config.provider === 'rules') {
    logger.info({ provider: 'rules' }, 'using the built-in rule engine');
    return ruleEngine;
  }
  const llm = new LlmIntelligence(config.llm, { keywordSkills: rules.extractSkills, logger, ...overrides });
  // Host and model ids only: the key never reaches the logs.
  logger.info(
    { provider: config.provider, host: safeHost(config.llm.baseUrl), models: config.llm.models },
    'using an OpenAI-compatible model with the rule engine as fallback',
  );
  return new FallbackIntelligence(llm, ruleEngine, logger);
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid-url';
  }
}
