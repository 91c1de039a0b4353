import type { ParsedExperience } from '@tailor/contracts';
import { exp } from './__tests__/fixtures';
import { clusterExperiences, toSourceItem, type SourceItem } from './cluster';
import { isSameJob, sameIdentity, similarityParts, yearsCompatible } from './same-job';
import { diceOfSets } from './text';
import { spanCloseness } from './years';
import { seededRandom } from '@tailor/testing';

/** The plain greedy pass: every item tried against every cluster (what the indexed version must equal). */
function referenceClusters(items: readonly SourceItem[]): SourceItem[][] {
  const clusters: SourceItem[][] = [];
  for (const item of items) {
    let target: SourceItem[] | null = null;
    let targetFit: number[] | null = null;
    for (const cluster of clusters) {
      let best: number[] | null = null;
      let refused = false;
      for (const member of cluster) {
        if (!yearsCompatible(member.features, item.features)) refused = true;
        else if (member.fileId === item.fileId && !sameIdentity(member.features, item.features)) refused = true;
        if (refused) break;
        if (!isSameJob(member.features, item.features)) continue;
        const a = member.features.span;
        const b = item.features.span;
        const fit = [
          similarityParts(member.features, item.features).combined,
          a && b ? spanCloseness(a, b) : 0,
          diceOfSets(member.achievementKeys, item.achievementKeys),
        ];
        if (best === null || compare(fit, best) > 0) best = fit;
      }
      if (refused || best === null) continue;
      if (targetFit === null || compare(best, targetFit) > 0) {
        target = cluster;
        targetFit = best;
      }
    }
    if (target) target.push(item);
    else clusters.push([item]);
  }
  return clusters;
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

const COMPANIES = [
  'Acme Inc',
  'ACME',
  'Acme Technologies',
  'Acme Health',
  'Globex',
  'Globex Corporation',
  'Initech',
  'Initrode',
  'IBM',
  'International Business Machines',
  'Umbrella',
  'Umbrela Corp',
];
const ROLES = [
  'Software Engineer',
  'Senior Software Engineer',
  'Sr. Software Eng.',
  'Engineering Manager',
  'Staff Engineer',
  'Product Manager',
  'Data Analyst',
];

describe('clusterExperiences', () => {
  it('groups exactly like trying every cluster, on many overlapping jobs', () => {
    const random = seededRandom(11);
    const next = (n: number) => Math.floor(random() * n);
    const items: SourceItem[] = [];
    for (let file = 0; file < 40; file++) {
      for (let j = 0; j < 4; j++) {
        const start = 2008 + next(14);
        const dated = next(6) !== 0;
        const job: ParsedExperience = exp({
          company: COMPANIES[next(COMPANIES.length)] as string,
          role: ROLES[next(ROLES.length)] as string,
          period: dated ? `${start} – ${start + next(4)}` : 'Unknown Period',
          start_year: dated ? start : null,
          end_year: null,
          achievements: [`Shipped feature ${next(5)} to ${next(3) + 1} markets`, `Mentored ${next(4) + 1} engineers`],
        });
        items.push(toSourceItem(`file-${String(file).padStart(2, '0')}`, job));
      }
    }
    const byMembers = (clusters: SourceItem[][]) => clusters.map((cluster) => cluster.map((item) => items.indexOf(item)));
    const actual = byMembers(clusterExperiences(items));
    expect(actual).toEqual(byMembers(referenceClusters(items)));
    // Merges happen, and so do separations: the case is not trivial.
    expect(actual.length).toBeGreaterThan(10);
    expect(actual.length).toBeLessThan(items.length / 2);
  });
});
