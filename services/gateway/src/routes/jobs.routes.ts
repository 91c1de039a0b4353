import { ID_MAX_LENGTH, JobIdParamsSchema, jobKindFromId, JobStatusSchema, QUEUE_NAMES } from '@tailor/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JobStatus as QueueJobStatus } from '@tailor/queue';
import { orNotFound } from '../http-error';
import { callerId } from '../ownership';
import { toPublicJobStatus } from '../services/job-status.service';
import { SIGNED_IN, signedInErrors, type RouteContext } from './context';

// A status served from memory is the same object poll after poll (toPublicJobStatus memoises its
// public form), so its JSON is kept beside it.
const serialized = new WeakMap<object, string>();
function serializeJobStatus(data: unknown): string {
  if (data === null || typeof data !== 'object') return JSON.stringify(data);
  let json = serialized.get(data);
  if (json === undefined) {
    json = JSON.stringify(data);
    serialized.set(data, json);
  }
  return json;
}

/**
 * The params check of the most-polled route, accepting exactly what JobIdParamsSchema accepts (a
 * test compares both on generated inputs): one key, jobId, a string of 1 to ID_MAX_LENGTH characters. zod's
 * parse and the type provider's wrapper cost about 2 µs per poll, some 15% of the route's CPU.
 * Anything the fast check does not accept goes to zod, so errors keep zod's shape and details.
 */
export const jobIdParamsValidator: FastifySchemaCompiler<unknown> = (route) => {
  const zodValidator = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart !== 'params') return zodValidator;
  return (data) => {
    if (data !== null && typeof data === 'object') {
      const { jobId } = data as { jobId?: unknown };
      if (typeof jobId === 'string' && jobId.length >= 1 && jobId.length <= ID_MAX_LENGTH && Object.keys(data).length === 1) return { value: data };
    }
    return zodValidator(data);
  };
};

export const jobRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { producer, jobStatus }) => {
  app.get(
    '/api/jobs/:jobId',
    {
      // Clients poll this about once a second per file; two request-log lines per poll would drown
      // the logs and cost a measurable share of the route's time. Warnings and errors still log.
      logLevel: 'warn',
      // The body is assembled field by field by toPublicJobStatus from checked parts (the worker's
      // result is safeParsed against its contract there), so re-validating it with zod on the way out
      // only repeated that work on the most-requested route. The schema still documents the answer.
      serializerCompiler: () => serializeJobStatus,
      validatorCompiler: jobIdParamsValidator,
      schema: { tags: ['jobs'], ...SIGNED_IN, params: JobIdParamsSchema, response: { 200: JobStatusSchema, ...signedInErrors(404, 503) } },
    },
    (request) => {
      // Public job ids name their queue (ingest-…, generation-…): this is the hot polling route,
      // so it reads one queue instead of asking each in turn.
      const { jobId } = request.params;
      const answer = (status: QueueJobStatus | null) => orNotFound(status && toPublicJobStatus(status, callerId(request)), 'Job');
      const kind = jobKindFromId(jobId);
      if (!kind) return answer(null);
      const queue = producer.queue(QUEUE_NAMES[kind]);
      // Most polls are answered from memory: then without a promise or a microtask hop.
      const known = jobStatus.peek(queue, jobId);
      return known === undefined ? jobStatus.read(queue, jobId).then(answer) : answer(known);
    },
  );
};
