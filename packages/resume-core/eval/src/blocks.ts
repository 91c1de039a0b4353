import type { YearMonth } from './model';

/** A format-neutral document: the text and DOCX renderers print the same blocks. */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'para'; text: string; bold?: boolean }
  | { kind: 'bullet'; text: string; glyph: string }
  | { kind: 'gap' }
  | { kind: 'table'; rows: Cell[][] };

/** A table cell holds paragraphs and bullets. */
export type Cell = Array<Extract<Block, { kind: 'para' | 'bullet' }>>;

export type DateStyle = 'short' | 'long' | 'numeric' | 'iso' | 'year' | 'quarter';

const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function formatYm(p: YearMonth, style: DateStyle): string {
  const m = p.month;
  if (m === undefined || style === 'year') return String(p.year);
  switch (style) {
    case 'short':
      return `${SHORT[m - 1]} ${p.year}`;
    case 'long':
      return `${LONG[m - 1]} ${p.year}`;
    case 'numeric':
      return `${String(m).padStart(2, '0')}/${p.year}`;
    case 'iso':
      return `${p.year}-${String(m).padStart(2, '0')}`;
    case 'quarter':
      return `Q${Math.ceil(m / 3)} ${p.year}`;
  }
}

export interface RangeStyle {
  date: DateStyle;
  separator: string;
  present: string;
}

export function formatSpan(start: YearMonth | undefined, end: YearMonth | 'present' | undefined, s: RangeStyle): string {
  const a = start ? formatYm(start, s.date) : '';
  const b = end === undefined ? '' : end === 'present' ? s.present : formatYm(end, s.date);
  if (a && b) return `${a}${s.separator}${b}`;
  return a || b;
}
