import { buildPdf, textContent, waitFor } from '@tailor/testing';
import { sample } from './__tests__/sample-data';
import { PdfReaderPool } from './pdf-pool';
import { PdfReadError } from './pdf-worker';

const pdf = (marker: string) => new Uint8Array(buildPdf([textContent([`${marker} is a line long enough to count as text on this page.`])]));
const firstLine = (result: Awaited<ReturnType<PdfReaderPool['read']>>) => result.pages[0]?.items.map((item) => item.str).join('');

describe('PdfReaderPool', () => {
  const pools: PdfReaderPool[] = [];
  const pool = (options: Partial<ConstructorParameters<typeof PdfReaderPool>[0]> = {}) => {
    const created = new PdfReaderPool({ size: 1, maxDocumentsPerReader: 50, idleMs: 30_000, heapMb: 256, ...options });
    pools.push(created);
    return created;
  };
  afterAll(() => Promise.all(pools.map((p) => p.close())));

  it('reads documents one after another on one warm thread, each with its own text', async () => {
    const readers = pool();
    for (const marker of ['First', 'Second', 'Third']) {
      expect(firstLine(await readers.read(pdf(marker), 50, 20_000))).toContain(marker);
    }
    expect(readers.threads).toEqual({ live: 1, started: 1 });
  });

  it('starts no reader before a document needs one, and ends it once idle', async () => {
    const readers = pool({ idleMs: 300 });
    expect(readers.threads).toEqual({ live: 0, started: 0 });
    expect(firstLine(await readers.read(pdf('Needed'), 50, 20_000))).toContain('Needed');
    expect(readers.threads).toEqual({ live: 1, started: 1 });
    await waitFor(() => readers.threads.live === 0, { timeoutMs: 10_000 });
    expect(firstLine(await readers.read(pdf('Again'), 50, 20_000))).toContain('Again');
    expect(readers.threads).toEqual({ live: 1, started: 2 });
  });

  it('can start its thread ahead of the first document', async () => {
    const readers = pool();
    readers.prestart();
    readers.prestart();
    expect(readers.threads).toEqual({ live: 1, started: 1 });
    expect(firstLine(await readers.read(pdf('Ready'), 50, 20_000))).toContain('Ready');
    expect(readers.threads).toEqual({ live: 1, started: 1 });
  });

  it('never runs more threads than its size, however many documents arrive at once', async () => {
    const readers = pool({ size: 2 });
    const markers = Array.from({ length: 7 }, (_, i) => `Document ${i}`);
    const results = await Promise.all(markers.map((marker) => readers.read(pdf(marker), 50, 20_000)));
    results.forEach((result, i) => expect(firstLine(result)).toContain(markers[i]));
    expect(readers.threads.started).toBeLessThanOrEqual(2);
  });

  it('replaces a reader after its quota of documents', async () => {
    const readers = pool({ maxDocumentsPerReader: 2 });
    for (let i = 0; i < 5; i++) await readers.read(pdf(`Doc ${i}`), 50, 20_000);
    expect(readers.threads.started).toBe(3);
    expect(readers.threads.live).toBe(1);
  });

  it('ends the thread of a document that runs out of time, and reads the next on a fresh one', async () => {
    const readers = pool();
    await readers.read(pdf('Warm'), 50, 20_000);
    const slow = readers.read(new Uint8Array(sample('resume-matcher/resumes/john_doe.pdf')), 50, 1);
    await expect(slow).rejects.toMatchObject({ kind: 'timeout' });
    expect(firstLine(await readers.read(pdf('After'), 50, 20_000))).toContain('After');
    expect(readers.threads).toEqual({ live: 1, started: 2 });
  });

  it('reports a malformed document and does not reuse the thread that read it', async () => {
    const readers = pool();
    const error = await readers.read(new Uint8Array(Buffer.from('%PDF-1.7\nnot a pdf body\n')), 50, 20_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfReadError);
    expect((error as PdfReadError).kind).toBe('invalid');
    expect(firstLine(await readers.read(pdf('Next'), 50, 20_000))).toContain('Next');
    expect(readers.threads.started).toBe(2);
  });

  it('ends idle threads after a while and starts one again when needed', async () => {
    const readers = pool({ idleMs: 50 });
    await readers.read(pdf('Before'), 50, 20_000);
    await waitFor(() => readers.threads.live === 0, { timeoutMs: 5_000 });
    expect(readers.threads).toEqual({ live: 0, started: 1 });
    expect(firstLine(await readers.read(pdf('Again'), 50, 20_000))).toContain('Again');
  });

  it('fails waiting and running documents when closed', async () => {
    const readers = pool();
    const settled = Promise.allSettled([readers.read(pdf('A'), 50, 20_000), readers.read(pdf('B'), 50, 20_000)]);
    await readers.close();
    for (const result of await settled) {
      expect(result).toMatchObject({ status: 'rejected', reason: { kind: 'unavailable' } });
    }
    expect(readers.threads.live).toBe(0);
  });
});
