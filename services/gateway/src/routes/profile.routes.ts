import {
  EducationListResponseSchema,
  OptionalUserIdQuerySchema,
  SkillProfileResponseSchema,
  SkillProfileUpsertSchema,
  UserIdParamsSchema,
  UserStatsResponseSchema,
} from '@tailor/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../ownership';
import { computeUserStats, readSkillProfile, upsertSkillProfile } from '../services/profile.service';
import { SIGNED_IN, signedInErrors, type RouteContext } from './context';

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { store }) => {
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
