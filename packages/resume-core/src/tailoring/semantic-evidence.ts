import { MATCH_WEIGHTS, type EvidenceRef } from '@tailor/contracts';
import type { ScoredRequirement } from './types';

/** The user's passage closest in meaning to one requirement, as the vector search found it. */
export interface SemanticEvidence {
  readonly chunkId: string;
  readonly text: string;
  /** Cosine of the requirement's and the passage's sentence vectors. */
  readonly similarity: number;
}

/**
 * How close in meaning a passage must be to stand for a requirement it does not name. With the
 * packaged sentence model a requirement's name and a whole experience of the same field already
 * score 0.4–0.6 whether or not the experience meets it (a payments backend engineer's experience
 * scores 0.62 against "Infrastructure as Code", the site reliability engineer's 0.53), so only
 * passages above every such pair of the tuning half of the synthetic matching set count. Chosen on
 * that half only (see the README); a stronger model brought through EMBEDDINGS_* separates better.
 */
export const SEMANTIC_MATCH_THRESHOLD = 0.62;

/**
 * Meaning inflates similarity: with enough requirements, some passage of any profile lands near
 * some of them. Matches by meaning therefore fill at most this share of the requirements that words
 * did not already meet, so a profile unrelated to the job cannot climb on them alone.
 */
export const SEMANTIC_SHARE_LIMIT = 0.5;

const SNIPPET_CHARS = 240;

/**
 * Requirements that words did not meet ('none') become partial matches when a passage of the user's
 * own evidence means the same: the passage is shown as the evidence and the similarity is kept. The
 * closest ones are taken first, up to the share limit; everything else is returned unchanged.
 */
export function applySemanticEvidence(
  requirements: readonly ScoredRequirement[],
  evidence: ReadonlyMap<string, SemanticEvidence>,
): ScoredRequirement[] {
  const unmet = requirements.filter((r) => r.match === 'none');
  const allowed = Math.floor(unmet.length * SEMANTIC_SHARE_LIMIT);
  const chosen = new Set(
    unmet
      .flatMap((r) => {
        const found = evidence.get(r.requirement);
        return found && found.similarity >= SEMANTIC_MATCH_THRESHOLD ? [{ requirement: r.requirement, similarity: found.similarity }] : [];
      })
      .sort((a, b) => b.similarity - a.similarity || a.requirement.localeCompare(b.requirement))
      .slice(0, allowed)
      .map((c) => c.requirement),
  );
  return requirements.map((r) => {
    if (r.match !== 'none' || !chosen.has(r.requirement)) return r;
    const found = evidence.get(r.requirement) as SemanticEvidence;
    const ref: EvidenceRef = { source: 'chunk', id: found.chunkId, text: clip(found.text) };
    return { ...r, match: 'partial', weight: MATCH_WEIGHTS.partial, evidence: [ref], similarity: Math.round(found.similarity * 1000) / 1000 };
  });
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= SNIPPET_CHARS ? flat : `${flat.slice(0, SNIPPET_CHARS - 1)}…`;
}
