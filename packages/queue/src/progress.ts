import type { Job } from 'bullmq';

/** What a job's `progress` holds: a percentage and the stage the job is in. */
export interface StageProgress {
  progress: number;
  stage: string;
}

/** -1 marks a job as errored; it is the one value allowed to go below the current progress. */
export const ERROR_PROGRESS = -1;

export type UpdateProgress = (progress: number, stage: string) => Promise<void>;

export function isStageProgress(value: unknown): value is StageProgress {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { progress?: unknown }).progress === 'number' &&
    typeof (value as { stage?: unknown }).stage === 'string'
  );
}

/**
 * Progress reporter for one job. It starts from what the job already stored, so a retried attempt
 * does not pull a user's progress bar back to zero; lower values are ignored until the retry
 * catches up. Each update is a Redis round-trip: call it at stage changes, not in tight loops.
 */
export function createProgressReporter(job: Pick<Job, 'progress' | 'updateProgress'>): UpdateProgress {
  let highest = isStageProgress(job.progress) && job.progress.progress >= 0 ? job.progress.progress : 0;
  return async (progress, stage) => {
    if (!Number.isFinite(progress)) throw new RangeError(`progress must be a finite number, got ${progress}`);
    if (progress === ERROR_PROGRESS) {
      await job.updateProgress({ progress: ERROR_PROGRESS, stage } satisfies StageProgress);
      return;
    }
    const clamped = Math.min(progress, 100);
    if (clamped < highest) return;
    highest = clamped;
    await job.updateProgress({ progress: clamped, stage } satisfies StageProgress);
  };
}
