/** Contact details: they sit near names and titles but are never a company, role or skill. */

const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+\.\w/;
const LINK = /https?:\/\/|www\.|linkedin|github\.com/i;
const DOMAIN = /(?<![\w-])[\w-]+\.(?:com|io|dev|org|net|me|co|ai|app|inc|edu)(?:\/\S*)?$/i;
const PHONE = /\+?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/;

// Cheap character checks first: this runs on every line and the e-mail pattern backtracks.
export function isContact(text: string): boolean {
  if (text.includes('@') && EMAIL.test(text)) return true;
  if (text.includes('.') && (LINK.test(text) || DOMAIN.test(text))) return true;
  if (/linkedin/i.test(text)) return true;
  return /\d{3}/.test(text) && PHONE.test(text);
}

// Where a link, an address of mail or a telephone number starts on a line.
const FIRST_CONTACT =
  /(?<!\S)\S*@\S|https?:\/\/|www\.|(?<!\S)[\w-]+\.(?:com|io|dev|org|net|me|co|ai|app|inc|edu)\b|\+?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/i;

/**
 * The words before a line's first contact detail ("Brightwater Museum Trust www.bmt.example",
 * "Globex Ltd, (555) 123-4567" → the name), or the whole line when it holds none.
 */
export function textBeforeContact(text: string): string {
  const at = FIRST_CONTACT.exec(text)?.index ?? text.length;
  return text
    .slice(0, at)
    .replace(/[\s,;|·•:–—-]+$/u, '')
    .trim();
}

/** A whole line of contact details: mostly links, addresses of mail, phone numbers. */
export function isContactLine(text: string): boolean {
  if (!isContact(text)) return false;
  const stripped = text
    .replace(/(?<!\S)\S*@\S+|https?:\/\/\S+|www\.\S+|(?<!\S)\S+\.(?:com|io|dev|org|net|me|co|ai|app|inc|edu)\S*/gi, '')
    .replace(/\+?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/g, '');
  return (
    stripped
      .replace(/[^\p{L}]+/gu, ' ')
      .trim()
      .split(' ').length <= 6
  );
}
