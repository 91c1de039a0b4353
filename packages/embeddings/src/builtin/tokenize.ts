import { ASCII_CLASS, ASCII_LOWER, ELIDED, MARK, SUFFIX, UNSTABLE, WORD, nonAsciiInfo, nonAsciiLower } from './char-class';
import { foldText } from './normalize';
import { INLINE, WIDE, headHash, packedLength, tailHash, type Vocabulary } from './vocabulary';

/** Per byte: 1 for an ASCII character that continues a word (letters, digits, + and #). */
const KEEP = new Uint8Array(256);
for (let c = 0; c < 128; c++) {
  const cls = ASCII_CLASS[c];
  if (cls === WORD || cls === SUFFIX) KEEP[c] = 1;
}
const APOSTROPHE = 39;
const AT = 64;
const COLON = 58;
const SLASH = 47;
const DOT = 46;
/** "www" in either case, as the low three bytes of a little-endian int, shifted up a byte. */
const WWW = 0x77777700;
/** The low `n` bytes of a 32-bit word, n = 0..4. */
const BYTE_MASK = Int32Array.from([0, 0xff, 0xffff, 0xffffff, -1]);
/** Lower case for every byte a word may hold (letters; digits, + and # already have the bit). */
const LOWER_BITS = 0x20202020;

/**
 * Token ids of one text with their spans in the text that was read (first to last kept character,
 * with the accents of that last letter), in reused typed arrays.
 */
export class TokenBuffer {
  ids = new Int32Array(256);
  starts = new Int32Array(256);
  ends = new Int32Array(256);
  count = 0;
  /** The text the spans refer to: the input, or its NFKD fold when that differs. */
  text = '';
  /** Offsets of the text's "@" characters, and whether it has "://" or a "www." word: where e-mail addresses and links may be. */
  ats: number[] = [];
  links = false;

  reserve(tokens: number): void {
    if (tokens <= this.ids.length) return;
    let capacity = this.ids.length;
    while (capacity < tokens) capacity *= 2;
    this.ids = new Int32Array(capacity);
    this.starts = new Int32Array(capacity);
    this.ends = new Int32Array(capacity);
  }
}

/**
 * Splits text into words in one pass and interns each word. A word is a run of word characters,
 * lower-cased; apostrophes and combining marks inside it are dropped ("don't" → "dont"), and + or #
 * after its first character are kept ("c++", "c#").
 *
 * The text is read as UTF-8 bytes, which TextEncoder writes natively in a fraction of a microsecond.
 * Most words are ASCII letters and digits: their ends are found with one table lookup per byte,
 * and they are packed for the vocabulary four bytes at a time, lower-cased with one OR (see
 * vocabulary.ts). Other words (apostrophes, accents, other scripts) are read character by
 * character. Spans are counted in UTF-16 units, the string's own offsets. Texts holding characters
 * NFKD would change into several (ﬁ, ½) are folded first, found when such a character is met, and
 * read again.
 */
export class Tokenizer {
  private buf: Uint16Array = new Uint16Array(4096);
  private bytes = new Uint8Array(4096);
  private view = new DataView(this.bytes.buffer);
  /** The current word packed (see vocabulary.ts): its ints from the third on, for longer words. */
  private packed = new Int32Array(2048);
  private readonly encoder = new TextEncoder();
  // The multi-byte character last decoded: code point, length in bytes and in UTF-16 units.
  private code = 0;
  private size = 1;
  private units = 1;
  // What readWord read: its units are buf[0 .. wordLength); its span ends at wordEnd; reading
  // resumes at byte wordNext with wordExtra.
  private wordLength = 0;
  private wordEnd = 0;
  private wordNext = 0;
  private wordExtra = 0;

  constructor(private readonly vocabulary: Vocabulary) {}

  read(text: string, out: TokenBuffer): void {
    if (!this.scan(text, out, false)) this.scan(foldText(text), out, true);
  }

  /** Returns false, leaving `out` unfinished, when the text needs folding and `folded` is false. */
  private scan(text: string, out: TokenBuffer, folded: boolean): boolean {
    const length = text.length;
    // Every word but the last is followed by at least one separator.
    out.reserve((length >> 1) + 1);
    out.text = text;
    out.ats.length = 0;
    out.links = false;
    // A UTF-16 unit takes at most 3 bytes (a surrogate pair, 2 units, takes 4); past the end, a
    // separator for the word loop to stop at and room for the last 8-byte read.
    if (this.bytes.length < length * 3 + 16) {
      this.bytes = new Uint8Array(Math.max(length * 3 + 16, this.bytes.length * 2));
      this.view = new DataView(this.bytes.buffer);
    }
    // A word is never longer than the text.
    if (this.buf.length < length + 2) this.buf = new Uint16Array(Math.max(length + 2, this.buf.length * 2));
    if (this.packed.length < length + INLINE) this.packed = new Int32Array(Math.max(length + INLINE, this.packed.length * 2));
    const bytes = this.bytes;
    const n = this.encoder.encodeInto(text, bytes).written;
    bytes[n] = 0;
    const { ids, starts, ends } = out;
    let count = 0;
    let i = 0; // byte
    let extra = 0; // bytes minus UTF-16 units before byte i: the text offset of byte i is i - extra
    while (i < n) {
      const b = bytes[i] ?? 0;
      if (b < 128) {
        if (ASCII_CLASS[b] !== WORD) {
          // Noted on the way, so that looking for addresses needs no pass of its own.
          if (b === AT) out.ats.push(i - extra);
          else if (b === COLON && bytes[i + 1] === SLASH && bytes[i + 2] === SLASH) out.links = true;
          i++;
          continue;
        }
        const from = i;
        i++;
        while (KEEP[bytes[i] ?? 0] === 1) i++;
        const c = bytes[i] ?? 0;
        if (c !== APOSTROPHE && c < 128) {
          if (c === DOT && i - from === 3 && (this.view.getInt32(from, true) | 0x202020) << 8 === WWW) out.links = true;
          ids[count] = this.internAscii(from, i - from);
          starts[count] = from - extra;
          ends[count] = i - extra;
          count++;
          continue;
        }
        // The word goes on past an apostrophe or into a multi-byte character: read it again below.
        i = from;
      } else {
        const info = this.decode(bytes, i);
        if ((info & UNSTABLE) !== 0 && !folded) return false;
        if ((info & 3) !== WORD) {
          i += this.size;
          extra += this.size - this.units;
          continue;
        }
      }
      const start = i - extra;
      if (!this.readWord(bytes, i, extra, folded)) return false;
      ids[count] = this.internBuffered();
      starts[count] = start;
      ends[count] = this.wordEnd;
      count++;
      i = this.wordNext;
      extra = this.wordExtra;
    }
    out.count = count;
    return true;
  }

  /**
   * Reads a word character by character from byte i into buf (lower case, dropped characters
   * skipped); returns false when it meets a character that needs folding and `folded` is false.
   */
  private readWord(bytes: Uint8Array, i: number, extra: number, folded: boolean): boolean {
    const buf = this.buf;
    let len = 0;
    let end = i - extra;
    for (;;) {
      const c = bytes[i] ?? 0;
      if (c < 128) {
        if (KEEP[c] === 1) {
          buf[len++] = ASCII_LOWER[c] ?? c;
          i++;
          end = i - extra;
          continue;
        }
        if (c === APOSTROPHE) {
          i++;
          continue;
        }
        break;
      }
      const info = this.decode(bytes, i);
      if ((info & UNSTABLE) !== 0 && !folded) return false;
      const cls = info & 3;
      if (cls === WORD) {
        const code = this.code;
        if (this.units === 1) buf[len++] = nonAsciiLower(code);
        else {
          // An astral character (emoji): its two UTF-16 units, as the string holds them.
          buf[len++] = 0xd800 + ((code - 0x10000) >> 10);
          buf[len++] = 0xdc00 + ((code - 0x10000) & 0x3ff);
        }
      } else if (cls !== ELIDED) {
        break;
      }
      i += this.size;
      extra += this.size - this.units;
      if (cls === WORD || (info & MARK) !== 0) end = i - extra;
    }
    this.wordLength = len;
    this.wordEnd = end;
    this.wordNext = i;
    this.wordExtra = extra;
    return true;
  }

  /** Interns the ASCII word of `len` bytes at byte `start`, packed straight from the bytes. */
  private internAscii(start: number, len: number): number {
    const view = this.view;
    const m0 = BYTE_MASK[len < 4 ? len : 4] ?? 0;
    const m1 = BYTE_MASK[len < 4 ? 0 : len < 8 ? len - 4 : 4] ?? 0;
    const w0 = (view.getInt32(start, true) & m0) | (LOWER_BITS & m0);
    const w1 = (view.getInt32(start + 4, true) & m1) | (LOWER_BITS & m1);
    if (len <= 8) return this.vocabulary.intern(w0, w1, 0, 0, len, headHash(w0, w1, 0, 0, len), this.packed);
    const packed = this.packed;
    for (let at = 8, k = 2; at < len; at += 4, k++) {
      const m = BYTE_MASK[len - at < 4 ? len - at : 4] ?? 0;
      packed[k] = (view.getInt32(start + at, true) & m) | (LOWER_BITS & m);
    }
    return this.internPacked(w0, w1, len);
  }

  /** Interns the word readWord left in buf. */
  private internBuffered(): number {
    const buf = this.buf;
    const len = this.wordLength;
    const packed = this.packed;
    let wide = false;
    for (let k = 0; k < len; k++) if ((buf[k] ?? 0) > 0xff) wide = true;
    const n = wide ? (len + 1) >> 1 : (len + 3) >> 2;
    for (let k = 0; k < Math.max(n, INLINE); k++) packed[k] = 0;
    if (wide) for (let k = 0; k < len; k++) packed[k >> 1] = (packed[k >> 1] ?? 0) | ((buf[k] ?? 0) << ((k & 1) << 4));
    else for (let k = 0; k < len; k++) packed[k >> 2] = (packed[k >> 2] ?? 0) | ((buf[k] ?? 0) << ((k & 3) << 3));
    return this.internPacked(packed[0] ?? 0, packed[1] ?? 0, wide ? len | WIDE : len);
  }

  /** Interns a word whose packed ints 2 and on are in `packed` (zeros up to INLINE). */
  private internPacked(w0: number, w1: number, key: number): number {
    const packed = this.packed;
    const n = packedLength(key);
    for (let k = n; k < INLINE; k++) packed[k] = 0;
    let hash = headHash(w0, w1, packed[2] ?? 0, packed[3] ?? 0, key);
    for (let k = INLINE; k < n; k++) hash = tailHash(hash, packed[k] ?? 0);
    return this.vocabulary.intern(w0, w1, packed[2] ?? 0, packed[3] ?? 0, key, hash, packed);
  }

  /**
   * Decodes the multi-byte UTF-8 character at byte i into code, size and units; returns its info
   * from char-class.ts. Astral characters count as unstable: NFKD judges them as a whole (𝐀 → A),
   * and they are rare enough to fold the text for; once folded they are letters, as in the string.
   */
  private decode(bytes: Uint8Array, i: number): number {
    const b = bytes[i] ?? 0;
    if (b < 0xe0) {
      this.code = ((b & 0x1f) << 6) | ((bytes[i + 1] ?? 0) & 0x3f);
      this.size = 2;
    } else if (b < 0xf0) {
      this.code = ((b & 0x0f) << 12) | (((bytes[i + 1] ?? 0) & 0x3f) << 6) | ((bytes[i + 2] ?? 0) & 0x3f);
      this.size = 3;
    } else {
      this.code = ((b & 0x07) << 18) | (((bytes[i + 1] ?? 0) & 0x3f) << 12) | (((bytes[i + 2] ?? 0) & 0x3f) << 6) | ((bytes[i + 3] ?? 0) & 0x3f);
      this.size = 4;
      this.units = 2;
      return UNSTABLE | WORD;
    }
    this.units = 1;
    return nonAsciiInfo(this.code);
  }
}
