import {
  GENERATION_STAGES,
  type EnrichedJobAnalysis,
  type GenerateResumePayload,
  type StoredAnalysisRecord,
  type TailoredResumeObject,
} from '@tailor/contracts';
import { experiencesByRecency, stableId } from '@tailor/profile';
import type { JobContext } from '@tailor/queue';
import {
  computeMatchScore,
  defaultSkillMatcher,
  enrichAnalysis,
  industryKeywordsFor,
  profileSkillsFromProfile,
  rankChunks,
  tailorResume,
} from '@tailor/resume-core';
import type { Dependencies } from '@tailor/runtime';
import { randomUUID } from 'node:crypto';
import { companyNameFromJobDescription } from './company-name';
import type { GenerationContext } from './generation.context';
import { retrieveEvidence } from './retrieve';

export interface GenerationResult {
  analysisId: string;
  matchScore: number;
  /** False when saving failed (spec: logged, result still returned); the record is then inline. */
  stored: boolean;
  record?: StoredAnalysisRecord;
}

type Stage = keyof typeof GENERATION_STAGES;

/**
 * Job description in, explained analysis and truthful tailored resume out: analyse (model or
 * rules), retrieve the user's own evidence from Qdrant, rank it, score the match
 * deterministically, enrich, tailor, save, and add a 'Generated' application.
 */
export async function generateTailoredResume(
  payload: GenerateResumePayload,
  ctx: JobContext,
  deps: Dependencies,
  context: GenerationContext,
): Promise<GenerationResult> {
  const started = Date.now();
  const report = (stage: Stage) => ctx.updateProgress(GENERATION_STAGES[stage].progress, GENERATION_STAGES[stage].stage);
  const { store } = deps;
  const asOfYear = new Date().getUTCFullYear();
  const matcher = defaultSkillMatcher();

  await report('analysing');
  const analysis = await context.intelligence.analyzeJob(payload.jobDescription);

  await report('retrieving');
  const hits = await retrieveEvidence(
    { userId: payload.userId, jobDescription: payload.jobDescription, analysis },
    { embedder: context.embedder, vectors: deps.vectors },
  );
  const rankedChunks = rankChunks(hits, { industry: analysis.industry, industryKeywords: industryKeywordsFor(analysis.industry) });

  await report('scoring');
  const [user, experiences, education, profile] = await Promise.all([
    store.users.findById(payload.userId),
    experiencesByRecency(store, payload.userId),
    store.education.find({ user_id: payload.userId }),
    store.skillProfiles.findById(payload.userId),
  ]);
  const profileSkills = profile ? profileSkillsFromProfile(profile) : [];
  const match = computeMatchScore({ analysis, profileSkills, experiences, rankedChunks, matcher });
  let enriched: EnrichedJobAnalysis;
  try {
    enriched = enrichAnalysis({ analysis, match, rankedChunks, experiences, matcher, asOfYear });
  } catch (error) {
    // Spec: if enrichment fails, the plain analysis is returned (with the score we already have).
    ctx.log.warn({ err: error }, 'enrichment failed; returning the plain analysis');
    enriched = plainAnalysis(analysis, match.matchScore);
  }

  await report('writing');
  const person = {
    fullName: user?.full_name ?? 'Candidate',
    headline: experiences[0]?.role ?? analysis.role ?? '',
  };
  const resume: TailoredResumeObject =
    context.intelligence.kind === 'rules'
      ? tailorResume({ analysis, experiences, education, profileSkills, rankedChunks, match, person, matcher, asOfYear })
      : await context.intelligence.tailorResume({
          analysis,
          experiences,
          education,
          skills: profileSkills.map((skill) => ({ name: skill.name, category: skill.category ?? 'technical', evidence: skill.evidence ?? '', confidence_score: 0.8, aliases: [] })),
          chunks: rankedChunks,
          profile: person,
        });

  await report('saving');
  const now = new Date().toISOString();
  const record: StoredAnalysisRecord = {
    id: stableId('analysis', payload.userId, payload.requestId),
    user_id: payload.userId,
    job_description: payload.jobDescription,
    analysis_results: enriched,
    generated_resume: resume,
    relevant_chunks_count: rankedChunks.length,
    processing_time_ms: Date.now() - started,
    match_score: enriched.matchScore,
    created_at: now,
  };
  let stored = true;
  try {
    await store.jobAnalyses.upsert(record);
    await store.applications.upsert({
      id: stableId('application', record.id),
      user_id: payload.userId,
      company: companyNameFromJobDescription(payload.jobDescription),
      companyData: null,
      role: analysis.role ?? 'Target Role',
      date: now.slice(0, 10),
      status: 'Generated',
      resumeVersion: `Tailored ${now.slice(0, 10)}`,
      keyEmphasis: enriched.recommendedFocus.slice(0, 3),
      matchScore: enriched.matchScore,
      feedback: '',
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    // Spec: a failure to store is logged and the result still returned.
    stored = false;
    ctx.log.error({ err: error, requestId: payload.requestId }, 'could not store the analysis');
  }
  await report('done');
  return stored
    ? { analysisId: record.id, matchScore: record.match_score, stored }
    : { analysisId: record.id, matchScore: record.match_score, stored, record };
}

function plainAnalysis(analysis: EnrichedJobAnalysis | Parameters<typeof enrichAnalysis>[0]['analysis'], matchScore: number): EnrichedJobAnalysis {
  const empty = { Technical: [], Product: [], Leadership: [], Domain: [], Soft: [] };
  return {
    ...analysis,
    matchScore,
    requiredSkills: empty,
    skillGaps: empty,
    experienceAlignment: [],
    relevantExperiences: [],
    recommendedFocus: [],
    improvementAreas: [],
    keyRequirements: [...analysis.required_skills],
  } as EnrichedJobAnalysis;
}

export const newRequestId = (): string => randomUUID();
