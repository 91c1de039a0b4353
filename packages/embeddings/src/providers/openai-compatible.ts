import OpenAI from 'openai';
import { decodeFloat32 } from '../cache/codec';
import { assertVectors, type EmbeddingProvider } from '../provider';

export interface OpenAICompatibleProviderOptions {
  /** e.g. https://api.openai.com/v1, https://openrouter.ai/api/v1, http://localhost:11434/v1 (Ollama). */
  baseURL?: string;
  apiKey?: string;
  model: string;
  dimensions: number;
  /**
   * Send `dimensions` in the request. Only some models accept it (OpenAI's text-embedding-3 family);
   * others reject the field. Default: only for text-embedding-3 models.
   */
  sendDimensions?: boolean;
  timeoutMs?: number;
  /** Retries of 429/5xx/connection errors inside the openai client (its own backoff). */
  maxRetries?: number;
  /** For tests: a client built elsewhere. */
  client?: OpenAI;
}

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';

export function modelAcceptsDimensions(model: string): boolean {
  return /text-embedding-3/i.test(model);
}

/**
 * Any server speaking OpenAI's `POST /v1/embeddings`: OpenAI, OpenRouter-style routers, Ollama, vLLM,
 * LM Studio. `encoding_format: 'float'` is requested explicitly because several of those servers
 * do not implement the base64 format the openai client would otherwise ask for.
 */
export class OpenAICompatibleProvider implements EmbeddingProvider {
  readonly id: string;
  readonly dimensions: number;
  readonly remote = true;
  private readonly client: OpenAI;
  private readonly sendDimensions: boolean;

  constructor(options: OpenAICompatibleProviderOptions) {
    this.id = options.model;
    this.dimensions = options.dimensions;
    this.sendDimensions = options.sendDimensions ?? modelAcceptsDimensions(options.model);
    this.client =
      options.client ??
      new OpenAI({
        // Local servers (Ollama, vLLM) need no key, but the client refuses to start without one.
        apiKey: options.apiKey || 'not-needed',
        // Explicit, or the client would fall back to OPENAI_BASE_URL, which may be set for the chat model.
        baseURL: options.baseURL ?? DEFAULT_OPENAI_BASE_URL,
        timeout: options.timeoutMs ?? 30_000,
        maxRetries: options.maxRetries ?? 2,
      });
  }

  async embed(texts: string[]): Promise<number[][]> {
    if (texts.length === 0) return [];
    const response = await this.client.embeddings.create({
      model: this.id,
      input: texts,
      encoding_format: 'float',
      ...(this.sendDimensions ? { dimensions: this.dimensions } : {}),
    });
    const data = Array.isArray(response.data) ? [...response.data] : [];
    // The API returns `index` per item; servers are not obliged to keep input order.
    data.sort((a, b) => a.index - b.index);
    const vectors = data.map((item) => toNumbers(item.embedding as unknown));
    return assertVectors(this.id, this.dimensions, texts.length, vectors);
  }
}

/** Floats as asked, or base64 float32 from servers that ignore `encoding_format`. */
function toNumbers(embedding: unknown): number[] {
  if (Array.isArray(embedding)) return embedding as number[];
  if (typeof embedding === 'string') {
    return decodeFloat32(Buffer.from(embedding, 'base64'));
  }
  throw new Error('Embedding response item has no embedding array');
}
