import { CHUNKING, type Chunk, type ChunkType, type ParsedResume } from '@tailor/contracts';
import { toIso } from '../merging/text';
import type { ChunkDraft } from './draft';
import { itemDrafts } from './items';
import { chooseStrategy, strategyDrafts, type ChunkStrategy } from './strategy';

export interface ChunkResumeInput {
  userId: string;
  resumeFileId: string;
  /** The extracted resume text; its length (line endings normalised, trimmed) picks the strategy. */
  text: string;
  parsed: ParsedResume;
  now: Date | string;
  /** Deterministic chunk id, so re-chunking the same file yields the same ids and upserts stay idempotent. */
  idFor: (resumeFileId: string, chunkIndex: number, chunkType: ChunkType) => string;
}

export interface ChunkPlan {
  strategy: ChunkStrategy;
  chunks: Chunk[];
}

/**
 * Which chunks survive the 30-per-resume cap, most useful for retrieval first: experience chunks
 * (in the parser's order, usually most recent first), then the skills chunk, then the strategy's
 * text chunks in text order (for long resumes the tail of the text is what goes), then education.
 * Education is last because its one line is also in the text chunks. The survivors keep their
 * reading order: text chunks, skills, experiences, education.
 */
export function selectWithinCap(
  groups: { text: ChunkDraft[]; skills: ChunkDraft[]; experience: ChunkDraft[]; education: ChunkDraft[] },
  cap: number,
): ChunkDraft[] {
  const priority = [...groups.experience, ...groups.skills, ...groups.text, ...groups.education];
  const kept = new Set(priority.slice(0, cap));
  return [...groups.text, ...groups.skills, ...groups.experience, ...groups.education].filter((d) => kept.has(d));
}

const wordCount = (text: string): number => text.match(/\S+/g)?.length ?? 0;

/** Chunks of one resume, within the CHUNKING limits, with the strategy that produced them. */
export function planChunks(input: ChunkResumeInput): ChunkPlan {
  const text = input.text.replace(/\r\n?/g, '\n').trim();
  const strategy = chooseStrategy(text.length);
  const items = itemDrafts(input.parsed);
  const selected = selectWithinCap({ text: strategyDrafts(strategy, text, input.parsed), ...items }, CHUNKING.maxChunksPerResume);
  const createdAt = toIso(input.now);
  const placed = selected.map((draft, i) => ({ draft, id: input.idFor(input.resumeFileId, i, draft.chunk_type) }));
  const chunks = placed.map(({ draft: d, id }, i): Chunk => ({
    id,
    user_id: input.userId,
    resume_file_id: input.resumeFileId,
    chunk_type: d.chunk_type,
    content: d.content,
    chunk_index: i,
    word_count: wordCount(d.content),
    confidence_score: d.confidence_score,
    previous_chunk: placed[i - 1]?.id ?? null,
    next_chunk: placed[i + 1]?.id ?? null,
    chunk_size: d.content.length,
    created_at: createdAt,
    qdrant_point_id: null,
    ...d.metadata,
  }));
  return { strategy, chunks };
}

/** The resume's chunks: strategy chunks plus per-item chunks, at most 30, linked in sequence. */
export function chunkResume(input: ChunkResumeInput): Chunk[] {
  return planChunks(input).chunks;
}
