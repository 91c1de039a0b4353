import {
  ApplicationCreateSchema,
  ApplicationPatchSchema,
  ApplicationSchema,
  ApplicationsListResponseSchema,
  IdParamsSchema,
  type Application,
} from '@tailor/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { callerId, deleteOwned, updateOwned } from '../ownership';
import { SIGNED_IN, signedInErrors, type RouteContext } from './context';
import { createdAtNow } from '../clock';

const tags = ['applications'];

/** The application tracker, persisted per user. PATCH may change the status too. */
export const applicationRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { store }) => {
  app.get(
    '/api/applications',
    { schema: { tags, ...SIGNED_IN, response: { 200: ApplicationsListResponseSchema, ...signedInErrors() } } },
    async (request) => store.applications.find({ user_id: callerId(request) }, { sort: { field: 'created_at', direction: 'desc' } }),
  );

  app.post(
    '/api/applications',
    { schema: { tags, ...SIGNED_IN, body: ApplicationCreateSchema, response: { 201: ApplicationSchema, ...signedInErrors() } } },
    async (request, reply) => {
      const now = createdAtNow();
      const record: Application = { id: randomUUID(), user_id: callerId(request), ...request.body, created_at: now, updated_at: now };
      return reply.status(201).send(await store.applications.insert(record));
    },
  );

  app.patch(
    '/api/applications/:id',
    {
      schema: {
        tags,
        ...SIGNED_IN,
        params: IdParamsSchema,
        body: ApplicationPatchSchema,
        response: { 200: ApplicationSchema, ...signedInErrors(404) },
      },
    },
    async (request) =>
      updateOwned(store.applications, request.params.id, request, { ...request.body, updated_at: new Date().toISOString() }, 'Application'),
  );

  app.delete(
    '/api/applications/:id',
    { schema: { tags, ...SIGNED_IN, params: IdParamsSchema, response: { 204: z.null().describe('Deleted'), ...signedInErrors(404) } } },
    async (request, reply) => {
      await deleteOwned(store.applications, request.params.id, request, 'Application');
      return reply.status(204).send(null);
    },
  );
};
