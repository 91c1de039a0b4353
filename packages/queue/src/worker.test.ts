import { createWorker } from './worker';
import { MissingJobHandlerError } from './errors';
import { silentLogger, testCatalog } from './__tests__/helpers';
import type { Redis } from 'ioredis';

// The checks run before BullMQ is touched, so no connection is ever opened.
const options = { connection: {} as Redis, prefix: 'unused', concurrency: 1, logger: silentLogger() };

describe('createWorker handler checks', () => {
  it('refuses to construct when a job of the queue has no handler', () => {
    expect(() =>
      // @ts-expect-error 'ingest.reparse' is missing, which the types catch too
      createWorker(testCatalog, 'ingest', { 'ingest.resume': async () => null }, options),
    ).toThrow(new MissingJobHandlerError('ingest', ['ingest.reparse']));
  });

  it('refuses handlers for jobs that run on another queue', () => {
    const handlers = { 'ingest.resume': async () => null, 'ingest.reparse': async () => null, 'embedding.chunks': async () => null };
    expect(() => createWorker(testCatalog, 'ingest', handlers, options)).toThrow(/do not run on queue "ingest": embedding.chunks/);
  });

  it('refuses a queue no job runs on', () => {
    // @ts-expect-error not a queue of the catalog
    expect(() => createWorker(testCatalog, 'nope', {}, options)).toThrow(/No job in the catalog runs on queue "nope"/);
  });
});
