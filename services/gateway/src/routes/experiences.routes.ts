import { experiencesByRecency } from '@tailor/profile';
import {
  DeleteBySourceResponseSchema,
  DeleteBySourceSchema,
  ExperienceCreateSchema,
  ExperienceMergeSchema,
  ExperienceSplitSchema,
  ExperienceSchema,
  ExperiencesBatchSchema,
  ExperiencesListResponseSchema,
  ExperienceUpdateSchema,
  IdParamsSchema,
  OptionalUserIdBodySchema,
  OptionalUserIdQuerySchema,
} from '@tailor/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileRefresher } from '../services/profile-refresh';
import { z } from 'zod';
import { callerId, findOwned } from '../ownership';
import { deleteExperience, editExperience, mergeExperiences, restoreExperience, splitExperience } from '../services/corrections.service';
import { insertExperiences, newExperience } from '../services/experiences.service';
import { detachSource } from '../services/sources.service';
import { SIGNED_IN, signedInErrors, type RouteContext } from './context';

const tags = ['profile'];

export const experienceRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { store, producer }) => {
  const refreshFor = profileRefresher(store, producer);
  app.get(
    '/api/experiences',
    { schema: { tags, ...SIGNED_IN, querystring: OptionalUserIdQuerySchema, response: { 200: ExperiencesListResponseSchema, ...signedInErrors() } } },
    async (request) => experiencesByRecency(store, callerId(request)),
  );

  app.post(
    '/api/experiences',
    { schema: { tags, ...SIGNED_IN, body: ExperienceCreateSchema, response: { 201: ExperienceSchema, ...signedInErrors() } } },
    async (request, reply) => {
      const { user_id: _owner, ...fields } = request.body;
      return reply.status(201).send(await store.experiences.insert(newExperience(callerId(request), fields)));
    },
  );

  app.post(
    '/api/experiences/batch',
    { schema: { tags, ...SIGNED_IN, body: ExperiencesBatchSchema, response: { 201: ExperiencesListResponseSchema, ...signedInErrors() } } },
    async (request, reply) => reply.status(201).send(await insertExperiences(store, callerId(request), request.body.experiences)),
  );

  // Static path: Fastify matches it before `/:id`, so "by-source" is never taken for an id.
  app.delete(
    '/api/experiences/by-source',
    { schema: { tags, ...SIGNED_IN, body: DeleteBySourceSchema, response: { 200: DeleteBySourceResponseSchema, ...signedInErrors() } } },
    async (request) => detachSource(store, callerId(request), request.body.source),
  );

  app.put(
    '/api/experiences/:id',
    {
      schema: {
        tags,
        ...SIGNED_IN,
        params: IdParamsSchema,
        body: ExperienceUpdateSchema,
        response: { 200: ExperienceSchema, ...signedInErrors(404) },
      },
    },
    async (request) => editExperience(store, await findOwned(store.experiences, request.params.id, request, 'Experience'), request.body),
  );

  // Static path: registered like by-source, so "merge" is never taken for an id.
  app.post(
    '/api/experiences/merge',
    { schema: { tags, ...SIGNED_IN, body: ExperienceMergeSchema, response: { 200: ExperienceSchema, ...signedInErrors(404) } } },
    async (request) => mergeExperiences(store, refreshFor(request.id), callerId(request), request.body.ids),
  );

  // The experience is gone by then, so ownership is the caller's own delete decision naming it.
  app.post(
    '/api/experiences/:id/restore',
    {
      schema: {
        tags,
        ...SIGNED_IN,
        params: IdParamsSchema,
        body: OptionalUserIdBodySchema.nullish(),
        response: { 200: ExperienceSchema, ...signedInErrors(404) },
      },
    },
    async (request) => restoreExperience(store, refreshFor(request.id), callerId(request), request.params.id),
  );

  app.post(
    '/api/experiences/:id/split',
    {
      schema: {
        tags,
        ...SIGNED_IN,
        params: IdParamsSchema,
        body: ExperienceSplitSchema,
        response: { 200: ExperiencesListResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) =>
      splitExperience(
        store,
        refreshFor(request.id),
        await findOwned(store.experiences, request.params.id, request, 'Experience'),
        request.body.members,
      ),
  );

  app.delete(
    '/api/experiences/:id',
    {
      schema: {
        tags,
        ...SIGNED_IN,
        params: IdParamsSchema,
        body: OptionalUserIdBodySchema.nullish(),
        response: { 204: z.null().describe('Deleted'), ...signedInErrors(404) },
      },
    },
    async (request, reply) => {
      await deleteExperience(store, await findOwned(store.experiences, request.params.id, request, 'Experience'));
      return reply.status(204).send(null);
    },
  );
};
