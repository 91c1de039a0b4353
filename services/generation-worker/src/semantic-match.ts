import { RANKING } from '@tailor/contracts';
import type { CachedEmbedder } from '@tailor/embeddings';
import { SEMANTIC_MATCH_THRESHOLD, type ScoredRequirement, type SemanticEvidence } from '@tailor/resume-core';
import type { VectorStore } from '@tailor/vector';

const EVIDENCE_CHUNK_TYPES = ['experience'] as const;
/**
 * Requirements read by meaning per generation, the posting's first (required before preferred):
 * each costs the model ≈ 3–5 ms, and at most half of the unmet ones can count anyway.
 */
const MAX_UNMET_READ = 12;

/**
 * For each requirement that words did not meet, the user's passage closest to it in meaning, if
 * one is at least the match threshold close: the requirements are embedded together and searched
 * in one batch of Qdrant queries. Empty when nothing is unmet.
 */
export async function findSemanticEvidence(
  userId: string,
  requirements: readonly ScoredRequirement[],
  services: { embedder: CachedEmbedder; vectors: VectorStore },
): Promise<Map<string, SemanticEvidence>> {
  const unmet = [...new Set(requirements.filter((r) => r.match === 'none').map((r) => r.requirement))].slice(0, MAX_UNMET_READ);
  const found = new Map<string, SemanticEvidence>();
  if (unmet.length === 0) return found;
  const { embeddings } = await services.embedder.embed(unmet);
  const neighbours = await services.vectors.semanticNeighbours({
    userId,
    vectors: embeddings,
    limit: 1,
    minSimilarity: SEMANTIC_MATCH_THRESHOLD,
    // A passage about work done is evidence; a list of skill names is close to every skill name.
    filter: { minConfidence: RANKING.minConfidence, chunkTypes: EVIDENCE_CHUNK_TYPES },
  });
  unmet.forEach((requirement, i) => {
    const [hit] = neighbours[i] ?? [];
    if (hit) found.set(requirement, { chunkId: hit.chunkId, text: hit.payload.content, similarity: hit.score });
  });
  return found;
}
