import { IdParamsSchema, OptionalUserIdQuerySchema, PatternCreateSchema, PatternSchema, PatternUpdateSchema, type Pattern } from '@tailor/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { callerId, updateOwned } from '../ownership';
import { SIGNED_IN, signedInErrors, type RouteContext } from './context';

const tags = ['patterns'];

/** Extraction patterns: the caller's own, plus global ones (user_id null) that only the store seeds. */
export const patternRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { store }) => {
  app.get(
    '/api/patterns',
    { schema: { tags, ...SIGNED_IN, querystring: OptionalUserIdQuerySchema, response: { 200: z.array(PatternSchema), ...signedInErrors() } } },
    async (request) => store.patterns.find({ user_id: { in: [callerId(request), null] } }),
  );

  app.post(
    '/api/patterns',
    { schema: { tags, ...SIGNED_IN, body: PatternCreateSchema, response: { 201: PatternSchema, ...signedInErrors() } } },
    async (request, reply) => {
      const pattern: Pattern = { id: randomUUID(), user_id: callerId(request), ...request.body };
      return reply.status(201).send(await store.patterns.insert(pattern));
    },
  );

  app.put(
    '/api/patterns/:id',
    { schema: { tags, ...SIGNED_IN, params: IdParamsSchema, body: PatternUpdateSchema, response: { 200: PatternSchema, ...signedInErrors(404) } } },
    async (request) => updateOwned(store.patterns, request.params.id, request, request.body, 'Pattern'),
  );
};
