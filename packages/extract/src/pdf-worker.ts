import { pathToFileURL } from 'node:url';
import { pdfVisibility, type HiddenSpan, type VisibilityLimits } from './pdf-visibility';

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
  /** Visible text runs only. */
  items: PdfTextItem[];
  /** Characters of the text layer left out because a reader cannot see them (see pdf-visibility). */
  hiddenCharacters: number;
  /** Where that text was drawn. */
  hiddenSpans?: HiddenSpan[];
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

export type WorkerReply = ({ ok: true } & PdfReadResult) | { ok: false; name: string; message: string } | { ready: true };

/** One document for a reader thread; its bytes are transferred, not copied. */
export interface WorkerRequest {
  data: Uint8Array;
  maxPages: number;
  visibility: VisibilityLimits;
}

/**
 * Runs inside a reader thread, one document at a time, for as long as the pool keeps the thread.
 * Plain JavaScript because the thread is a fresh Node context: there pdf.js (ESM-only) loads
 * through a real `import()`, which jest's CommonJS sandbox in the parent cannot do, and a runaway
 * parse can be killed without touching the caller's thread. pdf.js is loaded once per thread,
 * which is most of the cost of a small PDF.
 */
export const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// pdf.js prints errors even at verbosity 0; keep them off the caller's console. (Capturing the
// thread's stdout instead would keep the caller's process alive while the thread idles.)
for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace']) console[method] = () => undefined;
process.emitWarning = () => undefined;
const nativePush = Array.prototype.push;
async function load() {
  const lib = await import(workerData.moduleUrl);
  // Loaded here rather than by pdf.js on the first document, so that the line below comes after it.
  globalThis.pdfjsWorker = await import(workerData.workerModuleUrl);
  // The legacy build's bundled core-js replaces Array.prototype.push with a JavaScript version for
  // a corner case (arrays with a read-only length) pdf.js never meets; the native one reads a
  // document about a quarter faster. This thread runs nothing else.
  Object.defineProperty(Array.prototype, 'push', { value: nativePush, writable: true, configurable: true, enumerable: false });
  return lib;
}
const visibility = (${pdfVisibility.toString()})();
let loading;
function pdfjs() {
  loading = loading || load().catch((error) => {
    // Our installation, not the user's file, is at fault: say so rather than blame the PDF.
    error.name = 'ReaderUnavailable';
    throw error;
  });
  return loading;
}
async function read({ data, maxPages, visibility: limits }) {
  const lib = await pdfjs();
  const task = lib.getDocument({
    data, verbosity: 0, disableFontFace: true, useSystemFonts: false,
    isEvalSupported: false, isOffscreenCanvasSupported: false, isImageDecoderSupported: false,
    enableXfa: false, stopAtErrors: false,
  });
  try {
    const doc = await task.promise;
    // Layers (optional content) switched off in the document's default view are not seen.
    const layers = await doc.getOptionalContentConfig().catch(() => null);
    const ocVisible = (group) => !layers || layers.isVisible(group);
    const pages = [];
    let failed = null;
    let opsLeft = limits.maxDocumentOps;
    for (let n = 1; n <= Math.min(doc.numPages, maxPages); n++) {
      try {
        const page = await doc.getPage(n);
        const viewport = page.getViewport({ scale: 1 });
        const content = await page.getTextContent();
        let items = [];
        for (const item of content.items) {
          if (typeof item.str !== 'string' || item.str === '') continue;
          const t = lib.Util.transform(viewport.transform, item.transform);
          items.push({ str: item.str, x: t[4], y: t[5], w: item.width, size: Math.max(item.height, Math.hypot(t[2], t[3])) });
        }
        let hiddenCharacters = 0;
        let hiddenSpans = [];
        // What a renderer would draw, to leave out the glyphs nobody sees. Without it (pdf.js could
        // not build it) the page is read as the text layer has it.
        const pageLimits = { ...limits, maxOps: Math.min(limits.maxOps, opsLeft) };
        // A page without text has nothing to hide: its drawing is not worth building.
        // pdf.js builds a page's whole operator list (it offers no public way to stop one early); the
        // walk below judges at most maxOps of it, and the pool's time limit bounds the rest.
        const ops = opsLeft > 0 && items.length > 0
          ? await page.getOperatorList({ annotationMode: lib.AnnotationMode.DISABLE }).catch(() => null)
          : null;
        if (ops) {
          opsLeft -= Math.min(ops.fnArray.length, pageLimits.maxOps);
          const glyphs = visibility.walkPage(ops.fnArray, ops.argsArray, {
            OPS: lib.OPS, viewport: viewport.transform, width: viewport.width, height: viewport.height,
            fontMatrix: (name) => {
              if (!page.commonObjs.has(name)) return null;
              const font = page.commonObjs.get(name);
              return font && font.fontMatrix;
            },
            ocVisible, limits: pageLimits,
          });
          if (glyphs.hiddenCount > 0) ({ items, hiddenCharacters, hiddenSpans } = visibility.removeHidden(items, glyphs));
        }
        pages.push({ width: viewport.width, height: viewport.height, items, hiddenCharacters, hiddenSpans });
        page.cleanup();
      } catch (error) {
        failed = failed || error;
      }
    }
    if (pages.length === 0 && failed) throw failed;
    return { numPages: doc.numPages, pages };
  } finally {
    // The next document must not inherit this one's objects.
    await task.destroy().catch(() => undefined);
  }
}
// Loaded as the thread starts; the pool hands the thread its first document (and starts that
// document's clock) once it says it is ready. A failed load says so too: the document then fails
// as the reader being unavailable rather than waiting.
pdfjs().catch(() => undefined).then(() => parentPort.postMessage({ ready: true }));
parentPort.on('message', (request) => {
  read(request).then(
    (result) => parentPort.postMessage({ ok: true, numPages: result.numPages, pages: result.pages }),
    (error) => parentPort.postMessage({ ok: false, name: String(error && error.name), message: String(error && error.message) }),
  );
});
`;

let moduleUrls: { moduleUrl: string; workerModuleUrl: string } | undefined;
/** Where a reader thread loads pdf.js (the API) and its document parser from. */
export function pdfjsUrls(): { moduleUrl: string; workerModuleUrl: string } {
  moduleUrls ??= {
    moduleUrl: pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href,
    workerModuleUrl: pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs')).href,
  };
  return moduleUrls;
}

export function toReadError(reply: { name: string; message: string }): PdfReadError {
  const kind = reply.name === 'PasswordException' ? 'password' : reply.name === 'ReaderUnavailable' ? 'unavailable' : 'invalid';
  return new PdfReadError(kind, `${reply.name}: ${reply.message}`);
}
