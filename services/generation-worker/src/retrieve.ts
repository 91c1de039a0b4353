import type { JobAnalysis, SearchResultChunk } from '@tailor/contracts';
import { RANKING } from '@tailor/contracts';
import type { CachedEmbedder } from '@tailor/embeddings';
import type { VectorStore } from '@tailor/vector';

/** Long descriptions are cut for the query embedding: the opening and requirements carry the signal. */
const QUERY_TEXT_LIMIT = 4000;

/**
 * The caller's best evidence for a job: the description, its required skills and its
 * responsibilities are each embedded and searched (always filtered to the user, confidence at
 * least 0.6); a chunk found by several queries is kept once at its best score.
 */
export async function retrieveEvidence(
  input: { userId: string; jobDescription: string; analysis: JobAnalysis },
  services: { embedder: CachedEmbedder; vectors: VectorStore },
): Promise<SearchResultChunk[]> {
  const queries = [
    input.jobDescription.slice(0, QUERY_TEXT_LIMIT),
    [...input.analysis.required_skills, ...input.analysis.preferred_skills].join(', '),
    input.analysis.key_responsibilities.join('\n'),
  ].filter((query) => query.trim().length > 0);
  const { embeddings } = await services.embedder.embed(queries);
  // The searches are independent: in flight together they cost one round trip instead of three.
  const results = await Promise.all(
    embeddings.map((vector) =>
      services.vectors.search({
        userId: input.userId,
        vector,
        limit: RANKING.maxChunks,
        filter: { minConfidence: RANKING.minConfidence },
      }),
    ),
  );
  const best = new Map<string, SearchResultChunk>();
  for (const hits of results) {
    for (const hit of hits) {
      const previous = best.get(hit.chunkId);
      if (!previous || hit.score > previous.score) {
        best.set(hit.chunkId, { id: hit.chunkId, score: hit.score, payload: hit.payload });
      }
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}
