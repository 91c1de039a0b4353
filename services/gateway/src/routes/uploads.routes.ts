import fastifyMultipart from '@fastify/multipart';
import {
  ErrorBodySchema,
  MAX_FILE_SIZE_BYTES,
  UploadErrorResponseSchema,
  UploadIdParamsSchema,
  UploadResponseSchema,
  UploadStatusResponseSchema,
} from '@tailor/contracts';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Logger } from '@tailor/observability';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, orNotFound } from '../http-error';
import { callerId } from '../ownership';
import { plainFileName } from '../uploads/file-name';
import { readPart } from '../uploads/read-part';
import { acceptUpload, checkUpload, countQueuedFiles, tooLargeMessage, type AcceptedUpload, type RejectedUpload } from '../uploads/upload.service';
import { readUploadStatus } from '../uploads/upload-status.service';
import { SIGNED_IN, signedInErrors, type RouteContext } from './context';

/** Files per request: the product promises at least 50 at once. */
export const MAX_FILES_PER_UPLOAD = 100;
/** Past this a part is cut off by the parser; anything above 10 MB is refused either way. */
const PARSER_FILE_LIMIT = 64 * 1024 * 1024;

export const uploadRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: PARSER_FILE_LIMIT, files: MAX_FILES_PER_UPLOAD, fields: 20, parts: MAX_FILES_PER_UPLOAD + 20 },
    throwFileSizeLimit: false,
  });

  app.post(
    '/api/uploads',
    {
      schema: {
        tags: ['resumes'],
        summary: 'Upload resumes (multipart, one or more parts named "files")',
        consumes: ['multipart/form-data'],
        ...SIGNED_IN,
        response: { 202: UploadResponseSchema, ...signedInErrors(413, 503), 400: z.union([UploadErrorResponseSchema, ErrorBodySchema]) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw badRequest('Send the resumes as multipart/form-data with one or more parts named "files".');
      }
      const userId = callerId(request);
      // Refuse (503) before reading or storing anything when the ingest jobs could not be queued.
      await context.producer.assertAvailable();
      const uploadId = randomUUID();
      let queuedAhead = await countQueuedFiles(context, userId);
      const accepted: AcceptedUpload[] = [];
      const rejected: RejectedUpload[] = [];
      // One buffer per request, reused for every file: see readPart.
      const buffer = Buffer.allocUnsafe(MAX_FILE_SIZE_BYTES + 1);
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        const filename = plainFileName(part.filename ?? '');
        if (part.fieldname !== 'files') {
          await drain(part.file);
          rejected.push({ original_filename: filename, error: `Unexpected field "${part.fieldname}": send files in parts named "files".` });
          continue;
        }
        const read = await readPart(part.file, buffer, MAX_FILE_SIZE_BYTES);
        if (read.kind === 'too_large' || part.file.truncated) {
          rejected.push({ original_filename: filename, error: tooLargeMessage(read.kind === 'too_large' ? read.size : PARSER_FILE_LIMIT) });
          continue;
        }
        const check = checkUpload(filename, read.bytes);
        if (!check.ok) {
          rejected.push({ original_filename: filename, error: check.error });
          continue;
        }
        accepted.push(
          await acceptUpload(
            context,
            { userId, requestId: request.id, uploadId, filename, fileType: check.fileType, bytes: read.bytes, queuedAhead: queuedAhead++ },
            request.log as unknown as Logger,
          ),
        );
      }
      if (accepted.length === 0 && rejected.length === 0) {
        throw badRequest('No files were uploaded: attach one or more .docx, .txt or .pdf files in parts named "files".');
      }
      if (accepted.length === 0) {
        const reasons = rejected.map((file) => `${file.original_filename}: ${file.error}`).join('; ');
        return reply.status(400).send({ error: `No file was accepted. ${reasons}`, accepted, rejected });
      }
      return reply.status(202).send({ uploadId, accepted, rejected });
    },
  );

  app.get(
    '/api/uploads/:uploadId',
    {
      // Clients poll this once a second per upload; warnings and errors still log.
      logLevel: 'warn',
      schema: {
        tags: ['resumes'],
        summary: 'Status of every file of one upload',
        ...SIGNED_IN,
        params: UploadIdParamsSchema,
        response: { 200: UploadStatusResponseSchema, ...signedInErrors(404, 503) },
      },
    },
    async (request) => orNotFound(await readUploadStatus(context, request.params.uploadId, callerId(request)), 'Upload'),
  );
};

async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of stream) {
    // discard
  }
}
