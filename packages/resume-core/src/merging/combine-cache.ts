import type { ParsedExperience } from '@tailor/contracts';
import type { SourceItem } from './cluster';
import { combineCluster, type MergedExperience } from './combine';

// Clusters and experiences kept (a few KB each); a user's clusters fit many times.
const LIMIT = 1500;
// Stands for the instant while an entry is cached; stamped entries never contain it.
const UNSTAMPED = '';

const cache = new Map<string, MergedExperience>();
// Each distinct parsed experience gets a short number, so cluster keys stay short. Experiences are
// found by a cheap fingerprint and confirmed by comparing their content.
const experiences = new Map<string, Array<{ exp: ParsedExperience; id: number }>>();
let experienceCount = 0;

function experienceId(exp: ParsedExperience): number {
  const fingerprint = `${exp.company}\u0001${exp.role}\u0001${exp.period}\u0001${exp.achievements.length}\u0001${exp.achievements[0] ?? ''}`;
  let bucket = experiences.get(fingerprint);
  if (bucket === undefined) {
    bucket = [];
    experiences.set(fingerprint, bucket);
  }
  const known = bucket.find((entry) => sameJson(entry.exp, exp));
  if (known !== undefined) return known.id;
  const id = experienceCount++;
  // A copy: the caller may change its object afterwards, and this one stands for the content now.
  bucket.push({ exp: structuredClone(exp), id });
  return id;
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

/**
 * `combineCluster`, remembered between calls. A recompute of a user's profile reproduces nearly
 * every cluster of the previous one, and combining (picking the wording, deduplicating
 * achievements, finding skill evidence) is the costliest step of merging. The result depends only
 * on the user and the members (file, its recency rank and parsed experience, in order); the instant only stamps
 * created_at and each evidence's added_date, so entries are kept unstamped and stamped on the way
 * out, as copies the caller may change freely.
 */
export function combineClusterCached(items: readonly SourceItem[], userId: string, nowIso: string): MergedExperience {
  if (cache.size >= LIMIT || experienceCount >= LIMIT) {
    // Together: a key names experiences by their numbers, which restart here.
    cache.clear();
    experiences.clear();
    experienceCount = 0;
  }
  const key = `${userId}\u0001${items.map((item) => `${item.fileId}\u0002${item.recency}\u0002${experienceId(item.exp)}`).join('\u0003')}`;
  let merged = cache.get(key);
  if (merged === undefined) {
    merged = combineCluster(items, userId, UNSTAMPED);
    cache.set(key, merged);
  }
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
