import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** One text run as pdf.js reports it, moved into top-left-origin page coordinates. */
export interface PdfTextItem {
  str: string;
  x: number;
  /** Baseline, growing downwards. */
  y: number;
  w: number;
  /** Font size (pdf.js reports height 0 for whitespace runs, so the transform is used too). */
  size: number;
}

export interface PdfPageText {
  width: number;
  height: number;
  items: PdfTextItem[];
}

export interface PdfReadResult {
  numPages: number;
  pages: PdfPageText[];
}

export type PdfFailureKind = 'password' | 'invalid' | 'timeout' | 'out_of_memory' | 'crashed' | 'unavailable';

export class PdfReadError extends Error {
  constructor(
    readonly kind: PdfFailureKind,
    message: string,
  ) {
    super(message);
  }
}

type WorkerReply = ({ ok: true } & PdfReadResult) | { ok: false; name: string; message: string };

/**
 * Runs inside the worker thread. Plain JavaScript because the worker is a fresh Node context:
 * there pdf.js (ESM-only) loads through a real `import()`, which jest's CommonJS sandbox in the
 * parent cannot do, and a runaway parse can be killed without touching the caller's thread.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  let pdfjs;
  try {
    pdfjs = await import(workerData.moduleUrl);
  } catch (error) {
    // Our installation, not the user's file, is at fault: say so rather than blame the PDF.
    error.name = 'ReaderUnavailable';
    throw error;
  }
  const task = pdfjs.getDocument({
    data: workerData.data, verbosity: 0, disableFontFace: true, useSystemFonts: false,
    isEvalSupported: false, isOffscreenCanvasSupported: false, isImageDecoderSupported: false,
    enableXfa: false, stopAtErrors: false,
  });
  const doc = await task.promise;
  const pages = [];
  let failed = null;
  for (let n = 1; n <= Math.min(doc.numPages, workerData.maxPages); n++) {
    try {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = [];
      for (const item of content.items) {
        if (typeof item.str !== 'string' || item.str === '') continue;
        const t = pdfjs.Util.transform(viewport.transform, item.transform);
        items.push({ str: item.str, x: t[4], y: t[5], w: item.width, size: Math.max(item.height, Math.hypot(t[2], t[3])) });
      }
      pages.push({ width: viewport.width, height: viewport.height, items });
      page.cleanup();
    } catch (error) {
      failed = failed || error;
    }
  }
  if (pages.length === 0 && failed) throw failed;
  parentPort.postMessage({ ok: true, numPages: doc.numPages, pages });
  await task.destroy();
})().catch((error) => {
  parentPort.postMessage({ ok: false, name: String(error && error.name), message: String(error && error.message) });
});
`;

let moduleUrl: string | undefined;
function pdfjsUrl(): string {
  moduleUrl ??= pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;
  return moduleUrl;
}

/** Text items of the first `maxPages` pages, read in a worker thread bounded in time and heap. */
export function readPdfText(
  bytes: Buffer,
  options: { maxPages: number; timeoutMs: number; heapMb: number },
): Promise<PdfReadResult> {
  // A private copy: pdf.js wants a plain Uint8Array, and transferring it avoids a second copy.
  const data = new Uint8Array(bytes);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { moduleUrl: pdfjsUrl(), data, maxPages: options.maxPages },
    transferList: [data.buffer],
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
    // pdf.js prints errors even at verbosity 0; keep them off the caller's console.
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();

  return new Promise<PdfReadResult>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(new PdfReadError('timeout', `no result after ${options.timeoutMs} ms`))),
      options.timeoutMs,
    );
    worker.on('message', (reply: WorkerReply) =>
      finish(() => (reply.ok ? resolve({ numPages: reply.numPages, pages: reply.pages }) : reject(toReadError(reply)))),
    );
    worker.on('error', (error: Error & { code?: string }) => {
      const kind = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out_of_memory' : 'crashed';
      finish(() => reject(new PdfReadError(kind, error.message)));
    });
    worker.on('exit', (code) => finish(() => reject(new PdfReadError('crashed', `worker exited with code ${code}`))));
  });
}

function toReadError(reply: { name: string; message: string }): PdfReadError {
  const kind = reply.name === 'PasswordException' ? 'password' : reply.name === 'ReaderUnavailable' ? 'unavailable' : 'invalid';
  return new PdfReadError(kind, `${reply.name}: ${reply.message}`);
}
