import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JsonValueSchema } from '@tailor/contracts';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI generated from the routes' zod schemas (request bodies in input mode, so defaults and
 * transforms show what a client may send). Registered before the routes, whose schemas it
 * collects; served without auth at /api/docs (UI) and /api/docs/json.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  // z.json() is recursive; without a component id its self-reference would point at a schema the
  // document never defines. Registered once per process (the registry is global).
  if (!z.globalRegistry.has(JsonValueSchema)) z.globalRegistry.add(JsonValueSchema, { id: 'JsonValue' });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Resume Tailor API',
        version: '1.0.0',
        description:
          'Every /api route except health, docs, register and login needs `Authorization: Bearer <token>` from POST /api/auth/login. ' +
          'Writes to global data (skills database, processing configs) need `Authorization: Bearer <ADMIN_TOKEN>` instead. ' +
          'Every non-2xx response is `{"error": "...", "code"?, "details"?}`.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'A token_… from POST /api/auth/login' },
          adminToken: { type: 'http', scheme: 'bearer', description: "The server's ADMIN_TOKEN" },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
});
