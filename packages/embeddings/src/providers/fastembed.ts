import { EMBEDDING, MESSAGES } from '@tailor/contracts';
import { assertVectors, type EmbeddingProvider } from '../provider';
import { realSleep } from '../batching';

export interface FastEmbedProviderOptions {
  /** Base URL of the service; `/embeddings` is appended. */
  url: string;
  dimensions: number;
  /** Model id recorded with the vectors (default 'fastembed'). */
  model?: string;
  timeoutMs?: number;
  /** Sent as `use_cache`: whether the remote service may answer from its own cache. */
  useRemoteCache?: boolean;
  /** Pause before the single retry (1 s); injectable so tests do not wait. */
  retryDelayMs?: number;
  sleep?(ms: number): Promise<void>;
  fetch?: typeof fetch;
}

/** Marks the failures that are retried once: status 500 and timeouts. */
class RetryableError extends Error {}

/**
 * Client of a FastEmbed-style service: `POST {url}/embeddings {texts, use_cache}` →
 * `{embeddings, ...}`. A non-2xx answer fails with 'FastEmbed service error: <status>'; a 500 or a
 * timeout is retried once after 1 s, anything else fails at once.
 */
export class FastEmbedProvider implements EmbeddingProvider {
  readonly id: string;
  readonly dimensions: number;
  readonly remote = true;
  private readonly endpoint: string;
  private readonly options: FastEmbedProviderOptions;

  constructor(options: FastEmbedProviderOptions) {
    this.options = options;
    this.id = options.model ?? EMBEDDING.model;
    this.dimensions = options.dimensions;
    this.endpoint = `${options.url.replace(/\/+$/, '')}/embeddings`;
  }

  async embed(texts: string[]): Promise<number[][]> {
    if (texts.length === 0) return [];
    try {
      return await this.attempt(texts);
    } catch (error) {
      if (!(error instanceof RetryableError)) throw error;
      await (this.options.sleep ?? realSleep)(this.options.retryDelayMs ?? EMBEDDING.retryDelayMs);
      try {
        return await this.attempt(texts);
      } catch (second) {
        // The retry's own failure is the one worth reporting; strip the internal marker class.
        throw second instanceof RetryableError ? new Error(second.message) : second;
      }
    }
  }

  private async attempt(texts: string[]): Promise<number[][]> {
    const fetchFn = this.options.fetch ?? fetch;
    let response: Response;
    try {
      response = await fetchFn(this.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ texts, use_cache: this.options.useRemoteCache ?? true }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      if (isTimeout(error)) throw new RetryableError(MESSAGES.fastEmbedError('timeout'));
      const reason = causeCode(error) ?? messageOf(error);
      throw new Error(MESSAGES.fastEmbedError(reason), { cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      const message = MESSAGES.fastEmbedError(response.status);
      throw response.status === 500 ? new RetryableError(message) : new Error(message);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (isTimeout(error)) throw new RetryableError(MESSAGES.fastEmbedError('timeout'));
      throw new Error(MESSAGES.fastEmbedError('invalid JSON response'), { cause: error });
    }
    return assertVectors(this.id, this.dimensions, texts.length, readEmbeddings(body));
  }
}

function readEmbeddings(body: unknown): number[][] {
  const embeddings = typeof body === 'object' && body !== null ? (body as { embeddings?: unknown }).embeddings : undefined;
  if (!Array.isArray(embeddings) || !embeddings.every((v) => Array.isArray(v) && v.every((x) => typeof x === 'number'))) {
    throw new Error(MESSAGES.fastEmbedError('response without an embeddings array'));
  }
  return embeddings as number[][];
}

// Duck-typed rather than `instanceof Error`: fetch's errors (DOMException, undici's TypeError) come
// from Node's own realm, which is not the caller's under jest or vm contexts.
function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

function isTimeout(error: unknown): boolean {
  const name = field(error, 'name');
  return name === 'TimeoutError' || name === 'AbortError';
}

function causeCode(error: unknown): string | undefined {
  const code = field(field(error, 'cause'), 'code');
  return typeof code === 'string' ? code : undefined;
}

function messageOf(error: unknown): string {
  const message = field(error, 'message');
  return typeof message === 'string' ? message : String(error);
}
