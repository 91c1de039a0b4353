import { ensureCollection, type EnsureCollectionResult } from './collection';
import { retryOnClosedConnection } from './closed-connection';
import { VECTOR_NAMES, VectorInputError, type VectorConfig } from './errors';
import { matchesNothing, matchValue, requireUserId, userChunkFilter, type ChunkSearchFilter } from './filters';
import type { ChunkHit, ChunkPoint, SemanticPoint, SparseVector, VectorChunkPayload } from './payload';
import { pointIdFromChunkId } from './point-id';
import type { QdrantClient } from './qdrant-module';

export const DEFAULT_COLLECTION = 'resume_chunks';
/** Measured sweet spot for 1536-d points: 2–3.6k points/s at 50–100 per request. */
export const UPSERT_BATCH_SIZE = 50;

export interface VectorStoreOptions {
  client: QdrantClient;
  collectionName?: string;
  upsertBatchSize?: number;
}

/**
 * One search: by meaning (`vector`, the dense semantic query), by words (`lexical`), or both, in
 * which case Qdrant fuses the two rankings (reciprocal rank fusion) and a chunk whose semantic
 * vector is not written yet is still found by its words.
 */
export interface ChunkSearchRequest {
  userId: string;
  vector?: number[];
  lexical?: SparseVector;
  limit: number;
  filter?: ChunkSearchFilter;
  /**
   * Also give each hit `similarity`: the cosine of its semantic vector with the query's (of its
   * lexical terms when it has no semantic vector yet), a 0–1 figure a fused rank score is not.
   */
  withSimilarity?: boolean;
}

/** Per query, the chunks whose semantic vector is at least `minSimilarity` (cosine) away, best first. */
export interface SemanticNeighboursRequest {
  userId: string;
  vectors: readonly number[][];
  limit: number;
  minSimilarity: number;
  filter?: ChunkSearchFilter;
}

/** How many candidates each side contributes to the fusion: enough for the fused top `limit`. */
const PREFETCH_FACTOR = 3;

/** Resume chunks in Qdrant. Every read and delete is scoped to one user by construction. */
export class VectorStore {
  readonly collectionName: string;
  private readonly client: QdrantClient;
  private readonly batchSize: number;
  /** Known after ensureCollection(); lets upserts reject wrong-sized vectors before any write. */
  private dimensions: number | undefined;

  constructor(options: VectorStoreOptions) {
    this.client = options.client;
    this.collectionName = options.collectionName ?? DEFAULT_COLLECTION;
    this.batchSize = options.upsertBatchSize ?? UPSERT_BATCH_SIZE;
  }

  /**
   * One request to Qdrant, sent again once when the pooled connection it went out on turned out to
   * be closed: Qdrant drops idle keep-alive connections sooner than the client stops reusing them,
   * so a request after a few idle seconds (a model loading, a quiet queue) can meet a socket the
   * server has already closed, before anything was read. Every request made here is idempotent.
   */
  private call<T>(request: (client: QdrantClient) => Promise<T>): Promise<T> {
    return retryOnClosedConnection(() => request(this.client));
  }

  /** Throws VectorConfigMismatchError when the collection was built for another embedder. */
  async ensureCollection(config: VectorConfig): Promise<EnsureCollectionResult> {
    // A process checks its collection after loading its model, idle seconds in which Qdrant may
    // have dropped the pooled connection; every step of the check is idempotent.
    const result = await retryOnClosedConnection(() => ensureCollection(this.client, this.collectionName, config));
    this.dimensions = config.dimensions;
    return result;
  }

  /** Idempotent: a chunk id always maps to the same point. Returns the number of points written. */
  async upsertChunks(points: readonly ChunkPoint[]): Promise<number> {
    points.forEach((point) => this.validatePoint(point));
    for (let start = 0; start < points.length; start += this.batchSize) {
      const batch = points.slice(start, start + this.batchSize);
      await this.call((client) =>
        client.upsert(this.collectionName, {
          wait: true,
          points: batch.map((point) => ({
            id: pointIdFromChunkId(point.chunkId),
            vector: {
              [VECTOR_NAMES.lexical]: point.lexical,
              ...(point.vector ? { [VECTOR_NAMES.semantic]: point.vector } : {}),
            },
            payload: { ...point.payload },
          })),
        }),
      );
    }
    return points.length;
  }

  /**
   * Adds the semantic vector to points already written with their lexical terms, which keeps them
   * searchable by words while the sentence model catches up. Points deleted meanwhile are skipped.
   */
  async setSemanticVectors(points: readonly SemanticPoint[]): Promise<number> {
    for (const point of points) {
      if (this.dimensions !== undefined && point.vector.length !== this.dimensions) {
        throw new VectorInputError(
          `setSemanticVectors: chunk ${JSON.stringify(point.chunkId)} has ${point.vector.length} dimensions, the collection ${this.dimensions}`,
        );
      }
    }
    const existing = new Set(
      (
        await this.call((client) =>
          client.retrieve(this.collectionName, { ids: points.map((p) => pointIdFromChunkId(p.chunkId)), with_payload: false }),
        )
      ).map((p) => String(p.id)),
    );
    const present = points.filter((point) => existing.has(pointIdFromChunkId(point.chunkId)));
    for (let start = 0; start < present.length; start += this.batchSize) {
      await this.call((client) =>
        client.updateVectors(this.collectionName, {
          wait: true,
          points: present.slice(start, start + this.batchSize).map((point) => ({
            id: pointIdFromChunkId(point.chunkId),
            vector: { [VECTOR_NAMES.semantic]: point.vector },
          })),
        }),
      );
    }
    return present.length;
  }

  /** How many of a file's points have no semantic vector yet. */
  async countWithoutSemantic(userId: string, resumeFileId: string): Promise<number> {
    const result = await this.call((client) =>
      client.count(this.collectionName, {
        filter: {
          must: [matchValue('user_id', requireUserId(userId, 'countWithoutSemantic')), matchValue('resume_file_id', resumeFileId)],
          must_not: [{ has_vector: VECTOR_NAMES.semantic }],
        },
        exact: true,
      }),
    );
    return result.count;
  }

  /** How many of a file's points have their semantic vector. */
  async countWithSemantic(userId: string, resumeFileId: string): Promise<number> {
    const result = await this.call((client) =>
      client.count(this.collectionName, {
        filter: {
          must: [
            matchValue('user_id', requireUserId(userId, 'countWithSemantic')),
            matchValue('resume_file_id', resumeFileId),
            { has_vector: VECTOR_NAMES.semantic },
          ],
        },
        exact: true,
      }),
    );
    return result.count;
  }

  async search(request: ChunkSearchRequest): Promise<ChunkHit[]> {
    const userId = requireUserId(request.userId, 'search');
    if (!Number.isInteger(request.limit) || request.limit <= 0) {
      throw new VectorInputError(`search: limit must be a positive integer, got ${request.limit}`);
    }
    if (!request.vector && !request.lexical) throw new VectorInputError('search: a semantic vector or lexical terms are required');
    if (matchesNothing(request.filter)) return [];
    const filter = userChunkFilter(userId, request.filter);
    const lexical = request.lexical && request.lexical.indices.length > 0 ? request.lexical : undefined;
    // Only the vectors the similarity reads come back: a dense vector is over a thousand numbers of
    // JSON per hit, and a search by words alone never reads it.
    const withVector = request.withSimilarity ? (request.vector ? [VECTOR_NAMES.semantic, VECTOR_NAMES.lexical] : [VECTOR_NAMES.lexical]) : false;
    const common = { filter, limit: request.limit, with_payload: true, with_vector: withVector };
    const result =
      request.vector && lexical
        ? await this.call((client) =>
            client.query(this.collectionName, {
              prefetch: [
                { query: request.vector, using: VECTOR_NAMES.semantic, filter, limit: request.limit * PREFETCH_FACTOR },
                { query: lexical, using: VECTOR_NAMES.lexical, filter, limit: request.limit * PREFETCH_FACTOR },
              ],
              query: { fusion: 'rrf' },
              ...common,
            }),
          )
        : request.vector
          ? await this.call((client) => client.query(this.collectionName, { query: request.vector, using: VECTOR_NAMES.semantic, ...common }))
          : lexical
            ? await this.call((client) => client.query(this.collectionName, { query: lexical, using: VECTOR_NAMES.lexical, ...common }))
            : { points: [] };
    return result.points.map((point) => {
      const hit = toHit(point.payload, point.score);
      return request.withSimilarity ? { ...hit, similarity: similarityOf(point.vector, request.vector, request.lexical) } : hit;
    });
  }

  /** One round trip for many semantic queries (e.g. one per job requirement). */
  async semanticNeighbours(request: SemanticNeighboursRequest): Promise<ChunkHit[][]> {
    const userId = requireUserId(request.userId, 'semanticNeighbours');
    if (request.vectors.length === 0 || matchesNothing(request.filter)) return request.vectors.map(() => []);
    const filter = userChunkFilter(userId, request.filter);
    const results = await this.call((client) =>
      client.queryBatch(this.collectionName, {
        searches: request.vectors.map((vector) => ({
          query: [...vector],
          using: VECTOR_NAMES.semantic,
          filter,
          limit: request.limit,
          score_threshold: request.minSimilarity,
          with_payload: true,
        })),
      }),
    );
    return results.map((result) => result.points.map((point) => toHit(point.payload, point.score)));
  }

  /** The given chunks that belong to userId, in the order asked for; unknown ids are skipped. */
  async retrieveByChunkIds(userId: string, chunkIds: readonly string[]): Promise<ChunkHit[]> {
    requireUserId(userId, 'retrieveByChunkIds');
    if (chunkIds.length === 0) return [];
    const points = await this.call((client) =>
      client.retrieve(this.collectionName, {
        ids: chunkIds.map(pointIdFromChunkId),
        with_payload: true,
      }),
    );
    const byChunkId = new Map<string, ChunkHit>();
    for (const point of points) {
      const hit = toHit(point.payload, 0);
      if (hit.payload.user_id === userId) byChunkId.set(hit.chunkId, hit);
    }
    return chunkIds.flatMap((id) => byChunkId.get(id) ?? []);
  }

  async deleteByResumeFile(userId: string, resumeFileId: string): Promise<void> {
    requireUserId(userId, 'deleteByResumeFile');
    if (!resumeFileId) throw new VectorInputError('deleteByResumeFile: resumeFileId is required');
    await this.call((client) =>
      client.delete(this.collectionName, {
        wait: true,
        filter: { must: [matchValue('user_id', userId), matchValue('resume_file_id', resumeFileId)] },
      }),
    );
  }

  async deleteByUser(userId: string): Promise<void> {
    await this.call((client) =>
      client.delete(this.collectionName, {
        wait: true,
        filter: { must: [matchValue('user_id', requireUserId(userId, 'deleteByUser'))] },
      }),
    );
  }

  async countForUser(userId: string, resumeFileId?: string): Promise<number> {
    const must = [matchValue('user_id', requireUserId(userId, 'countForUser'))];
    if (resumeFileId !== undefined) must.push(matchValue('resume_file_id', resumeFileId));
    const result = await this.call((client) => client.count(this.collectionName, { filter: { must }, exact: true }));
    return result.count;
  }

  /** Resolves when Qdrant answers within timeoutMs; throws otherwise (readiness checks). */
  async ping(timeoutMs = 3_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Qdrant did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([this.call((client) => client.versionInfo()), timeout]);
    } catch (error) {
      throw new Error(`Qdrant is not reachable: ${(error as Error).message}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  /** Removes the whole collection (re-index, tests). */
  async dropCollection(): Promise<void> {
    await this.call((client) => client.deleteCollection(this.collectionName));
    this.dimensions = undefined;
  }

  private validatePoint(point: ChunkPoint): void {
    const where = `upsertChunks: chunk ${JSON.stringify(point.chunkId)}`;
    if (!point.chunkId) throw new VectorInputError('upsertChunks: every point needs a chunkId');
    if (point.payload.chunk_id !== point.chunkId) {
      throw new VectorInputError(`${where} has payload.chunk_id ${JSON.stringify(point.payload.chunk_id)}`);
    }
    requireUserId(point.payload.user_id, where);
    if (!point.payload.resume_file_id) throw new VectorInputError(`${where} has no resume_file_id`);
    if (!point.lexical || point.lexical.indices.length !== point.lexical.values.length) {
      throw new VectorInputError(`${where} needs lexical terms (indices and values of equal length)`);
    }
    if (point.vector && this.dimensions !== undefined && point.vector.length !== this.dimensions) {
      throw new VectorInputError(`${where} has ${point.vector.length} dimensions, the collection ${this.dimensions}`);
    }
  }
}

type ReturnedVector = unknown;

function similarityOf(returned: ReturnedVector, semanticQuery: number[] | undefined, lexicalQuery: SparseVector | undefined): number {
  const named = returned && typeof returned === 'object' && !Array.isArray(returned) ? (returned as Record<string, unknown>) : {};
  const semantic = named[VECTOR_NAMES.semantic];
  if (semanticQuery && Array.isArray(semantic) && semantic.length === semanticQuery.length) return cosine(semanticQuery, semantic as number[]);
  const lexical = named[VECTOR_NAMES.lexical] as SparseVector | undefined;
  if (lexicalQuery && lexical && Array.isArray(lexical.indices)) return sparseCosine(lexicalQuery, lexical);
  return 0;
}

function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** Qdrant returns a point's sparse terms in its own order, so both sides are sorted first. */
function sparseCosine(a: SparseVector, b: SparseVector): number {
  const sorted = (v: SparseVector) => v.indices.map((id, k) => [id, v.values[k] as number] as const).sort((x, y) => x[0] - y[0]);
  const x = sorted(a);
  const y = sorted(b);
  let dot = 0;
  for (let i = 0, j = 0; i < x.length && j < y.length;) {
    const [xi, xv] = x[i] as readonly [number, number];
    const [yj, yv] = y[j] as readonly [number, number];
    if (xi === yj) {
      dot += xv * yv;
      i++;
      j++;
    } else if (xi < yj) i++;
    else j++;
  }
  const norm = (v: readonly (readonly [number, number])[]) => Math.sqrt(v.reduce((s, [, w]) => s + w * w, 0));
  const denominator = norm(x) * norm(y);
  return denominator === 0 ? 0 : dot / denominator;
}

function toHit(payload: Record<string, unknown> | null | undefined, score: number): ChunkHit {
  const chunkId = payload?.['chunk_id'];
  if (typeof chunkId !== 'string') {
    throw new Error('Qdrant returned a point without a chunk_id payload; was it written by @tailor/vector?');
  }
  return { chunkId, score, payload: payload as unknown as VectorChunkPayload };
}
