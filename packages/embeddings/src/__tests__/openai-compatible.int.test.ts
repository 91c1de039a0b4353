import { EmbeddingDimensionError } from '../provider';
import { OpenAICompatibleProvider } from '../providers/openai-compatible';
import { sendJson, startServer, type Handler, type TestServer } from './http-server';

interface EmbeddingsBody {
  model: string;
  input: string[];
  encoding_format?: string;
  dimensions?: number;
}

/** OpenAI's response shape; items in reverse order to prove the provider sorts by `index`. */
function answer(dimensions: number, encode: (v: number[]) => unknown = (v) => v): Handler {
  return (req, res) => {
    const body = req.body as EmbeddingsBody;
    if (req.method !== 'POST' || req.url !== '/v1/embeddings') return sendJson(res, 404, { error: { message: 'not found' } });
    const data = body.input.map((text, index) => ({
      object: 'embedding',
      index,
      embedding: encode(Array.from({ length: dimensions }, (_, d) => (d === 0 ? text.length : index + d / 8))),
    }));
    sendJson(res, 200, { object: 'list', data: data.reverse(), model: body.model, usage: { prompt_tokens: 1, total_tokens: 1 } });
  };
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const provider = (url: string, model: string, dimensions: number, extra: Partial<{ sendDimensions: boolean }> = {}) =>
  new OpenAICompatibleProvider({ baseURL: `${url}/v1`, apiKey: 'sk-test', model, dimensions, maxRetries: 0, timeoutMs: 5000, ...extra });

describe('OpenAICompatibleProvider with the real openai client against a local server', () => {
  it('sends model, input and encoding_format float, and returns vectors in input order', async () => {
    server = await startServer(answer(4));
    const vectors = await provider(server.url, 'nomic-embed-text', 4).embed(['a', 'bb', 'ccc']);
    expect(vectors.map((v) => v[0])).toEqual([1, 2, 3]);
    expect(vectors[2]).toEqual([3, 2.125, 2.25, 2.375]);
    const request = server.requests[0];
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toEqual({ model: 'nomic-embed-text', input: ['a', 'bb', 'ccc'], encoding_format: 'float' });
  });

  it('asks text-embedding-3 models for the configured dimensions', async () => {
    server = await startServer(answer(256));
    const vectors = await provider(server.url, 'text-embedding-3-small', 256).embed(['a']);
    expect(vectors[0]).toHaveLength(256);
    expect(server.requests[0]?.body).toMatchObject({ model: 'text-embedding-3-small', dimensions: 256 });
  });

  it('refuses vectors whose length differs from the configured dimensions', async () => {
    server = await startServer(answer(768));
    const error = await provider(server.url, 'nomic-embed-text', 1536)
      .embed(['a'])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmbeddingDimensionError);
    expect((error as Error).message).toMatch(/'nomic-embed-text' returned vectors of 768 dimensions but 1536 are configured/);
  });

  it('decodes base64 float32 from servers that ignore encoding_format', async () => {
    const base64 = (v: number[]) => Buffer.from(new Float32Array(v).buffer).toString('base64');
    server = await startServer(answer(3, base64));
    expect(await provider(server.url, 'm', 3).embed(['ab'])).toEqual([[2, 0.125, 0.25]]);
  });

  it('surfaces server errors', async () => {
    server = await startServer((_req, res) => sendJson(res, 500, { error: { message: 'model not loaded' } }));
    await expect(provider(server.url, 'm', 3).embed(['a'])).rejects.toThrow(/500/);
    expect(server.requests).toHaveLength(1);
  });

  it('does not call the server for no texts', async () => {
    server = await startServer(answer(3));
    expect(await provider(server.url, 'm', 3).embed([])).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });
});
