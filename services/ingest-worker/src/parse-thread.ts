import type { ParsedResume } from '@tailor/contracts';
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
  /** The thread is ended after this long without a text, giving its memory back; the next text starts a fresh one. */
  idleMs: number;
}

type Reply = { ready: true } | { id: number; parsed: ParsedResume } | { id: number; error: { name: string; message: string } };

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
parentPort.on('message', ({ id, text }) => {
  let reply;
  try {
    reply = { id, parsed: parseResume(text) };
  } catch (error) {
    reply = { id, error: { name: String(error && error.name), message: String(error && error.message) } };
  }
  parentPort.postMessage(reply);
});
parentPort.postMessage({ ready: true });
`;

/** The parser needs a few tens of MB; the rest is room for a large document's intermediate strings. */
const HEAP_MB = 256;
const YOUNG_GENERATION_MB = 8;

interface Task {
  id: number;
  text: string;
  resolve(parsed: ParsedResume): void;
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
 * The thread holds the rule engine, its skill database and its own heap (some 35 MB of resident
 * memory), so it ends after `idleMs` without a text and starts again with the next one.
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

  constructor(private readonly options: ParseThreadOptions) {
    this.module = options.module ?? require.resolve('@tailor/resume-core');
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
    if (this.closed) return Promise.reject(new Error('the parsing thread was shut down'));
    return new Promise<ParsedResume>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, text, resolve, reject });
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
      workerData: { module: this.module, warmUpText: WARM_UP_TEXT },
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
    const task = this.queue.shift();
    if (task === undefined) {
      this.idleTimer = setTimeout(() => {
        if (this.thread === thread && this.current === null) void this.stop();
      }, this.options.idleMs);
      this.idleTimer.unref();
      return;
    }
    this.current = task;
    this.timer = setTimeout(() => {
      this.finish(task, new ParseTimeoutError(this.options.budgetMs));
      void this.stop();
      this.pump();
    }, this.options.budgetMs);
    thread.worker.postMessage({ id: task.id, text: task.text });
  }

  private onReply(thread: Thread, reply: Reply): void {
    if (thread !== this.thread) return;
    if ('ready' in reply) {
      thread.ready = true;
      this.pump();
      return;
    }
    const task = this.current;
    if (task === null || task.id !== reply.id) return;
    if ('parsed' in reply) {
      this.finish(task, null, reply.parsed);
    } else {
      const { name, message } = reply.error;
      this.finish(task, name === 'NoResumeContentError' ? new NoResumeContentError(message) : new Error(message));
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

  private finish(task: Task | null, error: Error | null, parsed?: ParsedResume): void {
    if (task === null || task !== this.current) return;
    clearTimeout(this.timer);
    this.current = null;
    if (error !== null) task.reject(error);
    else task.resolve(parsed as ParsedResume);
  }

  private async stop(): Promise<void> {
    clearTimeout(this.idleTimer);
    const thread = this.thread;
    this.thread = null;
    if (thread !== null) await thread.worker.terminate().catch(() => undefined);
  }
}
