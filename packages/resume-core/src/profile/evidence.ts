import { compareText } from '../merging/text';

export interface EvidenceCandidate {
  text: string;
  /** An achievement sentence from an experience (stronger) rather than the parser's note. */
  fromAchievement: boolean;
  /** The figure the sentence reports, '' if none. */
  impact: string;
  confidence: number;
}

/**
 * Strongest evidence: achievements before parser notes, then one that reports a figure, then the
 * more confident source, then the fuller sentence; plain text order settles the rest.
 */
export function bestEvidence(candidates: readonly EvidenceCandidate[]): string {
  let best: EvidenceCandidate | undefined;
  for (const c of candidates) {
    if (best === undefined || compareCandidates(c, best) < 0) best = c;
  }
  return best?.text ?? '';
}

function compareCandidates(a: EvidenceCandidate, b: EvidenceCandidate): number {
  return (
    Number(b.fromAchievement) - Number(a.fromAchievement) ||
    Number(b.impact !== '') - Number(a.impact !== '') ||
    b.confidence - a.confidence ||
    b.text.length - a.text.length ||
    compareText(a.text, b.text)
  );
}
