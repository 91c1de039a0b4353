import type { ChunkPoint, ChunkType, SparseVector } from '../payload';

/**
 * A unit vector pointing mostly along `axis`, tilted toward `axis + 1` by `tilt`: equal axes are
 * similar, and a smaller tilt is closer to the pure axis vector. Test helper only.
 */
export function axisVector(dimensions: number, axis: number, tilt = 0): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  vector[axis % dimensions] = 1;
  vector[(axis + 1) % dimensions] = tilt;
  const norm = Math.hypot(...vector);
  return vector.map((x) => x / norm);
}

/** Sparse terms from small word ids, ascending, weight 1 each. Test helper only. */
export function terms(...ids: number[]): SparseVector {
  const indices = [...new Set(ids)].sort((a, b) => a - b);
  return { indices, values: indices.map(() => 1) };
}

export function chunkPoint(
  chunkId: string,
  vector: number[],
  overrides: Partial<ChunkPoint['payload']> & { user_id: string; resume_file_id: string },
  lexical: SparseVector = terms(1),
): ChunkPoint {
  return {
    chunkId,
    vector,
    lexical,
    payload: {
      chunk_id: chunkId,
      chunk_type: 'experience' as ChunkType,
      content: `content of ${chunkId}`,
      confidence_score: 0.9,
      company: 'Acme',
      role: 'Engineer',
      duration: '2020 - 2023',
      achievements: ['Shipped things'],
      skills: ['TypeScript'],
      ...overrides,
    },
  };
}
