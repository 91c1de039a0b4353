import { JobIdParamsSchema, JobStatusSchema } from '@tailor/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orNotFound } from '../http-error';
import { callerId } from '../ownership';
import { readJobStatusFor } from '../services/job-status.service';
import { SIGNED_IN, signedInErrors, type RouteContext } from './context';

export const jobRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  app.get(
    '/api/jobs/:jobId',
    {
      // Clients poll this; two request-log lines per poll would drown the logs. Warnings and errors still log.
      logLevel: 'warn',
      schema: { tags: ['jobs'], ...SIGNED_IN, params: JobIdParamsSchema, response: { 200: JobStatusSchema, ...signedInErrors(404, 503) } },
    },
    async (request) => orNotFound(await readJobStatusFor(context, request.params.jobId, callerId(request)), 'Job'),
  );
};
