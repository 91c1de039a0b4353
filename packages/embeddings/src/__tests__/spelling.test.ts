import { BuiltinEmbeddingProvider } from '../builtin/provider';
import { spellAsRead } from '../builtin/spelling';

const plain = new BuiltinEmbeddingProvider({ normalizeSkills: null });

describe('spellAsRead', () => {
  it('returns plain ASCII text without apostrophes as it is', () => {
    const text = 'Led a team of 6; shipped C++ and C# services.\nSkills: Go, Rust';
    expect(spellAsRead(text)).toBe(text);
  });

  it('drops apostrophes inside a word, as the tokeniser does, and keeps the others', () => {
    expect(spellAsRead("the API's design, Widget’s hooks, don't")).toBe('the APIs design, Widgets hooks, dont');
    expect(spellAsRead("the teams' goals, 'quoted' and ‘curly’")).toBe("the teams' goals, 'quoted' and ‘curly’");
    expect(spellAsRead("C++'s rules")).toBe('C++s rules');
  });

  it('spells accented and compatibility letters as their base letter, case kept', () => {
    expect(spellAsRead('Résumé for a Développeur')).toBe('Resume for a Developpeur');
    expect(spellAsRead('Re\u0301sume\u0301 and ＪＳ')).toBe('Resume and JS');
    expect(spellAsRead('ﬁnance ﬂows')).toBe('finance flows');
  });

  it('keeps separators as written, so line and sentence boundaries read as before', () => {
    const text = 'Go • Rust – Kafka… done\u3002 Next, Widget\uff0ejs';
    expect(spellAsRead(text)).toBe(text);
  });

  it.each([
    "Über-engineer's café; naïve coöperation; K8s’ pods",
    'Ｐｙｔｈｏｎ and ﬁnance, ① ②, ½ time',
    "rock 'n' roll; JS' scope; 'JS' quoted; “Widget.js”",
    'emoji 🚀launch and 𝐁old text',
    'mixed ᾅ ǅ İstanbul ß',
  ])('gives the embedder the same words as the original: %j', (text) => {
    expect(plain.normalize(spellAsRead(text))).toBe(plain.normalize(text));
    expect(plain.embedSync([spellAsRead(text)])).toEqual(plain.embedSync([text]));
  });

  it('gives the embedder the same words as the original for generated texts of tricky characters', () => {
    const pieces = ['a', 'Z', '7', "'", '’', 'ʼ', '\u0301', 'é', 'Ｊ', 'ﬁ', '+', '#', '＋', ' ', '.', '-', '•', '\n', '🚀', 'ß', '…'];
    let seed = 11;
    const random = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff;
    for (let n = 0; n < 2000; n++) {
      let text = '';
      const length = 1 + Math.floor(random() * 12);
      for (let k = 0; k < length; k++) text += pieces[Math.floor(random() * pieces.length)];
      expect([text, plain.normalize(spellAsRead(text))]).toEqual([text, plain.normalize(text)]);
    }
  });

  it('splits generated texts into the words the embedder reads, as a letters-and-digits tokeniser does', () => {
    // What a skill normaliser such as resume-core's sees as words: runs of letters and digits.
    const wordsOf = (text: string): string => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
    const pieces = ['a', 'Q', '4', "'", '’', '\u0301', 'é', 'Ｊ', 'ﬁ', ' ', '.', '-', '•', '\n', 'ß'];
    let seed = 5;
    const random = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff;
    for (let n = 0; n < 2000; n++) {
      let text = '';
      const length = 1 + Math.floor(random() * 12);
      for (let k = 0; k < length; k++) text += pieces[Math.floor(random() * pieces.length)];
      expect([text, wordsOf(spellAsRead(text))]).toEqual([text, plain.normalize(text)]);
    }
  });
});
