import { z } from 'zod';
import { ApplicationCreateSchema, ApplicationPatchSchema } from './applications';
import { bearerToken, LoginRequestSchema, RegisterRequestSchema } from './auth';
import { toValidationIssues, UserIdQuerySchema } from './common';
import { EmbeddingsRequestSchema } from './embeddings';
import { docxFilename, GenerateRequestSchema } from './generate';
import { VectorSearchRequestSchema } from './data';
import { JobStatusSchema } from './jobs';

const firstMessage = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues[0]?.message;
const JD = 'We are hiring a senior product manager to own the roadmap and analytics.';

describe('GenerateRequestSchema', () => {
  it('answers blank or missing descriptions with the spec message', () => {
    const msg = 'Please enter a job description to generate a tailored resume.';
    expect(firstMessage(GenerateRequestSchema.safeParse({ jobDescription: '  \n ' }))).toBe(msg);
    expect(firstMessage(GenerateRequestSchema.safeParse({}))).toBe(msg);
    expect(GenerateRequestSchema.safeParse({ jobDescription: '  \n ' }).error?.issues).toHaveLength(1);
  });

  it('enforces the 50..10000 bounds on trimmed text and returns it trimmed', () => {
    expect(firstMessage(GenerateRequestSchema.safeParse({ jobDescription: `  ${'x'.repeat(49)}  ` }))).toBe(
      'Job description must be at least 50 characters',
    );
    expect(GenerateRequestSchema.parse({ jobDescription: `  ${JD}  ` }).jobDescription).toBe(JD);
  });
});

describe('ApplicationCreateSchema', () => {
  it('applies the form reset values and coerces the match score', () => {
    const a = ApplicationCreateSchema.parse({ company: ' Netflix ', role: 'PM', matchScore: 'n/a', keyEmphasis: ['', ' growth '] });
    expect(a).toMatchObject({ company: 'Netflix', status: 'Applied', matchScore: 0, keyEmphasis: ['growth'], feedback: '' });
    expect(a.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ApplicationCreateSchema.parse({ company: 'N', role: 'R', matchScore: 250 }).matchScore).toBe(100);
  });

  it('patch does not invent defaults', () => {
    expect(ApplicationPatchSchema.parse({ feedback: 'Good call' })).toEqual({ feedback: 'Good call' });
  });
});

describe('auth bodies', () => {
  it('reject NoSQL operator objects and unknown keys', () => {
    expect(LoginRequestSchema.safeParse({ email: 'a@b.co', password: { $ne: null } }).success).toBe(false);
    expect(LoginRequestSchema.safeParse({ email: 'a@b.co', password: 'x', $where: 'true' }).success).toBe(false);
    expect(RegisterRequestSchema.safeParse({ email: 'a@b.co', password: 'x', is_admin: true }).success).toBe(false);
  });

  it('report which field is wrong', () => {
    const r = RegisterRequestSchema.safeParse({ email: 'nope', password: '' });
    expect(r.error && toValidationIssues(r.error)).toEqual([
      { path: 'email', message: 'A valid email is required' },
      { path: 'password', message: 'Password is required' },
    ]);
  });

  it.each([
    ['Bearer token_abc', 'token_abc'],
    ['bearer   token_abc ', 'token_abc'],
    ['Basic abc', null],
    ['Bearer', null],
    [undefined, null],
  ])('bearerToken(%p) → %p', (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });
});

describe('query and other bodies', () => {
  it('rejects qs-style operator objects in userId', () => {
    expect(UserIdQuerySchema.safeParse({ userId: { $ne: 'x' } }).success).toBe(false);
    expect(UserIdQuerySchema.parse({ userId: 'u1', extra: '1' })).toEqual({ userId: 'u1' });
  });

  it('defaults use_cache to true and search limit to maxChunks', () => {
    expect(EmbeddingsRequestSchema.parse({ texts: ['a'] }).use_cache).toBe(true);
    const v = Array.from({ length: 1536 }, () => 0);
    expect(VectorSearchRequestSchema.parse({ queryVector: v, userId: 'u1' })).toMatchObject({ limit: 15, filters: {} });
  });

  it('narrows job status results by kind', () => {
    const s = JobStatusSchema.parse({
      id: 'g',
      kind: 'generation',
      state: 'completed',
      progress: 100,
      stage: 'Done',
      error: null,
      result: { analysisId: 'ja1' },
    });
    expect(s.kind === 'generation' && s.result?.analysisId).toBe('ja1');
  });

  it('builds safe DOCX file names', () => {
    expect(docxFilename('Senior Product Manager')).toBe('Senior_Product_Manager_Resume.docx');
    expect(docxFilename('PM / "Growth"')).toBe('PM_Growth_Resume.docx');
    expect(docxFilename(null)).toBe('Product_Manager_Resume.docx');
    expect(docxFilename('  ')).toBe('Product_Manager_Resume.docx');
  });
});
