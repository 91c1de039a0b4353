import * as f from '../fixtures';
import { type SchemaCases, without, withField as w } from './helpers';

const jd = 'We are hiring a senior product manager to own the roadmap and analytics.';
const health = { status: 'ok', store: 'ok', redis: 'ok', qdrant: 'ok' };
const accepted = { fileId: 'f1', jobId: 'ingest-f1', original_filename: 'a.docx' };
const rejected = { original_filename: 'b.exe', error: 'Unsupported file type: .exe. Supported types: .docx, .txt, .pdf' };
const uploadFile = { ...accepted, state: 'active', progress: 30, stage: 'Parsing resume', error: null };
const genStatus = {
  id: 'generation-u1~r1',
  kind: 'generation',
  state: 'active',
  progress: 40,
  stage: 'Retrieving evidence',
  error: null,
  result: null,
};
const embHealth = { status: 'ok', cache_stats: { hits: 1, misses: 2, total_requests: 3 }, cache_size: 2, model: 'fastembed', dimensions: 1536 };

export const httpCases: SchemaCases = {
  ErrorBodySchema: {
    valid: [{ error: 'Not found' }, { error: 'Bad', code: 'validation_failed', details: [{ path: 'a', message: 'b' }] }],
    invalid: [{}, { error: 'x', code: 'nope' }, { error: '' }],
  },
  ValidationIssueSchema: { valid: [{ path: 'email', message: 'bad' }], invalid: [{ path: ['email'], message: 'bad' }] },
  HealthPartStateSchema: { valid: ['ok', 'error'], invalid: ['down'] },
  HealthResponseSchema: {
    valid: [health, { ...health, qdrant: 'error', status: 'error', version: '1' }],
    invalid: [without(health, 'redis'), w(health, 'store', 'fine')],
  },
  UserIdQuerySchema: { valid: [{ userId: 'u1' }, { userId: 'u1', _: '123' }], invalid: [{ userId: { $ne: '' } }, {}, { userId: ['u1', 'u2'] }] },
  UserIdBodySchema: { valid: [{ user_id: 'u1' }], invalid: [{ user_id: f.OP }, { user_id: 'u1', $where: '1' }, {}] },
  OptionalUserIdBodySchema: { valid: [{}, { user_id: 'u1' }], invalid: [{ user_id: f.OP }, { other: 1 }] },
  IdParamsSchema: { valid: [{ id: 'x' }], invalid: [{ id: '' }, {}] },
  JobIdParamsSchema: { valid: [{ jobId: 'ingest-f1' }], invalid: [{ jobId: '' }, { id: 'x' }] },
  UserIdParamsSchema: { valid: [{ userId: 'u1' }], invalid: [{ userId: '' }] },
  RegisterRequestSchema: {
    valid: [
      { email: 'a@b.co', password: 'p', full_name: 'a' },
      { email: 'a@b.co', password: 'p' },
    ],
    invalid: [
      { email: 'not-an-email', password: 'p' },
      { email: 'a@b.co', password: '' },
      { email: f.OP, password: 'p' },
      { email: 'a@b.co', password: 'p', role: 'admin' },
    ],
  },
  RegisterResponseSchema: { valid: [f.user()], invalid: [without(f.user(), 'id')] },
  AuthTokenSchema: { valid: ['token_abc'], invalid: ['abc', 'token_', f.OP] },
  LoginRequestSchema: {
    valid: [
      { email: 'a@b.co', password: 'p' },
      { email: 'whatever', password: 'p' },
    ],
    invalid: [{ email: 'a@b.co', password: f.OP }, { email: { $gt: '' }, password: 'p' }, { email: 'a@b.co' }, { email: '', password: 'p' }],
  },
  LoginResponseSchema: { valid: [{ token: 'token_1', user: f.user() }], invalid: [{ token: 'abc', user: f.user() }, { token: 'token_1' }] },
  MeResponseSchema: { valid: [f.user()], invalid: [w(f.user(), 'email', 'x')] },
  UploadAcceptedSchema: { valid: [accepted], invalid: [without(accepted, 'jobId')] },
  UploadRejectedSchema: { valid: [rejected], invalid: [w(rejected, 'error', '')] },
  UploadResponseSchema: {
    valid: [
      { uploadId: 'up1', accepted: [accepted], rejected: [rejected] },
      { uploadId: 'up1', accepted: [], rejected: [] },
    ],
    invalid: [
      { uploadId: 'up1', accepted: [accepted] },
      { uploadId: 'up1', accepted: [rejected], rejected: [] },
      { accepted: [accepted], rejected: [] },
    ],
  },
  UploadIdParamsSchema: { valid: [{ uploadId: 'up1' }], invalid: [{ uploadId: '' }, { id: 'up1' }, { uploadId: 'up1', extra: 1 }] },
  UploadFileStatusSchema: {
    valid: [uploadFile],
    invalid: [without(uploadFile, 'jobId'), w(uploadFile, 'state', 'delayed'), w(uploadFile, 'progress', 101)],
  },
  UploadStatusResponseSchema: {
    valid: [
      { uploadId: 'up1', done: false, files: [uploadFile] },
      { uploadId: 'up1', done: true, files: [] },
    ],
    invalid: [
      { uploadId: 'up1', files: [uploadFile] },
      { uploadId: 'up1', done: 'yes', files: [] },
    ],
  },
  ProfileStatusResponseSchema: { valid: [{ updating: true }, { updating: false }], invalid: [{}, { updating: 'no' }] },
  UploadErrorResponseSchema: {
    valid: [{ accepted: [], rejected: [rejected], error: 'No file was accepted' }],
    invalid: [{ accepted: [], rejected: [rejected] }],
  },
  FilesListResponseSchema: { valid: [[], [f.resumeFile()]], invalid: [[w(f.resumeFile(), 'processing_status', 'done')], {}] },
  JobKindSchema: { valid: ['ingest', 'generation'], invalid: ['embedding'] },
  JobStateSchema: { valid: ['waiting', 'active', 'completed', 'failed'], invalid: ['delayed'] },
  IngestJobResultSchema: { valid: [{ fileId: 'f1' }, { fileId: 'f1', chunks: 3 }], invalid: [{}] },
  GenerationJobResultSchema: { valid: [{ analysisId: 'ja1' }], invalid: [{ analysisId: '' }] },
  IngestJobStatusSchema: { valid: [f.jobStatus()], invalid: [w(f.jobStatus(), 'kind', 'generation')] },
  GenerationJobStatusSchema: { valid: [genStatus], invalid: [w(genStatus, 'result', { fileId: 'f1' })] },
  JobStatusSchema: {
    valid: [f.jobStatus(), genStatus, { ...genStatus, state: 'failed', progress: -1, stage: 'Failed', error: 'All fallback models failed' }],
    invalid: [
      w(f.jobStatus(), 'progress', 101),
      w(f.jobStatus(), 'progress', -2),
      w(f.jobStatus(), 'state', 'delayed'),
      without(f.jobStatus(), 'error'),
      w(f.jobStatus(), 'kind', 'embedding'),
    ],
  },
  JobDescriptionSchema: { valid: [jd, `  ${jd}  `], invalid: ['', '   ', 'short', f.OP, 'x'.repeat(10_001)] },
  GenerateRequestSchema: { valid: [{ jobDescription: jd }], invalid: [{}, { jobDescription: f.OP }, { jobDescription: jd, userId: 'u2' }] },
  GenerateResponseSchema: { valid: [{ jobId: 'generation-u1~r1' }], invalid: [{ jobId: '' }] },
  JobAnalysesListResponseSchema: { valid: [[f.analysisRecord()]], invalid: [[w(f.analysisRecord(), 'match_score', 'high')]] },
  MatchScoreInputSchema: { valid: [50, '50', 'abc', null, 150], invalid: [f.OP, true, undefined] },
  ApplicationCreateSchema: {
    valid: [
      { company: 'Netflix', role: 'PM' },
      {
        company: 'Netflix',
        role: 'PM',
        companyData: f.companyData(),
        date: '2025-01-02',
        status: 'Offer',
        keyEmphasis: ['x'],
        matchScore: 90,
        feedback: 'ok',
      },
    ],
    invalid: [
      { company: 'Netflix' },
      { company: '  ', role: 'PM' },
      { company: f.OP, role: 'PM' },
      { company: 'N', role: 'PM', status: 'Hired' },
      { company: 'N', role: 'PM', id: 'a1' },
    ],
  },
  ApplicationPatchSchema: { valid: [{ status: 'Offer' }, { feedback: '' }], invalid: [{}, { status: 'Hired' }, { role: f.OP }, { user_id: 'u2' }] },
  ApplicationsListResponseSchema: { valid: [[f.application()]], invalid: [[without(f.application(), 'id')]] },
  EmbeddingsRequestSchema: {
    valid: [{ texts: ['a'] }, { texts: Array.from({ length: 256 }, () => 'x'), use_cache: false }],
    invalid: [
      { texts: [] },
      { texts: Array.from({ length: 257 }, () => 'x') },
      { texts: ['x'.repeat(20_001)] },
      { texts: [f.OP] },
      { texts: ['a'], use_cache: 'yes' },
    ],
  },
  EmbeddingsResponseSchema: {
    valid: [{ embeddings: [[0.1, 0.2]], cache_hits: 0, cache_misses: 1, processing_time_ms: 3.5 }],
    invalid: [
      { embeddings: [[0.1]], cache_hits: -1, cache_misses: 1, processing_time_ms: 1 },
      { embeddings: [['a']], cache_hits: 0, cache_misses: 1, processing_time_ms: 1 },
    ],
  },
  EmbeddingCacheStatsSchema: { valid: [embHealth.cache_stats], invalid: [{ hits: 1, misses: 1 }] },
  EmbeddingHealthSchema: { valid: [embHealth], invalid: [without(embHealth, 'model'), w(embHealth, 'dimensions', 0)] },
};
