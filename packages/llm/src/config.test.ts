import { z } from 'zod';
import { DEFAULT_LLM_BASE_URL, llmConfigFromEnv, llmEnvShape, resolveLlmConfig } from './config';

describe('llmConfigFromEnv', () => {
  it('selects the rule engine when no key is set', () => {
    expect(llmConfigFromEnv({})).toEqual({ provider: 'rules' });
    expect(llmConfigFromEnv({ LLM_API_KEY: '  ', LLM_MODELS: 'a', LLM_BASE_URL: 'http://localhost:11434/v1' })).toEqual({ provider: 'rules' });
  });

  it('selects the model when a key is set, defaulting the base URL and timeout', () => {
    expect(llmConfigFromEnv({ LLM_API_KEY: 'k', LLM_MODELS: ' free:chat , fast,, pro ' })).toEqual({
      provider: 'openai-compatible',
      llm: { baseUrl: DEFAULT_LLM_BASE_URL, apiKey: 'k', models: ['free:chat', 'fast', 'pro'], timeoutMs: 30_000 },
    });
    expect(DEFAULT_LLM_BASE_URL).toBe('https://openrouter.ai/api/v1');
  });

  it('honours the base URL, timeout and an explicit rules choice', () => {
    const config = llmConfigFromEnv({
      LLM_API_KEY: 'ollama',
      LLM_BASE_URL: 'http://localhost:11434/v1',
      LLM_MODELS: 'llama3.1',
      LLM_TIMEOUT_MS: '120000',
    });
    expect(config).toMatchObject({ llm: { baseUrl: 'http://localhost:11434/v1', timeoutMs: 120_000 } });
    expect(llmConfigFromEnv({ LLM_PROVIDER: 'rules', LLM_API_KEY: 'k', LLM_MODELS: 'a' })).toEqual({ provider: 'rules' });
  });

  it("requires a key when the model provider is chosen: 'LLM API key is required'", () => {
    expect(() => llmConfigFromEnv({ LLM_PROVIDER: 'openai-compatible', LLM_MODELS: 'a' })).toThrow(new Error('LLM API key is required'));
  });

  it('requires a model list with the model provider', () => {
    expect(() => llmConfigFromEnv({ LLM_API_KEY: 'k' })).toThrow(/LLM_MODELS is required/);
    expect(() => llmConfigFromEnv({ LLM_API_KEY: 'k', LLM_MODELS: ' , ' })).toThrow(/LLM_MODELS is required/);
  });

  it('rejects invalid values, naming the variable and never echoing the key', () => {
    expect(() => llmConfigFromEnv({ LLM_API_KEY: 'secret', LLM_MODELS: 'a', LLM_TIMEOUT_MS: '-1' })).toThrow(/LLM_TIMEOUT_MS/);
    expect(() => llmConfigFromEnv({ LLM_API_KEY: 'secret', LLM_MODELS: 'a', LLM_BASE_URL: 'ftp://x' })).toThrow(/LLM_BASE_URL/);
    expect(() => llmConfigFromEnv({ LLM_PROVIDER: 'gpt' })).toThrow(/LLM_PROVIDER/);
    try {
      llmConfigFromEnv({ LLM_API_KEY: 'secret', LLM_MODELS: 'a', LLM_TIMEOUT_MS: 'x' });
    } catch (error) {
      expect((error as Error).message).not.toContain('secret');
    }
  });

  it('exposes a shape that service env schemas can spread', () => {
    const schema = z.object({ PORT: z.coerce.number().default(1), ...llmEnvShape });
    const env = schema.parse({ LLM_API_KEY: 'k', LLM_MODELS: 'a,b' });
    expect(resolveLlmConfig(env)).toMatchObject({ provider: 'openai-compatible', llm: { models: ['a', 'b'] } });
  });
});
