import type { z } from 'zod';
import { describeIssues } from './catalog';

/** The payload does not match the catalog schema; a caller bug, never worth a retry. */
export class InvalidJobPayloadError extends Error {
  override readonly name = 'InvalidJobPayloadError';
  readonly issues: z.ZodError['issues'];

  constructor(
    readonly jobName: string,
    error: z.ZodError,
  ) {
    super(`Invalid payload for job "${jobName}": ${describeIssues(error)}`);
    this.issues = error.issues;
  }
}

/** Redis could not take the job in time; the gateway answers 503 instead of hanging. */
export class QueueUnavailableError extends Error {
  override readonly name = 'QueueUnavailableError';

  constructor(readonly reason: string) {
    super(`Job queue is unavailable (Redis): ${reason}`);
  }
}

/**
 * Throw from a handler when retrying cannot help (a corrupt file, a missing record). The worker turns
 * it into BullMQ's UnrecoverableError with the same message, which becomes the job's failedReason,
 * so write it for the user.
 */
export class PermanentJobError extends Error {
  override readonly name: string = 'PermanentJobError';
}

/** A worker was asked to consume a queue without a handler for every job on it. */
export class MissingJobHandlerError extends Error {
  override readonly name = 'MissingJobHandlerError';

  constructor(
    readonly queueName: string,
    readonly jobNames: string[],
  ) {
    super(`Worker for queue "${queueName}" has no handler for: ${jobNames.join(', ')}`);
  }
}

/** A close did not finish before its deadline and was forced. */
export class ShutdownTimeoutError extends Error {
  override readonly name = 'ShutdownTimeoutError';
}

/**
 * PermanentJobError by class, or by name when the error crossed a module-instance boundary
 * (a second copy of this package, jest's module registry).
 */
export function isPermanentJobError(error: unknown): error is Error {
  return error instanceof PermanentJobError || (error instanceof Error && error.name === 'PermanentJobError');
}
