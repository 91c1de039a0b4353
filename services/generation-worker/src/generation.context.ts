import { cachedEmbedderFromEnv, LexicalEncoder, type CachedEmbedder } from '@tailor/embeddings';
import { createIntelligence, resolveLlmConfig, type ResumeIntelligence, type RuleFunctions } from '@tailor/llm';
import type { Logger } from '@tailor/observability';
import {
  analyzeJobDescription,
  canonicalizeSkillMentions,
  defaultSkillMatcher,
  extractSkills,
  parseResume,
  type SkillMatcher,
} from '@tailor/resume-core';
import type { Dependencies } from '@tailor/runtime';
import type { GenerationEnv } from './env';

export interface GenerationContext {
  intelligence: ResumeIntelligence;
  embedder: CachedEmbedder;
  matcher: SkillMatcher;
  lexical: LexicalEncoder;
  /** Requirements are matched to evidence by meaning too (the embedder's vectors carry meaning). */
  semantic: boolean;
  env: GenerationEnv;
}

/**
 * The built-in rule engine behind the language-model interface (the default with no model
 * configured). Its tailored resume is the one `planGeneration` already wrote from the ranking and
 * score computed once; it never ranks or scores a second time.
 */
export const ruleFunctions: RuleFunctions = {
  parseResume: (text) => parseResume(text),
  extractSkills: (text) => extractSkills(text),
  analyzeJob: (text) => analyzeJobDescription(text),
  tailorResume: (input) => {
    if (!input.ruleResume) throw new Error('The rule engine writes a resume only from a generation plan (ruleResume).');
    return input.ruleResume;
  },
};

export function createGenerationContext(env: GenerationEnv, deps: Dependencies, logger: Logger): GenerationContext {
  const intelligence = createIntelligence(resolveLlmConfig(env), ruleFunctions, logger);
  const embedder = cachedEmbedderFromEnv(env, {
    normalizeSkills: canonicalizeSkillMentions,
    redis: deps.redis,
    redisPrefix: `${env.QUEUE_PREFIX}:emb`,
    onCacheError: (error, operation) => logger.warn({ err: error, operation }, 'embedding cache unavailable; computing instead'),
  });
  const matcher = defaultSkillMatcher();
  return {
    intelligence,
    embedder,
    matcher,
    lexical: new LexicalEncoder(canonicalizeSkillMentions),
    semantic: embedder.provider.semantic !== false,
    env,
  };
}
