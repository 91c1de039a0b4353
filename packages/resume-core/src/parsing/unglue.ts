import type { Segment } from './segments';
import { DEPARTMENT_WORDS, titleScore } from './vocab';

const isTitleish = (w: string): boolean => titleScore(w) > 0 || /^(?:I{1,3}|IV|V|\d)$/.test(w);
// Words that qualify titles ("Software Development Engineer", "Shift Lead"), departments among them, so never a name side.
const TITLE_MODIFIERS = new Set([
  ...DEPARTMENT_WORDS,
  ...`software development data product marketing sales operations business web frontend front-end backend
  back-end full stack fullstack mobile cloud security network system systems it qa quality test research clinical
  account customer support service financial finance project program programme technical shift store team
  general administrative digital content graphic ux ui visual design hr human resources legal medical
  registered machine learning ai ml devops site reliability platform infrastructure solutions field
  regional district area national global managing creative art brand growth community social media public
  relations supply chain logistics warehouse retail inside outside key enterprise application applications
  embedded hardware electrical mechanical civil chemical process manufacturing production construction
  safety environmental energy teaching graduate summer freelance office game games video audio sound
  communications editorial education learning training talent people payroll tax audit risk compliance
  analytics insights strategy innovation procurement purchasing facilities maintenance nursing care
  emergency critical patient pharmacy laboratory lab night day evening weekend overnight relief duty floor shop
  kitchen bar front desk reception ward house head deputy emea apac latam americas`.split(/\s+/),
]);
export const isNameWord = (w: string): boolean => /^[\p{Lu}\d][\p{L}\d&.'-]*$/u.test(w) && !isTitleish(w) && !TITLE_MODIFIERS.has(w.toLowerCase());

/**
 * Last resort when no employer was found: a title glued to a cue-less name by text extraction,
 * "Globex Senior Engineer" or "Senior Engineer Globex". The name side is one to three capitalised
 * words without title words; the title side starts (or ends) with a title word.
 */
export function unglue(role: Segment): { role: Segment; company: Segment } | undefined {
  if (role.commaGroup !== undefined) return undefined;
  const words = role.text.split(' ');
  const n = words.length;
  // Two words are a trade as often as a name and a title ("Pipe Fitter", "Line Cook", "Tree
  // Surgeon"): the text is kept as the title it reads as, rather than making up an employer "Pipe".
  if (n < 3) return undefined;
  for (let k = 1; k <= 3 && k < n; k++) {
    const head = words.slice(0, k);
    const tail = words.slice(k);
    // "Night supervisor" is one title in sentence case; a name glued to a title keeps the title's capitals.
    if (head.every(isNameWord) && isTitleish(tail[0] ?? '') && isTitleish(tail.at(-1) ?? '') && /^\p{Lu}/u.test(tail[0] ?? '')) {
      return { company: { ...role, text: head.join(' ') }, role: { ...role, text: tail.join(' ') } };
    }
    const left = words.slice(0, n - k);
    const right = words.slice(n - k);
    if (right.every(isNameWord) && titleScore(left.at(-1) ?? '') >= 2) {
      return { role: { ...role, text: left.join(' ') }, company: { ...role, text: right.join(' ') } };
    }
  }
  return undefined;
}
