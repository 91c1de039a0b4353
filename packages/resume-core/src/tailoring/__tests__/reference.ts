/**
 * The straightforward form of requirement matching and experience ranking: every requirement
 * against every text of every experience, no postings, no caches across calls. The optimised code
 * (corpus.ts, evidence.ts, requirement-match.ts, achievement-order.ts, relevance.ts) must agree with
 * it exactly; reference.test.ts checks that on fixtures and on generated profiles.
 */
import {
  KEY_RESPONSIBILITIES_AS_EMPHASIS,
  MATCH_WEIGHTS,
  type EvidenceRef,
  type JobAnalysis,
  type RequirementMatch,
  type SkillEvidence,
} from '@tailor/contracts';
import { collectRequirements } from '../match-score';
import { buildProbe, buildSkillForm, skillRelation, type Probe, type SkillForm } from '../probe';
import { TailoringSession } from '../session';
import { experienceFit, relevanceScore } from '../role-fit';
import type { ExperienceInput, RankedChunk, ScoredRequirement, TailoringMatcher, UserSkill } from '../types';
import { compactKey, containsPhrase, round, snippet, stemSet, wordString } from '../text';
import { recency } from '../years';

type Level = NonNullable<'direct' | 'stem' | null>;

const subset = <T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean => a.size > 0 && [...a].every((x) => b.has(x));

function stemsCount(probe: Probe): boolean {
  if (probe.known && probe.tokens.length < 2) return false;
  return [...probe.stems].some((s) => s.length >= 4);
}

/** A text as the original code saw it, without the memoised IndexedText. */
interface Text {
  readonly raw: string;
  readonly words: string;
  readonly stems: ReadonlySet<string>;
}

const textOf = (raw: string): Text => ({ raw, words: wordString(raw), stems: stemSet(raw) });

/** Does the matcher find the skill in a line (or sentence of a long line) that has one of its cue words? */
function mentions(probe: Probe, text: Text, matcher: TailoringMatcher): boolean {
  const hasCue = (words: string): boolean => probe.cues.some((c) => words.includes(c));
  if (!hasCue(text.words)) return false;
  const segments = text.raw
    .split(/\r?\n/)
    .flatMap((line) => (line.length <= 240 ? [line] : line.split(/(?<=[.!?;])\s+/)))
    .filter((s) => s.trim().length > 0);
  return segments.some((seg) => hasCue(wordString(seg)) && matcher.findInText(seg).some((m) => compactKey(m.name) === probe.key));
}

export function referenceTextHit(probe: Probe, text: Text, matcher: TailoringMatcher): Level | null {
  if (probe.known ? mentions(probe, text, matcher) : probe.key.length >= 3 && text.words.includes(probe.phrase)) return 'direct';
  if (stemsCount(probe) && subset(probe.stems, text.stems)) return 'stem';
  return probe.acronymPattern?.test(text.raw) ? 'stem' : null;
}

interface Hit {
  readonly index: number;
  readonly level: Level;
  readonly ref: () => EvidenceRef;
}

interface Experience {
  readonly id: string;
  readonly label: string;
  readonly achievements: readonly Text[];
  readonly notes: readonly Text[];
  readonly skillNotes: readonly SkillEvidence[];
  readonly skills: readonly SkillForm[];
}

function experienceHit(probe: Probe, exp: Experience, index: number, matcher: TailoringMatcher): Hit | null {
  let weak: Hit | null = null;
  for (const text of [...exp.achievements, ...exp.notes]) {
    const level = referenceTextHit(probe, text, matcher);
    if (!level) continue;
    const hit: Hit = { index, level, ref: () => ({ source: 'experience', id: exp.id, text: snippet(text.raw, probe.name) }) };
    if (level === 'direct') return hit;
    weak ??= hit;
  }
  for (const form of exp.skills) {
    const rel = skillRelation(probe, form);
    if (!rel) continue;
    const hit: Hit = {
      index,
      level: rel === 'related' ? 'stem' : 'direct',
      ref: () => {
        const note = exp.skillNotes.find((n) => n.skill.toLowerCase() === form.name.toLowerCase());
        return {
          source: 'experience',
          id: exp.id,
          text: note ? snippet(`${note.skill}: ${note.evidence}`, probe.name) : `${exp.label}, skills: ${form.name}`,
        };
      },
    };
    if (hit.level === 'direct') return hit;
    weak ??= hit;
  }
  return weak;
}

const RANK = { same: 4, kind: 3, family: 2, related: 1 } as const;

/** computeMatchScore's requirements, the slow way. */
export function referenceRequirements(
  analysis: JobAnalysis,
  profileSkills: readonly UserSkill[],
  experiences: readonly ExperienceInput[],
  chunks: readonly RankedChunk[],
  matcher: TailoringMatcher,
): ScoredRequirement[] {
  const skills = profileSkills
    .filter((s) => s.name.trim().length > 0)
    .map((s) => ({
      id: s.name.slice(0, 256),
      text: s.evidence && s.evidence.trim().length > 0 ? s.evidence : s.name,
      form: buildSkillForm(s.name, s.aliases ?? [], matcher),
    }));
  const exps: Experience[] = experiences.map((e, i) => ({
    id: e.id && e.id.length > 0 ? e.id : `experience-${i + 1}`,
    label: `${e.role} at ${e.company}`,
    achievements: e.achievements.map(textOf),
    // A note whose sentence is an achievement is not read again; it is the quote for its skill.
    notes: (e.skills_with_evidence ?? []).filter((n) => !e.achievements.includes(n.evidence)).map((n) => textOf(`${n.skill}: ${n.evidence}`)),
    skillNotes: (e.skills_with_evidence ?? []).filter((n) => e.achievements.includes(n.evidence)),
    skills: e.skills.filter((s) => s.trim().length > 0).map((s) => buildSkillForm(s, [], matcher)),
  }));
  const texts = chunks.map((c) => ({
    id: c.id,
    text: textOf([c.payload.content, ...(c.payload.achievements ?? []), ...(c.payload.skills ?? [])].join('\n')),
  }));

  return collectRequirements(analysis, new TailoringSession(matcher)).map(({ probe, importance }): ScoredRequirement => {
    let skill: { rel: keyof typeof RANK; ref: EvidenceRef } | null = null;
    for (const s of skills) {
      const rel = skillRelation(probe, s.form);
      if (rel && (!skill || RANK[rel] > RANK[skill.rel])) skill = { rel, ref: { source: 'skill', id: s.id, text: s.text } };
    }
    const expHits = exps.map((e, i) => experienceHit(probe, e, i, matcher)).filter((h): h is Hit => h !== null);
    const chunkHits: Hit[] = [];
    texts.forEach((c, i) => {
      const level = referenceTextHit(probe, c.text, matcher);
      if (level) chunkHits.push({ index: i, level, ref: () => ({ source: 'chunk', id: c.id, text: snippet(c.text.raw, probe.name) }) });
    });
    const anyDirect = expHits.some((h) => h.level === 'direct') || chunkHits.some((h) => h.level === 'direct');
    const match: RequirementMatch['match'] =
      skill?.rel === 'same' || skill?.rel === 'kind'
        ? 'exact'
        : skill?.rel === 'family' || anyDirect
          ? 'partial'
          : skill || expHits.length > 0 || chunkHits.length > 0
            ? 'fuzzy'
            : 'none';
    const keep = (h: Hit): boolean => h.level === 'direct' || match === 'fuzzy';
    const kept = expHits.filter(keep);
    return {
      requirement: probe.requirement,
      kind: probe.category === 'soft' || probe.category === 'leadership' ? 'soft' : 'hard',
      importance,
      match,
      weight: match === 'none' ? 0 : MATCH_WEIGHTS[match],
      evidence: [
        ...(skill ? [skill.ref] : []),
        ...kept.slice(0, 3).map((h) => h.ref()),
        ...chunkHits
          .filter(keep)
          .slice(0, 3)
          .map((h) => h.ref()),
      ],
      category: probe.category,
      experienceIndexes: kept.map((h) => h.index),
    };
  });
}

const IMPORTANCE = { must: 1, nice: 0.5 } as const;

function overlap(responsibility: ReadonlySet<string>, achievement: ReadonlySet<string>): number {
  if (responsibility.size === 0) return 0;
  const shared = [...responsibility].filter((s) => achievement.has(s)).length;
  return shared >= 2 || shared / responsibility.size >= 0.5 ? shared / responsibility.size : 0;
}

export function referenceOrderAchievements(
  achievements: readonly string[],
  probes: readonly { readonly probe: Probe; readonly importance: 'must' | 'nice' }[],
  responsibilities: readonly string[],
  matcher: TailoringMatcher,
): string[] {
  const respStems = responsibilities.map((r) => stemSet(r));
  const scored = achievements.map((text, index) => {
    const indexed = textOf(text);
    let score = 0;
    for (const { probe, importance } of probes) {
      const hit = referenceTextHit(probe, indexed, matcher);
      if (hit) score += (hit === 'direct' ? 1 : 0.5) * IMPORTANCE[importance];
    }
    score += Math.max(0, ...respStems.map((r) => overlap(r, indexed.stems)));
    return { text, index, score, stems: indexed.stems };
  });
  const lead: typeof scored = [];
  for (const resp of respStems.slice(0, KEY_RESPONSIBILITIES_AS_EMPHASIS)) {
    let pick: (typeof scored)[number] | null = null;
    let pickOverlap = 0;
    for (const a of scored) {
      const o = overlap(resp, a.stems);
      if (o > pickOverlap && !lead.includes(a)) [pick, pickOverlap] = [a, o];
    }
    if (pick) lead.push(pick);
  }
  const rest = scored.filter((a) => !lead.includes(a)).sort((a, b) => b.score - a.score || a.index - b.index);
  return [...lead, ...rest].map((a) => a.text);
}

const sameName = (a: string, b: string): boolean => {
  const [ka, kb] = [compactKey(a), compactKey(b)];
  return ka.length >= 3 && kb.length >= 3 && (ka === kb || ka.includes(kb) || kb.includes(ka));
};

function chunkSupport(e: ExperienceInput, chunks: readonly RankedChunk[]): number {
  let best = 0;
  for (const c of chunks) {
    const p = c.payload;
    const role = p.role ?? p.title;
    const linked = p.company
      ? sameName(p.company, e.company) && (!role || sameName(role, e.role))
      : p.chunk_type === 'experience' && compactKey(e.company).length >= 3 && containsPhrase(wordString(p.content), e.company);
    if (linked) best = Math.max(best, Math.min(1, Math.max(0, c.score)));
  }
  return best;
}

/** rankExperiences, the slow way. */
export function referenceRanking(input: {
  analysis: JobAnalysis;
  experiences: readonly ExperienceInput[];
  requirements: readonly ScoredRequirement[];
  rankedChunks: readonly RankedChunk[];
  matcher: TailoringMatcher;
  asOfYear: number;
}) {
  const reqs = input.requirements;
  const total = reqs.reduce((s, r) => s + IMPORTANCE[r.importance], 0);
  const probes = reqs.map((r) => ({ probe: buildProbe(r.requirement, input.matcher), importance: r.importance }));
  return input.experiences
    .map((experience, index) => {
      const hits = reqs.filter((r) => r.experienceIndexes.includes(index));
      const coverage = total === 0 ? 0 : hits.reduce((s, r) => s + IMPORTANCE[r.importance], 0) / total;
      const fit = experienceFit(experience, input.analysis, input.asOfYear);
      return {
        index,
        experience,
        relevance: round(relevanceScore(coverage, chunkSupport(experience, input.rankedChunks), fit), 4),
        achievements: referenceOrderAchievements(experience.achievements, probes, input.analysis.key_responsibilities, input.matcher),
        requirements: hits.map((r) => r.requirement),
        mustHits: hits.filter((r) => r.importance === 'must').length,
        fit,
      };
    })
    .sort((a, b) => b.relevance - a.relevance || recency(b.experience, input.asOfYear) - recency(a.experience, input.asOfYear) || a.index - b.index);
}
