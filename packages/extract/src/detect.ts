import { MESSAGES, SUPPORTED_EXTENSIONS, type FileType } from '@tailor/contracts/browser';
import { ExtractionError, REASONS, extractionFailure } from './errors';
import { ZipBombError, ZipFormatError, ZipTooManyEntriesError, isZip, readZipDirectory, type ZipEntry } from './zip';
import { looksBinary } from './txt';

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Acrobat accepts the header anywhere in the first 1024 bytes; some producers prepend junk. */
const PDF_HEADER_WINDOW = 1024;

/** Lower-cased extension without the dot; '' when the name has none. */
export function extensionOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/**
 * The file type the extension claims, after checking the bytes agree with it.
 * Throws ExtractionError for empty files, unsupported extensions and mismatched content.
 */
export function detectFileType(filename: string, bytes: Buffer): FileType {
  if (bytes.length === 0) throw new ExtractionError('empty_file', MESSAGES.fileEmpty);
  const type = typeFromExtension(filename);
  if (type === 'docx') docxEntries(filename, bytes);
  else if (type === 'pdf') assertPdfHeader(filename, bytes);
  else if (looksBinary(bytes)) throw extractionFailure('binary_content', filename, REASONS.binary);
  return type;
}

function typeFromExtension(filename: string): FileType {
  const ext = extensionOf(filename);
  if (!(SUPPORTED_EXTENSIONS as readonly string[]).includes(`.${ext}`)) {
    throw new ExtractionError('unsupported_type', MESSAGES.unsupportedFileType(ext));
  }
  return ext as FileType;
}

/** Central directory of a .docx that is a zip and has a main document part; nothing is inflated. */
export function docxEntries(filename: string, bytes: Buffer): ZipEntry[] {
  if (bytes.length >= OLE_SIGNATURE.length && bytes.subarray(0, OLE_SIGNATURE.length).equals(OLE_SIGNATURE)) {
    throw extractionFailure('invalid_file', filename, REASONS.legacyWord);
  }
  if (!isZip(bytes)) throw extractionFailure('invalid_file', filename, REASONS.notZip);
  let entries: ZipEntry[];
  try {
    entries = readZipDirectory(bytes);
  } catch (error) {
    throw zipFailure(filename, error);
  }
  if (!entries.some((entry) => entry.name === 'word/document.xml')) {
    throw extractionFailure('invalid_file', filename, REASONS.noDocumentXml);
  }
  return entries;
}

export function zipFailure(filename: string, error: unknown): ExtractionError {
  if (error instanceof ZipBombError) return extractionFailure('too_large', filename, REASONS.zipBomb, error);
  if (error instanceof ZipTooManyEntriesError) return extractionFailure('too_large', filename, REASONS.tooManyEntries, error);
  if (error instanceof ZipFormatError) return extractionFailure('invalid_file', filename, REASONS.corruptZip, error);
  return extractionFailure('failed', filename, REASONS.unreadableDocx, error);
}

function assertPdfHeader(filename: string, bytes: Buffer): void {
  const at = bytes.subarray(0, PDF_HEADER_WINDOW).indexOf('%PDF-');
  if (at < 0) throw extractionFailure('invalid_file', filename, REASONS.notPdf);
}
