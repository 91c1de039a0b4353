import type { IngestFinalizePayload, IngestResumePayload, ProfileRecomputePayload } from '@tailor/contracts';
import type { Logger } from '@tailor/observability';
import { recomputeUserProfile } from '@tailor/profile';
import type { JobContext } from '@tailor/queue';
import type { Dependencies } from '@tailor/runtime';
import { finalizeIngest } from './finalize.service';
import type { IngestContext } from './ingest.context';
import { ingestResume } from './ingest.service';

export function createIngestHandlers(deps: Dependencies, _logger: Logger, context: IngestContext) {
  return {
    'ingest.resume': (payload: IngestResumePayload, ctx: JobContext) => ingestResume(payload, ctx, deps, context),
    'ingest.finalize': (payload: IngestFinalizePayload, ctx: JobContext) => finalizeIngest(payload, ctx, deps),
    // A function of all of the user's parsed resumes, so whichever request it runs for, it covers
    // every change stored before it started; BullMQ keeps one more waiting for later changes.
    'profile.recompute': (payload: ProfileRecomputePayload) =>
      recomputeUserProfile(deps.store, payload.userId, { parsedResumes: context.parsedResumes }),
  };
}
