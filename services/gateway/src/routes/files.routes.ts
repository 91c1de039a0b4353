import {
  FilesListResponseSchema,
  IdParamsSchema,
  OptionalUserIdBodySchema,
  OptionalUserIdQuerySchema,
  ResumeFileCreateSchema,
  ResumeFileRecordSchema,
  ResumeFileUpdateSchema,
} from '@tailor/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerId, findOwned, updateOwned } from '../ownership';
import { deleteResumeFile, fileAnswer, newResumeFile, resumeFilePatch, retryResumeFile } from '../services/resume-files.service';
import { SIGNED_IN, signedInErrors, type RouteContext } from './context';

const tags = ['files'];
const deleted = { 204: z.null().describe('Deleted with its chunks, vectors and single-source experiences'), ...signedInErrors(404, 503) };
// DELETE bodies are optional (Fastify passes null when there is none): `{user_id}` may be sent but the caller is the owner either way.
const deleteBody = OptionalUserIdBodySchema.nullish();

/**
 * `/api/files` and `/api/resume-files` address the same records: clients use both names for the
 * resume file record.
 */
export const fileRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, ctx) => {
  const { store } = ctx;

  for (const base of ['/api/files', '/api/resume-files'] as const) {
    app.post(
      base,
      { schema: { tags, ...SIGNED_IN, body: ResumeFileCreateSchema, response: { 201: ResumeFileRecordSchema, ...signedInErrors() } } },
      async (request, reply) => {
        const record = await store.resumeFiles.insert(newResumeFile(callerId(request), request.body));
        return reply.status(201).send(record);
      },
    );

    app.delete(
      `${base}/:id`,
      { schema: { tags, ...SIGNED_IN, params: IdParamsSchema, body: deleteBody, response: deleted } },
      async (request, reply) => {
        const file = await findOwned(store.resumeFiles, request.params.id, request, 'File');
        await deleteResumeFile(ctx, request.log, file, request.id);
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/api/files',
    { schema: { tags, ...SIGNED_IN, querystring: OptionalUserIdQuerySchema, response: { 200: FilesListResponseSchema, ...signedInErrors() } } },
    async (request) =>
      (await store.resumeFiles.find({ user_id: callerId(request) }, { sort: { field: 'created_at', direction: 'desc' } })).map(fileAnswer),
  );

  app.post(
    '/api/files/:id/retry',
    {
      schema: {
        tags,
        summary: 'Re-run the processing of a failed file (e.g. after the vector database was unavailable)',
        ...SIGNED_IN,
        params: IdParamsSchema,
        response: {
          202: z.object({ fileId: z.string(), jobId: z.string() }).describe('Queued again; poll GET /api/jobs/:jobId'),
          ...signedInErrors(404, 409, 503),
        },
      },
    },
    async (request, reply) => {
      const file = await findOwned(store.resumeFiles, request.params.id, request, 'File');
      return reply.status(202).send(await retryResumeFile(ctx, request.id, file, request.log));
    },
  );

  app.put(
    '/api/resume-files/:id',
    {
      schema: {
        tags,
        ...SIGNED_IN,
        params: IdParamsSchema,
        body: ResumeFileUpdateSchema,
        response: { 200: ResumeFileRecordSchema, ...signedInErrors(404) },
      },
    },
    async (request) => {
      return fileAnswer(await updateOwned(store.resumeFiles, request.params.id, request, resumeFilePatch(request.body), 'File'));
    },
  );
};
