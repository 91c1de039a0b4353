/**
 * Light clean-up shared by every format. The resume parser works line by line, so line
 * structure is kept; only noise (control codes, odd spaces, bullet glyph zoo) is unified.
 */

const LINE_BREAKS = /\r\n?|[\u2028\u2029\f\v]/g;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;
/**
 * Directional overrides, embeddings, isolates and marks: invisible, yet they reorder what a reader
 * sees, so "Acme" can be stored as something else entirely. Resumes never need them to be read.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;
/** Tabs are kept: Word tab stops separate fields ("Company<tab>Dates") that the parser splits on. */
const ODD_SPACES = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;
const MONTH_WORD = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const PRESENT_WORD = String.raw`(?:present|current|now|today|date|ongoing)`;
/**
 * A soft hyphen where a date range's dash should be ("2014\u00ad2016", "Jan 2019\u00adPresent"):
 * some exporters write the range separator as U+00AD, and deleting it glues the two ends together.
 */
const SOFT_HYPHEN_IN_RANGE = new RegExp(
  String.raw`(?<=(?:\d|\b${MONTH_WORD})[ \u00a0]*)\u00ad(?=[ \u00a0]*(?:\d|${MONTH_WORD}|${PRESENT_WORD}\b))`,
  'gi',
);
/**
 * Hyphens, minus signs and their small/full-width forms the date parser does not take as a range
 * separator; the figure, en, em dashes and horizontal bar (U+2012–2015) it already reads.
 */
const HYPHEN_LIKE = /[\u2010\u2011\u2212\ufe63\uff0d]/g;
const EM_DASH_LIKE = /[\ufe58]/g;
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;
const LIGATURES = /[\ufb00-\ufb06]/g;
/** Symbol/Wingdings bullets that Word and PDF exporters leave in the Private Use Area. */
const PUA_BULLETS = /[\uf0a7\uf0b7\uf076\uf0d8\uf0fc\uf06e\uf0a8\uf09f\uf0e0]/g;
/** Remaining Private Use Area code points are icon-font glyphs (phone, mail...) with no text meaning. */
const PRIVATE_USE = /[\ue000-\uf8ff]/g;
const BULLET_START = /^[•●▪■◦‣∙⁃◆◇►▶➢➤✓✔○□·](?:\s+|(?=\S))/;

export function normalizeText(raw: string): string {
  // The range pattern starts with a look-behind, which is tried at every position: only run it
  // on the few texts that hold a soft hyphen at all.
  const softened = raw.includes('\u00ad') ? raw.replace(SOFT_HYPHEN_IN_RANGE, '-') : raw;
  const text = softened
    .replace(LINE_BREAKS, '\n')
    .replace(INVISIBLE, '')
    .replace(BIDI_CONTROLS, '')
    .replace(HYPHEN_LIKE, '-')
    .replace(EM_DASH_LIKE, '\u2014')
    .replace(ODD_SPACES, ' ')
    .replace(CONTROL, '')
    .replace(LIGATURES, (lig) => lig.normalize('NFKC'))
    .replace(PUA_BULLETS, '•')
    .replace(PRIVATE_USE, '')
    .normalize('NFC');

  const lines: string[] = [];
  for (const rawLine of text.split('\n')) {
    // A tab with spaces around it is still one separator; runs of tabs are one too.
    let line = rawLine
      .replace(/ *\t[\t ]*/g, '\t')
      .replace(/ {2,}/g, ' ')
      .trim();
    if (BULLET_START.test(line)) line = line.replace(BULLET_START, '• ');
    const previous = lines[lines.length - 1];
    // A bullet glyph alone on its line (common in PDFs) belongs to the text that follows it.
    if (previous === '•') {
      if (line !== '') lines[lines.length - 1] = line.startsWith('• ') ? line : `• ${line}`;
      continue;
    }
    lines.push(line);
  }
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Cuts to at most `max` characters, preferring a line break near the limit, then a space,
 * so the last line is not a half-word.
 */
export function truncateText(text: string, max: number): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  let cut = text.lastIndexOf('\n', max);
  if (cut < max * 0.98) cut = text.lastIndexOf(' ', max);
  if (cut < max * 0.98) cut = max;
  // Never split a surrogate pair.
  const code = text.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
  return { text: text.slice(0, cut).trimEnd(), truncated: true };
}
