import OpenAI from 'openai';
import { MESSAGES } from '@tailor/contracts';
import { isResponseFormatRejection, NoChoicesError } from './errors';
import { errorText, type LlmLogger } from './logger';

export interface ChatSettings {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  temperature: number;
  maxTokens: number;
}

function providerErrorOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error: unknown = body.error;
  if (typeof error === 'string') return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const code = 'code' in error ? String(error.code) : '';
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return `${code} ${message}`.trim() || undefined;
}

/**
 * One model call: a single user message, JSON mode when the server supports it. Retries and
 * fallback belong to the model chain, so the client itself never retries.
 */
export class ChatClient {
  private readonly client: OpenAI;
  // Per model, because a router may support JSON mode for one upstream and not another.
  private readonly withoutJsonMode = new Set<string>();

  constructor(
    private readonly settings: ChatSettings,
    private readonly logger: LlmLogger,
  ) {
    if (!settings.apiKey.trim()) throw new Error(MESSAGES.llmApiKeyRequired);
    this.client = new OpenAI({
      baseURL: settings.baseUrl,
      apiKey: settings.apiKey,
      timeout: settings.timeoutMs,
      maxRetries: 0,
    });
  }

  /** The text of the first choice. Throws MESSAGES.llmNoChoices when there are no choices. */
  async complete(model: string, prompt: string): Promise<string> {
    if (this.withoutJsonMode.has(model)) return this.request(model, prompt, false);
    try {
      return await this.request(model, prompt, true);
    } catch (error) {
      if (!isResponseFormatRejection(error)) throw error;
      this.withoutJsonMode.add(model);
      this.logger.info({ model, error: errorText(error) }, 'model rejected response_format; using prompt-only JSON');
      return this.request(model, prompt, false);
    }
  }

  private async request(model: string, prompt: string, jsonMode: boolean): Promise<string> {
    const completion = await this.client.chat.completions.create({
      model,
      messages: [{ role: 'user', content: prompt }],
      temperature: this.settings.temperature,
      max_tokens: this.settings.maxTokens,
      ...(jsonMode ? { response_format: { type: 'json_object' as const } } : {}),
    });
    // Servers outside OpenAI do send bodies without a `choices` array, whatever the types say.
    const choices: unknown = completion.choices;
    const first = Array.isArray(choices) ? completion.choices[0] : undefined;
    if (!first) throw new NoChoicesError(providerErrorOf(completion));
    return first.message?.content ?? '';
  }
}
