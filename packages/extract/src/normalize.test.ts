import { normalizeText, truncateText } from './normalize';

describe('normalizeText', () => {
  it('keeps lines, trims them, and collapses three or more blank lines to one', () => {
    expect(normalizeText('  Jane  Roe \r\nEngineer\r\n\r\n\r\n\r\nAcme\n\n\nGlobex\n')).toBe('Jane Roe\nEngineer\n\nAcme\n\nGlobex');
  });

  it('unifies bullet glyphs, including Symbol-font ones from the Private Use Area', () => {
    expect(normalizeText('● One\n▪Two\n\uf0b7 Three\n◦ Four\n- Five')).toBe('• One\n• Two\n• Three\n• Four\n- Five');
  });

  it('attaches a bullet left alone on its line to the text after it', () => {
    expect(normalizeText('•\nLed the team\n•\n\nShipped')).toBe('• Led the team\n• Shipped');
  });

  it('strips control codes, zero-width characters and icon glyphs; unifies odd spaces and ligatures', () => {
    expect(normalizeText('A\u0007B\u200bC\u00a0D E\u2003F \ue900 G ﬁle\u2028next')).toBe('ABC D E F G file\nnext');
  });

  it('keeps a tab stop as one field separator, spaces and repeated tabs around it included', () => {
    expect(normalizeText('Acme Corp \t\t 2019 – 2021\n\tIndented\t')).toBe('Acme Corp\t2019 – 2021\nIndented');
  });

  it('turns a soft hyphen between the ends of a date range into a hyphen and drops it elsewhere', () => {
    expect(normalizeText('2014\u00ad2016\nJan 2019\u00adPresent\nMarch 2020 \u00ad Oct 2021\nMana\u00adgement')).toBe(
      '2014-2016\nJan 2019-Present\nMarch 2020 - Oct 2021\nManagement',
    );
  });

  it('writes every hyphen, minus and small or full-width dash as one the date parser reads as a range', () => {
    for (const dash of ['\u2010', '\u2011', '\u2212', '\ufe63', '\uff0d']) expect(normalizeText(`2014${dash}2016`)).toBe('2014-2016');
    expect(normalizeText('2014\ufe582016')).toBe('2014\u20142016');
    // Already read as separators: left as written.
    for (const dash of ['\u2012', '\u2013', '\u2014', '\u2015']) expect(normalizeText(`2014${dash}2016`)).toBe(`2014${dash}2016`);
  });

  it('removes bidirectional controls so a right-to-left override cannot disguise a name', () => {
    expect(normalizeText('Ac\u202eme\u202c Corp\u200e \u2067Globex\u2069\u061c \u200fInc\u202a\u202b\u202d\u2066\u2068')).toBe(
      'Acme Corp Globex Inc',
    );
  });
});

describe('truncateText', () => {
  it('leaves short text alone', () => {
    expect(truncateText('abc', 10)).toEqual({ text: 'abc', truncated: false });
  });

  it('cuts at the last line break near the limit, else at a space, else hard', () => {
    const lines = `${'a'.repeat(990)}\n${'b'.repeat(100)}`;
    expect(truncateText(lines, 1000)).toEqual({ text: 'a'.repeat(990), truncated: true });
    const words = `${'word '.repeat(300)}`;
    const cut = truncateText(words, 1000);
    expect(cut.text.length).toBeLessThanOrEqual(1000);
    expect(cut.text.endsWith('word')).toBe(true);
    expect(truncateText('x'.repeat(2000), 1000).text).toHaveLength(1000);
  });

  it('never splits a surrogate pair', () => {
    const text = `${'x'.repeat(999)}😀${'y'.repeat(10)}`;
    expect(truncateText(text, 1000).text).toBe('x'.repeat(999));
  });
});
