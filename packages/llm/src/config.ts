import { MESSAGES } from '@tailor/contracts';
import { z } from 'zod';
import type { LlmConfig } from './llm-intelligence';

export const LLM_PROVIDERS = ['rules', 'openai-compatible'] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

export const DEFAULT_LLM_BASE_URL = 'https://openrouter.ai/api/v1';
export const DEFAULT_LLM_TIMEOUT_MS = 30_000;

/** Spread into a service's env schema (`z.object({ ...commonEnvShape, ...llmEnvShape })`). */
export const llmEnvShape = {
  LLM_PROVIDER: z.enum(LLM_PROVIDERS).optional(),
  LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LLM_API_KEY: z.string().optional(),
  /** Comma-separated, in fallback order. */
  LLM_MODELS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean),
    )
    .optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).default(DEFAULT_LLM_TIMEOUT_MS),
};
export const LlmEnvSchema = z.object(llmEnvShape);
export type LlmEnv = z.output<typeof LlmEnvSchema>;

export type IntelligenceConfig = { provider: 'rules' } | { provider: 'openai-compatible'; llm: LlmConfig };

/**
 * Which engine to use, from already-parsed variables. The model provider is the default exactly
 * when a key is set; choosing it explicitly without a key is a configuration error.
 */
export function resolveLlmConfig(env: LlmEnv): IntelligenceConfig {
  const apiKey = env.LLM_API_KEY?.trim() ?? '';
  const provider = env.LLM_PROVIDER ?? (apiKey ? 'openai-compatible' : 'rules');
  if (provider === 'rules') return { provider };
  if (!apiKey) throw new Error(MESSAGES.llmApiKeyRequired);
  const models = env.LLM_MODELS ?? [];
  // No built-in model ids: router catalogues change too often for a default list to stay valid.
  if (models.length === 0) throw new Error('LLM_MODELS is required: a comma-separated list of model ids in fallback order');
  return {
    provider,
    llm: {
      baseUrl: env.LLM_BASE_URL ?? DEFAULT_LLM_BASE_URL,
      apiKey,
      models,
      timeoutMs: env.LLM_TIMEOUT_MS,
    },
  };
}

/** Parses raw variables (empty strings count as unset, as in `.env` files) and resolves them. */
export function llmConfigFromEnv(source: Record<string, string | undefined> = process.env): IntelligenceConfig {
  const cleaned: Record<string, string> = {};
  for (const key of Object.keys(llmEnvShape)) {
    const value = source[key];
    if (value !== undefined && value.trim() !== '') cleaned[key] = value.trim();
  }
  const parsed = LlmEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid language-model configuration: ${problems}`);
  }
  return resolveLlmConfig(parsed.data);
}
