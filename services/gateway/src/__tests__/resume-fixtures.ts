import type { FastifyInstance } from 'fastify';
import { call, type TestUser } from './harness';

// Resume file, chunk and vector fixtures shared by the files and chunks test files.

export const vec = (seed: number) => Array.from({ length: 1536 }, (_, i) => Math.sin(seed * (i + 1)));

export const chunk = (fileId: string, index: number, extra: Record<string, unknown> = {}) => ({
  resume_file_id: fileId,
  chunk_type: 'experience',
  content: `Led team ${index} to ship the product`,
  chunk_index: index,
  ...extra,
});

export function resumeFixtures(app: () => FastifyInstance) {
  const newFile = async (user: TestUser, name = 'cv.docx') => {
    const res = await call(app(), 'POST', '/api/files', { token: user.token, body: { original_filename: name, file_size: 1234 } });
    expect(res.status).toBe(201);
    return res.body as { id: string };
  };
  const saveChunks = async (user: TestUser, chunks: unknown[]) => {
    const res = await call(app(), 'POST', '/api/resume-chunks', { token: user.token, body: { chunks } });
    expect(res.status).toBe(201);
    return res.body.ids as string[];
  };
  const upsert = async (user: TestUser, ids: string[], seed = 1) => {
    const res = await call(app(), 'POST', '/api/qdrant/vectors', {
      token: user.token,
      body: { chunks: ids.map((id, i) => ({ id, embedding: vec(seed + i) })) },
    });
    expect(res.status).toBe(200);
    return res.body;
  };
  const search = (user: TestUser, body: Record<string, unknown> = {}) =>
    call(app(), 'POST', '/api/qdrant/search', { token: user.token, body: { queryVector: vec(1), userId: user.user.id, ...body } });
  return { newFile, saveChunks, upsert, search };
}
