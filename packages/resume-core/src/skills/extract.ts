import { DEFAULTS, type Skill, type SkillCategory } from '@tailor/contracts';
import { inferCategory } from './categorize';
import { evidenceAt } from './evidence';
import { skillListLabel } from './list-lines';
import { defaultSkillMatcher } from './matcher';
import { isClauseLike } from './names';
import { tidySkillName } from './normalize';
import { findSkillListLines } from './skill-sections';
import type { SkillMatcher, SkillMention } from './types';

/**
 * Confidence by how a skill was found. A database skill named in an explicit skill list is the surest;
 * one mentioned in prose may be incidental ("worked alongside the data science team"); an unknown item
 * in a skill list is the candidate's own word but unverified; and the keyword-fallback level is used
 * when this extractor stands in for the language model.
 */
export const SKILL_CONFIDENCE = {
  listKnown: 0.9,
  prose: 0.8,
  listUnknown: 0.7,
  keywordFallback: DEFAULTS.keywordFallbackConfidence,
} as const;

export interface ExtractSkillsOptions {
  readonly matcher?: SkillMatcher;
  /** The parser's knowledge of skill-list lines (e.g. everything under its Skills section). */
  readonly isSkillListLine?: (line: string, lineIndex: number) => boolean;
  /** Keep skill-list items the database does not know (default true). */
  readonly includeUnknown?: boolean;
  /** Keyword-matching fallback when every model failed: every skill gets the fallback confidence 0.6. */
  readonly fallback?: boolean;
}

interface Found {
  readonly skill: Skill;
  readonly index: number;
}

const ITEM_SPLIT = /[,;|•·▪◦●■\t]|\s[-–—]\s/g;
const PROFICIENCY =
  /\b(?:advanced|intermediate|beginner|basic|expert|proficient|familiar|native|fluent|conversational|working knowledge|professional)\b/i;
const STOP_START = /^(?:and|or|with|in|of|the|a|an|to|for|etc|including|such as|other|others|more|various)\b/i;

/** Whether an unknown skill-list item reads like a skill name rather than a sentence, date or filler. */
function looksLikeSkill(item: string): boolean {
  if (item.length < 2 || item.length > 40 || !/\p{L}/u.test(item)) return false;
  const words = item.split(/\s+/);
  if (words.length > 4) return false;
  if (/\b(?:19|20)\d\d\b/.test(item) || STOP_START.test(item) || /^etc\.?$/i.test(item) || isClauseLike(item)) return false;
  return !(PROFICIENCY.test(item) && words.length <= 2 && PROFICIENCY.exec(item)?.[0].length === item.length);
}

interface Item {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** Items of one list line with absolute offsets; the "Label:" prefix is dropped. */
function lineItems(text: string, lineStart: number, line: string): Item[] {
  let from = 0;
  const label = skillListLabel(line) ?? /^\s*[^,;|:]{1,40}:\s/.exec(line)?.[0];
  if (label !== undefined) from = line.indexOf(':') + 1;
  const items: Item[] = [];
  const push = (a: number, b: number): void => {
    const raw = line.slice(a, b);
    const lead = raw.length - raw.trimStart().length;
    const t = raw.trim();
    if (t.length > 0) items.push({ text: t, start: lineStart + a + lead, end: lineStart + a + lead + t.length });
  };
  ITEM_SPLIT.lastIndex = from;
  let at = from;
  for (let m = ITEM_SPLIT.exec(line); m !== null; m = ITEM_SPLIT.exec(line)) {
    push(at, m.index);
    at = m.index + m[0].length;
  }
  push(at, line.length);
  return items;
}

const overlaps = (mentions: readonly SkillMention[], item: Item): boolean => mentions.some((m) => m.index < item.end && m.end > item.start);

export function extractSkills(text: string, options: ExtractSkillsOptions = {}): Skill[] {
  const matcher = options.matcher ?? defaultSkillMatcher();
  const lines = text.split('\n');
  const listLines = findSkillListLines(lines, options.isSkillListLine);
  const listSet = new Set(listLines.map((l) => l.line));
  const explicitSet = new Set(listLines.filter((l) => l.explicit).map((l) => l.line));
  const mentions = matcher.findInText(text, { isListLine: (_line, i) => listSet.has(i) });
  const conf = (c: number): number => (options.fallback ? SKILL_CONFIDENCE.keywordFallback : c);

  const found: Found[] = mentions.map((m) => {
    const aliases = matcher.aliasesOf(m.name);
    const confidence = conf(explicitSet.has(m.line) ? SKILL_CONFIDENCE.listKnown : SKILL_CONFIDENCE.prose);
    return { index: m.index, skill: { name: m.name, category: m.category, evidence: m.evidence, confidence_score: confidence, aliases } };
  });

  if (options.includeUnknown !== false) {
    let offset = 0;
    const starts = lines.map((l) => {
      const s = offset;
      offset += l.length + 1;
      return s;
    });
    for (const { line, hint, explicit } of listLines) {
      if (!explicit) continue;
      const lineText = lines[line] ?? '';
      for (const item of lineItems(text, starts[line] ?? 0, lineText)) {
        if (overlaps(mentions, item)) continue;
        const name = tidySkillName(item.text.replace(/\([^()]*\)/g, ' '));
        if (!looksLikeSkill(name)) continue;
        const category: SkillCategory = inferCategory(name, hint);
        const evidence = evidenceAt(text, item.start, item.end);
        found.push({ index: item.start, skill: { name, category, evidence, confidence_score: conf(SKILL_CONFIDENCE.listUnknown), aliases: [] } });
      }
    }
  }
  return dedupe(found);
}

/** One skill per name (case-insensitive), at its first position, with its best confidence and that evidence. */
function dedupe(found: Found[]): Skill[] {
  const byName = new Map<string, Found>();
  for (const f of [...found].sort((a, b) => a.index - b.index)) {
    const key = f.skill.name.toLowerCase();
    const prev = byName.get(key);
    if (!prev) byName.set(key, f);
    else if (f.skill.confidence_score > prev.skill.confidence_score) {
      byName.set(key, { index: prev.index, skill: { ...prev.skill, confidence_score: f.skill.confidence_score, evidence: f.skill.evidence } });
    }
  }
  return [...byName.values()].sort((a, b) => a.index - b.index).map((f) => f.skill);
}
