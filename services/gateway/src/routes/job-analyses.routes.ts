import {
  IdParamsSchema,
  JobAnalysesListResponseSchema,
  JobAnalysisCreateSchema,
  OptionalUserIdQuerySchema,
  StoredAnalysisRecordSchema,
  type StoredAnalysisRecord,
} from '@tailor/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { callerId, findOwned } from '../ownership';
import { SIGNED_IN, signedInErrors, type RouteContext } from './context';
import { createdAtNow } from '../clock';

const tags = ['tailoring'];

export const jobAnalysisRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { store }) => {
  app.post(
    '/api/job-analyses',
    { schema: { tags, ...SIGNED_IN, body: JobAnalysisCreateSchema, response: { 201: StoredAnalysisRecordSchema, ...signedInErrors() } } },
    async (request, reply) => {
      const { user_id: _owner, match_score, ...fields } = request.body;
      const record: StoredAnalysisRecord = {
        id: randomUUID(),
        user_id: callerId(request),
        ...fields,
        match_score: match_score ?? fields.analysis_results.matchScore,
        created_at: createdAtNow(),
      };
      return reply.status(201).send(await store.jobAnalyses.insert(record));
    },
  );

  app.get(
    '/api/job-analyses',
    { schema: { tags, ...SIGNED_IN, querystring: OptionalUserIdQuerySchema, response: { 200: JobAnalysesListResponseSchema, ...signedInErrors() } } },
    async (request) => store.jobAnalyses.find({ user_id: callerId(request) }, { sort: { field: 'created_at', direction: 'desc' } }),
  );

  app.get(
    '/api/job-analyses/:id',
    { schema: { tags, ...SIGNED_IN, params: IdParamsSchema, response: { 200: StoredAnalysisRecordSchema, ...signedInErrors(404) } } },
    async (request) => findOwned(store.jobAnalyses, request.params.id, request, 'Job analysis'),
  );
};
