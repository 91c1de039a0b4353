import type { Chunk, ChunkType } from '@tailor/contracts';

/** Search metadata a per-item chunk carries (the contract's optional Chunk fields). */
export type ChunkMetadata = Pick<Chunk, 'company' | 'role' | 'title' | 'duration' | 'achievements' | 'skills'>;

/** A chunk before it has a position, id and links. */
export interface ChunkDraft {
  chunk_type: ChunkType;
  content: string;
  confidence_score: number;
  metadata: ChunkMetadata;
}

/** Metadata without empty fields, so chunks and payloads carry only what is known. */
export function compactMetadata(metadata: ChunkMetadata): ChunkMetadata {
  const out: ChunkMetadata = {};
  for (const key of ['company', 'role', 'title', 'duration'] as const) {
    const value = metadata[key]?.trim();
    if (value) out[key] = value;
  }
  for (const key of ['achievements', 'skills'] as const) {
    const value = metadata[key];
    if (value && value.length > 0) out[key] = [...value];
  }
  return out;
}

export function clampConfidence(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}
