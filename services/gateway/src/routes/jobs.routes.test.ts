import { JobIdParamsSchema } from '@tailor/contracts';
import { seededRandom } from '@tailor/testing';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { jobIdParamsValidator } from './jobs.routes';

type Outcome = { value?: unknown; error?: unknown };

const compile = (httpPart: string) =>
  jobIdParamsValidator({ schema: JobIdParamsSchema, method: 'GET', url: '/api/jobs/:jobId', httpPart }) as (data: unknown) => Outcome;

function generatedParams(count: number): unknown[] {
  const random = seededRandom(11);
  const alphabet = ['a', 'Z', '0', '-', '~', '%', ' ', 'é', '\u0000', '😀', '$', '.'];
  const text = (length: number) => Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  const lengths = [0, 1, 2, 36, 255, 256, 257, 300];
  const out: unknown[] = [null, undefined, 'ingest-x', 42, [], {}, { jobId: 5 }, { jobId: null }, { jobId: ['a'] }, { jobId: { $ne: 1 } }];
  for (let i = 0; i < count; i++) {
    const jobId = text(lengths[Math.floor(random() * lengths.length)]!);
    out.push({ jobId });
    out.push({ jobId, extra: 'x' });
    out.push({ jobid: jobId });
  }
  return out;
}

describe('GET /api/jobs/:jobId params check', () => {
  it('accepts exactly what JobIdParamsSchema accepts, with the same value', () => {
    const fast = compile('params');
    for (const params of generatedParams(400)) {
      const zod = JobIdParamsSchema.safeParse(params);
      const outcome = fast(params);
      expect({ params, accepted: outcome.error === undefined }).toEqual({ params, accepted: zod.success });
      if (zod.success) expect(outcome.value).toEqual(zod.data);
    }
  });

  it('leaves refusals and every other part of the request to zod, with its error details', () => {
    const zodOnly = validatorCompiler({ schema: JobIdParamsSchema, method: 'GET', url: '/api/jobs/:jobId' }) as (data: unknown) => Outcome;
    for (const params of [{ jobId: '' }, { jobId: 'x'.repeat(257) }, { jobId: 'a', extra: 1 }, null]) {
      const refused = compile('params')(params);
      expect(refused.error).toBeDefined();
      expect(refused).toEqual(zodOnly(params));
    }
    const querystring = compile('querystring');
    expect(querystring({ jobId: 'x' })).toEqual(zodOnly({ jobId: 'x' }));
    expect(querystring({ jobId: 'x', extra: 1 })).toEqual(zodOnly({ jobId: 'x', extra: 1 }));
  });
});
