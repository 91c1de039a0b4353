/**
 * How strictly a surface form must be matched. Programming languages and tools that are also English
 * words ("Go", "Swift", "Spring", "Excel") or single letters ("R", "C") are the main source of false
 * skills, so they get stricter rules than distinctive names such as "Kubernetes".
 *
 * - loose: any capitalisation.
 * - case: exactly as written in the data ("TS", "SPA").
 * - context: only on a skill-list line or beside another skill ("Python, R, SQL"; "C/C++").
 */
export type FormRule = 'loose' | 'case' | 'context';

/**
 * Words that must keep their capitalisation even when a database row forgot to say so: the backend's
 * skills database has no rule lists, and a lower-case "go", "swift" or "express" is almost never a skill.
 */
const GUARDED_WORDS = new Set([
  'go',
  'swift',
  'rust',
  'ruby',
  'spring',
  'excel',
  'express',
  'react',
  'node',
  'flask',
  'rails',
  'spark',
  'hive',
  'jest',
  'mocha',
  'cypress',
  'helm',
  'chef',
  'puppet',
  'vault',
  'lambda',
  'glue',
  'beam',
  'ray',
  'sketch',
  'notion',
  'dart',
  'julia',
  'elm',
  'crystal',
  'pig',
  'storm',
  'flow',
  'word',
  'access',
  'lean',
  'segment',
  'heap',
  'amplitude',
  'looker',
  'angular',
  'ember',
  'backbone',
  'bootstrap',
  'oracle',
  'sentry',
  'prometheus',
  'consul',
  'snowflake',
  'airflow',
  'redux',
  'ionic',
  'unity',
  'apollo',
  'mode',
]);

/**
 * Ordinary English words that also name a skill. Capitalised at the start of a sentence or bullet they
 * are just words ("Go above and beyond", "Excel in a fast-paced team"), so there they need a neighbouring
 * skill; and a following "to"/"at" ("Go to market", "Excel at") or a hyphenated phrase ("Go-to-market")
 * rules them out.
 */
export const ENGLISH_WORD_FORMS = new Set([
  'go',
  'swift',
  'excel',
  'express',
  'sketch',
  'notion',
  'lean',
  'bootstrap',
  'helm',
  'spark',
  'rust',
  'ruby',
  'dart',
  'glue',
  'vault',
  'chef',
  'puppet',
  'segment',
  'heap',
  'amplitude',
  'unity',
  'apollo',
  'ray',
  'beam',
  'storm',
  'flow',
  'word',
  'access',
  'julia',
  'spring',
  'remix',
  'assembly',
  'mode',
  'electron',
  'polymer',
  'lit',
  'sentry',
  'consul',
  'combine',
  'realm',
  'cucumber',
  'mocha',
  'jest',
  'groovy',
  'elixir',
  'crystal',
  'hive',
  'looker',
  'prometheus',
  'oracle',
  'confluence',
  'asana',
  'feast',
  'evidently',
  'aurora',
  'lambda',
  'athena',
  'bedrock',
  'airflow',
  'flask',
  'rails',
  'cypress',
  'playwright',
  'optimizely',
]);

export function defaultRule(form: string): FormRule {
  const bare = form.trim();
  if (/^[\p{L}]$/u.test(bare)) return 'context';
  if (GUARDED_WORDS.has(bare.toLowerCase())) return 'case';
  return 'loose';
}

export function ruleFor(form: string, caseSensitive: readonly string[] | undefined, contextOnly: readonly string[] | undefined): FormRule {
  if (contextOnly?.includes(form)) return 'context';
  if (caseSensitive?.includes(form)) return 'case';
  return defaultRule(form);
}

/**
 * Forms that are verbs or adjectives often enough that a following "to"/"at"/"the" unmakes them
 * ("React to feedback", "Excel at", "Go the extra mile"); tool names such as "Looker to track" are not.
 */
export const VERB_FORMS = new Set([
  'go',
  'excel',
  'react',
  'express',
  'sketch',
  'spark',
  'bootstrap',
  'remix',
  'segment',
  'access',
  'lean',
  'swift',
  'helm',
  'notion',
  'combine',
  'flow',
  'word',
  'beam',
  'storm',
  'glue',
  'ray',
]);

/** Words after which an English-word form is an ordinary word: "Go to", "Excel at", "Spring 2024" (years too). */
export const AMBIGUOUS_NEXT_WORDS = new Set([
  'to',
  'at',
  'ahead',
  'beyond',
  'above',
  'live',
  'the',
  'a',
  'an',
  'your',
  'our',
  'their',
  'forward',
  'back',
  'green',
  'break',
  'semester',
  'term',
  'quarter',
  'season',
  'out',
  'up',
  'into',
  'through',
  'of',
  'is',
  'was',
]);

/** Hyphenated tech compounds that keep the skill ("Go-based", "React-driven"). */
export const SKILL_COMPOUND_SUFFIX =
  /^-(?:based|driven|powered|first|native|centric|focused|heavy|only|specific|compatible|friendly|backed|enabled)\b/i;
