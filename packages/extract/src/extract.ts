// This package takes the contracts' values from their zod-free entry: it runs on worker threads
// (the ingest worker's Word thread), where the main entry's schemas would only take up heap.
import type { FileType } from '@tailor/contracts/browser';
import { MESSAGES } from '@tailor/contracts/browser';
import { detectFileType } from './detect';
import { ExtractionError } from './errors';
import { LIMITS } from './limits';
import { decodeEntities } from './html-lines';
import { normalizeText, truncateText } from './normalize';
import { extractPdf, type PdfOptions } from './pdf';
import { decodeText } from './txt';

export interface ExtractInput {
  /** The name the user uploaded; its extension decides the type and it appears in error messages. */
  filename: string;
  bytes: Buffer;
}

export interface ExtractResult {
  text: string;
  fileType: FileType;
  /** True when text was cut to the maximum length or pages past the page limit were skipped. */
  truncated: boolean;
  characters: number;
  /** PDFs only: pages in the document (possibly more than were read). */
  pages?: number;
  /** What the user should know about how the file was read (hidden text left out); empty when nothing. */
  notes: string[];
}

/**
 * Text a reader of the document cannot see is not part of the resume: it is how hidden keywords
 * are slipped past screeners, so it is dropped and the file says so.
 */
export const HIDDEN_TEXT_NOTE =
  'Hidden text was ignored: this file contains text a reader cannot see (hidden, invisible, tiny or covered), which was not read.';

export type ExtractOptions = PdfOptions;

let docxReader: typeof import('./docx') | undefined;
/**
 * The Word reader (mammoth, its XML parser and zip code: some 10 MB of a process's memory) is loaded
 * by the first .docx, not with this module: the ingest worker reads Word files on a thread of their
 * own, so its main thread, which reads only text and hands PDFs to their readers, never needs it.
 */
function wordReader(): typeof import('./docx') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  docxReader ??= require('./docx') as typeof import('./docx');
  return docxReader;
}

/** Plain text of a .docx, .txt or .pdf upload; every refusal is an ExtractionError with a user-facing message. */
export async function extractText(input: ExtractInput, options: ExtractOptions = {}): Promise<ExtractResult> {
  const { filename, bytes } = input;
  const fileType = detectFileType(filename, bytes);
  let raw: string;
  let pages: number | undefined;
  let skippedPages = false;
  let hiddenCharacters = 0;
  if (fileType === 'docx') ({ text: raw, hiddenCharacters } = await wordReader().extractDocx(filename, bytes));
  // Plain text exported from a web form often keeps the page's escapes ("Sales &amp; Marketing"): a
  // reader of the page saw "&", so that is what the resume says (one pass: "&amp;lt;" stays "&lt;").
  else if (fileType === 'txt') raw = decodeEntities(decodeText(filename, bytes));
  else {
    const pdf = await extractPdf(filename, bytes, options);
    raw = pdf.text;
    pages = pdf.pages;
    skippedPages = pdf.pagesRead < pdf.pages;
    hiddenCharacters = pdf.hiddenCharacters;
  }

  const normalized = normalizeText(raw);
  if (normalized.length < LIMITS.minChars) {
    throw new ExtractionError('too_short', MESSAGES.textTooShort(normalized.length, LIMITS.minChars));
  }
  const { text, truncated } = truncateText(normalized, LIMITS.maxChars);
  return {
    text,
    fileType,
    truncated: truncated || skippedPages,
    characters: text.length,
    ...(pages === undefined ? {} : { pages }),
    notes: hiddenCharacters > 0 ? [HIDDEN_TEXT_NOTE] : [],
  };
}
