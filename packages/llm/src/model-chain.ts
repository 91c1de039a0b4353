import { MODEL } from '@tailor/contracts';
import type { ChatClient } from './chat-client';
import { AllModelsFailedError, isRateLimitError, SchemaMismatchError, type ModelAttempt } from './errors';
import { parseJsonResponse } from './json-extract';
import { errorText, type LlmLogger } from './logger';
import { RateLimitTracker } from './rate-limits';
import type { Validator } from './validation';

export interface ChainDeps {
  logger: LlmLogger;
  /** Injectable so tests can move past the 5-minute skip without waiting. */
  now: () => number;
  /** Injectable so tests can assert the 1 s wait without sleeping. */
  sleep: (ms: number) => Promise<void>;
  rateLimitSkipMs?: number;
  retryWaitMs?: number;
}

export function correctionPrompt(prompt: string, issues: string): string {
  return `${prompt}\n\nYour previous answer did not match the schema: ${issues}. Answer again with JSON only.`;
}

/**
 * The ordered fallback list of models: each model is tried in turn; a rate-limited model is skipped
 * for 5 minutes and the next one is tried after a 1 s wait; any other failure moves on at once.
 */
export class ModelChain {
  private readonly rateLimits: RateLimitTracker;
  private readonly retryWaitMs: number;

  constructor(
    private readonly client: ChatClient,
    private readonly models: readonly string[],
    private readonly deps: ChainDeps,
  ) {
    if (models.length === 0) throw new Error('At least one model is required');
    this.rateLimits = new RateLimitTracker(deps.rateLimitSkipMs ?? MODEL.rateLimitSkipMs, deps.now);
    this.retryWaitMs = deps.retryWaitMs ?? MODEL.retryWaitMs;
  }

  async run<T>(operation: string, prompt: string, validate: Validator<T>): Promise<T> {
    const attempts: ModelAttempt[] = [];
    const errors: unknown[] = [];
    const { logger } = this.deps;
    for (const [index, model] of this.models.entries()) {
      const until = this.rateLimits.limitedUntil(model);
      if (until !== undefined) {
        attempts.push({ model, error: `rate limited until ${new Date(until).toISOString()}`, rateLimited: true, skipped: true });
        logger.debug({ operation, model }, 'skipping rate-limited model');
        continue;
      }
      const started = this.deps.now();
      try {
        const value = await this.tryModel(model, prompt, validate);
        logger.debug({ operation, model, ms: this.deps.now() - started }, 'model answered');
        return value;
      } catch (error) {
        const rateLimited = isRateLimitError(error);
        attempts.push({ model, error: errorText(error), rateLimited, skipped: false });
        errors.push(error);
        logger.warn({ operation, model, rateLimited, error: errorText(error) }, 'model failed; trying the next one');
        if (rateLimited) {
          this.rateLimits.mark(model);
          // The wait only makes sense before another call; after the last model it would just delay the error.
          if (index < this.models.length - 1) await this.deps.sleep(this.retryWaitMs);
        }
      }
    }
    const failure = new AllModelsFailedError(operation, attempts, errors);
    logger.warn({ operation, attempts }, failure.message);
    throw failure;
  }

  /** One model: the answer, or one corrective retry when it parsed but broke the schema. */
  private async tryModel<T>(model: string, prompt: string, validate: Validator<T>): Promise<T> {
    const first = validate(parseJsonResponse(await this.client.complete(model, prompt)));
    if (first.ok) return first.value;
    this.deps.logger.info({ model, issues: first.issues }, 'model output did not match the schema; asking again');
    const second = validate(parseJsonResponse(await this.client.complete(model, correctionPrompt(prompt, first.issues))));
    if (second.ok) return second.value;
    throw new SchemaMismatchError(second.issues);
  }
}
