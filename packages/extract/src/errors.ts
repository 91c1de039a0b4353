import { MESSAGES } from '@tailor/contracts/browser';

/** Why extraction refused a file; lets callers branch without parsing the user-facing message. */
export type ExtractionErrorCode =
  | 'empty_file'
  | 'unsupported_type'
  | 'invalid_file'
  | 'binary_content'
  | 'bad_encoding'
  | 'encrypted'
  | 'no_text_layer'
  | 'too_large'
  | 'timeout'
  | 'too_short'
  | 'failed';

/** Every refusal of an input; `message` is safe to show to the user as is. */
export class ExtractionError extends Error {
  override readonly name = 'ExtractionError';

  constructor(
    readonly code: ExtractionErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Builds the 'Failed to extract text from {file}: {reason}' error users see. */
export function extractionFailure(code: ExtractionErrorCode, filename: string, reason: string, cause?: unknown): ExtractionError {
  return new ExtractionError(code, MESSAGES.extractionFailed(displayName(filename), reason), { cause });
}

/** Users upload from their own machine, so any directory part of the name is noise in a message. */
export function displayName(filename: string): string {
  const base = filename.split(/[\\/]/).pop();
  return base === undefined || base === '' ? filename : base;
}

/** Human reasons shared by several readers; the wording is what users see. */
export const REASONS = {
  notZip: 'the file is not a valid Word document (not a zip archive)',
  legacyWord: 'the file is an old-format (.doc) or password-protected Word document; save it as an unprotected .docx and upload it again',
  corruptZip: 'the file is not a valid Word document (the zip archive is damaged)',
  noDocumentXml: 'the file is not a valid Word document (word/document.xml is missing)',
  unreadableDocx: 'the Word document could not be read (it may be damaged)',
  zipBomb: 'the document is too large when decompressed (possible zip bomb)',
  docxTooLarge: 'the document is too long to process as a resume (over 10 MB of Word markup)',
  tooManyEntries: 'the document contains too many parts to be a resume',
  notPdf: 'the file is not a valid PDF (no %PDF header)',
  encryptedPdf: 'the PDF is encrypted (password-protected); remove the password and upload it again',
  noTextLayer: 'the PDF has no text layer (it looks like a scanned image); upload a text-based PDF, DOCX or TXT',
  malformedPdf: 'the PDF is damaged or malformed and could not be read',
  pdfTimeout: 'the PDF took too long to process; simplify it or upload a DOCX or TXT',
  pdfReaderUnavailable: 'the PDF reader could not be started; please try again later',
  pdfTooComplex: 'the PDF is too complex to process; upload a DOCX or TXT',
  binary: 'the file contains binary data, not text',
  encoding: 'the text encoding is not UTF-8 or UTF-16; save the file as UTF-8',
} as const;
