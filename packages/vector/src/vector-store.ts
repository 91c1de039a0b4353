import { ensureCollection, type EnsureCollectionResult } from './collection';
import { VectorInputError, type VectorConfig } from './errors';
import { matchesNothing, matchValue, requireUserId, userChunkFilter, type ChunkSearchFilter } from './filters';
import type { ChunkHit, ChunkPoint, VectorChunkPayload } from './payload';
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

export interface ChunkSearchRequest {
  userId: string;
  vector: number[];
  limit: number;
  filter?: ChunkSearchFilter;
}

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

  /** Throws VectorConfigMismatchError when the collection was built for another embedder. */
  async ensureCollection(config: VectorConfig): Promise<EnsureCollectionResult> {
    const result = await ensureCollection(this.client, this.collectionName, config);
    this.dimensions = config.dimensions;
    return result;
  }

  /** Idempotent: a chunk id always maps to the same point. Returns the number of points written. */
  async upsertChunks(points: readonly ChunkPoint[]): Promise<number> {
    points.forEach((point) => this.validatePoint(point));
    for (let start = 0; start < points.length; start += this.batchSize) {
      const batch = points.slice(start, start + this.batchSize);
      await this.client.upsert(this.collectionName, {
        wait: true,
        points: batch.map((point) => ({
          id: pointIdFromChunkId(point.chunkId),
          vector: point.vector,
          payload: { ...point.payload },
        })),
      });
    }
    return points.length;
  }

  async search(request: ChunkSearchRequest): Promise<ChunkHit[]> {
    const userId = requireUserId(request.userId, 'search');
    if (!Number.isInteger(request.limit) || request.limit <= 0) {
      throw new VectorInputError(`search: limit must be a positive integer, got ${request.limit}`);
    }
    if (matchesNothing(request.filter)) return [];
    const result = await this.client.query(this.collectionName, {
      query: request.vector,
      filter: userChunkFilter(userId, request.filter),
      limit: request.limit,
      with_payload: true,
    });
    return result.points.map((point) => toHit(point.payload, point.score));
  }

  /** The given chunks that belong to userId, in the order asked for; unknown ids are skipped. */
  async retrieveByChunkIds(userId: string, chunkIds: readonly string[]): Promise<ChunkHit[]> {
    requireUserId(userId, 'retrieveByChunkIds');
    if (chunkIds.length === 0) return [];
    const points = await this.client.retrieve(this.collectionName, {
      ids: chunkIds.map(pointIdFromChunkId),
      with_payload: true,
    });
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
    await this.client.delete(this.collectionName, {
      wait: true,
      filter: { must: [matchValue('user_id', userId), matchValue('resume_file_id', resumeFileId)] },
    });
  }

  async deleteByUser(userId: string): Promise<void> {
    await this.client.delete(this.collectionName, {
      wait: true,
      filter: { must: [matchValue('user_id', requireUserId(userId, 'deleteByUser'))] },
    });
  }

  async countForUser(userId: string, resumeFileId?: string): Promise<number> {
    const must = [matchValue('user_id', requireUserId(userId, 'countForUser'))];
    if (resumeFileId !== undefined) must.push(matchValue('resume_file_id', resumeFileId));
    const result = await this.client.count(this.collectionName, { filter: { must }, exact: true });
    return result.count;
  }

  /** Resolves when Qdrant answers within timeoutMs; throws otherwise (readiness checks). */
  async ping(timeoutMs = 3_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Qdrant did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([this.client.versionInfo(), timeout]);
    } catch (error) {
      throw new Error(`Qdrant is not reachable: ${(error as Error).message}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  /** Removes the whole collection (re-index, tests). */
  async dropCollection(): Promise<void> {
    await this.client.deleteCollection(this.collectionName);
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
    if (this.dimensions !== undefined && point.vector.length !== this.dimensions) {
      throw new VectorInputError(`${where} has ${point.vector.length} dimensions, the collection ${this.dimensions}`);
    }
  }
}

function toHit(payload: Record<string, unknown> | null | undefined, score: number): ChunkHit {
  const chunkId = payload?.['chunk_id'];
  if (typeof chunkId !== 'string') {
    throw new Error('Qdrant returned a point without a chunk_id payload; was it written by @tailor/vector?');
  }
  return { chunkId, score, payload: payload as unknown as VectorChunkPayload };
}
