import { ChunkPayloadSchema, ChunkSchema, CHUNKING, type Chunk } from '@tailor/contracts';
import { idFor, NOW, parsedResume, textOfLength } from './__tests__/fixtures';
import { chunkResume, planChunks, type ChunkResumeInput } from './chunk-resume';
import { toVectorPayload } from './payload';

const input = (text: string, parsed = parsedResume()): ChunkResumeInput => ({
  userId: 'user-1',
  resumeFileId: 'file-1',
  text,
  parsed,
  now: NOW,
  idFor,
});
const types = (chunks: Chunk[]) => chunks.map((c) => c.chunk_type);

function expectLinked(chunks: Chunk[]): void {
  chunks.forEach((c, i) => {
    expect(ChunkSchema.parse(c)).toEqual(c);
    expect(c.chunk_index).toBe(i);
    expect(c.previous_chunk).toBe(chunks[i - 1]?.id ?? null);
    expect(c.next_chunk).toBe(chunks[i + 1]?.id ?? null);
    expect(c.chunk_size).toBe(c.content.length);
    expect(c.chunk_size).toBeLessThanOrEqual(CHUNKING.maxSize);
    expect(c.word_count).toBe(c.content.split(/\s+/).filter(Boolean).length);
    expect(c.qdrant_point_id).toBeNull();
    expect(c.created_at).toBe(NOW);
  });
  expect(new Set(chunks.map((c) => c.id)).size).toBe(chunks.length);
  expect(chunks.length).toBeLessThanOrEqual(CHUNKING.maxChunksPerResume);
}

/** Consecutive chunks cut from one text repeat whole words of each other, at most the overlap. */
function expectOverlap(chunks: Chunk[]): void {
  for (let i = 0; i + 1 < chunks.length; i++) {
    const prev = chunks[i]?.content ?? '';
    const next = chunks[i + 1]?.content ?? '';
    const shared = [...Array(CHUNKING.overlap + 1).keys()].filter((k) => k > 0 && prev.endsWith(next.slice(0, k)));
    expect(shared.length).toBeGreaterThan(0);
    expect(Math.max(...shared)).toBeGreaterThan(10);
  }
}

describe('chunkResume: strategy by content length', () => {
  const items = ['skills', 'experience', 'experience', 'experience', 'education'];

  it('keeps a short resume as one comprehensive chunk plus per-item chunks', () => {
    const text = textOfLength(2000);
    const { strategy, chunks } = planChunks(input(text));
    expect(strategy).toBe('comprehensive');
    expect(types(chunks)).toEqual(['comprehensive', ...items]);
    expect(chunks[0]?.content).toBe(text);
    expectLinked(chunks);
  });

  it('at 4,999 characters splits the comprehensive text at the maximum size, with overlap', () => {
    const { strategy, chunks } = planChunks(input(textOfLength(4999)));
    expect(strategy).toBe('comprehensive');
    expect(types(chunks)).toEqual(['comprehensive', 'comprehensive', ...items]);
    expectOverlap(chunks.slice(0, 2));
    expectLinked(chunks);
  });

  it.each([5000, 14_999])('at %i characters makes summary, experiences and skills chunks', (n) => {
    const { strategy, chunks } = planChunks(input(textOfLength(n)));
    expect(strategy).toBe('sections');
    expect(types(chunks)).toEqual(['summary', 'experiences', ...items]);
    expect(chunks[0]?.content).toBe('Backend engineer with ten years of experience building payment systems.');
    expect(chunks[1]?.content).toContain('Senior Software Engineer at Company 1 (2020 – 2022)\nShipped project 1');
    expect(chunks[2]?.content).toBe('Skills\nTechnical: TypeScript, PostgreSQL\nProduct: Roadmapping\nLeadership: Mentoring');
    expectLinked(chunks);
  });

  it('falls back to the text when the section strategy has no summary or experiences', () => {
    const text = textOfLength(8000);
    const bare = { ...parsedResume(0), summary: '' };
    const { chunks } = planChunks(input(text, bare));
    const summary = chunks.filter((c) => c.chunk_type === 'summary');
    const body = chunks.filter((c) => c.chunk_type === 'experiences');
    expect(summary).toHaveLength(1);
    expect(text.startsWith(summary[0]?.content ?? 'x')).toBe(true);
    expect(body.length).toBeGreaterThanOrEqual(4);
    expectOverlap(body);
    expectLinked(chunks);
  });

  it.each([
    [15_000, 1000, 2000],
    [29_999, 1000, 2000],
    [30_000, 1500, 3000],
    [50_000, 1500, 3000],
  ])('at %i characters cuts hierarchical chunks of %i to %i characters with overlap', (n, floor, size) => {
    const text = textOfLength(n);
    const { strategy, chunks } = planChunks(input(text));
    expect(strategy).toBe('hierarchical');
    const text_chunks = chunks.filter((c) => c.chunk_type === 'hierarchical');
    for (const c of text_chunks.slice(0, -1)) {
      expect(c.chunk_size).toBeGreaterThanOrEqual(floor);
      expect(c.chunk_size).toBeLessThanOrEqual(size);
    }
    expect(text.startsWith(text_chunks[0]?.content ?? 'x')).toBe(true);
    expect(text.endsWith(text_chunks[text_chunks.length - 1]?.content ?? 'x')).toBe(true);
    expectOverlap(text_chunks);
    expect(types(chunks).slice(text_chunks.length)).toEqual(items);
    expectLinked(chunks);
  });
});

describe('chunkResume: cap, ids and payloads', () => {
  it('keeps at most 30 chunks: experiences first, then skills, then text chunks from the start', () => {
    const { chunks } = planChunks(input(textOfLength(50_000), parsedResume(12)));
    expect(chunks).toHaveLength(30);
    expect(types(chunks).filter((t) => t === 'experience')).toHaveLength(12);
    expect(types(chunks).filter((t) => t === 'skills')).toHaveLength(1);
    expect(types(chunks).filter((t) => t === 'hierarchical')).toHaveLength(17);
    expect(types(chunks)).not.toContain('education');
    expect(chunks[0]?.content.startsWith('Led the migration')).toBe(true);
    expectLinked(chunks);

    const many = chunkResume(input(textOfLength(3000), parsedResume(40)));
    expect(many).toHaveLength(30);
    expect(many.every((c) => c.chunk_type === 'experience')).toBe(true);
    expect(many[29]?.company).toBe('Company 30');
  });

  it('gives the same ids and chunks when the same input is chunked again', () => {
    const a = chunkResume(input(textOfLength(20_000)));
    const b = chunkResume(input(textOfLength(20_000)));
    expect(b).toEqual(a);
    expect(a[0]?.id).toBe('file-1:0:hierarchical');
  });

  it('fills the per-item search metadata and the vector payload', () => {
    const chunks = chunkResume(input(textOfLength(2000)));
    const experience = chunks.find((c) => c.chunk_type === 'experience');
    expect(experience).toMatchObject({
      content: 'Senior Software Engineer at Company 1 (2020 – 2022)\nShipped project 1 used by 10,000 customers\nReduced infrastructure cost by 25%',
      company: 'Company 1',
      role: 'Senior Software Engineer',
      duration: '2020 – 2022',
      achievements: ['Shipped project 1 used by 10,000 customers', 'Reduced infrastructure cost by 25%'],
      skills: ['TypeScript', 'PostgreSQL'],
      confidence_score: 0.9,
    });
    const education = chunks.find((c) => c.chunk_type === 'education');
    expect(education).toMatchObject({
      content: 'BSc Computer Science, University of Leeds (2012)',
      title: 'BSc Computer Science',
      company: 'University of Leeds',
      duration: '2012',
      confidence_score: 0.85,
    });
    const skills = chunks.find((c) => c.chunk_type === 'skills');
    expect(skills).toMatchObject({ skills: ['TypeScript', 'PostgreSQL', 'Roadmapping', 'Mentoring'], confidence_score: 0.75 });
    expect(chunks[0]).not.toHaveProperty('company');

    const payload = toVectorPayload(experience as Chunk);
    expect(ChunkPayloadSchema.parse(payload)).toEqual(payload);
    expect(payload).toMatchObject({
      chunk_id: experience?.id,
      user_id: 'user-1',
      resume_file_id: 'file-1',
      chunk_type: 'experience',
      company: 'Company 1',
    });
    expect(toVectorPayload(chunks[0] as Chunk)).not.toHaveProperty('role');
  });

  it('makes no text chunk from blank text and splits an oversized experience', () => {
    const parsed = parsedResume(1);
    const long = {
      ...parsed,
      experiences: parsed.experiences.map((e) => ({
        ...e,
        achievements: Array.from({ length: 60 }, (_, i) => `Delivered initiative number ${i} on time and under budget`),
      })),
    };
    const chunks = chunkResume(input('   ', long));
    const parts = chunks.filter((c) => c.chunk_type === 'experience');
    expect(types(chunks)[0]).toBe('skills');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(p.company).toBe('Company 1');
    expectOverlap(parts);
    expectLinked(chunks);
  });
});
