import { KEY_RESPONSIBILITIES_AS_EMPHASIS } from '@tailor/contracts';
import { TextCorpus } from './corpus';
import type { Probe } from './probe';
import { TailoringSession } from './session';
import type { TailoringMatcher } from './types';
import { stemSet } from './text';

const IMPORTANCE = { must: 1, nice: 0.5 } as const;

export interface WeightedProbe {
  readonly probe: Probe;
  readonly importance: 'must' | 'nice';
}

/** Share of a responsibility's stems an achievement repeats; one shared word in a long one is coincidence. */
function overlap(shared: number, size: number): number {
  if (size === 0) return 0;
  // Two shared words, or half of a short responsibility, is a match.
  return shared >= 2 || shared / size >= 0.5 ? shared / size : 0;
}

/**
 * How every text of a corpus scores for one job, computed once from the postings: the requirements
 * it mentions (1 direct, 0.5 stem-level, halved for nice-to-haves), plus its best overlap with any
 * key responsibility; and its overlap with each of the first responsibilities, which pick the lead.
 */
export class AchievementScores {
  /** Per corpus position: requirement score + best responsibility overlap. */
  readonly score: Float64Array;
  /** Per emphasised responsibility: overlap by corpus position. */
  readonly leadOverlap: readonly Float64Array[];

  constructor(corpus: TextCorpus, probes: readonly WeightedProbe[], responsibilities: readonly string[]) {
    const n = corpus.texts.length;
    const score = new Float64Array(n);
    // Probe by probe, so each text adds its terms in the same order as a probe loop per text would.
    for (const { probe, importance } of probes) {
      for (const { position, level } of corpus.hits(probe)) {
        score[position] = (score[position] as number) + (level === 'direct' ? 1 : 0.5) * IMPORTANCE[importance];
      }
    }
    const best = new Float64Array(n);
    const leadOverlap: Float64Array[] = [];
    responsibilities.forEach((responsibility, r) => {
      const stems = stemSet(responsibility);
      const byPosition = new Float64Array(r < KEY_RESPONSIBILITIES_AS_EMPHASIS ? n : 0);
      for (const [position, shared] of corpus.sharedStems(stems)) {
        const o = overlap(shared, stems.size);
        if (byPosition.length > 0) byPosition[position] = o;
        if (o > (best[position] as number)) best[position] = o;
      }
      if (r < KEY_RESPONSIBILITIES_AS_EMPHASIS) leadOverlap.push(byPosition);
    });
    for (let p = 0; p < n; p++) score[p] = (score[p] as number) + (best[p] as number);
    this.score = score;
    this.leadOverlap = leadOverlap;
  }

  /**
   * One experience's achievements (texts[i] at corpus position first + i) reordered: each
   * emphasised responsibility pulls its best-matching achievement to the front (up to 3 key
   * responsibilities become the emphasis), then the rest by score; ties keep the user's order.
   */
  order(texts: readonly string[], first: number): string[] {
    const lead: number[] = [];
    for (const overlaps of this.leadOverlap) {
      let pick = -1;
      let pickOverlap = 0;
      for (let i = 0; i < texts.length; i++) {
        const o = overlaps[first + i] as number;
        if (o > pickOverlap && !lead.includes(i)) [pick, pickOverlap] = [i, o];
      }
      if (pick >= 0) lead.push(pick);
    }
    const rest = texts
      .map((_, i) => i)
      .filter((i) => !lead.includes(i))
      .sort((a, b) => (this.score[first + b] as number) - (this.score[first + a] as number) || a - b);
    return [...lead, ...rest].map((i) => texts[i] as string);
  }
}

/**
 * Orders one experience's achievements: each of the job's first three key responsibilities pulls its
 * best-matching achievement to the front, then the rest by how many requirements and
 * responsibilities they touch; ties keep the user's order.
 */
export function orderAchievements(
  achievements: readonly string[],
  probes: readonly WeightedProbe[],
  responsibilities: readonly string[],
  matcher: TailoringMatcher,
): string[] {
  const session = new TailoringSession(matcher);
  const corpus = new TextCorpus(achievements.map((text) => session.indexText(text)));
  return new AchievementScores(corpus, probes, responsibilities).order(achievements, 0);
}
