import { looksLikeItemListIn } from './item-list';
import { isSkillListLine, looksLikeItemList, looksLikeItemListByExpressions } from './list-lines';

/** Lines built from list-ish pieces and every separator spelling the rule knows. */
function generatedLines(count: number): string[] {
  let seed = 7;
  const random = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff;
  const choose = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const pieces = [
    'Python',
    'R',
    'SQL',
    'machine learning',
    'a long phrase with many words in it',
    'x',
    '',
    ' ',
    'C++',
    'Kubernetes and Docker',
    'a'.repeat(33),
  ];
  const separators = [
    ', ',
    ',',
    ' , ',
    '; ',
    ' | ',
    ' • ',
    '\t',
    ' - ',
    ' – ',
    ' — ',
    '-',
    ' ',
    ' ,, ',
    ', - ',
    ' · ',
    '  -  ',
    '\u00a0-\u00a0',
    ' - - ',
  ];
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const items = 1 + Math.floor(random() * 7);
    let line = random() < 0.2 ? '  ' : '';
    for (let k = 0; k < items; k++) line += choose(pieces) + (k < items - 1 ? choose(separators) : '');
    if (random() < 0.3) line += choose(['.', '!', '?', ' ', ' .']);
    lines.push(line);
  }
  return lines;
}

describe('looksLikeItemList read in place', () => {
  it.each([
    ['Python, R, TensorFlow, Keras, SQL', true],
    ['Go | Rust | Kafka', true],
    ['Health, dental, and vision.', false],
    ['Led a team of six, shipped the billing service, and cut latency by a third across all regions.', false],
    ['Built dashboards', false],
  ])('%j → %s', (line, expected) => {
    expect(looksLikeItemListIn(line, 0, line.length)).toBe(expected);
    expect(looksLikeItemList(line)).toBe(expected);
  });

  it('answers as the expressions do for every line without a colon', () => {
    const lines = generatedLines(5000);
    const lists = lines.filter((line) => looksLikeItemListByExpressions(line));
    expect(lists.length).toBeGreaterThan(1000);
    for (const line of lines) {
      expect([line, looksLikeItemListIn(line, 0, line.length)]).toEqual([line, looksLikeItemListByExpressions(line)]);
      expect([line, looksLikeItemList(line)]).toEqual([line, isSkillListLine(line)]);
    }
  });

  it('leaves labelled lines to the expressions, which drop the label first', () => {
    expect(looksLikeItemList('Tooling: Go, Rust, Kafka')).toBe(true);
    expect(looksLikeItemList('Note: we shipped it, then rewrote it, and then shipped it again to everyone')).toBe(false);
  });

  it('reads a line inside a longer text', () => {
    const text = 'Summary line here\nPython, R, SQL\nLast line';
    const from = text.indexOf('Python');
    expect(looksLikeItemListIn(text, from, text.indexOf('\n', from))).toBe(true);
    expect(looksLikeItemListIn(text, 0, from - 1)).toBe(false);
  });
});
