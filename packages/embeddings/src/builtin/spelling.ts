import { ASCII_CLASS, ELIDED, MARK, SEPARATOR, UNSTABLE, WORD, baseOf, nonAsciiInfo } from './char-class';
import { foldText } from './normalize';

/** An apostrophe or a non-ASCII character: texts without one are read exactly as written. */
const MAY_DIFFER = /['\u0080-\uffff]/;

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
  if (!MAY_DIFFER.test(text)) return text;
  const source = needsFolding(text) ? foldText(text) : text;
  const length = source.length;
  let out = '';
  let copied = 0;
  let inWord = false;
  for (let i = 0; i < length; i++) {
    const code = source.charCodeAt(i);
    if (code < 128) {
      const cls = ASCII_CLASS[code] ?? SEPARATOR;
      if (cls === ELIDED) {
        if (inWord && continuesWord(source, i + 1)) {
          out += source.slice(copied, i);
          copied = i + 1;
        } else inWord = false;
      } else if (cls === SEPARATOR) inWord = false;
      else if (cls === WORD) inWord = true;
      // + and # continue a word they follow and separate otherwise: the state stays as it is.
      continue;
    }
    const info = nonAsciiInfo(code);
    const cls = info & 3;
    if (cls === WORD) {
      inWord = true;
      const base = baseOf(code);
      if (base !== code) {
        out += source.slice(copied, i) + String.fromCharCode(base);
        copied = i + 1;
      }
    } else if (cls === ELIDED && inWord && ((info & MARK) !== 0 || continuesWord(source, i + 1))) {
      // A combining mark belongs to the letter before it; another elided character (’) is
      // dropped only where the word goes on after it.
      out += source.slice(copied, i);
      copied = i + 1;
    } else if (cls !== ELIDED || !inWord) {
      inWord = false;
    }
  }
  return copied === 0 ? source : out + source.slice(copied);
}

/** Whether the tokeniser would NFKD-fold the text before reading it (see Tokenizer.read). */
function needsFolding(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 128 && (nonAsciiInfo(code) & UNSTABLE) !== 0) return true;
  }
  return false;
}

/** Whether the word goes on at `from`, past any further elided characters. */
function continuesWord(text: string, from: number): boolean {
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const cls = code < 128 ? (ASCII_CLASS[code] ?? SEPARATOR) : nonAsciiInfo(code) & 3;
    if (cls === ELIDED) continue;
    // After a word character the tokeniser keeps + and # (KEEP in tokenize.ts), but only ASCII ones.
    return cls === WORD || (code < 128 && cls !== SEPARATOR);
  }
  return false;
}
