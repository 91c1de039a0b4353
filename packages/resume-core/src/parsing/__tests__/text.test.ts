import { toDocument, toLines } from '../text';

describe('lines and bullets', () => {
  test.each(['•', '·', '-', '*', '–', '▪', '●', '◦', '►', '✓', '1.', '2)', '\uf0b7'])('bullet glyph %s', (glyph) => {
    const [line] = toLines(`${glyph} Led the migration to Kubernetes`);
    expect(line).toMatchObject({ text: 'Led the migration to Kubernetes', bullet: true });
  });

  test('a glyph alone on its line marks the next line', () => {
    expect(toLines('•\nShipped the app')).toEqual([expect.objectContaining({ text: 'Shipped the app', bullet: true })]);
  });

  test('dates and decorated headings are not bullets', () => {
    expect(toLines('2019 – 2021')[0]?.bullet).toBe(false);
    expect(toLines('— EXPERIENCE —')[0]?.source).toBe('— EXPERIENCE —');
  });

  test('page numbers are dropped', () => {
    expect(toLines('Engineer\n1/2\nPage 2 of 3\n2').map((l) => l.text)).toEqual(['Engineer']);
  });

  test('markdown markers are layout', () => {
    expect(toLines('### Engineer — Acme\n*Jan 2020 – Present*\n- **Languages:** Go').map((l) => l.text)).toEqual([
      'Engineer — Acme',
      'Jan 2020 – Present',
      'Languages: Go',
    ]);
  });

  test('blank lines matter only when they are the exception', () => {
    expect(toDocument('A\n\nB\n\nC\n\nD').paragraphs).toBe(true);
    expect(toDocument('A\nB\n\nC\nD').lines.map((l) => l.blankBefore)).toEqual([false, false, true, false]);
  });
});

describe('numbered items and dates', () => {
  test('"1. März 2008" is a date with its day, not item 1', () => {
    const [line] = toLines('1. März 2008 – 31. Dezember 2008');
    expect(line).toMatchObject({ text: '1. März 2008 – 31. Dezember 2008', bullet: false });
    expect(toLines('1. Managed the warehouse')[0]).toMatchObject({ text: 'Managed the warehouse', bullet: true });
  });
});
