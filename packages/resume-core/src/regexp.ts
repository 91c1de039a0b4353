/** Text to match literally inside a pattern built at run time (a name, a skill's form). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
