import { REASONS, extractionFailure } from './errors';

/** Share of control characters above which a file is treated as binary rather than text. */
const MAX_CONTROL_SHARE = 0.05;

type Bom = 'utf-8' | 'utf-16le' | 'utf-16be';

function bomOf(bytes: Buffer): Bom | null {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/** Tab, LF, FF and CR are ordinary in text files; every other C0 code or DEL hints at binary. */
function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f;
}

/** Byte-level sniff; UTF-16 (which is full of NUL bytes) is judged after decoding instead. */
export function looksBinary(bytes: Buffer): boolean {
  const bom = bomOf(bytes);
  if (bom === 'utf-16le' || bom === 'utf-16be') return false;
  if (bytes.includes(0)) return true;
  let controls = 0;
  for (const byte of bytes) if (isControl(byte)) controls++;
  return controls > bytes.length * MAX_CONTROL_SHARE;
}

function decodedLooksBinary(text: string): boolean {
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    if (isControl(code)) controls++;
  }
  return controls > text.length * MAX_CONTROL_SHARE;
}

/** UTF-8 (BOM optional) or UTF-16 with a BOM; anything else is refused rather than guessed at. */
export function decodeText(filename: string, bytes: Buffer): string {
  const bom = bomOf(bytes);
  if (bom === null && looksBinary(bytes)) throw extractionFailure('binary_content', filename, REASONS.binary);
  let text: string;
  try {
    if (bom === 'utf-16le' || bom === 'utf-16be') {
      const body = Buffer.from(bytes.subarray(2));
      // Swapping keeps us independent of ICU: Node only guarantees 'utf-16le' everywhere.
      if (bom === 'utf-16be' && body.length % 2 === 0) body.swap16();
      text = new TextDecoder('utf-16le', { fatal: true }).decode(body);
    } else {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    }
  } catch (error) {
    throw extractionFailure('bad_encoding', filename, REASONS.encoding, error);
  }
  if (decodedLooksBinary(text)) throw extractionFailure('binary_content', filename, REASONS.binary);
  return text;
}
