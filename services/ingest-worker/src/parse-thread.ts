import type { ParsedResume } from '@tailor/contracts';
import { ExtractionError, extractText, type ExtractInput, type ExtractOptions, type ExtractResult, type ExtractionErrorCode } from '@tailor/extract';
import { NoResumeContentError } from '@tailor/resume-core';
import { Worker } from 'node:worker_threads';

/** A file's parse ran past the per-file budget; the thread running it was ended. */
export class ParseTimeoutError extends Error {
  override readonly name = 'ParseTimeoutError';
  constructor(readonly budgetMs: number) {
    super(`parsing did not finish within ${budgetMs} ms`);
  }
}

export interface ParseThreadOptions {
  /** How long one text may be parsed before its thread is ended and the parse fails. */
  budgetMs: number;
  /** The module whose `parseResume` runs on the thread; the rule engine unless a test says otherwise. */
  module?: string;
  /** The module whose `extractText` reads Word documents on the thread; @tailor/extract unless a test says otherwise. */
  extractModule?: string;
  /** The thread is ended after this long without a text, giving its memory back; the next text starts a fresh one. */
  idleMs: number;
}

type Message = { id: number; kind: 'parse'; text: string } | { id: number; kind: 'extract'; filename: string; bytes: Uint8Array };
type Reply = { ready: true } | { id: number; value: unknown } | { id: number; error: { name: string; code?: string; message: string } };

// Plain CommonJS evaluated on the thread: it needs no build step of its own and loads the same
// built rule engine the process uses. One small parse before "ready" builds the parser's lazy
// tables (the skill vocabulary), so a fresh thread's first file is not charged for them.
const WARM_UP_TEXT = [
  'Jordan Example',
  '',
  'Experience',
  'Engineer at Example Labs',
  'Jan 2020 – Present',
  '• Built services in TypeScript and Go',
  '',
  'Education',
  'BSc Computer Science, Sample University, 2019',
  '',
  'Skills',
  'TypeScript, Go, SQL',
].join('\n');

const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { parseResume } = require(workerData.module);
try {
  parseResume(workerData.warmUpText);
} catch {}
let extractText;
const failure = (id, error) => ({
  id,
  error: { name: String(error && error.name), code: error && error.code, message: String(error && error.message) },
});
parentPort.on('message', (task) => {
  if (task.kind === 'extract') {
    let reading;
    try {
      // The Word reader loads with the first document: a thread that only parses never needs it.
      extractText = extractText || require(workerData.extractModule).extractText;
      const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
      reading = Promise.resolve(extractText({ filename: task.filename, bytes }));
    } catch (error) {
      reading = Promise.reject(error);
    }
    reading.then(
      (value) => parentPort.postMessage({ id: task.id, value }),
      (error) => parentPort.postMessage(failure(task.id, error)),
    );
    return;
  }
  let reply;
  try {
    reply = { id: task.id, value: parseResume(task.text) };
  } catch (error) {
    reply = failure(task.id, error);
  }
  parentPort.postMessage(reply);
});
parentPort.postMessage({ ready: true });
`;

/**
 * The parser and the Word reader need a few tens of MB; the rest is room for a large document's
 * intermediate strings or a markup-heavy document's tree.
 */
const HEAP_MB = 256;
const YOUNG_GENERATION_MB = 8;

interface Task {
  message: Message;
  /** What the file fails with when its budget runs out. */
  timeout(): Error;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  ready: boolean;
}

/**
 * Runs the rule engine's parseResume on one long-lived worker thread, one text at a time, each
 * under a time budget. JavaScript cannot interrupt a running regular expression, so a parse that
 * backtracks for minutes would otherwise hold the worker's event loop and every job on it; here
 * the thread is ended instead (`terminate` stops even a running regex), that one file fails, and a
 * fresh thread takes the next text. The hop costs a structured clone of the text and of the
 * result, a fraction of a millisecond for a resume, and parsing no longer blocks the event loop.
 *
 * Word documents are read on the same thread (`extract`): converting a markup-heavy DOCX takes
 * the reader long synchronous stretches too, during which a job's lock could not be renewed and
 * /health could not answer. Each document runs under the same budget and fails with a message
 * saying so. One thread for both rather than one each: every thread is a V8 heap of its own with
 * its own copy of the contracts' schemas (some 30 MB of resident memory each), while a file's
 * reading and its parse follow one another anyway. Waiting parses go before waiting documents.
 *
 * The thread holds the rule engine, its skill database, the Word reader once a document needed it,
 * and its own heap, so it ends after `idleMs` without work and starts again with the next file.
 */
export class ParseThread {
  private thread: Thread | null = null;
  private readonly queue: Task[] = [];
  private current: Task | null = null;
  private timer: NodeJS.Timeout | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private nextId = 0;
  private closed = false;
  private readonly module: string;
  private readonly extractModule: string;

  constructor(private readonly options: ParseThreadOptions) {
    this.module = options.module ?? require.resolve('@tailor/resume-core');
    this.extractModule = options.extractModule ?? require.resolve('@tailor/extract');
  }

  /** Whether a thread is alive now (starting, parsing or idle). */
  get running(): boolean {
    return this.thread !== null;
  }

  /** Starts the thread ahead of the first file, so that file does not pay for loading the parser. */
  prestart(): void {
    if (!this.closed) this.threadNow();
  }

  parse(text: string): Promise<ParsedResume> {
    const message: Message = { id: this.nextId++, kind: 'parse', text };
    return this.run<ParsedResume>(message, () => new ParseTimeoutError(this.options.budgetMs));
  }

  /** Same contract as @tailor/extract's extractText; a DOCX is read on the thread, other files in place. */
  extract = (input: ExtractInput, options: ExtractOptions = {}): Promise<ExtractResult> => {
    if (!/\.docx$/i.test(input.filename)) return extractText(input, options);
    // A copy the thread owns: the caller keeps its buffer (the job may need it again on a retry).
    const message: Message = { id: this.nextId++, kind: 'extract', filename: input.filename, bytes: new Uint8Array(input.bytes) };
    return this.run<ExtractResult>(message, () => {
      const seconds = Math.round(this.options.budgetMs / 100) / 10;
      return new ExtractionError(
        'timeout',
        `Reading this document took longer than the ${seconds} s allowed for one file, so it was stopped. Save it again without unusual content, or upload it as PDF or TXT.`,
      );
    });
  };

  private run<T>(message: Message, timeout: () => Error): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the parsing thread was shut down'));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ message, timeout, resolve: resolve as (value: unknown) => void, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const error = new Error('the parsing thread was shut down');
    for (const task of this.queue.splice(0)) task.reject(error);
    this.finish(this.current, error);
    await this.stop();
  }

  private threadNow(): Thread {
    if (this.thread !== null) return this.thread;
    const worker = new Worker(SOURCE, {
      eval: true,
      workerData: { module: this.module, extractModule: this.extractModule, warmUpText: WARM_UP_TEXT },
      // A text that makes the parser build something huge ends this thread, not the process.
      // A small young generation too: a parse's garbage is short-lived, and the thread's resident
      // memory comes on top of the worker's own.
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    // Idle, it must not keep the process alive; a running task keeps it alive through its timer.
    worker.unref();
    const thread: Thread = { worker, ready: false };
    worker.on('message', (reply: Reply) => this.onReply(thread, reply));
    worker.on('error', (error) => this.onGone(thread, new Error(`the parsing thread failed: ${error.message}`)));
    worker.on('exit', (code) => this.onGone(thread, new Error(`the parsing thread stopped (exit code ${code})`)));
    this.thread = thread;
    return thread;
  }

  private pump(): void {
    if (this.current !== null || this.closed) return;
    const thread = this.threadNow();
    // Loading the parser is not the file's time: the budget starts once the thread is ready.
    if (!thread.ready) return;
    clearTimeout(this.idleTimer);
    // Parses go first: a file whose text is read waits for no queued Word conversion of other
    // files (a markup-heavy one takes seconds), only for one already running. Conversions keep
    // their order, and a parse only follows a file already read, so they are not held back long.
    const parse = this.queue.findIndex((candidate) => candidate.message.kind === 'parse');
    const task = this.queue.splice(Math.max(parse, 0), 1)[0];
    if (task === undefined) {
      this.idleTimer = setTimeout(() => {
        if (this.thread === thread && this.current === null) void this.stop();
      }, this.options.idleMs);
      this.idleTimer.unref();
      return;
    }
    this.current = task;
    this.timer = setTimeout(() => {
      this.finish(task, task.timeout());
      void this.stop();
      this.pump();
    }, this.options.budgetMs);
    const { message } = task;
    thread.worker.postMessage(message, message.kind === 'extract' ? [message.bytes.buffer as ArrayBuffer] : []);
  }

  private onReply(thread: Thread, reply: Reply): void {
    if (thread !== this.thread) return;
    if ('ready' in reply) {
      thread.ready = true;
      this.pump();
      return;
    }
    const task = this.current;
    if (task === null || task.message.id !== reply.id) return;
    if ('value' in reply) {
      this.finish(task, null, reply.value);
    } else {
      const { name, code, message } = reply.error;
      this.finish(
        task,
        name === 'NoResumeContentError'
          ? new NoResumeContentError(message)
          : name === 'ExtractionError'
            ? new ExtractionError(code as ExtractionErrorCode, message)
            : new Error(message),
      );
    }
    this.pump();
  }

  private onGone(thread: Thread, error: Error): void {
    if (thread !== this.thread) return;
    this.thread = null;
    this.finish(this.current, error);
    // A thread that dies before it is ready (the parser cannot even load) would die again.
    if (!thread.ready) for (const task of this.queue.splice(0)) task.reject(error);
    else if (this.queue.length > 0) this.pump();
  }

  private finish(task: Task | null, error: Error | null, value?: unknown): void {
    if (task === null || task !== this.current) return;
    clearTimeout(this.timer);
    this.current = null;
    if (error !== null) task.reject(error);
    else task.resolve(value);
  }

  private async stop(): Promise<void> {
    clearTimeout(this.idleTimer);
    const thread = this.thread;
    this.thread = null;
    if (thread !== null) await thread.worker.terminate().catch(() => undefined);
  }
}
