import type { Logger } from '@tailor/observability';
import { PermanentJobError } from '@tailor/queue';
import type { Dependencies } from '@tailor/runtime';

// The ingestion pipeline (extract → parse → merge → chunk → embed) lands with the ingestion issue;
// until then a job is failed with a reason instead of being left waiting forever.
export function createIngestHandlers(_deps: Dependencies, _logger: Logger) {
  return {
    'ingest.resume': async (): Promise<never> => {
      throw new PermanentJobError('Resume ingestion is not available in this version yet.');
    },
  };
}
