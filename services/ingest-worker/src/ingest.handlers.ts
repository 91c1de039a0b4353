import type { IngestResumePayload } from '@tailor/contracts';
import type { Logger } from '@tailor/observability';
import type { JobContext } from '@tailor/queue';
import type { Dependencies } from '@tailor/runtime';
import type { IngestContext } from './ingest.context';
import { ingestResume } from './ingest.service';

export function createIngestHandlers(deps: Dependencies, _logger: Logger, context: IngestContext) {
  return {
    'ingest.resume': (payload: IngestResumePayload, ctx: JobContext) => ingestResume(payload, ctx, deps, context),
  };
}
