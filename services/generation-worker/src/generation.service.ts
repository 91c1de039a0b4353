import { GENERATION_STAGES, type GenerateResumePayload, type StoredAnalysisRecord, type TailoredResumeObject } from '@tailor/contracts';
import { stableId } from '@tailor/profile';
import type { JobContext } from '@tailor/queue';
import { generationRecords, planGeneration, profileSkillsFromProfile, scoreByWords, withSemanticEvidence } from '@tailor/resume-core';
import type { Dependencies } from '@tailor/runtime';
import { randomUUID } from 'node:crypto';
import type { GenerationContext } from './generation.context';
import { retrieveEvidence } from './retrieve';
import { findSemanticEvidence } from './semantic-match';
import { loadUserData } from './user-data';

export interface GenerationResult {
  analysisId: string;
  matchScore: number;
  /** False when saving failed (logged, result still returned); the record is then inline. */
  stored: boolean;
  record?: StoredAnalysisRecord;
}

type Stage = keyof typeof GENERATION_STAGES;

/**
 * Load, call, save, report: the posting is analysed (model or rules), the person's evidence and
 * data are loaded, `planGeneration` does everything else in one pure step, the resume writer
 * (model, or the rule engine's own resume) writes, and the analysis and its 'Generated'
 * application are saved.
 */
export async function generateTailoredResume(
  payload: GenerateResumePayload,
  ctx: JobContext,
  deps: Dependencies,
  context: GenerationContext,
): Promise<GenerationResult> {
  const started = Date.now();
  const report = (stage: Stage) => ctx.updateProgress(GENERATION_STAGES[stage].progress, GENERATION_STAGES[stage].stage);

  await report('analysing');
  const analysis = await context.intelligence.analyzeJob(payload.jobDescription);

  await report('retrieving');
  const [hits, data] = await Promise.all([
    retrieveEvidence(
      { userId: payload.userId, jobDescription: payload.jobDescription, analysis },
      { embedder: context.embedder, lexical: context.lexical, vectors: deps.vectors, semantic: context.semantic },
    ),
    loadUserData(deps.store, payload.userId),
  ]);

  await report('scoring');
  const now = new Date();
  const input = {
    jobDescription: payload.jobDescription,
    analysis,
    hits,
    experiences: data.experiences,
    education: data.education,
    skills: data.profile ? profileSkillsFromProfile(data.profile) : [],
    contact: data.contact,
    account: data.user,
    matcher: context.matcher,
    asOfYear: now.getUTCFullYear(),
  };
  const byWords = scoreByWords(input);
  // Requirements no word meets may still be met by a differently worded passage of the person's own.
  const match = context.semantic
    ? withSemanticEvidence(
        byWords.match,
        await findSemanticEvidence(payload.userId, byWords.match.requirements, { embedder: context.embedder, vectors: deps.vectors }),
        byWords.rankedChunks,
      )
    : byWords.match;
  const plan = planGeneration(input, { ...byWords, match });
  if (!plan.enrichedFully) ctx.log.warn('enrichment failed; the plain analysis is kept with its score');

  await report('writing');
  const resume: TailoredResumeObject = await context.intelligence.tailorResume(plan.writerInput);

  await report('saving');
  const analysisId = stableId('analysis', payload.userId, payload.requestId);
  const { record, application } = generationRecords({
    plan,
    resume,
    userId: payload.userId,
    jobDescription: payload.jobDescription,
    analysisId,
    applicationId: stableId('application', analysisId),
    now,
    processingTimeMs: Date.now() - started,
  });
  let stored = true;
  try {
    await deps.store.jobAnalyses.upsert(record);
    await deps.store.applications.upsert(application);
  } catch (error) {
    // A failure to store is logged and the result still returned.
    stored = false;
    ctx.log.error({ err: error, requestId: payload.requestId }, 'could not store the analysis');
  }
  await report('done');
  return stored
    ? { analysisId: record.id, matchScore: record.match_score, stored }
    : { analysisId: record.id, matchScore: record.match_score, stored, record };
}

export const newRequestId = (): string => randomUUID();
