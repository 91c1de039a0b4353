import type { Redis } from 'ioredis';
import { createRedisConnection } from '../connection';
import { createProducer, type Producer } from '../producer';
import { createWorker, type CreateWorkerOptions, type QueueHandlers, type QueueWorker } from '../worker';
import { deletePrefix, REDIS_URL, silentLogger, testCatalog, uniquePrefix } from './helpers';

type Catalog = typeof testCatalog;

export interface Harness {
  prefix: string;
  producer: Producer<Catalog>;
  producerConnection: Redis;
  workerConnection: Redis;
  ingestWorker(handlers: QueueHandlers<Catalog, 'ingest'>, overrides?: Partial<CreateWorkerOptions>): QueueWorker;
  cleanup(): Promise<void>;
}

/**
 * One isolated BullMQ namespace (unique prefix) with a producer and worker connections; cleanup
 * closes everything and removes every key under the prefix.
 */
export function createHarness(label: string): Harness {
  const prefix = uniquePrefix(label);
  const producerConnection = createRedisConnection(REDIS_URL, { role: 'producer' });
  const workerConnection = createRedisConnection(REDIS_URL, { role: 'worker' });
  const producer = createProducer(testCatalog, { connection: producerConnection, prefix });
  const workers: QueueWorker[] = [];

  return {
    prefix,
    producer,
    producerConnection,
    workerConnection,
    ingestWorker(handlers, overrides = {}) {
      const worker = createWorker(testCatalog, 'ingest', handlers, {
        connection: workerConnection,
        prefix,
        concurrency: 2,
        logger: silentLogger(),
        ...overrides,
      });
      workers.push(worker);
      return worker;
    },
    async cleanup() {
      // A test that already forced a worker closed has rejected close(); that is expected here.
      await Promise.allSettled(workers.map((worker) => worker.close(5_000)));
      // After a forced close, BullMQ's own close is still finishing; wait for it before quitting Redis.
      await Promise.allSettled(workers.map((worker) => worker.worker.close()));
      for (const name of ['ingest', 'embedding'] as const) {
        await producer.queue(name).obliterate({ force: true });
      }
      await producer.close();
      await deletePrefix(workerConnection, prefix);
      await producerConnection.quit();
      await workerConnection.quit();
    },
  };
}
