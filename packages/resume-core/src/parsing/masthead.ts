import type { Line } from './text';

// A person's name: two to four capitalised words (initials and particles allowed), nothing else.
const PERSON_NAME =
  /^(?:\p{Lu}[\p{L}'’.-]*|de|da|van|von|der|del|la|le|di|bin|al)(?:\s+(?:\p{Lu}[\p{L}'’.-]*|de|da|van|von|der|del|la|le|di|bin|al)){1,3}$/u;

/** Two to four capitalised words (initials and particles allowed), nothing else: the shape of a person's name. */
export const looksLikePersonName = (text: string): boolean => PERSON_NAME.test(text);

/**
 * The name at the head of the document printed again further down (a running header of a Word
 * file, the closing block of a profile export: name, headline, "Contact … on LinkedIn") starts no
 * job and no school. The repeat is dropped with the headline right under it, when that repeats
 * the document's second line too; the headline alone stays, since an export's first job often
 * repeats it word for word.
 */
export function withoutRepeatedMasthead(lines: readonly Line[]): Line[] {
  const [name, headline] = lines.filter((line) => line.text !== '');
  if (!name || !PERSON_NAME.test(name.text)) return [...lines];
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    if (line === name || line.text !== name.text) {
      out.push(line);
      continue;
    }
    const next = lines[i + 1];
    if (next && headline && next.text === headline.text) i++;
    const contact = lines[i + 1];
    if (contact && /^contact\b.*\bon linkedin$/i.test(contact.text)) i++;
  }
  return out;
}
