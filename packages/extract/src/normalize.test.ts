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
    expect(normalizeText('A\u0007B\u200bC\u00a0D\tE\u2003F \ue900 G ﬁle\u2028next')).toBe('ABC D E F G file\nnext');
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
