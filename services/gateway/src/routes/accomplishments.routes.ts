import { AccomplishmentCreateSchema, AccomplishmentSchema, OptionalUserIdQuerySchema, type Accomplishment } from '@tailor/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { callerId, findOwned } from '../ownership';
import { SIGNED_IN, signedInErrors, type RouteContext } from './context';
import { createdAtNow } from '../clock';

const tags = ['profile'];

export const accomplishmentRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { store }) => {
  app.post(
    '/api/accomplishments',
    { schema: { tags, ...SIGNED_IN, body: AccomplishmentCreateSchema, response: { 201: AccomplishmentSchema, ...signedInErrors(404) } } },
    async (request, reply) => {
      const { user_id: _owner, ...fields } = request.body;
      const userId = callerId(request);
      // An accomplishment may point at an experience, but only at one of the caller's.
      if (fields.experience_id !== null) await findOwned(store.experiences, fields.experience_id, request, 'Experience');
      const record: Accomplishment = { id: randomUUID(), user_id: userId, ...fields, created_at: createdAtNow() };
      return reply.status(201).send(await store.accomplishments.insert(record));
    },
  );

  app.get(
    '/api/accomplishments',
    { schema: { tags, ...SIGNED_IN, querystring: OptionalUserIdQuerySchema, response: { 200: z.array(AccomplishmentSchema), ...signedInErrors() } } },
    async (request) => store.accomplishments.find({ user_id: callerId(request) }, { sort: { field: 'created_at', direction: 'desc' } }),
  );
};
