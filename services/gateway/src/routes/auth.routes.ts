import {
  LoginRequestSchema,
  LoginResponseSchema,
  MeResponseSchema,
  MESSAGES,
  RegisterRequestSchema,
  RegisterResponseSchema,
} from '@tailor/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tooManyRequests } from '../http-error';
import { caller } from '../ownership';
import { errors, SIGNED_IN, type RouteContext } from './context';

const tags = ['auth'];

/** Register and login: public, rate limited per client IP (the per-email limits live in AuthService). */
export const publicAuthRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, ctx) => {
  const rateLimit = {
    max: ctx.env.AUTH_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: () => tooManyRequests(MESSAGES.rateLimited),
  };

  app.post(
    '/api/auth/register',
    {
      config: { rateLimit },
      schema: {
        tags,
        security: [],
        body: RegisterRequestSchema,
        response: { 201: RegisterResponseSchema, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await ctx.auth.register(request.body)),
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit },
      schema: {
        tags,
        security: [],
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, ...errors(400, 401, 429) },
      },
    },
    async (request) => ctx.auth.login(request.body),
  );
};

/** Logout and me: behind requireUser like every other data route. */
export const sessionAuthRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, ctx) => {
  app.post(
    '/api/auth/logout',
    { schema: { tags, ...SIGNED_IN, response: { 204: z.null().describe('Token revoked'), ...errors(401) } } },
    async (request, reply) => {
      if (request.sessionId) await ctx.sessions.revoke(request.sessionId);
      return reply.status(204).send(null);
    },
  );

  app.get('/api/auth/me', { schema: { tags, ...SIGNED_IN, response: { 200: MeResponseSchema, ...errors(401) } } }, async (request) =>
    caller(request),
  );
};
