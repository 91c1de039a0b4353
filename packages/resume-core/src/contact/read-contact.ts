import { emptyContactDetails, CONTACT_LINKS_MAX, type ContactDetails, type ContactField } from '@tailor/contracts';
import { classifyHeading } from '../parsing/headings';
import { isKnownPlace, isPlace } from '../parsing/locations';
import { normalizeText } from '../parsing/text';

/** Where each field was read: the index of the line in the resume's text. */
export type ContactLines = Partial<Record<ContactField, number>>;

export interface ReadContact {
  readonly details: ContactDetails;
  readonly lines: ContactLines;
}

/** A name heads the resume: it is looked for only among its first lines. */
const NAME_WINDOW = 6;
/** Contact lines sit in the header or a sidebar near it; a phone number further down is a reference's. */
const HEADER_WINDOW = 25;

const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?![\w-])/i;
const LABEL =
  /^(?:name|full name|e-?mail|mail|phone|tel(?:ephone)?|mobile|cell|m|t|p|address|location|linkedin|github|web(?:site)?|portfolio)\s*[:.]\s*/i;
const PHONE_LABEL = /\b(?:phone|tel(?:ephone)?|mobile|cell|mob)\b/i;
// Groups of digits with the separators phone numbers use; checked for length and shape below.
const PHONE = /(?<!\d)(?:(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d{2,6}(?:[\s.-]\d{2,6}){1,4}|\+?\d{10,13})(?!\d)/g;
const YEAR_RANGE = /^(?:19|20)\d{2}\s*[-.]\s*(?:19|20)\d{2}$/;
const LINK =
  /(?:https?:\/\/|www\.)[^\s|,;<>()]+|(?<![\w@.-])(?:[\w-]+\.)*(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com|medium\.com|stackoverflow\.com)\/[^\s|,;<>()]+/gi;
const PERSONAL_SITE = /(?<![\w@./-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|io|dev|me|net|org|co|app|site|page)(?:\/[^\s|,;<>()]*)?(?![\w@-])/gi;
const SEPARATORS = /\s*(?:[|•·◦▪●♦⋅∙]|\s{3,}|\t|\s\/\s)\s*/;
// Document labels printed before the name on the same line ("Curriculum Vitae Jane Roe", Europass's "PERSONAL INFORMATION").
const LEADING_LABEL = /^(?:personal information|personal details|personal|curriculum vitae|resume|résumé|cv)\s+(?=\p{Lu})/iu;
// Words a title, a heading or a document label has and a person's name does not.
const NOT_NAME_WORDS = new Set(
  `resume résumé cv curriculum vitae profile summary objective contact page experience education skills
  manager engineer developer designer analyst consultant director officer specialist coordinator assistant
  associate lead senior junior intern architect scientist administrator nurse teacher accountant technician
  representative executive president founder owner product project software data marketing sales
  university college school inc llc ltd corporation company group science sciences arts computer bachelor
  master masters degree diploma mba phd bs ba ms msc bsc`
    .split(/\s+/)
    .filter((w) => w !== ''),
);

function cleanLink(link: string): string {
  return link.replace(/(?<![.,;:)\]])[.,;:)\]]+$/, '');
}

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * A phone number as written: 8 to 15 digits (7 on a line that says it is a phone number, since a
 * postcode like "2835-138" has 7 too), not a date range, not a bare year.
 */
function phoneIn(text: string, labelled: boolean): string | null {
  for (const match of text.matchAll(PHONE)) {
    const candidate = match[0].trim();
    const digits = digitsOf(candidate);
    if (digits.length < (labelled ? 7 : 8) || digits.length > 15) continue;
    if (YEAR_RANGE.test(candidate)) continue;
    // A date ("03.2019 - 07.2021") has separators every 2 or 4 digits and at most 8 digits in all.
    if (/^\d{1,2}[./-]\d{4}/.test(candidate) || /^\d{4}[./-]\d{1,2}(?:\D|$)/.test(candidate)) continue;
    return candidate;
  }
  return null;
}

function withoutLabel(text: string): string {
  return text.replace(LABEL, '').trim();
}

/** Two to five capitalised words of letters: the shape of a name as a resume prints it. */
function nameIn(text: string): string | null {
  const first = withoutLabel(text.split(SEPARATORS)[0] ?? '').replace(LEADING_LABEL, '');
  if (EMAIL.test(first)) return null;
  // Credentials after a comma ("Jane Roe, MBA") belong to the name line as the person wrote it.
  const [namePart = '', ...rest] = first.split(/(?<!\s)\s*,\s*/);
  const words = namePart.split(/\s+/).filter((w) => w !== '');
  if (words.length < 2 || words.length > 5) return null;
  if (!words.every((w) => /^(?:\p{Lu}[\p{L}'’.-]*|\p{Lu}\.|(?:de|da|van|von|der|del|la|le|bin|al)\b)$/u.test(w))) return null;
  if (words.some((w) => NOT_NAME_WORDS.has(w.toLowerCase().replace(/[.'’]/g, '')))) return null;
  if (rest.some((part) => !/^[\p{Lu}.]{2,8}$/u.test(part))) return null;
  // "San Diego", "New York": a place heading a sidebar is no one's name.
  if (isKnownPlace(words.slice(-2).join(' ')) || isKnownPlace(words.at(-1) ?? '')) return null;
  return first.replace(/\s+/g, ' ');
}

function locationIn(parts: readonly string[]): string | null {
  for (const raw of parts) {
    const part = withoutLabel(raw);
    if (part.length === 0 || part.length > 80 || /\d{3,}/.test(part.replace(/\s\d{5}(?:-\d{4})?$/, ''))) continue;
    if (part.includes(',') && isPlace(part, () => true)) return part;
  }
  return null;
}

/**
 * The contact details a resume gives, as it writes them: the name heading the document, the first
 * e-mail address, phone number and place in its header, and its links. Pure; reads nothing but the
 * text. A field the resume does not give is null.
 */
export function readContactDetails(rawText: string): ReadContact {
  const details = emptyContactDetails();
  const lines: ContactLines = {};
  const all = normalizeText(rawText).split('\n');
  const seenLinks = new Set<string>();
  let nonEmpty = 0;
  // A name heads the document; a line right under a section heading ("Contact", "Education",
  // "Top Skills") belongs to that section.
  let afterHeading = false;
  let inSections = false;

  for (let index = 0; index < all.length; index++) {
    const text = (all[index] ?? '').trim();
    if (text.length === 0) continue;
    nonEmpty++;
    const inHeader = nonEmpty <= HEADER_WINDOW;

    const kind = classifyHeading(text);
    const heading = kind !== undefined || /^top skills$/i.test(text);
    const underHeading = afterHeading;
    afterHeading = heading;
    // Once the resume's own sections begin, the header (and its name) is over.
    if (kind !== undefined && kind !== 'other') inSections = true;
    if (details.full_name === null && nonEmpty <= NAME_WINDOW && !heading && !underHeading && !inSections) {
      const name = nameIn(text);
      if (name !== null) {
        details.full_name = name;
        lines.full_name = index;
      }
    }
    if (details.email === null && text.includes('@')) {
      const email = EMAIL.exec(text)?.[0];
      if (email) {
        details.email = email;
        lines.email = index;
      }
    }
    if (details.phone === null && (inHeader || PHONE_LABEL.test(text))) {
      const phone = phoneIn(text.replace(EMAIL, ' '), PHONE_LABEL.test(text));
      if (phone !== null && (PHONE_LABEL.test(text) || EMAIL.test(text) || text.length <= 60 || SEPARATORS.test(text))) {
        details.phone = phone;
        lines.phone = index;
      }
    }
    if (inHeader || /linkedin|github/i.test(text)) {
      const withoutMail = text.replace(new RegExp(EMAIL.source, 'gi'), ' ');
      const found = [...withoutMail.matchAll(LINK)].map((m) => cleanLink(m[0]));
      if (inHeader && found.length === 0) found.push(...[...withoutMail.matchAll(PERSONAL_SITE)].map((m) => cleanLink(m[0])));
      for (const link of found) {
        const key = link.toLowerCase().replace(/^https?:\/\/(?:www\.)?|^www\.|\/$/g, '');
        if (seenLinks.has(key) || details.links.length >= CONTACT_LINKS_MAX) continue;
        seenLinks.add(key);
        details.links.push(link);
        lines.links ??= index;
      }
    }
    if (details.location === null && nonEmpty <= NAME_WINDOW + 2) {
      const location = locationIn(text.replace(EMAIL, ' ').split(SEPARATORS));
      if (location !== null) {
        details.location = location;
        lines.location = index;
      }
    }
  }
  return { details, lines };
}
