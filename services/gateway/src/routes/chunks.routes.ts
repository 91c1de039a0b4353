import {
  ResumeChunksCreateResponseSchema,
  ResumeChunksCreateSchema,
  VectorSearchRequestSchema,
  VectorSearchResponseSchema,
  VectorUpsertRequestSchema,
  VectorUpsertResponseSchema,
} from '@tailor/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../ownership';
import { saveChunks } from '../services/chunks.service';
import { searchVectors, upsertVectors } from '../services/vectors.service';
import { SIGNED_IN, signedInErrors, type RouteContext } from './context';

const tags = ['chunks'];

export const chunkRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, ctx) => {
  app.post(
    '/api/resume-chunks',
    {
      schema: {
        tags,
        ...SIGNED_IN,
        body: ResumeChunksCreateSchema,
        response: { 201: ResumeChunksCreateResponseSchema, ...signedInErrors(404, 409) },
      },
    },
    async (request, reply) => {
      const chunks = await saveChunks(ctx.store, callerId(request), request.body.chunks);
      return reply.status(201).send({ saved: chunks.length, ids: chunks.map((c) => c.id) });
    },
  );

  app.post(
    '/api/qdrant/vectors',
    {
      schema: {
        tags,
        ...SIGNED_IN,
        body: VectorUpsertRequestSchema,
        response: { 200: VectorUpsertResponseSchema, ...signedInErrors(404, 503) },
      },
    },
    async (request) => ({ upserted: await upsertVectors(ctx, request.log, callerId(request), request.body.chunks) }),
  );

  app.post(
    '/api/qdrant/search',
    {
      schema: {
        tags,
        ...SIGNED_IN,
        body: VectorSearchRequestSchema,
        response: { 200: VectorSearchResponseSchema, ...signedInErrors(503) },
      },
    },
    async (request) => ({ chunks: await searchVectors(ctx, request.log, callerId(request), request.body) }),
  );
};
