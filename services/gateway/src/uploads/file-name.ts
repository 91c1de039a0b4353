const MAX_NAME_LENGTH = 255;

/**
 * A browser-supplied file name as a plain name: no directories (either slash), no control or
 * bidi-override characters, trimmed and bounded, keeping the extension when shortening.
 */
export function plainFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const name = cleaned.replace(/^\.+/, '') || 'resume';
  if (name.length <= MAX_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return name.slice(0, MAX_NAME_LENGTH - ext.length) + ext;
}
