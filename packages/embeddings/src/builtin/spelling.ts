import { ASCII_CLASS, ELIDED, MARK, SEPARATOR, UNSTABLE, WORD, baseOf, nonAsciiInfo } from './char-class';
import { foldText } from './normalize';

/**
 * The characters that may read otherwise than written: apostrophes and everything non-ASCII. Found
 * with an expression, which skips the plain ASCII between them far faster than a character loop.
 */
const MAY_DIFFER = /['\u0080-\uffff]/g;
const NON_ASCII = /[\u0080-\uffff]/g;

/**
 * The text as the tokeniser reads its words, case and everything between words kept: accented and
 * compatibility letters as their base letter ("é" → "e", "Ｊ" → "J"), combining marks and the
 * apostrophes inside a word dropped ("API's" → "APIs"), and the whole text NFKD-folded first when
 * the tokeniser would fold it (ligatures such as "ﬁ").
 *
 * The skill normaliser is given this text rather than the original: it tokenises words its own
 * way, and a mention it rewrites inside a word the tokeniser reads differently would leave a
 * fragment that the tokeniser glues back on ("API's" → "apis's" → the word "apiss"). Separators
 * stay as written, so line, list and sentence boundaries read as before.
 */
export function spellAsRead(text: string): string {
  MAY_DIFFER.lastIndex = 0;
  if (!MAY_DIFFER.test(text)) return text;
  const source = needsFolding(text) ? foldText(text) : text;
  let out = '';
  let copied = 0;
  MAY_DIFFER.lastIndex = 0;
  for (let m = MAY_DIFFER.exec(source); m !== null; m = MAY_DIFFER.exec(source)) {
    const i = m.index;
    const code = source.charCodeAt(i);
    const info = code < 128 ? (ASCII_CLASS[code] ?? SEPARATOR) : nonAsciiInfo(code);
    const cls = info & 3;
    let drop = false;
    if (cls === WORD) {
      const base = code < 128 ? code : baseOf(code);
      if (base !== code) {
        out += source.slice(copied, i) + String.fromCharCode(base);
        copied = i + 1;
      }
    } else if (cls === ELIDED && inWord(source, i)) {
      // A combining mark belongs to the letter before it; an apostrophe (' ’) is dropped only
      // where the word goes on after it.
      drop = (info & MARK) !== 0 || continuesWord(source, i + 1);
    }
    if (drop) {
      out += source.slice(copied, i);
      copied = i + 1;
    }
  }
  return copied === 0 ? source : out + source.slice(copied);
}

/** Whether the tokeniser would NFKD-fold the text before reading it (see Tokenizer.read). */
function needsFolding(text: string): boolean {
  NON_ASCII.lastIndex = 0;
  for (let m = NON_ASCII.exec(text); m !== null; m = NON_ASCII.exec(text)) {
    if ((nonAsciiInfo(text.charCodeAt(m.index)) & UNSTABLE) !== 0) return true;
  }
  return false;
}

function classAt(text: string, i: number): number {
  const code = text.charCodeAt(i);
  return code < 128 ? (ASCII_CLASS[code] ?? SEPARATOR) : nonAsciiInfo(code) & 3;
}

/**
 * Whether position i is inside a word as the tokeniser reads it: a letter or digit comes before it,
 * past elided characters and the + and # a word keeps ("C++'s").
 */
function inWord(text: string, i: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    const cls = classAt(text, k);
    if (cls === WORD) return true;
    if (cls === SEPARATOR) return false;
    // + and # separate unless they follow a word (only ASCII ones are kept in words).
    if (cls !== ELIDED && text.charCodeAt(k) >= 128) return false;
  }
  return false;
}

/** Whether the word goes on at `from`, past any further elided characters. */
function continuesWord(text: string, from: number): boolean {
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const cls = classAt(text, i);
    if (cls === ELIDED) continue;
    // After a word character the tokeniser keeps + and # (KEEP in tokenize.ts), but only ASCII ones.
    return cls === WORD || (code < 128 && cls !== SEPARATOR);
  }
  return false;
}
