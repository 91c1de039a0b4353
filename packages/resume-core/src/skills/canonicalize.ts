import { defaultSkillMatcher } from './matcher';
import type { SkillMatcher } from './types';

/**
 * Every alias and name (lower case) → its canonical name in lower case, for the embedder's own
 * normalisation ("js" → "javascript", "k8s" → "kubernetes").
 */
export function aliasCanonicalMap(matcher: SkillMatcher = defaultSkillMatcher()): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  for (const e of matcher.entries) {
    const canonical = e.name.toLowerCase();
    for (const form of [e.name, ...e.aliases]) {
      const key = form.toLowerCase();
      if (!map.has(key)) map.set(key, canonical);
    }
  }
  return map;
}

/**
 * Rewrites each skill mention to its canonical name in lower case, leaving the rest of the text as is,
 * so that "JS" in a resume and "JavaScript" in a job description embed alike. Uses the same matching
 * rules as extraction, so "go-to-market" stays put and "Go" becomes "go".
 */
export function canonicalizeSkillMentions(text: string, matcher: SkillMatcher = defaultSkillMatcher()): string {
  let out = '';
  let pos = 0;
  // Only the spans are used: no evidence snippets to cut for each mention.
  for (const m of matcher.findInText(text, { evidence: false })) {
    out += text.slice(pos, m.index) + m.name.toLowerCase();
    pos = m.end;
  }
  return out + text.slice(pos);
}
