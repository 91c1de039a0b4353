// Complete, schema-valid records of the typed collections, for tests that go through the typed
// repositories (and so prove the store's types line up with @tailor/contracts).
import { randomUUID } from 'node:crypto';
import type { Chunk, ResumeFileRecord, Session, UserRecord } from '@tailor/contracts';

const NOW = '2024-06-01T12:00:00.000Z';
const id = (): string => randomUUID();

export function makeUser(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id: id(),
    email: `${id()}@example.com`,
    full_name: 'Test User',
    created_at: NOW,
    updated_at: NOW,
    password_hash: 'hash',
    password_salt: 'salt',
    ...overrides,
  };
}

export function makeSession(userId: string, overrides: Partial<Session> = {}): Session {
  return { id: id(), user_id: userId, token_hash: id(), created_at: NOW, expires_at: NOW, revoked_at: null, ...overrides };
}

export function makeResumeFile(userId: string, overrides: Partial<ResumeFileRecord> = {}): ResumeFileRecord {
  return {
    id: id(),
    user_id: userId,
    original_filename: 'resume.docx',
    file_type: 'docx',
    file_size: 1234,
    created_at: NOW,
    updated_at: NOW,
    processing_status: 'pending',
    embedding_status: 'pending',
    processing_error: null,
    processing_notes: [],
    structured_content: null,
    job_id: null,
    processing_time_ms: null,
    ...overrides,
  };
}

export function makeChunk(userId: string, resumeFileId: string, overrides: Partial<Chunk> = {}): Chunk {
  return {
    id: id(),
    user_id: userId,
    resume_file_id: resumeFileId,
    chunk_type: 'experience',
    content: 'Led a team of five engineers building a TypeScript platform.',
    chunk_index: 0,
    word_count: 10,
    confidence_score: 0.9,
    previous_chunk: null,
    next_chunk: null,
    chunk_size: 62,
    created_at: NOW,
    qdrant_point_id: null,
    company: 'Acme',
    achievements: ['Shipped v2'],
    skills: ['TypeScript'],
    ...overrides,
  };
}
