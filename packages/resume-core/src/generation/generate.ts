import type {
  Application,
  ContactDetails,
  EnrichedJobAnalysis,
  JobAnalysis,
  SearchResultChunk,
  Skill,
  StoredAnalysisRecord,
  TailoredResumeObject,
} from '@tailor/contracts';
import { personHeader, type PersonHeader } from '../contact';
import { computeMatchScore } from '../tailoring/match-score';
import { enrichAnalysis } from '../tailoring/enrich';
import { rankChunks } from '../tailoring/rank';
import { rankExperiences } from '../tailoring/relevance';
import { TailoringSession } from '../tailoring/session';
import { tailorResume } from '../tailoring/tailor';
import type { EducationInput, ExperienceInput, MatchResult, RankedChunk, TailoringMatcher, UserSkill } from '../tailoring/types';
import { recency } from '../tailoring/years';
import { hiringCompany } from './hiring-company';

/** Shown as the employer of an application whose posting names none: said plainly, never invented. */
export const COMPANY_NOT_NAMED = 'Company not named in the posting';
export const ROLE_NOT_NAMED = 'Role not named in the posting';

export interface GenerationInput<E extends ExperienceInput = ExperienceInput, D extends EducationInput = EducationInput> {
  readonly jobDescription: string;
  /** The posting's analysis (rule engine or language model). */
  readonly analysis: JobAnalysis;
  /** The person's own chunks retrieved for the posting. */
  readonly hits: readonly SearchResultChunk[];
  readonly experiences: readonly E[];
  readonly education: readonly D[];
  /** The person's skills (e.g. `profileSkillsFromProfile` of their skill profile). */
  readonly skills: readonly UserSkill[];
  /** Contact details from the person's resumes with their own corrections on top. */
  readonly contact: ContactDetails | null;
  readonly account: { readonly full_name: string; readonly email: string } | null;
  readonly matcher: TailoringMatcher;
  /** Year that 'Present' means. */
  readonly asOfYear: number;
  /**
   * A session (for `matcher`) the caller keeps for this person's generations, so their indexed
   * experiences are reused while unchanged; without one, this generation makes its own.
   */
  readonly session?: TailoringSession;
}

/** What a resume writer other than the rule engine (a language model) is given: the same facts, ranked once. */
export interface ResumeWriterInput<E extends ExperienceInput = ExperienceInput, D extends EducationInput = EducationInput> {
  readonly analysis: JobAnalysis;
  /** Most recent first. */
  readonly experiences: readonly E[];
  readonly education: readonly D[];
  readonly skills: readonly Skill[];
  readonly chunks: readonly RankedChunk[];
  readonly profile: { readonly fullName: string; readonly headline: string };
  /** The rule engine's resume from the same ranking and score: what the writer falls back to. */
  readonly ruleResume: TailoredResumeObject;
}

export interface GenerationPlan<E extends ExperienceInput = ExperienceInput, D extends EducationInput = EducationInput> {
  readonly rankedChunks: readonly RankedChunk[];
  readonly match: MatchResult;
  readonly enriched: EnrichedJobAnalysis;
  /** False when enrichment failed and the plain analysis (with the score) stands in for it. */
  readonly enrichedFully: boolean;
  readonly person: PersonHeader;
  readonly hiringCompany: string | null;
  /** The rule engine's tailored resume. */
  readonly resume: TailoredResumeObject;
  readonly writerInput: ResumeWriterInput<E, D>;
}

function sessionFor(input: GenerationInput<ExperienceInput, EducationInput>): TailoringSession {
  if (input.session === undefined) return new TailoringSession(input.matcher);
  if (input.session.matcher !== input.matcher) throw new Error('The tailoring session was made for another skill matcher.');
  return input.session;
}

function plainAnalysis(analysis: JobAnalysis, matchScore: number): EnrichedJobAnalysis {
  const empty = () => ({ Technical: [], Product: [], Leadership: [], Domain: [], Soft: [] });
  return {
    ...analysis,
    matchScore,
    requiredSkills: empty(),
    skillGaps: empty(),
    experienceAlignment: [],
    relevantExperiences: [],
    recommendedFocus: [],
    improvementAreas: [],
    keyRequirements: [...analysis.required_skills],
  };
}

export interface ScoredByWords<E extends ExperienceInput = ExperienceInput> {
  /** Most recent first. */
  readonly experiences: readonly E[];
  readonly rankedChunks: readonly RankedChunk[];
  readonly match: MatchResult;
  /**
   * What the scoring prepared (the person's indexed experiences, the requirements' probes), for
   * planGeneration to read again; it belongs to this one generation and goes with it.
   */
  readonly session?: TailoringSession;
}

/**
 * The ranking and the match score by the words of the posting and of the person's evidence. A
 * caller that also matches by meaning adjusts `match` (withSemanticEvidence) and hands the result
 * to planGeneration, which then computes nothing twice.
 */
export function scoreByWords<E extends ExperienceInput>(input: GenerationInput<E, EducationInput>): ScoredByWords<E> {
  const { analysis, matcher, asOfYear } = input;
  const experiences = input.experiences
    .map((experience, index) => ({ experience, index, recency: recency(experience, asOfYear) }))
    .sort((a, b) => b.recency - a.recency || a.index - b.index)
    .map((x) => x.experience);
  const rankedChunks = rankChunks(input.hits, { industry: analysis.industry });
  const session = sessionFor(input);
  const match = computeMatchScore({ analysis, profileSkills: input.skills, experiences, rankedChunks, matcher, session });
  return { experiences, rankedChunks, match, session };
}

/**
 * Generation as one pure step: the posting's analysis, the person's retrieved evidence and their
 * own data in; the ranking and the match score computed once, the enriched analysis, the person
 * header and the rule engine's tailored resume out. No I/O: the caller loads, calls, saves.
 */
export function planGeneration<E extends ExperienceInput, D extends EducationInput>(
  input: GenerationInput<E, D>,
  scored: ScoredByWords<E> = scoreByWords(input),
): GenerationPlan<E, D> {
  const { analysis, matcher, asOfYear } = input;
  const { experiences, rankedChunks, match } = scored;
  const session = scored.session ?? sessionFor(input);
  const profileSkills = input.skills;
  const company = hiringCompany(input.jobDescription, analysis.role);
  // Ranked once: the enriched analysis and the resume read the same order.
  const ranked = rankExperiences({ analysis, experiences, match, rankedChunks, matcher, session, asOfYear });
  let enriched: EnrichedJobAnalysis;
  let enrichedFully = true;
  try {
    enriched = { ...enrichAnalysis({ analysis, match, rankedChunks, experiences, matcher, session, asOfYear, ranked }), hiringCompany: company };
  } catch {
    // If enrichment fails the plain analysis stands, with the score already computed.
    enriched = { ...plainAnalysis(analysis, match.matchScore), hiringCompany: company };
    enrichedFully = false;
  }
  const person = personHeader({ contact: input.contact, account: input.account, latestRole: experiences[0]?.role ?? null });
  const resume = tailorResume({
    analysis,
    experiences,
    education: input.education,
    profileSkills,
    rankedChunks,
    match,
    person: { fullName: person.fullName, headline: person.headline },
    matcher,
    session,
    asOfYear,
    ranked,
  });
  const skills: Skill[] = profileSkills.map((skill) => ({
    name: skill.name,
    category: skill.category ?? 'technical',
    evidence: skill.evidence ?? '',
    confidence_score: 0.8,
    aliases: [...(skill.aliases ?? [])],
  }));
  return {
    rankedChunks,
    match,
    enriched,
    enrichedFully,
    person,
    hiringCompany: company,
    resume,
    writerInput: {
      analysis,
      experiences,
      education: input.education,
      skills,
      chunks: rankedChunks,
      profile: { fullName: person.fullName, headline: person.headline },
      ruleResume: resume,
    },
  };
}

export interface GenerationRecordInput {
  readonly plan: Pick<GenerationPlan, 'enriched' | 'rankedChunks' | 'hiringCompany'>;
  /** The resume as written (the rule engine's, or a model's). */
  readonly resume: TailoredResumeObject;
  readonly userId: string;
  readonly jobDescription: string;
  readonly analysisId: string;
  readonly applicationId: string;
  readonly now: Date;
  readonly processingTimeMs: number;
}

/** The stored analysis and the 'Generated' application entry of one generation. */
export function generationRecords(input: GenerationRecordInput): { record: StoredAnalysisRecord; application: Application } {
  const { plan, now } = input;
  const iso = now.toISOString();
  const day = iso.slice(0, 10);
  const record: StoredAnalysisRecord = {
    id: input.analysisId,
    user_id: input.userId,
    job_description: input.jobDescription,
    analysis_results: plan.enriched,
    generated_resume: input.resume,
    relevant_chunks_count: plan.rankedChunks.length,
    processing_time_ms: input.processingTimeMs,
    match_score: plan.enriched.matchScore,
    created_at: iso,
  };
  const application: Application = {
    id: input.applicationId,
    user_id: input.userId,
    company: plan.hiringCompany ?? COMPANY_NOT_NAMED,
    companyData: null,
    role: plan.enriched.role?.trim() || ROLE_NOT_NAMED,
    date: day,
    status: 'Generated',
    resumeVersion: `Tailored ${day}`,
    keyEmphasis: plan.enriched.recommendedFocus.slice(0, 3),
    matchScore: plan.enriched.matchScore,
    feedback: '',
    created_at: iso,
    updated_at: iso,
  };
  return { record, application };
}
