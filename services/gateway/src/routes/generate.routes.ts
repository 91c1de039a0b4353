import {
  GenerateResponseSchema,
  generationJobId,
  IdParamsSchema,
  JOB_DESCRIPTION_MAX_CHARS,
  JOB_DESCRIPTION_MIN_CHARS,
  MESSAGES,
} from '@tailor/contracts';
import { experiencesByRecency, loadContactDetails } from '@tailor/profile';
import { defaultSkillMatcher, personHeader } from '@tailor/resume-core';
import { docxFileName, renderResumeDocx } from '@tailor/resume-docx';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict } from '../http-error';
import { callerId, findOwned } from '../ownership';
import { SIGNED_IN, signedInErrors, type RouteContext } from './context';

const tags = ['tailoring'];
// Loose on purpose: the fixed messages for blank/short/long text are clearer than a schema's.
const GenerateBodySchema = z.strictObject({ jobDescription: z.string().optional() });

export const generateRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { store, producer }) => {
  app.post(
    '/api/generate',
    { schema: { tags, ...SIGNED_IN, body: GenerateBodySchema, response: { 202: GenerateResponseSchema, ...signedInErrors(409, 503) } } },
    async (request, reply) => {
      const jobDescription = (request.body.jobDescription ?? '').trim();
      if (!jobDescription) throw badRequest(MESSAGES.jobDescriptionBlank);
      if (jobDescription.length < JOB_DESCRIPTION_MIN_CHARS) {
        throw badRequest(
          `The job description is too short (${jobDescription.length} characters). Paste at least ${JOB_DESCRIPTION_MIN_CHARS} characters of the posting.`,
        );
      }
      if (jobDescription.length > JOB_DESCRIPTION_MAX_CHARS) {
        throw badRequest(
          `The job description is too long (${jobDescription.length} characters). The maximum is ${JOB_DESCRIPTION_MAX_CHARS} characters.`,
        );
      }
      const userId = callerId(request);
      const processed = await store.resumeFiles.count({ user_id: userId, processing_status: 'completed' });
      if (processed === 0) throw conflict(MESSAGES.noProcessedResume);
      const jobId = generationJobId(userId, request.id);
      await producer.enqueue('generation.resume', { userId, jobDescription, requestId: request.id }, { jobId });
      request.log.info({ jobId }, 'generation queued');
      return reply.status(202).send({ jobId });
    },
  );

  app.get(
    '/api/job-analyses/:id/resume.docx',
    {
      schema: {
        tags,
        ...SIGNED_IN,
        params: IdParamsSchema,
        response: { 200: z.unknown().describe('The tailored resume as a Word document'), ...signedInErrors(404) },
      },
    },
    async (request, reply) => {
      const record = await findOwned(store.jobAnalyses, request.params.id, request, 'Analysis');
      const resume = record.generated_resume;
      if (typeof resume === 'string' || !resume) throw badRequest('This analysis has no structured resume to export.');
      const [user, experiences, contact] = await Promise.all([
        store.users.findById(callerId(request)),
        experiencesByRecency(store, callerId(request)),
        loadContactDetails(store, callerId(request)),
      ]);
      const matcher = defaultSkillMatcher();
      const targetRole = record.analysis_results.role ?? '';
      const bytes = await renderResumeDocx({
        resume,
        // The header as of the download: a name or phone corrected after the generation shows.
        person: personHeader({ contact, account: user, latestRole: experiences[0]?.role ?? null }),
        targetRole,
        categoryOf: (skill: string) => matcher.categoryOf(skill),
      });
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
        .header('content-disposition', `attachment; filename="${docxFileName(targetRole)}"`)
        .send(bytes);
    },
  );
};
