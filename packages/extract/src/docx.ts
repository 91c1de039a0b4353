import mammoth from 'mammoth';
import { REASONS, extractionFailure } from './errors';
import { LIMITS } from './limits';
import { docxEntries, zipFailure } from './detect';
import { htmlToLines } from './html-lines';
import { docxPartLines } from './docx-parts';
import { dropInvisibleRuns, pageColour, readStyles, resolveAlternateContent } from './docx-hidden';
import { assertSafeDeclaredSizes, inflateEntry, storedZip, type ZipEntry } from './zip';

/** Mammoth would otherwise inline every image as base64; text extraction never needs them. */
const skipImages = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));

/** Parts mammoth or we actually read (with the style map mammoth can embed); media are never inflated. */
const READ_PARTS = /\.(xml|rels)$|^mammoth\/style-map$/i;
const HEADER_OR_FOOTER = /^word\/(header|footer)(\d*)\.xml$/i;
const MAIN_DOCUMENT = 'word/document.xml';
const STYLES = 'word/styles.xml';
/** Parts whose text is read: by mammoth (document, notes) or by us (headers, footers). */
const TEXT_PART = /^word\/(document|footnotes|endnotes|header\d*|footer\d*)\.xml$/i;

export interface DocxText {
  text: string;
  /** Characters in runs a reader cannot see (hidden, white on white, tiny); left out of `text`. */
  hiddenCharacters: number;
}

export async function extractDocx(filename: string, bytes: Buffer): Promise<DocxText> {
  const entries = docxEntries(filename, bytes);
  const markup = verifyParts(filename, bytes, entries);
  const textParts = new Map([...markup].filter(([name]) => TEXT_PART.test(name)));
  const { parts, hiddenCharacters } = readableParts(textParts, markup.get(STYLES));

  let html: string;
  try {
    // Mammoth reads the markup as checked and cleaned here: the text parts without their invisible
    // runs (re-encoded only where something was taken out), the rest as inflated, media left out.
    // Headers and footers are read here, not by mammoth, so theirs are not re-encoded.
    const readable = new Map(markup);
    for (const [name, xml] of parts) {
      if (HEADER_OR_FOOTER.test(name) || xml === textParts.get(name)?.toString('utf8')) continue;
      readable.set(name, Buffer.from(xml.replace(/^\ufeff/, ''), 'utf8'));
    }
    html = (await mammoth.convertToHtml({ buffer: storedZip(readable) }, { convertImage: skipImages, externalFileAccess: false })).value;
  } catch (error) {
    throw extractionFailure('failed', filename, REASONS.unreadableDocx, error);
  }

  // Mammoth ignores headers and footers, yet resume templates often keep name and contact there.
  const header = partsText(parts, 'header');
  const footer = partsText(parts, 'footer');
  const text = [header, htmlToLines(html), footer].filter((part) => part !== '').join('\n\n');
  return { text, hiddenCharacters };
}

/**
 * Every text part as a reader sees it: one branch of each alternate content (so a text box is read
 * once), and without the runs nobody can see, whose characters are counted.
 */
function readableParts(
  textParts: ReadonlyMap<string, Buffer>,
  stylesXml: Buffer | undefined,
): { parts: Map<string, string>; hiddenCharacters: number } {
  const styles = readStyles(stylesXml?.toString('utf8'));
  const main = textParts.get(MAIN_DOCUMENT)?.toString('utf8');
  // The page colour is set once, in the document, and is behind headers and footers too.
  const page = main === undefined ? undefined : pageColour(main);
  const parts = new Map<string, string>();
  let hiddenCharacters = 0;
  for (const [name, bytes] of textParts) {
    const result = dropInvisibleRuns(resolveAlternateContent(bytes.toString('utf8')), styles, page);
    parts.set(name, result.xml);
    hiddenCharacters += result.hiddenCharacters;
  }
  return { parts, hiddenCharacters };
}

/**
 * Checks declared sizes, then inflates every part mammoth will read under a cap equal to its
 * declared size, so a lying central directory cannot inflate a bomb. Returns those parts by name,
 * in the archive's order.
 */
function verifyParts(filename: string, bytes: Buffer, entries: readonly ZipEntry[]): Map<string, Buffer> {
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
    return new Map(markup.map((entry) => [entry.name, inflateEntry(bytes, entry)]));
  } catch (error) {
    throw zipFailure(filename, error);
  }
}

function partsText(parts: ReadonlyMap<string, string>, kind: 'header' | 'footer'): string {
  const names = [...parts.keys()]
    .filter((name) => HEADER_OR_FOOTER.exec(name)?.[1]?.toLowerCase() === kind)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const name of names) {
    for (const line of docxPartLines(parts.get(name) ?? '')) {
      // Page-number fields leave bare digits behind; headers repeat across sections.
      if (/^\d*$/.test(line) || seen.has(line)) continue;
      seen.add(line);
      lines.push(line);
    }
  }
  return lines.join('\n');
}
