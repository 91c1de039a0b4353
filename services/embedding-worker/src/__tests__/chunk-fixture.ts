import type { Chunk } from '@tailor/contracts';

/** A stored experience chunk as the ingest worker writes it. */
export function chunkFixture(id: string, index: number, content: string, { userId = 'user-1', fileId = 'file-1' } = {}): Chunk {
  return {
    id,
    user_id: userId,
    resume_file_id: fileId,
    chunk_type: 'experience',
    content,
    chunk_index: index,
    word_count: content.split(/\s+/).length,
    confidence_score: 0.9,
    previous_chunk: null,
    next_chunk: null,
    chunk_size: content.length,
    created_at: new Date().toISOString(),
    company: 'Acme',
    role: 'Engineer',
    duration: '2019 - 2021',
    achievements: [content],
    skills: ['TypeScript'],
  } as Chunk;
}
