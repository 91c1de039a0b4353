import type { ExperienceCorrectionFields, ExperienceDecision } from '@tailor/contracts';
import type { SourceItem } from './cluster';
import type { MergedExperience } from './combine';
import { withoutCorrected } from './field-sources';
import { similarityParts } from './same-job';
import { yearSpan } from './years';

type Split = Extract<ExperienceDecision, { kind: 'split' }>;
type Merge = Extract<ExperienceDecision, { kind: 'merge' }>;

const touches = (members: readonly string[], wanted: ReadonlySet<string>): boolean => members.some((m) => wanted.has(m));

/** How well an entry fits a group of entries: its best similarity to any of them. */
function closeness(group: readonly SourceItem[], item: SourceItem): number {
  return Math.max(0, ...group.map((member) => similarityParts(member.features, item.features).combined));
}

/**
 * A cluster holding entries the person said are different jobs is cut along their groups. An entry
 * the decision does not name (a later upload of one of those jobs) joins the group it resembles most.
 */
function split(cluster: readonly SourceItem[], decision: Split): SourceItem[][] {
  const groupOf = new Map<string, number>();
  decision.groups.forEach((group, index) => group.forEach((member) => groupOf.set(member, index)));
  const groups: SourceItem[][] = decision.groups.map(() => []);
  for (const item of cluster) {
    const index = groupOf.get(item.member);
    if (index !== undefined) groups[index]?.push(item);
  }
  const present = groups.filter((group) => group.length > 0);
  if (present.length < 2) return [[...cluster]];
  for (const item of cluster) {
    if (groupOf.has(item.member)) continue;
    let best = present[0] as SourceItem[];
    for (const group of present) if (closeness(group, item) > closeness(best, item)) best = group;
    best.push(item);
  }
  return present;
}

/**
 * The person's grouping decisions over the automatic clusters, in the order they were taken: a
 * split cuts the cluster it names, a merge joins every cluster it names into one.
 */
export function regroup(clusters: readonly SourceItem[][], decisions: readonly ExperienceDecision[]): SourceItem[][] {
  let current = clusters.map((cluster) => [...cluster]);
  for (const decision of decisions) {
    if (decision.kind === 'split') {
      const named = new Set(decision.groups.flat());
      current = current.flatMap((cluster) =>
        touches(
          cluster.map((i) => i.member),
          named,
        )
          ? split(cluster, decision)
          : [cluster],
      );
    } else if (decision.kind === 'merge') {
      current = merge(current, decision);
    }
  }
  return current;
}

function merge(clusters: SourceItem[][], decision: Merge): SourceItem[][] {
  const named = new Set(decision.members);
  const joined: SourceItem[] = [];
  const rest: SourceItem[][] = [];
  let firstIndex = -1;
  clusters.forEach((cluster, index) => {
    if (
      touches(
        cluster.map((i) => i.member),
        named,
      )
    ) {
      if (firstIndex === -1) firstIndex = index;
      joined.push(...cluster);
    } else {
      rest.push(cluster);
    }
  });
  if (firstIndex === -1) return clusters;
  rest.splice(Math.min(firstIndex, rest.length), 0, joined);
  return rest;
}

export interface CorrectedEntry {
  readonly entry: MergedExperience;
  readonly members: readonly string[];
}

function applyFields(entry: MergedExperience, fields: ExperienceCorrectionFields, corrected: Set<string>): MergedExperience {
  const next = { ...entry };
  if (fields.company !== undefined) next.company = fields.company;
  if (fields.role !== undefined) next.role = fields.role;
  if (fields.achievements !== undefined) next.achievements = [...fields.achievements];
  if (fields.skills !== undefined) {
    next.skills = [...fields.skills];
    const kept = new Set(fields.skills.map((s) => s.toLowerCase()));
    next.skills_with_evidence = entry.skills_with_evidence.filter((e) => kept.has(e.skill.toLowerCase()));
  }
  if (fields.period !== undefined) {
    next.period = fields.period;
    // The person's period decides where the job sorts, as the resume's did.
    const span = yearSpan({ period: fields.period, start_year: null, end_year: null });
    next.start_year = span?.start ?? null;
    next.end_year = span === null || !Number.isFinite(span.end) ? null : span.end;
  }
  for (const key of Object.keys(fields)) if (fields[key as keyof ExperienceCorrectionFields] !== undefined) corrected.add(key);
  const sources = withoutCorrected(entry.sources, corrected);
  if (sources === undefined) delete next.sources;
  else next.sources = sources;
  return next;
}

/**
 * A deleted job stays gone and an edited one keeps the person's words, however many resumes
 * repeat it: each decision finds its experience by the entries it was made about.
 */
export function applyEntryDecisions<T extends CorrectedEntry>(
  entries: readonly T[],
  decisions: readonly ExperienceDecision[],
): Array<T & { corrected: string[] }> {
  const out: Array<T & { corrected: string[] }> = [];
  for (const item of entries) {
    const { entry, members } = item;
    let current = entry;
    let deleted = false;
    const corrected = new Set<string>();
    for (const decision of decisions) {
      if (decision.kind !== 'edit' && decision.kind !== 'delete') continue;
      if (!touches(members, new Set(decision.members))) continue;
      if (decision.kind === 'delete') deleted = true;
      else current = applyFields(current, decision.fields, corrected);
    }
    if (!deleted) out.push({ ...item, entry: current, corrected: [...corrected].sort() });
  }
  return out;
}
