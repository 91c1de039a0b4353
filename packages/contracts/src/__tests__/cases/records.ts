import * as f from '../fixtures';
import { type SchemaCases, without, withField as w } from './helpers';

const file = { original_filename: 'cv.docx', file_size: 1200 };
const chunkIn = { resume_file_id: 'f1', chunk_type: 'experience', content: 'Led a team', chunk_index: 0 };
const vec = { id: 'c1', embedding: [0.1, 0.2] };
const analysis = { job_description: 'x'.repeat(60), analysis_results: f.enrichedAnalysis(), generated_resume: f.tailoredResume() };

export const recordCases: SchemaCases = {
  OptionalUserIdQuerySchema: { valid: [{}, { userId: 'u1' }, { userId: 'u1', _: '1' }], invalid: [{ userId: f.OP }, { userId: '' }] },
  ResumeFileCreateSchema: {
    valid: [file, { ...file, user_id: 'u1', file_type: 'txt', processing_status: 'completed', structured_content: null }],
    invalid: [
      without(file, 'original_filename'),
      w(file, 'file_size', -1),
      w(file, 'file_type', 'exe'),
      w(file, 'job_id', 'j1'),
      w(file, 'original_filename', f.OP),
    ],
  },
  ResumeFileUpdateSchema: {
    valid: [{ processing_notes: ['Hidden text was ignored.'] }, {}, { processing_status: 'failed', processing_error: 'bad' }],
    invalid: [{ processing_status: 'done' }, { file_size: 3 }, { processing_error: f.OP }],
  },
  ResumeChunkInputSchema: {
    valid: [chunkIn, { ...chunkIn, id: 'c1', user_id: 'u1', company: 'Acme', skills: ['SQL'] }],
    invalid: [without(chunkIn, 'resume_file_id'), w(chunkIn, 'chunk_type', 'x'), w(chunkIn, 'embedding', [1]), w(chunkIn, 'content', f.OP)],
  },
  ResumeChunksCreateSchema: { valid: [{ chunks: [chunkIn] }], invalid: [{ chunks: [] }, { chunks: [chunkIn], $set: {} }] },
  ResumeChunksCreateResponseSchema: { valid: [{ saved: 1, ids: ['c1'] }], invalid: [{ saved: -1, ids: [] }] },
  VectorChunkInputSchema: {
    valid: [vec, { ...vec, user_id: 'u1', resume_file_id: 'f1' }],
    invalid: [without(vec, 'embedding'), w(vec, 'embedding', []), w(vec, 'payload', {})],
  },
  VectorUpsertRequestSchema: { valid: [{ chunks: [vec] }, [vec]], invalid: [{ chunks: [] }, [], { chunks: [vec], extra: 1 }] },
  VectorUpsertResponseSchema: { valid: [{ upserted: 2 }], invalid: [{ upserted: 'two' }] },
  DeleteBySourceResponseSchema: { valid: [{ deleted: 1, updated: 0 }], invalid: [{ deleted: 1 }] },
  JobAnalysisCreateSchema: {
    valid: [analysis, { ...analysis, user_id: 'u1', match_score: 50, processing_time_ms: 1200, relevant_chunks_count: 3 }],
    invalid: [without(analysis, 'analysis_results'), w(analysis, 'match_score', 101), w(analysis, 'id', 'ja1'), w(analysis, 'job_description', '  ')],
  },
  ProcessingConfigCreateSchema: {
    valid: [{ name: 'chunking', value: { size: 2000 } }],
    invalid: [{ name: '', value: 1 }, { name: 'x', value: { $gt: 1 } }, { name: 'x' }],
  },
  ProcessingConfigUpdateSchema: { valid: [{}, { value: [1, 2] }], invalid: [{ value: { a: { $ne: 1 } } }, { id: 'pc2' }] },
};
