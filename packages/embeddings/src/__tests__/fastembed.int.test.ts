import { CachedEmbedder } from '../cached-embedder';
import { EmbeddingDimensionError } from '../provider';
import { FastEmbedProvider } from '../providers/fastembed';
import { sendJson, startServer, type Handler, type TestServer } from './http-server';

const DIMS = 3;
const vectors = (texts: unknown) => (Array.isArray(texts) ? texts : []).map((_, i) => [i, 0.5, -0.5]);
const ok: Handler = (req, res) => sendJson(res, 200, { embeddings: vectors((req.body as { texts?: unknown }).texts), cache_hits: 0 });

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function providerFor(url: string, sleeps: number[], timeoutMs = 2000) {
  return new FastEmbedProvider({
    url: `${url}/`,
    dimensions: DIMS,
    timeoutMs,
    sleep: async (ms) => void sleeps.push(ms),
  });
}

describe('FastEmbedProvider against a real HTTP server', () => {
  it('posts {texts, use_cache} to /embeddings and returns the vectors', async () => {
    server = await startServer(ok);
    const sleeps: number[] = [];
    const result = await providerFor(server.url, sleeps).embed(['a', 'b']);
    expect(result).toEqual([
      [0, 0.5, -0.5],
      [1, 0.5, -0.5],
    ]);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/embeddings', body: { texts: ['a', 'b'], use_cache: true } });
    expect(sleeps).toEqual([]);
  });

  it('retries a 500 once after 1 s and succeeds', async () => {
    server = await startServer((req, res, attempt) => (attempt === 1 ? sendJson(res, 500, { detail: 'boom' }) : ok(req, res, attempt)));
    const sleeps: number[] = [];
    expect(await providerFor(server.url, sleeps).embed(['a'])).toEqual([[0, 0.5, -0.5]]);
    expect(server.requests).toHaveLength(2);
    expect(sleeps).toEqual([1000]);
  });

  it('fails with the spec message when the retry also gets 500', async () => {
    server = await startServer((_req, res) => sendJson(res, 500, { detail: 'boom' }));
    const sleeps: number[] = [];
    await expect(providerFor(server.url, sleeps).embed(['a'])).rejects.toThrow(/^FastEmbed service error: 500$/);
    expect(server.requests).toHaveLength(2);
    expect(sleeps).toEqual([1000]);
  });

  it('does not retry other statuses', async () => {
    server = await startServer((_req, res) => sendJson(res, 422, { detail: 'bad input' }));
    const sleeps: number[] = [];
    await expect(providerFor(server.url, sleeps).embed(['a'])).rejects.toThrow('FastEmbed service error: 422');
    expect(server.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('retries once after a timeout', async () => {
    // The first request is never answered; the provider gives up after 150 ms and retries.
    server = await startServer((req, res, attempt) => (attempt === 1 ? undefined : ok(req, res, attempt)));
    const sleeps: number[] = [];
    expect(await providerFor(server.url, sleeps, 150).embed(['a'])).toEqual([[0, 0.5, -0.5]]);
    expect(server.requests).toHaveLength(2);
    expect(sleeps).toEqual([1000]);
  });

  it('reports a timeout on the retry too as a FastEmbed service error', async () => {
    server = await startServer(() => undefined);
    await expect(providerFor(server.url, [], 100).embed(['a'])).rejects.toThrow('FastEmbed service error: timeout');
    expect(server.requests).toHaveLength(2);
  });

  it('refuses vectors of another dimension with a clear error', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, { embeddings: [[1, 2, 3, 4]] }));
    const error = await providerFor(server.url, [])
      .embed(['a'])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmbeddingDimensionError);
    expect((error as Error).message).toMatch(/4 dimensions but 3 are configured \(EMBEDDING_DIMENSIONS\)/);
  });

  it('refuses a body without embeddings', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, { vectors: [] }));
    await expect(providerFor(server.url, []).embed(['a'])).rejects.toThrow(/FastEmbed service error: response without an embeddings array/);
  });

  it('reports an unreachable service without retrying', async () => {
    server = await startServer(ok);
    const url = server.url;
    await server.close();
    server = undefined;
    const sleeps: number[] = [];
    await expect(providerFor(url, sleeps).embed(['a'])).rejects.toThrow(/FastEmbed service error: ECONNREFUSED/);
    expect(sleeps).toEqual([]);
  });

  it('is batched by the cached embedder: 10 texts per request, 5 for long texts', async () => {
    server = await startServer(ok);
    const embedder = new CachedEmbedder(providerFor(server.url, []), { batch: { sleep: async () => undefined } });
    const short = Array.from({ length: 23 }, (_, i) => `t${i}`);
    const long = Array.from({ length: 7 }, (_, i) => `${i}`.padEnd(1500, 'x'));
    const result = await embedder.embed(short);
    await embedder.embed(long);
    expect(result.embeddings).toHaveLength(23);
    const sizes = server.requests.map((r) => ((r.body as { texts: string[] }).texts ?? []).length);
    expect(sizes.slice(0, 3).sort((x, y) => y - x)).toEqual([10, 10, 3]);
    expect(sizes.slice(3).sort((x, y) => y - x)).toEqual([5, 2]);
  });
});
