import type { Experience, ExperienceDecision, ParsedExperience } from '@tailor/contracts';
import { clusterExperiences, toSourceItem, type SourceItem } from './cluster';
import { combineCluster, type MergedExperience } from './combine';
import { companyKey } from './company';
import { applyEntryDecisions, regroup } from './decisions';
import { roleKey } from './role';
import { compareText, toIso } from './text';
import { isCurrentPeriod } from './years';

export interface ExperienceSource {
  resumeFileId: string;
  experiences: ParsedExperience[];
  /**
   * When the file's parse was stored (ISO instant): a newer resume's period and title win over an
   * older one's. Sources without it count as equally old.
   */
  createdAt?: string;
}

/** Each source's age rank: 0 for the oldest instant (and for unknown), one more per newer instant. */
function recencyRanks(sources: readonly ExperienceSource[]): Map<ExperienceSource, number> {
  const instants = [...new Set(sources.map((s) => instantOf(s.createdAt)))].sort((a, b) => a - b);
  return new Map(sources.map((s) => [s, instants.indexOf(instantOf(s.createdAt))]));
}

// Parsed, not compared as text: "…Z" and "…+00:00" forms of one instant must rank equal.
function instantOf(createdAt: string | undefined): number {
  const t = createdAt === undefined ? Number.NaN : Date.parse(createdAt);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

export interface MergeOptions {
  userId: string;
  /** Injected clock: becomes created_at and the evidence added_date. */
  now: Date | string;
  /** Deterministic id for a merged entry's identity key (e.g. a hash of it), so recomputing keeps ids. */
  idFor: (key: string) => string;
  /** The person's own decisions (edits, deletes, merges, splits), applied over the automatic merge. */
  decisions?: readonly ExperienceDecision[];
}

/**
 * Sources in a canonical order: by file id, then by content, so two copies of one id (or any
 * permutation of the same sources) are processed identically.
 */
export function canonicalSources<T extends { resumeFileId: string }>(sources: readonly T[]): T[] {
  // File ids are nearly always distinct, so the content is only serialised for a tie.
  const contents = new Map<T, string>();
  const content = (source: T): string => {
    let text = contents.get(source);
    if (text === undefined) {
      text = JSON.stringify(source);
      contents.set(source, text);
    }
    return text;
  };
  return [...sources].sort((a, b) => compareText(a.resumeFileId, b.resumeFileId) || compareText(content(a), content(b)));
}

function isCurrent(e: MergedExperience): boolean {
  return isCurrentPeriod(e.period) || (e.start_year !== null && e.end_year === null);
}

/** Most recent first: current jobs, then by end year and start year (descending), undated last, then by name. */
export function compareExperiences(a: MergedExperience, b: MergedExperience): number {
  const group = (e: MergedExperience) => (isCurrent(e) ? 0 : e.start_year !== null || e.end_year !== null ? 1 : 2);
  return (
    group(a) - group(b) ||
    (b.end_year ?? 0) - (a.end_year ?? 0) ||
    (b.start_year ?? 0) - (a.start_year ?? 0) ||
    compareText(a.company.toLowerCase(), b.company.toLowerCase()) ||
    compareText(a.role.toLowerCase(), b.role.toLowerCase()) ||
    compareText(a.period, b.period) ||
    compareText(a.extracted_from.join('\n'), b.extracted_from.join('\n')) ||
    compareText(JSON.stringify(a), JSON.stringify(b))
  );
}

// Identity = who, what, since when; stable while later uploads only add achievements or extend the end.
function identityKey(e: MergedExperience): string {
  return ['experience', e.user_id, companyKey(e.company).compact, roleKey(e.role).tokens.join(' '), e.start_year ?? ''].join('|');
}

/**
 * The user's merged experiences, recomputed from all of their parsed resumes. A pure function of
 * the set of sources (with their createdAt): the order they are passed in does not change the
 * result. Which entries merge does not depend on createdAt either; only the wording does.
 */
export function mergeExperiences(sources: readonly ExperienceSource[], options: MergeOptions): Experience[] {
  const nowIso = toIso(options.now);
  const recency = recencyRanks(sources);
  const items: SourceItem[] = canonicalSources(sources).flatMap((s) =>
    s.experiences.map((exp, position) => toSourceItem(s.resumeFileId, exp, recency.get(s) ?? 0, position)),
  );
  const decisions = options.decisions ?? [];
  const clusters = regroup(clusterExperiences(items), decisions);
  const entries = clusters.map((c) => combineCluster(c, options.userId, nowIso));
  const combined = clusters.map((cluster, index) => {
    const entry = entries[index] as MergedExperience;
    // The id follows what the resumes say, so an edit never changes which record it is.
    return { entry, members: cluster.map((item) => item.member).sort(compareText), key: identityKey(entry) };
  });
  const keyOf = new Map<MergedExperience, string>();
  const kept = applyEntryDecisions(combined, decisions).map(({ entry, members, corrected, key }) => {
    const full: MergedExperience = {
      ...entry,
      members: [...members],
      ...(corrected.length > 0 ? { corrected: corrected as Experience['corrected'] } : {}),
    };
    keyOf.set(full, key);
    return full;
  });
  const merged = kept.sort(compareExperiences);
  const seen = new Map<string, number>();
  return merged.map((entry) => {
    const key = keyOf.get(entry) ?? identityKey(entry);
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    // Two distinct jobs can share an identity (same title twice at one company in one year); keep ids unique.
    return { id: options.idFor(n === 1 ? key : `${key}#${n}`), ...entry };
  });
}
