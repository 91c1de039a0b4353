import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { SentenceEncoderProvider, SENTENCE_ENCODER_DIMENSIONS } from '../providers/sentence-encoder';

const cosine = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * (b[i] ?? 0), 0);

describe('SentenceEncoderProvider (the packaged sentence model)', () => {
  const attempts: string[] = [];
  const refuse = (what: string) => () => {
    attempts.push(what);
    throw new Error(`network access attempted: ${what}`);
  };
  const spies: jest.SpyInstance[] = [];

  beforeAll(() => {
    // Every way out of the process: the model must load and embed with all of them refused.
    spies.push(
      jest.spyOn(net.Socket.prototype, 'connect').mockImplementation(refuse('net.Socket.connect')),
      jest.spyOn(net, 'connect').mockImplementation(refuse('net.connect')),
      jest.spyOn(net, 'createConnection').mockImplementation(refuse('net.createConnection')),
      jest.spyOn(tls, 'connect').mockImplementation(refuse('tls.connect')),
      jest.spyOn(http, 'request').mockImplementation(refuse('http.request')),
      jest.spyOn(http, 'get').mockImplementation(refuse('http.get')),
      jest.spyOn(https, 'request').mockImplementation(refuse('https.request')),
      jest.spyOn(https, 'get').mockImplementation(refuse('https.get')),
      jest.spyOn(dns, 'lookup').mockImplementation(refuse('dns.lookup')),
      jest.spyOn(globalThis, 'fetch').mockImplementation(() => {
        attempts.push('fetch');
        return Promise.reject(new Error('network access attempted: fetch'));
      }),
    );
  });

  afterAll(() => spies.forEach((spy) => spy.mockRestore()));

  it('loads and embeds without any network access', async () => {
    const provider = new SentenceEncoderProvider();
    await provider.ready();
    const [a, b, c, blank] = await provider.embed([
      'Operated Kubernetes clusters and container orchestration for production services',
      'k8s cluster administration',
      'Baked sourdough bread for a neighbourhood bakery',
      '',
    ]);
    expect(attempts).toEqual([]);
    for (const v of [a, b, c, blank]) expect(v).toHaveLength(SENTENCE_ENCODER_DIMENSIONS);
    expect(Math.hypot(...a!)).toBeCloseTo(1, 2);
    // Meaning, not shared words: the two container texts share none of their words but one.
    expect(cosine(a!, b!)).toBeGreaterThan(cosine(a!, c!) + 0.2);
  });

  it('gives the same vector for the same text alone or in a group', async () => {
    const provider = new SentenceEncoderProvider();
    const text = 'Negotiated freight contracts with third-party logistics providers';
    const [alone] = await provider.embed([text]);
    const grouped = await provider.embed(['Short query', text, 'Another line about warehouse slotting']);
    expect(cosine(alone!, grouped[1]!)).toBeGreaterThan(0.999);
    expect(attempts).toEqual([]);
  });

  it('would notice an attempt: the hub download initModel() makes without a source is refused', async () => {
    const { remoteModelSource } = await import('@energetic-ai/embeddings');
    await expect(remoteModelSource()).rejects.toThrow();
    expect(attempts.length).toBeGreaterThan(0);
  });
});
