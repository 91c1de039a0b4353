import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError } from '../api/client';
import { api } from '../api/endpoints';
import { MESSAGES, type JobStatus, type StoredAnalysisRecord } from '@tailor/contracts/browser';
import { useJobPolling, type JobPollingOptions } from './useJobPolling';

export type GenerationPhase = 'idle' | 'generating' | 'done' | 'failed';

export interface GenerationApi {
  generate: typeof api.generate;
  analysis: typeof api.analysis;
  /** Newest first; the latest one is shown again after a reload. */
  analyses?: typeof api.analyses;
  fetchJob?: JobPollingOptions['fetchJob'];
}

export interface Generation {
  phase: GenerationPhase;
  progress: number;
  stage: string;
  error: string | null;
  record: StoredAnalysisRecord | null;
  generate(jobDescription: string): Promise<void>;
  dismissError(): void;
}

/**
 * Generation: idle → generating (POST /api/generate, then the job polled once a second with
 * its stage) → done with the stored analysis, or failed with the message for that failure.
 */
export function useGeneration(signedIn: boolean, onDone: () => void, deps: GenerationApi = api): Generation {
  const [phase, setPhase] = useState<GenerationPhase>('idle');
  const [jobId, setJobId] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [stage, setStage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [record, setRecord] = useState<StoredAnalysisRecord | null>(null);

  // After a reload the user sees their latest tailored resume again (the placeholder remains
  // for someone who has none yet).
  const { analyses } = deps;
  useEffect(() => {
    if (!signedIn || !analyses) return;
    let cancelled = false;
    analyses()
      .then((list) => {
        if (!cancelled && list[0]) setRecord((current) => current ?? list[0] ?? null);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [signedIn, analyses]);

  const fail = useCallback((message: string) => {
    setJobId(null);
    setPhase('failed');
    setError(message);
  }, []);

  const generate = useCallback(
    async (jobDescription: string) => {
      if (!signedIn) return fail(MESSAGES.loginRequiredToGenerate);
      if (jobDescription.trim() === '') return fail(MESSAGES.jobDescriptionBlank);
      setError(null);
      setPhase('generating');
      setProgress(0);
      setStage('Starting');
      try {
        const { jobId: id } = await deps.generate(jobDescription);
        setJobId(id);
      } catch (err) {
        // 400 and 409 carry the validation messages the user should read; anything else is a generation failure.
        const message = err instanceof Error ? err.message : String(err);
        fail(err instanceof ApiError && (err.status === 400 || err.status === 409) ? message : MESSAGES.generationFailed(message));
      }
    },
    [deps, fail, signedIn],
  );

  const onStatus = useCallback(
    (status: JobStatus) => {
      if (status.state === 'failed') return fail(MESSAGES.generationFailed(status.error ?? 'the job failed'));
      setProgress(Math.max(0, status.progress));
      setStage(status.stage);
      if (status.state !== 'completed') return;
      setJobId(null);
      const result = status.result as { analysisId?: unknown } | null;
      const analysisId = typeof result?.analysisId === 'string' ? result.analysisId : null;
      if (!analysisId) return fail(MESSAGES.generationFailed('the job finished without an analysis'));
      deps
        .analysis(analysisId)
        .then((loaded) => {
          setRecord(loaded);
          setProgress(100);
          setStage('Done');
          setPhase('done');
          onDone();
        })
        .catch((err: unknown) => fail(MESSAGES.generationFailed(err instanceof Error ? err.message : String(err))));
    },
    [deps, fail, onDone],
  );

  const onError = useCallback(
    (_id: string, err: unknown) => {
      if (err instanceof ApiError && err.status !== 0) fail(MESSAGES.generationFailed(err.message));
    },
    [fail],
  );

  const ids = useMemo(() => (jobId ? [jobId] : []), [jobId]);
  useJobPolling(ids, onStatus, { onError, fetchJob: deps.fetchJob });

  return { phase, progress, stage, error, record, generate, dismissError: useCallback(() => setError(null), []) };
}
