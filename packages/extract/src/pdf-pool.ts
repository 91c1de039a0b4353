import { Worker } from 'node:worker_threads';
import { PdfReadError, pdfjsUrls, toReadError, WORKER_SOURCE, type PdfReadResult, type WorkerReply, type WorkerRequest } from './pdf-worker';
import { LIMITS } from './limits';
import { VISIBILITY_LIMITS } from './pdf-visibility';

const READERS = {
  size: LIMITS.pdfReaders,
  maxDocumentsPerReader: LIMITS.pdfDocumentsPerReader,
  idleMs: LIMITS.pdfReaderIdleMs,
};

/** Young generation of each reader, in MB (V8 gives a thread three times this for new objects). */
const YOUNG_GENERATION_MB = 8;

export interface PdfPoolOptions {
  /** Reader threads at most; more documents at once wait for one to be free. */
  size: number;
  /** A reader is replaced after this many documents, so whatever pdf.js keeps cannot pile up. */
  maxDocumentsPerReader: number;
  /** An idle reader is ended after this long, giving its memory back between bursts. */
  idleMs: number;
  /** Heap cap of each reader; an out-of-memory there ends the thread, not the process. */
  heapMb: number;
}

interface Task {
  request: WorkerRequest;
  timeoutMs: number;
  resolve(result: PdfReadResult): void;
  reject(error: Error): void;
}

interface Reader {
  worker: Worker;
  /** pdf.js is loaded (or failed to load, which its first document then reports). */
  ready: boolean;
  documents: number;
  task: Task | null;
  timer: NodeJS.Timeout | undefined;
}

/**
 * A few warm pdf.js reader threads instead of a new thread per document: starting one and loading
 * pdf.js costs more than reading a typical resume. Each document still runs under its own time
 * limit, and a reader whose document times out, fails or crashes is ended rather than reused, so a
 * hostile PDF takes its thread down with it. Idle readers do not keep the process alive.
 *
 * Readers start when a document needs one and end after a while without documents: a reader holds
 * pdf.js and its heap (60–70 MB of resident memory), which a process reading no PDFs has no use
 * for. A document is handed to a reader once pdf.js is loaded, so its time limit counts reading
 * only, not the start of a thread on a busy machine.
 */
export class PdfReaderPool {
  private readonly readers = new Set<Reader>();
  private idle: Reader[] = [];
  private readonly waiting: Task[] = [];
  private started = 0;

  constructor(private readonly options: PdfPoolOptions) {}

  /** Reader threads alive now and started so far (each start loads pdf.js afresh). */
  get threads(): { live: number; started: number } {
    return { live: this.readers.size, started: this.started };
  }

  read(data: Uint8Array, maxPages: number, timeoutMs: number): Promise<PdfReadResult> {
    return new Promise<PdfReadResult>((resolve, reject) => {
      this.waiting.push({ request: { data, maxPages, visibility: VISIBILITY_LIMITS }, timeoutMs, resolve, reject });
      this.dispatch();
    });
  }

  /** Starts a reader now if none is running, so the first document does not wait for pdf.js to load. */
  prestart(): void {
    if (this.readers.size > 0) return;
    // Nothing waits for it: it must not keep the process alive while it loads.
    this.spawn().worker.unref();
  }

  /** Ends every reader; documents being read or waiting fail as if no reader could be started. */
  async close(): Promise<void> {
    const closed = () => new PdfReadError('unavailable', 'the PDF readers were shut down');
    for (const task of this.waiting.splice(0)) task.reject(closed());
    await Promise.all(
      [...this.readers].map((reader) => {
        const task = reader.task;
        reader.task = null;
        task?.reject(closed());
        return this.retire(reader);
      }),
    );
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const reader = this.idle.pop();
      if (reader !== undefined) {
        this.start(reader, this.waiting.shift() as Task);
        continue;
      }
      // One reader starting at a time: the documents wait for it, then for another if still many.
      const starting = [...this.readers].some((candidate) => !candidate.ready);
      if (starting || this.readers.size >= this.options.size) return;
      try {
        this.spawn();
      } catch (error) {
        // Not a PdfReadError: the caller reports that no reader could be started.
        this.waiting.shift()?.reject(error as Error);
        continue;
      }
      return;
    }
  }

  private spawn(): Reader {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: pdfjsUrls(),
      // A small young generation: a document's garbage is short-lived, and the thread's resident
      // memory comes on top of the caller's own.
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    const reader: Reader = { worker, ready: false, documents: 0, task: null, timer: undefined };
    this.readers.add(reader);
    this.started++;
    worker.on('message', (reply: WorkerReply) => {
      if (!('ready' in reply)) return this.finish(reader, reply);
      reader.ready = true;
      this.release(reader);
      this.dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const kind = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out_of_memory' : 'crashed';
      this.fail(reader, new PdfReadError(kind, error.message));
    });
    worker.on('exit', (code) => this.fail(reader, new PdfReadError('crashed', `worker exited with code ${code}`)));
    return reader;
  }

  private start(reader: Reader, task: Task): void {
    clearTimeout(reader.timer);
    reader.task = task;
    reader.worker.ref();
    reader.timer = setTimeout(() => this.fail(reader, new PdfReadError('timeout', `no result after ${task.timeoutMs} ms`)), task.timeoutMs);
    reader.worker.postMessage(task.request, [task.request.data.buffer as ArrayBuffer]);
  }

  private finish(reader: Reader, reply: Exclude<WorkerReply, { ready: true }>): void {
    const task = reader.task;
    if (task === null) return;
    clearTimeout(reader.timer);
    reader.task = null;
    reader.documents++;
    if (reply.ok && reader.documents < this.options.maxDocumentsPerReader) this.release(reader);
    else this.retire(reader);
    if (reply.ok) task.resolve({ numPages: reply.numPages, pages: reply.pages });
    else task.reject(toReadError(reply));
    this.dispatch();
  }

  /** Timeout, crash or exit: the reader is ended and its document, if any, fails with `error`. */
  private fail(reader: Reader, error: PdfReadError): void {
    if (!this.readers.has(reader)) return;
    const task = reader.task;
    reader.task = null;
    this.retire(reader);
    task?.reject(error);
    // A thread that dies before pdf.js is even loaded would die again: the documents waiting for
    // it fail rather than start one thread after another.
    if (!reader.ready) for (const waiting of this.waiting.splice(0)) waiting.reject(error);
    this.dispatch();
  }

  private release(reader: Reader): void {
    reader.worker.unref();
    this.idle.push(reader);
    reader.timer = setTimeout(() => this.retire(reader), this.options.idleMs);
    reader.timer.unref();
  }

  private retire(reader: Reader): Promise<unknown> {
    if (!this.readers.delete(reader)) return Promise.resolve();
    clearTimeout(reader.timer);
    this.idle = this.idle.filter((other) => other !== reader);
    return reader.worker.terminate().catch(() => undefined);
  }
}

const pools = new Map<number, PdfReaderPool>();

function poolFor(heapMb: number): PdfReaderPool {
  let pool = pools.get(heapMb);
  if (pool === undefined) {
    pool = new PdfReaderPool({ ...READERS, heapMb });
    pools.set(heapMb, pool);
  }
  return pool;
}

/** Text items of the first `maxPages` pages, read by a pooled reader thread bounded in time and heap. */
export function readPdfText(bytes: Buffer, options: { maxPages: number; timeoutMs: number; heapMb: number }): Promise<PdfReadResult> {
  // A private copy: pdf.js wants a plain Uint8Array, and transferring it avoids a second copy.
  return poolFor(options.heapMb).read(new Uint8Array(bytes), options.maxPages, options.timeoutMs);
}

/**
 * Starts a PDF reader thread ahead of the first PDF (loading pdf.js takes a thread about half a
 * second of CPU). For a process about to read PDFs; it stays warm while PDFs keep coming.
 */
export function prestartPdfReaders(): void {
  poolFor(LIMITS.pdfWorkerHeapMb).prestart();
}

/** Ends the reader threads (they never keep the process alive; this frees them at once). */
export async function closePdfReaders(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map((pool) => pool.close()));
}
