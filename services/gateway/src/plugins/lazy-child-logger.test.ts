import { createLogger } from '@tailor/observability';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { lazyChildLoggerFactory } from './lazy-child-logger';

function capturedLogger(level = 'info') {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = createLogger({ service: 'gateway', level: level as 'info', destination: stream }) as unknown as FastifyBaseLogger;
  return { logger, lines };
}

const make = (parent: FastifyBaseLogger, options: { level?: string }) =>
  lazyChildLoggerFactory.call({} as FastifyInstance, parent, { reqId: 'req-1' }, options);

describe('lazyChildLoggerFactory', () => {
  it('on a warn route drops info lines without building a child, and writes warnings with the request id', async () => {
    const { logger, lines } = capturedLogger();
    let children = 0;
    const counting = Object.create(logger) as FastifyBaseLogger;
    counting.child = ((bindings: Record<string, unknown>, options?: Record<string, unknown>) => {
      children++;
      return logger.child(bindings, options);
    }) as FastifyBaseLogger['child'];

    const child = make(counting, { level: 'warn' });
    child.info('incoming request');
    child.debug('noise');
    expect(children).toBe(0);
    expect(child.level).toBe('warn');

    child.warn({ detail: 1 }, 'slow answer');
    child.error('failed');
    expect(children).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => [line.msg, line.reqId, line.level])).toEqual([
      ['slow answer', 'req-1', 40],
      ['failed', 'req-1', 50],
    ]);
  });

  it('gives routes logging at info a real child at once', async () => {
    const { logger, lines } = capturedLogger();
    const child = make(logger, {});
    child.info('request completed');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([expect.objectContaining({ msg: 'request completed', reqId: 'req-1' })]);
  });

  it('follows the parent level when the route sets none', () => {
    const { logger } = capturedLogger('error');
    const child = make(logger, {});
    expect(child.level).toBe('error');
    expect(typeof child.child).toBe('function');
  });
});
