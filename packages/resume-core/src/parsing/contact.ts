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

// Links, addresses of mail and telephone numbers as they stand in a line (the PHONE pattern, everywhere).
const LINK_OR_MAIL = /(?<!\S)\S*@\S+|https?:\/\/\S+|www\.\S+|(?<!\S)\S+\.(?:com|io|dev|org|net|me|co|ai|app|inc|edu)\S*/gi;
const PHONES = new RegExp(PHONE.source, 'g');

/**
 * The words before a line's first contact detail ("Brightwater Museum Trust www.bmt.example",
 * "Globex Ltd, (555) 123-4567" → the name), or the whole line when it holds none.
 */
export function textBeforeContact(text: string): string {
  const starts = [text.search(LINK_OR_MAIL), text.search(PHONES)].filter((at) => at >= 0);
  return text
    .slice(0, starts.length > 0 ? Math.min(...starts) : text.length)
    .replace(/(?<![\s,;|·•:–—-])[\s,;|·•:–—-]+$/u, '')
    .trim();
}

/** A whole line of contact details: mostly links, addresses of mail, phone numbers. */
export function isContactLine(text: string): boolean {
  if (!isContact(text)) return false;
  const stripped = text.replace(LINK_OR_MAIL, '').replace(PHONES, '');
  return (
    stripped
      .replace(/[^\p{L}]+/gu, ' ')
      .trim()
      .split(' ').length <= 6
  );
}
