import {
  IdParamsSchema,
  ProcessingConfigCreateSchema,
  ProcessingConfigSchema,
  ProcessingConfigUpdateSchema,
  SkillsDatabaseCreateSchema,
  SkillsDatabaseEntrySchema,
  SkillsDatabaseUpdateSchema,
} from '@tailor/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { orNotFound } from '../http-error';
import { errors, SIGNED_IN, signedInErrors, type RouteContext } from './context';

// Global data (skills database, processing configs) belongs to no user: every signed-in user reads
// it, only the operator's ADMIN_TOKEN writes it (see requireAdmin in plugins/auth.ts).

const ADMIN = { security: [{ adminToken: [] }] };
const adminErrors = (...more: number[]) => errors(400, 401, 403, 409, ...more);

export const globalDataReadRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { store }) => {
  app.get(
    '/api/processing-configs',
    { schema: { tags: ['global data'], ...SIGNED_IN, response: { 200: z.array(ProcessingConfigSchema), ...signedInErrors() } } },
    async () => store.processingConfigs.find({}, { sort: { field: 'name', direction: 'asc' } }),
  );

  app.get(
    '/api/skills-database',
    { schema: { tags: ['global data'], ...SIGNED_IN, response: { 200: z.array(SkillsDatabaseEntrySchema), ...signedInErrors() } } },
    async () => store.skillsDatabase.find({}, { sort: { field: 'name', direction: 'asc' } }),
  );
};

export const globalDataAdminRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { store }) => {
  const tags = ['global data (admin)'];

  app.post(
    '/api/processing-configs',
    { schema: { tags, ...ADMIN, body: ProcessingConfigCreateSchema, response: { 201: ProcessingConfigSchema, ...adminErrors() } } },
    async (request, reply) => reply.status(201).send(await store.processingConfigs.insert({ id: randomUUID(), ...request.body })),
  );

  app.put(
    '/api/processing-configs/:id',
    {
      schema: {
        tags,
        ...ADMIN,
        params: IdParamsSchema,
        body: ProcessingConfigUpdateSchema,
        response: { 200: ProcessingConfigSchema, ...adminErrors(404) },
      },
    },
    async (request) => orNotFound(await store.processingConfigs.update(request.params.id, request.body), 'Processing config'),
  );

  app.post(
    '/api/skills-database',
    { schema: { tags, ...ADMIN, body: SkillsDatabaseCreateSchema, response: { 201: SkillsDatabaseEntrySchema, ...adminErrors() } } },
    async (request, reply) => reply.status(201).send(await store.skillsDatabase.insert({ id: randomUUID(), ...request.body })),
  );

  app.put(
    '/api/skills-database/:id',
    {
      schema: {
        tags,
        ...ADMIN,
        params: IdParamsSchema,
        body: SkillsDatabaseUpdateSchema,
        response: { 200: SkillsDatabaseEntrySchema, ...adminErrors(404) },
      },
    },
    async (request) => orNotFound(await store.skillsDatabase.update(request.params.id, request.body), 'Skill'),
  );
};
