import { runInNewContext } from 'node:vm';
import { pdfVisibility, VISIBILITY_LIMITS, type VisibilityEnv } from './pdf-visibility';

/** The OPS numbers the walker uses (pdf.js's table, which the reader thread passes in). */
const OPS = {
  save: 10,
  restore: 11,
  transform: 12,
  fill: 22,
  clip: 29,
  beginText: 31,
  setFont: 37,
  setTextRenderingMode: 38,
  moveText: 40,
  setTextMatrix: 42,
  showText: 44,
  setFillRGBColor: 59,
  constructPath: 91,
};

const env = (limits = VISIBILITY_LIMITS): VisibilityEnv => ({
  OPS,
  viewport: [1, 0, 0, -1, 0, 792],
  width: 612,
  height: 792,
  fontMatrix: () => null,
  ocVisible: () => true,
  limits,
});

const glyph = (unicode: string) => ({ unicode, width: 500, isSpace: unicode === ' ' });

describe('pdfVisibility', () => {
  it('runs from its own source alone, as the reader thread runs it', () => {
    const standalone = runInNewContext(`(${pdfVisibility.toString()})()`, {}) as ReturnType<typeof pdfVisibility>;
    const fn = [OPS.beginText, OPS.setFont, OPS.setFillRGBColor, OPS.moveText, OPS.showText];
    const args = [[], ['F1', 12], ['#ffffff'], [72, 700], [[...'Hidden'].map(glyph)]];
    const glyphs = standalone.walkPage(fn, args, env());
    expect(glyphs.count).toBe(6);
    expect(glyphs.hiddenCount).toBe(6);
  });

  it('gives up judging past its limits instead of running long on a hostile page', () => {
    const limits = { ...VISIBILITY_LIMITS, maxOps: 200_000, maxGlyphs: 20_000 };
    // A million operators: tiny filled rectangles and one-glyph runs, the worst mix for the walker.
    const fn: number[] = [];
    const args: unknown[] = [];
    const square = { path: new Float32Array([0, 0, 0, 1, 5, 0, 1, 5, 5, 1, 0, 5, 4]), minMax: new Float32Array([0, 0, 5, 5]) };
    for (let i = 0; i < 250_000; i++) {
      fn.push(OPS.constructPath, OPS.beginText, OPS.setFont, OPS.showText);
      args.push([OPS.fill, [square.path], square.minMax], [], ['F1', 10], [[glyph('x')]]);
    }
    const started = Date.now();
    const glyphs = pdfVisibility().walkPage(fn, args, env(limits));
    expect(Date.now() - started).toBeLessThan(8000);
    expect(glyphs.complete).toBe(false);
    expect(glyphs.count).toBeLessThanOrEqual(20_000);
  });

  it('keeps every character when nothing is hidden, without touching the items', () => {
    const items = [{ str: 'Visible', x: 72, y: 92, w: 40, size: 12 }];
    const result = pdfVisibility().removeHidden(items, { text: [], hidden: [], x0: [], x1: [], count: 0, hiddenCount: 0, complete: true });
    expect(result).toEqual({ items, hiddenCharacters: 0, hiddenSpans: [] });
  });

  it('matches characters to glyphs when the text layer drops or adds some', () => {
    // The text layer has "ab cd ef"; the glyphs have an extra zero-width mark and "cd" hidden.
    const glyphs = {
      text: ['a', 'b', '\u200b', 'c', 'd', 'e', 'f'],
      hidden: [0, 0, 1, 1, 1, 0, 0],
      x0: [0, 5, 10, 10, 15, 25, 30],
      x1: [5, 10, 10, 15, 20, 30, 35],
      count: 7,
      hiddenCount: 3,
      complete: true,
    };
    const result = pdfVisibility().removeHidden([{ str: 'ab cd ef', x: 0, y: 10, w: 35, size: 10 }], glyphs);
    expect(result.items.map((item) => [item.str, item.x, item.w])).toEqual([
      ['ab', 0, 10],
      ['ef', 25, 10],
    ]);
    expect(result.hiddenCharacters).toBe(2);
  });
});
