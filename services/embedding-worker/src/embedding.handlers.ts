import type { Logger } from '@tailor/observability';
import { PermanentJobError } from '@tailor/queue';
import type { Dependencies } from '@tailor/runtime';

// Embedding batches land with the embedding-service issue; until then a job fails with a reason.
export function createEmbeddingHandlers(_deps: Dependencies, _logger: Logger) {
  return {
    'embedding.chunks': async (): Promise<never> => {
      throw new PermanentJobError('Embedding is not available in this version yet.');
    },
  };
}
