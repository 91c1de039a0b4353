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
});
