import type { ParsedExperience } from '@tailor/contracts';
import type { SourceItem } from './cluster';
import { combineCluster, type MergedExperience } from './combine';
import { CompanyNeighbours } from './company-neighbours';

// Stands for the instant while an entry is kept; stamped entries never contain it.
const UNSTAMPED = '';

interface NumberedExperience {
  readonly exp: ParsedExperience;
  readonly id: number;
}

/**
 * One person's clusters as combined by their last merge, and which of their employer names could be
 * the same employer, for a caller that merges the same person again (the profile recompute after
 * each upload): a recompute reproduces nearly every cluster of the previous one, and combining
 * (picking the wording, deduplicating achievements, finding skill evidence) is the costliest step
 * of merging. The caller owns it and passes it to `mergeExperiences` for that person only. Each
 * merge keeps exactly the clusters it used, so it never holds more than one profile's worth; the
 * employer names are bounded as CompanyNeighbours bounds them. A result depends only on the user
 * and the members (file, its recency rank and parsed experience, in order); the instant only stamps
 * created_at and each evidence's added_date, so entries are kept unstamped and handed out stamped,
 * as copies the caller may change.
 */
export class CombinedClusters {
  /** The person's employer names and which could be the same, for clustering their next merge. */
  readonly employers = new CompanyNeighbours();
  private clusters = new Map<string, MergedExperience>();
  // Each distinct parsed experience gets a short number, so cluster keys stay short. Experiences are
  // found by a cheap fingerprint and confirmed by comparing their content.
  private experiences = new Map<string, NumberedExperience[]>();
  private numbered = 0;

  /** combineCluster of each cluster, reusing what the previous merge combined from the same members. */
  combineAll(clusters: readonly (readonly SourceItem[])[], userId: string, nowIso: string): MergedExperience[] {
    const usedClusters = new Map<string, MergedExperience>();
    const usedExperiences = new Map<string, NumberedExperience[]>();
    const out = clusters.map((items) => {
      const key = `${userId}\u0001${items.map((item) => `${item.fileId}\u0002${item.recency}\u0002${this.numberOf(item.exp, usedExperiences)}`).join('\u0003')}`;
      const merged = usedClusters.get(key) ?? this.clusters.get(key) ?? combineCluster(items, userId, UNSTAMPED);
      usedClusters.set(key, merged);
      return stamped(merged, nowIso);
    });
    this.clusters = usedClusters;
    this.experiences = usedExperiences;
    return out;
  }

  /** Clusters kept: those of the last merge. */
  get size(): number {
    return this.clusters.size;
  }

  private numberOf(exp: ParsedExperience, used: Map<string, NumberedExperience[]>): number {
    const fingerprint = `${exp.company}\u0001${exp.role}\u0001${exp.period}\u0001${exp.achievements.length}\u0001${exp.achievements[0] ?? ''}`;
    const usedBucket = used.get(fingerprint) ?? [];
    used.set(fingerprint, usedBucket);
    const seen = usedBucket.find((entry) => sameJson(entry.exp, exp));
    if (seen !== undefined) return seen.id;
    // A copy: the caller may change its object afterwards, and this one stands for the content now.
    const known = this.experiences.get(fingerprint)?.find((entry) => sameJson(entry.exp, exp)) ?? { exp: structuredClone(exp), id: this.numbered++ };
    usedBucket.push(known);
    return known.id;
  }
}

function stamped(merged: MergedExperience, nowIso: string): MergedExperience {
  return {
    ...merged,
    skills: [...merged.skills],
    achievements: [...merged.achievements],
    skills_with_evidence: merged.skills_with_evidence.map((evidence) => ({ ...evidence, added_date: nowIso })),
    extracted_from: [...merged.extracted_from],
    merged_from: [...merged.merged_from],
    created_at: nowIso,
  };
}

/** Deep equality of JSON-like values (what a parsed experience is made of). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  if (Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]));
}
