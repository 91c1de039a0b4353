import type { Producer } from './producer';
import type { QueueHandlers } from './worker';
import type { JOB_CATALOG } from '@tailor/contracts';
import type { testCatalog } from './__tests__/helpers';

type Catalog = typeof testCatalog;

// Compile-time checks (tsc -p tsconfig.json); the function is never called.
export function typeChecks(producer: Producer<Catalog>): void {
  void producer.enqueue('ingest.resume', { fileId: 'f', userId: 'u', requestId: 'r' });
  // @ts-expect-error unknown job name
  void producer.enqueue('ingest.nope', {});
  // @ts-expect-error payload of another job
  void producer.enqueue('ingest.resume', { chunkIds: ['c'], requestId: 'r' });
  // @ts-expect-error not a queue of the catalog
  void producer.queue('generation');

  const handlers: QueueHandlers<Catalog, 'embedding'> = {
    'embedding.chunks': async (payload) => payload.chunkIds.length,
  };
  void handlers;
}

// The real catalog must fit the generic shape (type-only import: no runtime dependency).
export function contractsCatalogChecks(producer: Producer<typeof JOB_CATALOG>): QueueHandlers<typeof JOB_CATALOG, 'ingest' | 'followup'> {
  void producer.enqueue('ingest.resume', { fileId: 'f', userId: 'u', requestId: 'r' }, { jobId: 'ingest-f' });
  // @ts-expect-error strictObject payload: no extra keys
  void producer.enqueue('generation.resume', { userId: 'u', jobDescription: 'x', requestId: 'r', extra: 1 });
  return {
    'ingest.resume': async (payload) => payload.fileId,
    'ingest.finalize': async (payload) => payload.runId,
    'profile.recompute': async (payload) => payload.userId,
  };
}

it('type-level checks compile (see tsc)', () => {
  expect(typeof typeChecks).toBe('function');
});
