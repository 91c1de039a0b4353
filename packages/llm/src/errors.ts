import { APIError } from 'openai';
import { isRateLimitMessage, MESSAGES } from '@tailor/contracts';

/** What one model did in a failed chain; kept for logs, never shown to users. */
export interface ModelAttempt {
  model: string;
  /** Short error text (or why the model was skipped). */
  error: string;
  rateLimited: boolean;
  /** True when the model was not called because it is still rate limited. */
  skipped: boolean;
}

/** Every model of the chain failed or was skipped. `attempts` says why, per model. */
export class AllModelsFailedError extends Error {
  override readonly name = 'AllModelsFailedError';
  constructor(
    readonly operation: string,
    readonly attempts: readonly ModelAttempt[],
    errors: readonly unknown[],
  ) {
    super(MESSAGES.allModelsFailed, { cause: new AggregateError(errors, MESSAGES.allModelsFailed) });
  }
}

/**
 * A 2xx answer without choices. Routers such as OpenRouter put upstream failures (including 429s)
 * into such bodies, so their text is kept to classify the failure.
 */
export class NoChoicesError extends Error {
  override readonly name = 'NoChoicesError';
  constructor(readonly providerError?: string) {
    super(MESSAGES.llmNoChoices);
  }
}

/** The answer parsed but did not match the contract, even after one corrective retry. */
export class SchemaMismatchError extends Error {
  override readonly name = 'SchemaMismatchError';
  constructor(readonly issues: string) {
    super(`Model output did not match the schema: ${issues}`);
  }
}

/** Rate limited: status 429, or a message mentioning 429 or rate limiting, whichever layer it came from. */
export function isRateLimitError(error: unknown): boolean {
  if (error instanceof APIError && error.status === 429) return true;
  if (error instanceof NoChoicesError && error.providerError && isRateLimitMessage(error.providerError)) return true;
  return error instanceof Error && isRateLimitMessage(error.message);
}

/** A server that does not support `response_format` (older vLLM, some LM Studio builds, proxies). */
export function isResponseFormatRejection(error: unknown): boolean {
  if (!(error instanceof APIError)) return false;
  if (error.status !== 400 && error.status !== 422) return false;
  if (error.param === 'response_format') return true;
  return /response_format|json_object|json mode|unsupported|not supported/i.test(error.message);
}
