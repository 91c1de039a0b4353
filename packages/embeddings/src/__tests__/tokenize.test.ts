import { HashingFeaturizer } from '../builtin/featurize';
import { TokenBuffer, Tokenizer } from '../builtin/tokenize';
import { Vocabulary } from '../builtin/vocabulary';

function read(text: string): Array<[word: string, span: string]> {
  const vocabulary = new Vocabulary();
  const buffer = new TokenBuffer();
  new Tokenizer(vocabulary).read(text, buffer);
  const out: Array<[string, string]> = [];
  for (let k = 0; k < buffer.count; k++) {
    out.push([vocabulary.wordOf(buffer.ids[k] ?? 0), buffer.text.slice(buffer.starts[k], buffer.ends[k])]);
  }
  return out;
}

describe('Tokenizer', () => {
  it('lower-cases, keeps + and # after a letter, drops apostrophes inside words', () => {
    expect(read("C++, C# and F#; DON'T +1 manager’s")).toEqual([
      ['c++', 'C++'],
      ['c#', 'C#'],
      ['and', 'and'],
      ['f#', 'F#'],
      ['dont', "DON'T"],
      ['1', '1'],
      ['managers', 'manager’s'],
    ]);
  });

  it('folds compatibility forms and drops diacritics, with spans in the folded text', () => {
    const words = read('Résumé ﬁnance ① naïve');
    expect(words.map(([word]) => word)).toEqual(['resume', 'finance', '1', 'naive']);
    expect(words[0]?.[1].normalize('NFC')).toBe('Résumé');
    expect(words[3]?.[1].normalize('NFC')).toBe('naïve');
  });

  it('reads accented and full-width letters in place, without folding the text', () => {
    expect(read('Café ＡＢＣ São ②')).toEqual([
      ['cafe', 'Café'],
      ['abc', 'ＡＢＣ'],
      ['sao', 'São'],
      ['2', '②'],
    ]);
  });

  it('reads already decomposed text the same way', () => {
    expect(read('Re\u0301sume\u0301').map(([word]) => word)).toEqual(['resume']);
  });

  it('counts spans in UTF-16 units after multi-byte and astral characters', () => {
    expect(read('— “JS” • 🚀 launch, Kubernetes')).toEqual([
      ['js', 'JS'],
      ['🚀', '🚀'],
      ['launch', 'launch'],
      ['kubernetes', 'Kubernetes'],
    ]);
    expect(read('\ud800abc')).toEqual([['abc', 'abc']]);
  });

  it('gives a word one id whether it is read from ASCII bytes or character by character', () => {
    const vocabulary = new Vocabulary();
    const buffer = new TokenBuffer();
    new Tokenizer(vocabulary).read(
      "dont don't DON’T cafe café internationalization internationali’zation Internationalizations kubernetes9 kubernetes9’",
      buffer,
    );
    const ids = Array.from(buffer.ids.subarray(0, buffer.count));
    expect(ids[0]).toBe(ids[1]);
    expect(ids[0]).toBe(ids[2]);
    expect(ids[3]).toBe(ids[4]);
    expect(ids[5]).toBe(ids[6]);
    expect(ids[7]).not.toBe(ids[5]);
    expect(ids[8]).toBe(ids[9]);
    expect(vocabulary.wordOf(ids[7] ?? 0)).toBe('internationalizations');
    expect(new Set(ids).size).toBe(5);
  });

  it('reads texts longer than its buffers', () => {
    const text = `${'word '.repeat(5000)}${'x'.repeat(20000)}`;
    const words = read(text);
    expect(words).toHaveLength(5001);
    expect(words[5000]?.[0]).toHaveLength(20000);
  });
});

describe('Vocabulary', () => {
  it('gives the same vector whatever was read before, with or without forgetting', () => {
    const text = 'Managed hospital nursing staff schedules and trained new nurses on triage.';
    const fresh = new HashingFeaturizer(256, undefined, { vocabulary: new Vocabulary() });
    const busyVocabulary = new Vocabulary({ maxWords: 50 });
    const busy = new HashingFeaturizer(256, undefined, { vocabulary: busyVocabulary });
    const expected = fresh.embed(text);
    for (let i = 0; i < 200; i++) busy.embed(`filler ${i} staff nurses word${i} another${i * 3}`);
    expect(busyVocabulary.size).toBeLessThanOrEqual(50 + 20);
    expect(busy.embed(text)).toEqual(expected);
  });

  it('interns by characters, not by hash alone', () => {
    const vocabulary = new Vocabulary();
    const ids = ['react', 'reacts', 'reac', 'React'].map((word) => {
      const buffer = new TokenBuffer();
      new Tokenizer(vocabulary).read(word, buffer);
      return buffer.ids[0];
    });
    expect(new Set(ids).size).toBe(3);
    expect(ids[0]).toBe(ids[3]);
    expect(vocabulary.wordOf(ids[1] ?? 0)).toBe('reacts');
  });
});
