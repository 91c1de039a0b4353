import {
  EducationListResponseSchema,
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
import { callerId } from '../ownership';
import { computeUserStats, readSkillProfile, upsertSkillProfile } from '../services/profile.service';
import { SIGNED_IN, signedInErrors, type RouteContext } from './context';

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { store, producer }) => {
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
