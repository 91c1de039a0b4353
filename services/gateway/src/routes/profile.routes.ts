import {
  EducationListResponseSchema,
  EducationSchema,
  EducationUpdateSchema,
  IdParamsSchema,
  OptionalUserIdBodySchema,
  ProfileResponseSchema,
  ProfileUpdateSchema,
  SkillProfilePatchSchema,
  OptionalUserIdQuerySchema,
  ProfileStatusResponseSchema,
  profileRecomputeDedupId,
  QUEUE_NAMES,
  SkillProfileResponseSchema,
  SkillProfileUpsertSchema,
  UserIdParamsSchema,
  UserStatsResponseSchema,
} from '@tailor/contracts';
import { isConnectionError, QueueUnavailableError } from '@tailor/queue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileRefresher } from '../services/profile-refresh';
import { z } from 'zod';
import { callerId, findOwned } from '../ownership';
import { deleteEducation, editEducation, patchSkills, readProfile, updateProfile } from '../services/corrections.service';
import { computeUserStats, readSkillProfile, upsertSkillProfile } from '../services/profile.service';
import { SIGNED_IN, signedInErrors, type RouteContext } from './context';

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { store, producer }) => {
  const refreshFor = profileRefresher(store, producer);
  app.get(
    '/api/profile/status',
    {
      logLevel: 'warn',
      schema: {
        tags,
        summary: 'Whether the merged profile (experiences, education, skills) is being recomputed',
        ...SIGNED_IN,
        response: { 200: ProfileStatusResponseSchema, ...signedInErrors(503) },
      },
    },
    // BullMQ keeps a deduplication key while the user's recompute runs or waits, and drops it
    // when the last one finishes: its presence is the "updating" state.
    async (request) => {
      try {
        return { updating: (await producer.queue(QUEUE_NAMES.followup).getDeduplicationJobId(profileRecomputeDedupId(callerId(request)))) !== null };
      } catch (error) {
        if (isConnectionError(error)) throw new QueueUnavailableError(error.message);
        throw error;
      }
    },
  );

  app.get('/api/profile', { schema: { tags, ...SIGNED_IN, response: { 200: ProfileResponseSchema, ...signedInErrors() } } }, async (request) =>
    readProfile(store, callerId(request)),
  );

  app.put(
    '/api/profile',
    { schema: { tags, ...SIGNED_IN, body: ProfileUpdateSchema, response: { 200: ProfileResponseSchema, ...signedInErrors() } } },
    async (request) => updateProfile(store, callerId(request), request.body),
  );

  app.put(
    '/api/education/:id',
    {
      schema: { tags, ...SIGNED_IN, params: IdParamsSchema, body: EducationUpdateSchema, response: { 200: EducationSchema, ...signedInErrors(404) } },
    },
    async (request) => editEducation(store, await findOwned(store.education, request.params.id, request, 'Education'), request.body),
  );

  app.delete(
    '/api/education/:id',
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
      await deleteEducation(store, await findOwned(store.education, request.params.id, request, 'Education'));
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/skill-profiles',
    { schema: { tags, ...SIGNED_IN, body: SkillProfilePatchSchema, response: { 200: SkillProfileResponseSchema, ...signedInErrors() } } },
    async (request) => patchSkills(store, refreshFor(request.id), callerId(request), request.body),
  );

  app.get(
    '/api/education',
    { schema: { tags, ...SIGNED_IN, querystring: OptionalUserIdQuerySchema, response: { 200: EducationListResponseSchema, ...signedInErrors() } } },
    async (request) => store.education.find({ user_id: callerId(request) }),
  );

  app.get(
    '/api/skill-profiles',
    { schema: { tags, ...SIGNED_IN, querystring: OptionalUserIdQuerySchema, response: { 200: SkillProfileResponseSchema, ...signedInErrors() } } },
    async (request) => readSkillProfile(store, callerId(request)),
  );

  app.post(
    '/api/skill-profiles',
    { schema: { tags, ...SIGNED_IN, body: SkillProfileUpsertSchema, response: { 200: SkillProfileResponseSchema, ...signedInErrors() } } },
    async (request) => upsertSkillProfile(store, callerId(request), request.body),
  );

  app.get(
    '/api/user-stats/:userId',
    { schema: { tags, ...SIGNED_IN, params: UserIdParamsSchema, response: { 200: UserStatsResponseSchema, ...signedInErrors() } } },
    async (request) => computeUserStats(store, callerId(request)),
  );
};
