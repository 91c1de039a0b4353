/**
 * Turns mammoth's HTML into plain lines. Mammoth emits a small, well-formed tag set, so a
 * tokenizer is enough; the point is that every paragraph, list item and table cell ends its
 * own line (so two-column layouts built with tables never glue neighbouring cells together).
 */

const TAG = /<(\/?)([a-zA-Z0-9]+)[^>]*?(\/?)>/g;
const BLOCK_END = new Set(['p', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'ul', 'ol']);
const CELL = new Set(['td', 'th']);
const HEADING = /^h[1-6]$/;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, body: string) => {
    if (body.startsWith('#x')) return safeCodePoint(parseInt(body.slice(2), 16), whole);
    if (body.startsWith('#')) return safeCodePoint(parseInt(body.slice(1), 10), whole);
    return ENTITIES[body] ?? whole;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

export function htmlToLines(html: string): string {
  // An array, not `out +=`: checking the end of a growing concatenated string flattens it
  // every time, which made large documents quadratic.
  const out: string[] = [];
  let atLineStart = true;
  const write = (text: string): void => {
    if (text === '') return;
    out.push(text);
    atLineStart = text.endsWith('\n');
  };
  const breakLine = (): void => {
    if (!atLineStart) write('\n');
  };
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    write(decodeEntities(html.slice(last, match.index)));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const tag = (match[2] ?? '').toLowerCase();
    if (tag === 'br') write('\n');
    else if (!closing && tag === 'li') {
      breakLine();
      write('• ');
    } else if (!closing && HEADING.test(tag)) {
      // A blank line before headings keeps section boundaries visible to the parser.
      breakLine();
      write('\n');
    } else if (closing && CELL.has(tag)) {
      // A blank line after each cell keeps side-by-side cells apart as separate blocks.
      breakLine();
      write('\n');
    } else if (closing && BLOCK_END.has(tag)) breakLine();
  }
  write(decodeEntities(html.slice(last)));
  return out.join('');
}
