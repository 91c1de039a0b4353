import { RESUME_TEXT_MAX_CHARS, RESUME_TEXT_MIN_CHARS } from '@tailor/contracts/browser';

/** Bounds that keep one hostile or huge upload from starving the ingest worker. */
export const LIMITS = {
  minChars: RESUME_TEXT_MIN_CHARS,
  maxChars: RESUME_TEXT_MAX_CHARS,
  /** Real resumes inflate to a few MB at most; 50 MB leaves room for embedded media. */
  zipMaxUncompressedBytes: 50 * 1024 * 1024,
  /** A typical .docx has 15–60 parts; thousands only come from crafted archives. */
  zipMaxEntries: 1000,
  /** XML deflates ~5–20×; zeros deflate ~1000×. Only entries past `zipRatioMinBytes` are judged. */
  zipMaxRatio: 200,
  zipRatioMinBytes: 1024 * 1024,
  /** XML that mammoth must parse (it cannot be interrupted); ~100 pages of Word markup. */
  docxMaxMarkupBytes: 10 * 1024 * 1024,
  pdfMaxPages: 50,
  pdfTimeoutMs: 20_000,
  /** Heap cap of the pdf.js worker thread; an out-of-memory there ends the thread, not the process. */
  pdfWorkerHeapMb: 512,
  /**
   * Warm pdf.js reader threads per process. Each holds pdf.js and its heap (60–70 MB of RSS); PDFs
   * are a minority of uploads and one reads a typical resume in some tens of milliseconds.
   */
  pdfReaders: 1,
  /**
   * Documents one reader thread reads before it is replaced by a fresh one (each document is
   * destroyed after reading; this only bounds whatever pdf.js might keep between documents).
   */
  pdfDocumentsPerReader: 200,
  /**
   * An idle reader thread is ended after this long, giving its memory back; a new one costs about
   * half a second of CPU, which PDFs arriving within a few minutes of each other do not pay again.
   */
  pdfReaderIdleMs: 5 * 60_000,
} as const;
