import { JobIdParamsSchema, JobStatusSchema } from '@tailor/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orNotFound } from '../http-error';
import { callerId } from '../ownership';
import { toPublicJobStatus } from '../services/job-status.service';
import { SIGNED_IN, signedInErrors, type RouteContext } from './context';

export const jobRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { producer }) => {
  app.get(
    '/api/jobs/:jobId',
    { schema: { tags: ['jobs'], ...SIGNED_IN, params: JobIdParamsSchema, response: { 200: JobStatusSchema, ...signedInErrors(404, 503) } } },
    async (request) => {
      const status = await producer.findJobStatus(request.params.jobId);
      return orNotFound(status && toPublicJobStatus(status, callerId(request)), 'Job');
    },
  );
};
