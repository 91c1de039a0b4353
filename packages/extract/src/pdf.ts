import { REASONS, extractionFailure } from './errors';
import { LIMITS } from './limits';
import { pageParts } from './pdf-layout';
import { withoutRunningLines } from './pdf-running-lines';
import { readPdfText } from './pdf-pool';
import { PdfReadError, type PdfFailureKind, type PdfReadResult } from './pdf-worker';
import type { ExtractionErrorCode } from './errors';

export interface PdfOptions {
  timeoutMs?: number;
}

export interface PdfText {
  text: string;
  pages: number;
  pagesRead: number;
  /** Characters drawn where a reader cannot see them (invisible, tiny, off the page, covered); left out of `text`. */
  hiddenCharacters: number;
}

/** Fewer visible characters than this per page read means there is no real text layer. */
const MIN_CHARS_PER_PAGE = 20;

const FAILURES: Readonly<Record<PdfFailureKind, { code: ExtractionErrorCode; reason: string }>> = {
  password: { code: 'encrypted', reason: REASONS.encryptedPdf },
  invalid: { code: 'invalid_file', reason: REASONS.malformedPdf },
  timeout: { code: 'timeout', reason: REASONS.pdfTimeout },
  out_of_memory: { code: 'too_large', reason: REASONS.pdfTooComplex },
  crashed: { code: 'failed', reason: REASONS.malformedPdf },
  unavailable: { code: 'failed', reason: REASONS.pdfReaderUnavailable },
};

export async function extractPdf(filename: string, bytes: Buffer, options: PdfOptions = {}): Promise<PdfText> {
  let result: PdfReadResult;
  try {
    result = await readPdfText(bytes, {
      maxPages: LIMITS.pdfMaxPages,
      timeoutMs: options.timeoutMs ?? LIMITS.pdfTimeoutMs,
      heapMb: LIMITS.pdfWorkerHeapMb,
    });
  } catch (error) {
    // Anything but a PdfReadError means no reader thread could even be started.
    const failure = error instanceof PdfReadError ? FAILURES[error.kind] : FAILURES.unavailable;
    throw extractionFailure(failure.code, filename, failure.reason, error);
  }

  const parts = result.pages.map((page) => pageParts(page.items, page.hiddenSpans));
  const pages = parts.map((part) => repairLigatures(part.main));
  const sidebars = parts.map((part) => repairLigatures(part.sidebar)).filter((text) => text !== '');
  const visible = [...pages, ...sidebars].join('').replace(/[\s\u0000-\u001f]/g, '').length;
  if (visible < MIN_CHARS_PER_PAGE * Math.max(1, result.pages.length)) {
    throw extractionFailure('no_text_layer', filename, REASONS.noTextLayer);
  }
  // The main columns follow one another across pages, with no gap at a page break: what runs over it
  // (a job's title at the foot of one page, its employer atop the next) is one block. Sidebars come
  // after them, each apart.
  const mainText = withoutRunningLines(pages)
    .map((page) => page.replace(/^(?:[ \t]*\n)+|(?:\n[ \t]*)+$/g, ''))
    .join('\n');
  const text = [mainText, ...sidebars].join('\n\n');
  const hiddenCharacters = result.pages.reduce((sum, page) => sum + (page.hiddenCharacters ?? 0), 0);
  return { text, pages: result.numPages, pagesRead: result.pages.length, hiddenCharacters };
}

/**
 * Some exporters (Chrome's, behind Reactive Resume among others) map the fi/fl ligature glyphs
 * to U+0000 in the ToUnicode table. Before a lowercase letter that NUL can only be a ligature;
 * "fl" is the one followed by o/u/a/y (flow, fluent, flat, fly), "fi" covers nearly all else.
 */
export function repairLigatures(text: string): string {
  return text.replace(/(?<=[A-Za-z]|^|\s)\u0000(?=[a-z])/g, (_match, offset: number, whole: string) =>
    /[ouay]/.test(whole.charAt(offset + 1)) ? 'fl' : 'fi',
  );
}
