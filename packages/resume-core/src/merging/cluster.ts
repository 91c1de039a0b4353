import type { ParsedExperience } from '@tailor/contracts';
import { achievementKey } from './achievements';
import { CompanyNeighbours } from './company-neighbours';
import { diceOfSets } from './text';
import { experienceFeatures, isSameJob, sameIdentity, similarityParts, yearsCompatible, type ExperienceFeatures } from './same-job';
import { spanCloseness } from './years';

export interface SourceItem {
  fileId: string;
  /** `<file id>#<position of the entry in that file>`: what the person's corrections name. */
  member: string;
  /** Rank of the file's age among the user's files: larger is newer; equal when unknown. */
  recency: number;
  exp: ParsedExperience;
  features: ExperienceFeatures;
  achievementKeys: Set<string>;
}

export function toSourceItem(fileId: string, exp: ParsedExperience, recency = 0, position = 0): SourceItem {
  return {
    fileId,
    member: experienceMember(fileId, position),
    recency,
    exp,
    features: experienceFeatures(exp),
    achievementKeys: new Set(exp.achievements.map(achievementKey)),
  };
}

/** The name of one parsed entry that outlives every regrouping: its file and its place in that file. */
export function experienceMember(fileId: string, position: number): string {
  return `${fileId}#${position}`;
}

/** Larger is better, compared left to right: similarity, then closeness of years, then shared achievements. */
type Fit = readonly [number, number, number];

function betterFit(a: Fit, b: Fit | null): boolean {
  if (b === null) return true;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return false;
}

/**
 * How well `item` fits `cluster`, or null when it may not join. It may not join when any member's
 * years contradict it (so an undated entry cannot bridge two dated jobs), or when a member comes
 * from the same file and is not a plain duplicate: one resume lists distinct jobs as distinct entries.
 */
function fit(cluster: readonly SourceItem[], item: SourceItem): Fit | null {
  let best: Fit | null = null;
  for (const member of cluster) {
    if (!yearsCompatible(member.features, item.features)) return null;
    if (member.fileId === item.fileId && !sameIdentity(member.features, item.features)) return null;
    if (!isSameJob(member.features, item.features)) continue;
    const a = member.features.span;
    const b = item.features.span;
    const candidate: Fit = [
      similarityParts(member.features, item.features).combined,
      a && b ? spanCloseness(a, b) : 0,
      diceOfSets(member.achievementKeys, item.achievementKeys),
    ];
    if (betterFit(candidate, best)) best = candidate;
  }
  return best;
}

/**
 * Greedy single pass over items in canonical order: each joins the best-fitting cluster (ties go
 * to the older cluster) or starts its own. The caller fixes the order, which makes the grouping a
 * function of the set of inputs rather than of upload timing.
 *
 * Only clusters holding an employer that could be the item's are tried: any other cluster has no
 * member that is the same job, so `fit` would refuse it anyway. That keeps a user with hundreds of
 * jobs at different employers near-linear instead of comparing every job with every cluster.
 */
export function clusterExperiences(items: readonly SourceItem[], employers = new CompanyNeighbours()): SourceItem[][] {
  employers.startBatch();
  const clusters: SourceItem[][] = [];
  const clustersOfEmployer = new Map<number, number[]>();
  // An entry without an employer's name can be any employer's job (see isSameJob): it is tried
  // against every cluster, and every entry against the clusters holding one.
  const anonymous = new Set<number>();
  for (const item of items) {
    const employer = employers.idOf(item.features.company);
    let target = -1;
    let targetFit: Fit | null = null;
    const candidates = item.features.companyKnown
      ? candidateClusters(clustersOfEmployer, employer, employers.neighbours(employer), anonymous)
      : clusters.map((_, index) => index);
    for (const index of candidates) {
      const f = fit(clusters[index] as SourceItem[], item);
      if (f !== null && betterFit(f, targetFit)) {
        target = index;
        targetFit = f;
      }
    }
    if (target === -1) {
      target = clusters.length;
      clusters.push([item]);
    } else {
      (clusters[target] as SourceItem[]).push(item);
    }
    if (!item.features.companyKnown) anonymous.add(target);
    const list = clustersOfEmployer.get(employer);
    if (!list) clustersOfEmployer.set(employer, [target]);
    else if (!list.includes(target)) list.push(target);
  }
  return clusters;
}

/** Indexes of the clusters with a member at `employer`, at one of its neighbours or without an employer, oldest first. */
function candidateClusters(
  clustersOfEmployer: ReadonlyMap<number, readonly number[]>,
  employer: number,
  neighbours: readonly number[],
  anonymous: ReadonlySet<number>,
): number[] {
  const found = new Set([...(clustersOfEmployer.get(employer) ?? []), ...anonymous]);
  for (const other of neighbours) for (const index of clustersOfEmployer.get(other) ?? []) found.add(index);
  return [...found].sort((a, b) => a - b);
}
