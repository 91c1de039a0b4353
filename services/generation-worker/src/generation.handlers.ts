import type { GenerateResumePayload } from '@tailor/contracts';
import type { Logger } from '@tailor/observability';
import type { JobContext } from '@tailor/queue';
import type { Dependencies } from '@tailor/runtime';
import type { GenerationContext } from './generation.context';
import { generateTailoredResume } from './generation.service';

export function createGenerationHandlers(deps: Dependencies, _logger: Logger, context: GenerationContext) {
  return {
    'generation.resume': (payload: GenerateResumePayload, ctx: JobContext) => generateTailoredResume(payload, ctx, deps, context),
  };
}
