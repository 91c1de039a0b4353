import { buildPdf } from '@tailor/testing';
import JSZip from 'jszip';

export { encryptedPdf } from '@tailor/testing';

/**
 * Hostile uploads, generated here rather than committed: each is a few lines of construction and
 * the bytes stay obvious from the code (the hand-written PDFs are @tailor/testing's, shared with the extraction tests).
 */

const MB = 1024 * 1024;

export async function zipOf(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** A .docx whose main part inflates to 200 MB from well under 1 MB. */
export function zipBomb(): Promise<Buffer> {
  return zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': Buffer.alloc(200 * MB, 0x20) });
}

/**
 * The same bomb with a directory that lies (declares 1 KB): passes the cheap header check at upload,
 * so the streaming inflate in the worker has to catch it.
 */
export async function lyingZipBomb(): Promise<Buffer> {
  const zip = Buffer.from(await zipBomb());
  const name = Buffer.from('word/document.xml', 'utf8');
  // Local file header: uncompressed size at +22; central directory header: at +24.
  for (let i = 0; i + 4 <= zip.length; i++) {
    const sig = zip.readUInt32LE(i);
    if (sig === 0x04034b50 && zip.subarray(i + 30, i + 30 + name.length).equals(name)) zip.writeUInt32LE(1024, i + 22);
    if (sig === 0x02014b50 && zip.subarray(i + 46, i + 46 + name.length).equals(name)) zip.writeUInt32LE(1024, i + 24);
  }
  return zip;
}

/** Only vector drawing, no text: what a scanned resume looks like to a text extractor. */
export function pdfWithoutText(): Buffer {
  return buildPdf(['0.5 g 72 72 400 600 re f', 'q 1 0 0 1 0 0 cm 0 g 10 10 100 100 re S Q']);
}

/** Bytes that are clearly not text (NULs and high bytes), to be sent as a .txt. */
export function binaryBytes(): Buffer {
  const bytes = Buffer.alloc(4096);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 131 + 7) % 256;
  return bytes;
}
