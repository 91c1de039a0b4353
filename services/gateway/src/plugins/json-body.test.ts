import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { errorHandlerPlugin } from './error-handler';
import { jsonBodyPlugin } from './json-body';

// Large enough that a body of a few times the limit overflows the loopback socket buffers, so a server
// that stops reading shows up as a failed write.
const LIMIT = 1024 * 1024;

/**
 * Sends a body of `size` bytes over a plain socket, chunk by chunk as a browser does, and returns the
 * status line the server answered with, or the error the sending ran into.
 */
async function postRaw(port: number, size: number, declaredSize = size): Promise<string> {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  let failure: Error | undefined;
  socket.on('data', (data: Buffer) => (answer += data.toString('latin1')));
  socket.on('error', (error) => (failure = error));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  const write = (data: string | Buffer) =>
    new Promise<void>((resolve) =>
      socket.write(data, (error) => {
        failure ??= error ?? undefined;
        resolve();
      }),
    );
  await write(`POST /echo HTTP/1.1\r\nhost: test\r\ncontent-type: application/json\r\ncontent-length: ${declaredSize}\r\n\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 'x');
  for (let sent = 0; sent < size && !failure; sent += chunk.length) await write(chunk.subarray(0, Math.min(chunk.length, size - sent)));
  await closed;
  return failure ? `failed: ${failure.message}` : (answer.split('\r\n')[0] ?? '');
}

describe('JSON bodies over a real socket', () => {
  let app: FastifyInstance;
  let base: string;
  let port: number;

  beforeAll(async () => {
    app = Fastify({ bodyLimit: LIMIT });
    await app.register(errorHandlerPlugin);
    await app.register(jsonBodyPlugin, { bodyLimit: LIMIT });
    app.post('/echo', async (request) => ({ received: request.body ?? null }));
    base = await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (body: string) => fetch(`${base}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('parses a body under the limit and treats an empty one as no body', async () => {
    expect(await (await post('{"a":[1,2]}')).json()).toEqual({ received: { a: [1, 2] } });
    expect(await (await post('')).json()).toEqual({ received: null });
    const malformed = await post('{"a":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: 'Malformed JSON in request body', code: 'validation_failed' });
  });

  it('answers a body over the limit with a 413 the client reads', async () => {
    const res = await post(JSON.stringify({ text: 'x'.repeat(4 * LIMIT) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Request body is too large', code: 'payload_too_large' });
    expect(await (await post('{"ok":true}')).json()).toEqual({ received: { ok: true } });
  });

  // Answering as soon as the declared length is over the limit closes the socket under a client that is
  // still writing: its next write fails with EPIPE and a browser shows a network error, not the 413.
  it('reads an oversized body to its end before answering, so the sender never writes into a closed socket', async () => {
    expect(await postRaw(port, LIMIT + 1)).toBe('HTTP/1.1 413 Payload Too Large');
    expect(await postRaw(port, 8 * LIMIT)).toBe('HTTP/1.1 413 Payload Too Large');
  });

  it('answers a body declared past sixteen times the limit at once, without waiting for it', async () => {
    expect(await postRaw(port, 0, 17 * LIMIT)).toBe('HTTP/1.1 413 Payload Too Large');
  });

  it('stops reading a body that goes on past sixteen times the limit and closes the connection', async () => {
    expect(await postRaw(port, 64 * LIMIT)).toMatch(/^failed: /);
  });
});
