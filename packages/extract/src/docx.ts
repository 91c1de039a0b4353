import mammoth from 'mammoth';
import { REASONS, extractionFailure } from './errors';
import { LIMITS } from './limits';
import { docxEntries, zipFailure } from './detect';
import { htmlToLines } from './html-lines';
import { docxPartLines } from './docx-parts';
import { docxToHtml } from './docx-html';
import { assertSafeDeclaredSizes, inflateEntry, type ZipEntry } from './zip';

/** Mammoth would otherwise inline every image as base64; text extraction never needs them. */
const skipImages = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));

/** Parts mammoth or we actually read; media are never inflated. */
const READ_PARTS = /\.(xml|rels)$/i;
const HEADER_OR_FOOTER = /^word\/(header|footer)(\d*)\.xml$/i;

export interface DocxText {
  text: string;
  /** Characters in runs a reader cannot see (hidden, white on white, tiny); left out of `text`. */
  hiddenCharacters: number;
}

export async function extractDocx(filename: string, bytes: Buffer): Promise<DocxText> {
  const entries = docxEntries(filename, bytes);
  const parts = verifyParts(filename, bytes, entries);

  let html: string;
  try {
    html = await docxToHtml(bytes, { convertImage: skipImages, externalFileAccess: false });
  } catch (error) {
    throw extractionFailure('failed', filename, REASONS.unreadableDocx, error);
  }

  // Mammoth ignores headers and footers, yet resume templates often keep name and contact there.
  const header = partsText(parts, 'header');
  const footer = partsText(parts, 'footer');
  const text = [header, htmlToLines(html), footer].filter((part) => part !== '').join('\n\n');
  return { text, hiddenCharacters: 0 };
}

/**
 * Checks declared sizes, then inflates every part mammoth will read under a cap equal to its
 * declared size, so a lying central directory cannot make jszip inflate a bomb afterwards.
 * Returns the header and footer parts, which we read ourselves.
 */
function verifyParts(filename: string, bytes: Buffer, entries: readonly ZipEntry[]): Map<string, Buffer> {
  const parts = new Map<string, Buffer>();
  const markup = entries.filter((entry) => READ_PARTS.test(entry.name));
  try {
    assertSafeDeclaredSizes(entries);
  } catch (error) {
    throw zipFailure(filename, error);
  }
  // Mammoth parses on the caller's thread at roughly 2 MB of XML per second; resumes are < 1 MB.
  if (markup.reduce((sum, entry) => sum + entry.uncompressedSize, 0) > LIMITS.docxMaxMarkupBytes) {
    throw extractionFailure('too_large', filename, REASONS.docxTooLarge);
  }
  try {
    for (const entry of markup) {
      const inflated = inflateEntry(bytes, entry);
      if (HEADER_OR_FOOTER.test(entry.name)) parts.set(entry.name, inflated);
    }
  } catch (error) {
    throw zipFailure(filename, error);
  }
  return parts;
}

function partsText(parts: ReadonlyMap<string, Buffer>, kind: 'header' | 'footer'): string {
  const names = [...parts.keys()]
    .filter((name) => HEADER_OR_FOOTER.exec(name)?.[1]?.toLowerCase() === kind)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const name of names) {
    for (const line of docxPartLines(parts.get(name)?.toString('utf8') ?? '')) {
      // Page-number fields leave bare digits behind; headers repeat across sections.
      if (/^\d*$/.test(line) || seen.has(line)) continue;
      seen.add(line);
      lines.push(line);
    }
  }
  return lines.join('\n');
}
