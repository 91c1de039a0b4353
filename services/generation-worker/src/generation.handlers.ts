import type { Logger } from '@tailor/observability';
import { PermanentJobError } from '@tailor/queue';
import type { Dependencies } from '@tailor/runtime';

// Tailoring lands with the tailoring issue; until then a job fails with a reason.
export function createGenerationHandlers(_deps: Dependencies, _logger: Logger) {
  return {
    'generation.resume': async (): Promise<never> => {
      throw new PermanentJobError('Resume generation is not available in this version yet.');
    },
  };
}
