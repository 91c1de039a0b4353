import type { JobAnalysis } from '@tailor/contracts';
import { defaultSkillMatcher, type SkillMatcher } from '../skills';
import { benefitPhrases, MAX_BENEFITS, teamStructure } from './benefits-team';
import { companySize, companyType, growthStage } from './company';
import { detectIndustries, pickIndustry } from './detect-industry';
import { experienceLevel } from './experience';
import { qualifications, responsibilities, sectionItems } from './items';
import { extractLocation } from './location';
import { extractRole } from './role';
import { extractSalary } from './salary';
import { EXCLUDED_KINDS, segmentJobDescription, type JobSectionKind, type JobSegment } from './sections';
import { splitSkills } from './skill-split';
import { prepareText } from './text';

export interface AnalyzeOptions {
  /** Matcher over the skills database to use (e.g. one built from the backend's copy). */
  readonly matcher?: SkillMatcher;
}

/** Sections that describe the company rather than the role or its perks: used for industry and company cues. */
const COMPANY_CONTEXT_EXCLUDED: ReadonlySet<JobSectionKind> = new Set(['benefits', 'compensation', 'apply', 'legal']);

function textOf(text: string, segments: readonly JobSegment[], keep: (s: JobSegment) => boolean): string {
  return segments
    .filter(keep)
    .map((s) => text.slice(s.start, s.end))
    .join('\n');
}

/**
 * Rule-based analysis of a job description into every JobAnalysis field. Pure and deterministic: the same text
 * always gives the same analysis. Used when no language model answers, and as the structured
 * baseline the model's answer is checked against.
 */
export function analyzeJobDescription(input: string, options: AnalyzeOptions = {}): JobAnalysis {
  // The strict matcher: a requirement is what the posting names (or an exact alias of it), never a
  // neighbouring skill ("on-call rotations" is not Incident Management, GMP is not FDA Regulations).
  const matcher = options.matcher ?? defaultSkillMatcher();
  const text = prepareText(input);
  const { segments, lines } = segmentJobDescription(text);

  const role = extractRole(lines, text);
  const roleText = textOf(text, segments, (s) => !EXCLUDED_KINDS.has(s.kind) || s.kind === 'about');
  const companyText = textOf(text, segments, (s) => !COMPANY_CONTEXT_EXCLUDED.has(s.kind));
  const { required, preferred, sources } = splitSkills(text, segments, matcher);

  const listedBenefits = sectionItems(text, segments, ['benefits'], MAX_BENEFITS);
  const type = companyType(companyText);
  const stage = growthStage(companyText);

  return {
    role,
    required_skills: required,
    preferred_skills: preferred,
    experience_level: experienceLevel(role, roleText, text),
    industry: pickIndustry(detectIndustries(companyText), role),
    company_type: type,
    key_responsibilities: responsibilities(text, segments),
    qualifications: qualifications(text, segments),
    company_size: companySize(companyText, type, stage),
    location: extractLocation(text),
    salary_range: extractSalary(text),
    benefits: listedBenefits.length > 0 ? listedBenefits : benefitPhrases(textOf(text, segments, (s) => s.kind !== 'legal')),
    // The company blurb's "team of 35" is the company's size, not the role's team.
    team_structure: teamStructure(segments.filter((s) => !COMPANY_CONTEXT_EXCLUDED.has(s.kind) && s.kind !== 'about')),
    growth_stage: stage,
    requirement_sources: sources,
  };
}
