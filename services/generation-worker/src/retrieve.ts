import type { JobAnalysis, SearchResultChunk } from '@tailor/contracts';
import { RANKING } from '@tailor/contracts';
import type { CachedEmbedder, LexicalEncoder } from '@tailor/embeddings';
import type { VectorStore } from '@tailor/vector';

/** Long descriptions are cut for the lexical query: the opening and requirements carry the signal. */
const QUERY_TEXT_LIMIT = 4000;
/**
 * The sentence model reads about 15 ms plus 0.3–0.5 ms per word on one core, and a new posting
 * always misses the cache: only the requirement list is read by meaning, cut here, so a long
 * posting does not cost a long wait (the duties and the posting are searched by their words).
 */
const SEMANTIC_QUERY_LIMIT = 400;

export interface RetrievalServices {
  embedder: CachedEmbedder;
  lexical: LexicalEncoder;
  vectors: VectorStore;
  /** Whether the embedder's vectors carry meaning (false for the hashing embedder). */
  semantic: boolean;
}

/**
 * The caller's best evidence for a job: the description, its required skills and its
 * responsibilities are each searched by their words, and the skills also by meaning (Qdrant fuses
 * both rankings); always filtered to the user, confidence at least 0.6. A chunk found by
 * several queries is kept once at its best score, which is its similarity to the query (0–1).
 */
export async function retrieveEvidence(
  input: { userId: string; jobDescription: string; analysis: JobAnalysis },
  services: RetrievalServices,
): Promise<SearchResultChunk[]> {
  const requirements = [...input.analysis.required_skills, ...input.analysis.preferred_skills].join(', ');
  const duties = input.analysis.key_responsibilities.join('\n');
  const queries = [
    { text: input.jobDescription.slice(0, QUERY_TEXT_LIMIT), byMeaning: false },
    { text: requirements, byMeaning: true },
    { text: duties, byMeaning: false },
  ].filter((query) => query.text.trim().length > 0);
  const meaningTexts = services.semantic ? queries.filter((q) => q.byMeaning).map((q) => q.text.slice(0, SEMANTIC_QUERY_LIMIT)) : [];
  const { embeddings } = meaningTexts.length > 0 ? await services.embedder.embed(meaningTexts) : { embeddings: [] as number[][] };
  let next = 0;
  // The searches are independent: in flight together they cost one round trip instead of three.
  const results = await Promise.all(
    queries.map((query) => {
      const vector = services.semantic && query.byMeaning ? embeddings[next++] : undefined;
      return services.vectors.search({
        userId: input.userId,
        lexical: services.lexical.encode(query.text),
        ...(vector ? { vector } : {}),
        limit: RANKING.maxChunks,
        filter: { minConfidence: RANKING.minConfidence },
        withSimilarity: true,
      });
    }),
  );
  const best = new Map<string, SearchResultChunk>();
  for (const hits of results) {
    for (const hit of hits) {
      const score = hit.similarity ?? hit.score;
      const previous = best.get(hit.chunkId);
      if (!previous || score > previous.score) best.set(hit.chunkId, { id: hit.chunkId, score, payload: hit.payload });
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}
