import { textOfLength } from './__tests__/fixtures';
import { DEFAULT_SPLIT, splitText, type SplitOptions, type TextPiece } from './split-text';

/** Checks every invariant the splitter promises, so each scenario below can just call it. */
function expectWellFormed(text: string, pieces: TextPiece[], options: SplitOptions): void {
  expect(pieces.length).toBeGreaterThan(0);
  pieces.forEach((p, i) => {
    expect(p.text).toBe(text.slice(p.start, p.end));
    expect(p.text.length).toBeLessThanOrEqual(options.max);
    // Never inside a word: a piece starts after whitespace (or at 0) and ends before it (or at the end).
    expect(p.start === 0 || /\s/.test(text[p.start - 1] ?? '')).toBe(true);
    expect(p.end === text.length || /\s/.test(text[p.end] ?? '')).toBe(true);
    expect(/^\s|\s$/.test(p.text)).toBe(false);
    const next = pieces[i + 1];
    if (next) {
      expect(p.text.length).toBeGreaterThanOrEqual(options.floor);
      // Consecutive pieces overlap by whole words, at most `overlap` characters, and leave no gap.
      const shared = p.end - next.start;
      expect(shared).toBeGreaterThan(0);
      expect(shared).toBeLessThanOrEqual(options.overlap);
      expect(p.text.endsWith(text.slice(next.start, p.end))).toBe(true);
    }
  });
  expect(pieces[0]?.start).toBe(0);
  expect(pieces[pieces.length - 1]?.end).toBe(text.length);
}

describe('splitText', () => {
  it('returns short text whole', () => {
    const text = textOfLength(1500);
    expect(splitText(text)).toEqual([{ start: 0, end: 1500, text }]);
  });

  it.each([2001, 2600, 4999, 12_345, 50_000])('splits %i characters within bounds with overlap', (n) => {
    const text = textOfLength(n);
    const pieces = splitText(text);
    expectWellFormed(text, pieces, DEFAULT_SPLIT);
    for (const p of pieces.slice(0, -1)) expect(p.text.length).toBeLessThanOrEqual(DEFAULT_SPLIT.size);
  });

  it('prefers line breaks, then sentence ends, then spaces', () => {
    const lines = splitText(`${'a'.repeat(600)}.\n${'b '.repeat(800)}`, { size: 1000, floor: 500, max: 3000, overlap: 100 });
    expect(lines[0]?.text).toBe(`${'a'.repeat(600)}.`);
    const sentences = splitText(`${'word '.repeat(120)}end. ${'more '.repeat(200)}`.trim(), { size: 1000, floor: 500, max: 3000, overlap: 100 });
    expect(sentences[0]?.text.endsWith('end.')).toBe(true);
  });

  it('folds a short tail into the previous piece, or re-cuts both near the middle', () => {
    const options = { size: 3000, floor: 1500, max: 3000, overlap: 100 };
    const text = textOfLength(3400);
    const pieces = splitText(text, options);
    expect(pieces).toHaveLength(2);
    expectWellFormed(text, pieces, options);
    for (const p of pieces) expect(p.text.length).toBeGreaterThanOrEqual(1500);
    const folded = splitText(textOfLength(2300));
    expect(folded).toHaveLength(1);
  });

  it('only cuts inside a word longer than the maximum', () => {
    const text = `${'x'.repeat(3500)} tail words here`;
    const pieces = splitText(text);
    expect(pieces[0]?.text).toBe('x'.repeat(3000));
    for (const p of pieces) expect(p.text.length).toBeLessThanOrEqual(3000);
  });

  it('handles whitespace-only and padded input', () => {
    expect(splitText('   \n  ')).toEqual([]);
    expect(splitText('  hello world  ')).toEqual([{ start: 2, end: 13, text: 'hello world' }]);
  });
});
