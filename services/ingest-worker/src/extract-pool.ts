import { ExtractionError, extractText, type ExtractInput, type ExtractOptions, type ExtractResult, type ExtractionErrorCode } from '@tailor/extract';
import { Worker } from 'node:worker_threads';

export interface ExtractPoolOptions {
  /** Threads at most; more files at once wait for one to be free. */
  size: number;
  /** How long one file may take before its thread is ended and the file fails. */
  budgetMs: number;
  /** Heap cap of each thread: a file whose markup makes the reader build something huge ends its thread, not the process. */
  heapMb: number;
  /** The module whose `extractText` runs on the threads; @tailor/extract unless a test says otherwise. */
  module?: string;
  /** A thread without a document for this long is ended, giving its memory back. */
  idleMs: number;
}

const YOUNG_GENERATION_MB = 8;

type Reply = { ready: true } | { id: number; result: ExtractResult } | { id: number; error: { name: string; code?: string; message: string } };

// Plain CommonJS evaluated on the thread: it loads the same built extraction code the process uses.
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { extractText } = require(workerData.module);
parentPort.on('message', ({ id, filename, bytes }) => {
  extractText({ filename, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) }).then(
    (result) => parentPort.postMessage({ id, result }),
    (error) => parentPort.postMessage({ id, error: { name: String(error && error.name), code: error && error.code, message: String(error && error.message) } }),
  );
});
parentPort.postMessage({ ready: true });
`;

interface Task {
  id: number;
  input: ExtractInput;
  resolve(result: ExtractResult): void;
  reject(error: Error): void;
}

interface Lane {
  worker: Worker;
  ready: boolean;
  task: Task | null;
  /** The running document's budget, or the idle thread's time left. */
  timer: NodeJS.Timeout | undefined;
}

/**
 * Word documents are read on a few threads instead of the worker's event loop: converting a
 * markup-heavy DOCX takes the reader long stretches of synchronous work, during which a job's lock
 * could not be renewed and /health could not answer. Each file runs under the time budget (a
 * thread past it is ended, and the file fails with a message saying so) and a heap cap; files
 * beyond the pool's size wait in order. PDFs keep their own reader pool, and plain text is read in
 * place (decoding it takes microseconds).
 *
 * Threads start when a document needs one and end after `idleMs` without one: each holds the Word
 * reader and its own heap (some 30 MB of resident memory), of no use to a process reading text.
 * (The parsing thread could read Word documents too, one heap fewer, but then a text file's parse
 * would wait behind other users' markup-heavy conversions.)
 */
export class ExtractPool {
  private readonly lanes = new Set<Lane>();
  private readonly waiting: Task[] = [];
  private nextId = 0;
  private closed = false;
  private readonly module: string;

  constructor(private readonly options: ExtractPoolOptions) {
    this.module = options.module ?? require.resolve('@tailor/extract');
  }

  /** Threads alive now (starting, reading or idle). */
  get threads(): number {
    return this.lanes.size;
  }

  /** Same contract as @tailor/extract's extractText; DOCX goes to a thread. */
  extract = (input: ExtractInput, options: ExtractOptions = {}): Promise<ExtractResult> => {
    if (!/\.docx$/i.test(input.filename)) return extractText(input, options);
    if (this.closed) return Promise.reject(new Error('the extraction threads were shut down'));
    return new Promise<ExtractResult>((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, input, resolve, reject });
      this.pump();
    });
  };

  /** Starts one thread ahead of the first document, so that document does not pay for loading the reader. */
  prestart(): void {
    if (!this.closed && this.lanes.size === 0) this.spawn();
  }

  async close(): Promise<void> {
    this.closed = true;
    const error = new Error('the extraction threads were shut down');
    for (const task of this.waiting.splice(0)) task.reject(error);
    await Promise.all([...this.lanes].map((lane) => this.retire(lane, error)));
  }

  private pump(): void {
    while (this.waiting.length > 0 && !this.closed) {
      const lane = [...this.lanes].find((candidate) => candidate.ready && candidate.task === null);
      if (lane === undefined) {
        const starting = [...this.lanes].some((candidate) => !candidate.ready);
        if (!starting && this.lanes.size < this.options.size) this.spawn();
        return;
      }
      this.start(lane, this.waiting.shift() as Task);
    }
    for (const lane of this.lanes) if (lane.ready && lane.task === null && lane.timer === undefined) this.idle(lane);
  }

  /** A free thread ends unless a document comes within `idleMs`. */
  private idle(lane: Lane): void {
    lane.timer = setTimeout(() => void this.retire(lane, new Error('the extraction thread was idle')), this.options.idleMs);
    lane.timer.unref();
  }

  private spawn(): Lane {
    const worker = new Worker(SOURCE, {
      eval: true,
      workerData: { module: this.module },
      // A small young generation: a document's garbage is short-lived, and the thread's resident
      // memory comes on top of the worker's own.
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    // Idle, it must not keep the process alive; a running task keeps it alive through its timer.
    worker.unref();
    const lane: Lane = { worker, ready: false, task: null, timer: undefined };
    this.lanes.add(lane);
    worker.on('message', (reply: Reply) => this.onReply(lane, reply));
    worker.on('error', (error) => void this.retire(lane, new Error(`the extraction thread failed: ${error.message}`)));
    worker.on('exit', (code) => void this.retire(lane, new Error(`the extraction thread stopped (exit code ${code})`)));
    return lane;
  }

  private start(lane: Lane, task: Task): void {
    clearTimeout(lane.timer);
    lane.task = task;
    lane.timer = setTimeout(() => {
      const seconds = Math.round(this.options.budgetMs / 100) / 10;
      void this.retire(
        lane,
        new ExtractionError(
          'timeout',
          `Reading this document took longer than the ${seconds} s allowed for one file, so it was stopped. Save it again without unusual content, or upload it as PDF or TXT.`,
        ),
      );
      this.pump();
    }, this.options.budgetMs);
    // A copy the thread owns: the caller keeps its buffer (the job may need it again on a retry).
    const bytes = new Uint8Array(task.input.bytes);
    lane.worker.postMessage({ id: task.id, filename: task.input.filename, bytes }, [bytes.buffer]);
  }

  private onReply(lane: Lane, reply: Reply): void {
    if ('ready' in reply) {
      lane.ready = true;
      this.pump();
      return;
    }
    const task = lane.task;
    if (task === null || task.id !== reply.id) return;
    clearTimeout(lane.timer);
    lane.timer = undefined;
    lane.task = null;
    if ('result' in reply) task.resolve(reply.result);
    else
      task.reject(
        reply.error.name === 'ExtractionError'
          ? new ExtractionError(reply.error.code as ExtractionErrorCode, reply.error.message)
          : new Error(reply.error.message),
      );
    this.pump();
  }

  /** Ends a lane; its file, if any, fails with `error`. */
  private async retire(lane: Lane, error: Error): Promise<void> {
    if (!this.lanes.delete(lane)) return;
    clearTimeout(lane.timer);
    const task = lane.task;
    lane.task = null;
    task?.reject(error);
    await lane.worker.terminate().catch(() => undefined);
    // A thread that dies before it is ready (the reader cannot even load) would die again.
    if (!lane.ready) for (const waiting of this.waiting.splice(0)) waiting.reject(error);
    else this.pump();
  }
}
