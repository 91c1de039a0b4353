import { Writable } from 'node:stream';
import { createLogger, jobLogger, REDACTED } from './logger';

/** Collects every JSON line the logger writes, parsed. */
function capture(): { stream: Writable; lines: () => Array<Record<string, unknown>> } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  const lines = (): Array<Record<string, unknown>> =>
    chunks
      .join('')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { stream, lines };
}

describe('createLogger', () => {
  it('writes the service, an ISO timestamp and the message', () => {
    const out = capture();
    createLogger({ service: 'gateway', destination: out.stream }).info('hello');
    const [line] = out.lines();
    expect(line).toMatchObject({ service: 'gateway', msg: 'hello', level: 30 });
    expect(String(line?.time)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('hides passwords, tokens, api keys, authorization headers and bytes', () => {
    const out = capture();
    const log = createLogger({ service: 'gateway', destination: out.stream });
    log.info(
      {
        password: 'hunter2',
        user: { email: 'a@b.c', password: 'hunter3', token: 'tok-nested' },
        token: 'tok-top',
        llm: { apiKey: 'sk-secret' },
        req: { headers: { authorization: 'Bearer abc.def' } },
        file: { bytes: 'JVBERi0xLjQK' },
        buffer: 'raw',
      },
      'login',
    );
    const raw = JSON.stringify(out.lines());
    for (const secret of ['hunter2', 'hunter3', 'tok-nested', 'tok-top', 'sk-secret', 'abc.def', 'JVBERi0xLjQK', 'raw']) {
      expect(raw).not.toContain(secret);
    }
    expect(out.lines()[0]).toMatchObject({
      password: REDACTED,
      user: { email: 'a@b.c', password: REDACTED, token: REDACTED },
      req: { headers: { authorization: REDACTED } },
    });
  });

  it('respects the level', () => {
    const out = capture();
    const log = createLogger({ service: 's', level: 'warn', destination: out.stream });
    log.info('quiet');
    log.warn('loud');
    expect(out.lines().map((l) => l.msg)).toEqual(['loud']);
  });
});

describe('jobLogger', () => {
  it('adds job identity and the requestId from the payload, not the payload itself', () => {
    const out = capture();
    const log = createLogger({ service: 'ingest-worker', destination: out.stream });
    const job = { id: '42', name: 'ingest.resume', queueName: 'ingest', data: { fileId: 'f1', requestId: 'req-1' } };
    jobLogger(log, job).info('started');
    const [line] = out.lines();
    expect(line).toMatchObject({ service: 'ingest-worker', jobId: '42', queue: 'ingest', jobName: 'ingest.resume', requestId: 'req-1' });
    expect(JSON.stringify(line)).not.toContain('f1');
  });

  it('tolerates payloads without a requestId', () => {
    const out = capture();
    const log = createLogger({ service: 's', destination: out.stream });
    jobLogger(log, { id: '1', name: 'n', queueName: 'q', data: null }).info('x');
    expect(out.lines()[0]).not.toHaveProperty('requestId');
  });
});
