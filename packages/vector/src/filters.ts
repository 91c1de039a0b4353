import type { Schemas } from './qdrant-module';
import { VectorInputError } from './errors';
import type { ChunkType } from './payload';

type Filter = Schemas['Filter'];
type Condition = Schemas['FieldCondition'];

export interface ChunkSearchFilter {
  /** Only these chunk types; an empty list matches nothing. */
  chunkTypes?: readonly ChunkType[];
  /** confidence_score >= this. */
  minConfidence?: number;
  /** Only chunks of these resume files; an empty list matches nothing. */
  resumeFileIds?: readonly string[];
}

/** Every query in this package goes through here, so none can forget the owner. */
export function requireUserId(userId: unknown, operation: string): string {
  if (typeof userId !== 'string' || userId.trim() === '') {
    throw new VectorInputError(`${operation}: a non-empty userId is required (every vector query is scoped to one user)`);
  }
  return userId;
}

export function matchValue(key: string, value: string): Condition {
  return { key, match: { value } };
}

/** The filter for one user's chunks, narrowed by the optional criteria. */
export function userChunkFilter(userId: string, filter: ChunkSearchFilter = {}): Filter {
  const must: Condition[] = [matchValue('user_id', requireUserId(userId, 'userChunkFilter'))];
  if (filter.chunkTypes) must.push({ key: 'chunk_type', match: { any: [...filter.chunkTypes] } });
  if (filter.resumeFileIds) must.push({ key: 'resume_file_id', match: { any: [...filter.resumeFileIds] } });
  if (filter.minConfidence !== undefined) {
    if (!Number.isFinite(filter.minConfidence)) throw new VectorInputError('minConfidence must be a finite number');
    must.push({ key: 'confidence_score', range: { gte: filter.minConfidence } });
  }
  return { must };
}

/** True when the filter can match nothing, so the query need not be sent. */
export function matchesNothing(filter: ChunkSearchFilter = {}): boolean {
  return filter.chunkTypes?.length === 0 || filter.resumeFileIds?.length === 0;
}
