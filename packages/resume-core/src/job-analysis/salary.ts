const CURRENCY = String.raw`(?:[$€£¥₹]|USD|EUR|GBP|CAD|AUD|CHF|INR|SGD)`;
// Bounded groups of thousands and digits: tried from every digit, unbounded runs made a long line of
// "555 555 …" quadratic.
const AMOUNT = String.raw`\d{1,3}(?:[,.\s]\d{3}){0,4}(?:\.\d{1,2})?(?:\s?[kK])?|\d{1,12}(?:\.\d{1,4})?\s?[kK]`;
const PERIOD = String.raw`(?:\s*(?:\/|per|a|an)\s*(?:year|yr|annum|hour|hr|month|mo|week|day)|\s+(?:annually|yearly|hourly|monthly)|\s*p\.?a\.?)`;
const RANGE = new RegExp(
  String.raw`${CURRENCY}\s?(?:${AMOUNT})(?:\s*(?:-|–|—|to|and)\s*${CURRENCY}?\s?(?:${AMOUNT}))?(?:\s*(?:USD|EUR|GBP|CAD|AUD))?(?:${PERIOD})?` +
    String.raw`|\b(?:${AMOUNT})\s*(?:-|–|—|to)\s*(?:${AMOUNT})\s*(?:USD|EUR|GBP|CAD|AUD)(?:${PERIOD})?`,
  'g',
);
const SALARY_WORDS = /\b(?:salary|compensation|pay|base|range|ote|wage|rate|earn|package|band)\b/i;
const MONEY_NOT_PAY = /^\s*(?:[mMbB]\b|million|billion|bn\b|in (?:funding|revenue|ARR|sales))/;
const FIELD = /^\s*(?:salary|salary range|compensation|pay|pay range|base salary|base pay|rate|hourly rate|wage)\s*[:\-–]\s*(.*\d.*)$/im;

function plausible(text: string): boolean {
  const digits = text
    .replace(/\.\d{1,2}(?!\d)/g, '')
    .replace(/[^\dkK]/g, ' ')
    .trim()
    .split(/\s+/);
  return digits.some((d) => {
    const n = d.toLowerCase().endsWith('k') ? Number.parseFloat(d) * 1000 : Number.parseFloat(d);
    return n >= 7;
  });
}

/**
 * A pay figure or range as written ("$120,000 - $150,000", "$120k–$150k per year", "€60,000"). An amount
 * counts when it is a range, carries a pay period, or stands near a pay word; amounts in millions
 * ("raised $20M") are funding, not pay. A "Salary:" field is taken as written.
 */
export function extractSalary(text: string): string | null {
  // A field runs to the end of its first sentence ("Salary range: $120k–$150k. We offer …").
  const field = FIELD.exec(text)?.[1]
    ?.split(/[.;]\s+(?=[A-Z])/)[0]
    ?.trim();
  if (field) {
    // Prefer the figure itself when the field also says other things ("$85-$110/hr, remote-friendly").
    RANGE.lastIndex = 0;
    const figure = RANGE.exec(field)?.[0].trim();
    if (figure && plausible(figure)) return figure;
    if (field.length <= 80) return field.replace(/[.;]$/, '');
  }
  RANGE.lastIndex = 0;
  for (let m = RANGE.exec(text); m !== null; m = RANGE.exec(text)) {
    const found = m[0].trim();
    if (MONEY_NOT_PAY.test(text.slice(m.index + m[0].length, m.index + m[0].length + 20))) continue;
    const isRange = /\d\s*(?:-|–|—|to|and)\s*\D{0,4}\d/.test(found);
    const hasPeriod = new RegExp(PERIOD).test(found);
    const nearWord = SALARY_WORDS.test(text.slice(Math.max(0, m.index - 80), m.index));
    if ((isRange || hasPeriod || nearWord) && plausible(found)) return found.replace(/\s+/g, ' ');
  }
  return null;
}
