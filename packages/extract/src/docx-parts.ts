import { decodeEntities } from './html-lines';

/** Text runs, tabs, breaks and paragraph ends: all we need from a header or footer part. */
const TOKEN = /<w:t(?:\s[^>]*[^/])?>([^<]*)<\/w:t>|<w:(tab|br|cr)\b[^>]*\/>|<\/w:p>/g;

/**
 * Plain lines of a WordprocessingML part. Tokens are read in order instead of matching whole
 * paragraphs because text boxes nest paragraphs inside paragraphs.
 */
export function docxPartLines(xml: string): string[] {
  let current = '';
  const lines: string[] = [];
  for (const match of xml.matchAll(TOKEN)) {
    if (match[1] !== undefined) current += decodeEntities(match[1]);
    else if (match[2] === 'tab') current += ' ';
    else {
      lines.push(current.replace(/\s+/g, ' ').trim());
      current = '';
    }
  }
  lines.push(current.replace(/\s+/g, ' ').trim());
  return lines.filter((line) => line !== '');
}
