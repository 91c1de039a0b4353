import * as f from '../fixtures';
import type { SchemaCases } from './helpers';

const jd = 'We are hiring a senior product manager to own the roadmap and analytics.';

export const commonCases: SchemaCases = {
  IdSchema: { valid: ['u1', 'a'.repeat(256)], invalid: ['', 'a'.repeat(257), f.OP, 1] },
  IsoDateTimeSchema: { valid: [f.NOW, f.LATER], invalid: ['2025-01-02', '2025-01-02T03:04:05', 'yesterday'] },
  DateOrDateTimeSchema: { valid: ['2025-01-02', f.NOW], invalid: ['02/01/2025', '2025-13-01'] },
  SafeString: { valid: ['', '$gt'], invalid: [f.OP, ['a'], 1, null] },
  ConfidenceSchema: { valid: [0, 0.5, 1], invalid: [-0.01, 1.01, '0.5'] },
  PercentSchema: { valid: [0, 100], invalid: [-1, 100.5, Number.NaN] },
  NonNegativeIntSchema: { valid: [0, 7], invalid: [-1, 1.5] },
  StringListSchema: { valid: [[], ['a']], invalid: [['a', 1], 'a'] },
  JsonValueSchema: { valid: [null, 1, 'a', { a: [true] }], invalid: [undefined, () => 1] },
  SafeJsonSchema: { valid: [{ a: { b: [1] } }], invalid: [{ a: [{ $where: 'x' }] }, { __proto__x: 1, constructor: 1 }] },
  ErrorCodeSchema: { valid: ['not_found', 'validation_failed'], invalid: ['NotFound', 'teapot'] },
  RequestIdSchema: { valid: ['req-1'], invalid: ['', 'x'.repeat(201)] },
  IngestResumePayloadSchema: {
    valid: [{ fileId: 'f1', userId: 'u1', requestId: 'r1' }],
    invalid: [
      { fileId: 'f1', userId: 'u1' },
      { fileId: 'f1', userId: 'u1', requestId: 'r1', bytes: 'AAAA' },
      { fileId: f.OP, userId: 'u1', requestId: 'r1' },
    ],
  },
  EmbedSemanticPayloadSchema: {
    valid: [{ userId: 'u1', fileId: 'f1', chunkIds: ['c1', 'c2'], requestId: 'r1' }],
    invalid: [
      { userId: 'u1', fileId: 'f1', chunkIds: [], requestId: 'r1' },
      { userId: 'u1', fileId: 'f1', chunkIds: ['c1'], requestId: 'r1', vectors: [[1]] },
      { userId: 'u1', chunkIds: ['c1'], requestId: 'r1' },
    ],
  },
  EmbedChunksPayloadSchema: {
    valid: [{ userId: 'u1', fileId: 'f1', chunkIds: ['c1'], batchIndex: 0, batchCount: 1, requestId: 'r1' }],
    invalid: [
      { userId: 'u1', fileId: 'f1', chunkIds: [], batchIndex: 0, batchCount: 1, requestId: 'r1' },
      { userId: 'u1', fileId: 'f1', chunkIds: Array.from({ length: 51 }, (_, i) => `c${i}`), batchIndex: 0, batchCount: 1, requestId: 'r1' },
      { userId: 'u1', fileId: 'f1', chunkIds: ['c1'], batchIndex: 1, batchCount: 1, requestId: 'r1' },
      { userId: 'u1', fileId: 'f1', chunkIds: ['c1'], batchIndex: 0, batchCount: 1, requestId: 'r1', vectors: [[1]] },
    ],
  },
  IngestRunIdSchema: { valid: ['1764230000000-1', 'a_b.c'], invalid: ['', 'a:b', 'a~b', 'x'.repeat(201)] },
  IngestFinalizePayloadSchema: {
    valid: [{ fileId: 'f1', userId: 'u1', runId: '1-1', requestId: 'r1', startedAt: 0 }],
    invalid: [
      { fileId: 'f1', userId: 'u1', requestId: 'r1', startedAt: 0 },
      { fileId: 'f1', userId: 'u1', runId: 'a:b', requestId: 'r1', startedAt: 0 },
    ],
  },
  ProfileRecomputePayloadSchema: {
    valid: [{ userId: 'u1', requestId: 'r1' }],
    invalid: [{ userId: 'u1' }, { userId: f.OP, requestId: 'r1' }, { userId: 'u1', requestId: 'r1', fileId: 'f1' }],
  },
  GenerateResumePayloadSchema: {
    valid: [{ userId: 'u1', jobDescription: jd, requestId: 'r1' }],
    invalid: [
      { userId: 'u1', jobDescription: 'too short', requestId: 'r1' },
      { userId: 'u1', jobDescription: 'x'.repeat(10_001), requestId: 'r1' },
      { userId: 'u1', jobDescription: jd },
    ],
  },
};
