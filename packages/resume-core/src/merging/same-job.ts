import { DEFAULTS, MERGING, type ParsedExperience } from '@tailor/contracts';
import { COMPANY_CONTAINMENT, companyKey, companySimilarity, namesEmployer, type CompanyKey } from './company';
import { ROLE_CONTAINMENT, roleKey, roleSimilarity, sameRank, type RoleKey } from './role';
import { yearSpan, yearsAgree, type YearSpan } from './years';

/**
 * When two parsed experiences are the same job (similarity above 0.85 and
 * periods overlapping by year; word-overlap threshold 0.7).
 *
 *   similarity = 0.6 · company + 0.4 · role
 *
 * Company weighs more because an employer's name is the steadier identity; titles get reworded
 * ("Sr. Software Eng." / "Senior Software Engineer"). Same job iff
 *   - similarity > 0.85, and
 *   - role ≥ 0.7 (the word-overlap threshold; it keeps "Senior" vs "Staff Software Engineer",
 *     Dice 0.67, apart even at one company), and
 *   - the year ranges agree (see `yearsAgree`: share a year, and not merely touch at a boundary).
 * With an identical company (1.0) any role ≥ 0.7 passes; with a contained company name (0.9,
 * "Acme" / "Acme Technologies") the role must reach 0.8; a merely look-alike name (< 0.75) never
 * merges. When either side has no years at all, nothing can contradict the match, so we merge only
 * on a near-certain identity, similarity ≥ 0.9: the same company with a role ≥ 0.75 ("Software
 * Engineer" / "Senior Software Engineer"), or a contained company name with the same role.
 *
 * Two rules let a title that does not reach the role threshold through, at the same employer (name
 * identical or contained) only, because a different title there is a rewording, not another job:
 *   - the same period: both ranges have the same start, end and "Present" and are more than one
 *     year, and neither title has a rank word the other lacks ("Data Analyst" / "Business
 *     Intelligence Analyst", both 2017–2020; not "Engineer" / "Engineering Manager"). Two entries of one
 *     resume never merge this way (see the clustering), so concurrent roles listed together stay two;
 *   - a missing title ("Unknown Role", the parser's placeholder) with years that agree, or with no
 *     years on either side under the identical employer name.
 * And a missing employer (placeholder, or a bare "LLC" split off "Acme, LLC") on one side merges
 * with the same title (role ≥ 0.8, same rank) over exactly the same years.
 */
export const SAME_JOB_RULE = {
  companyWeight: 0.6,
  roleWeight: 0.4,
  threshold: MERGING.sameExperienceSimilarity,
  minRole: MERGING.wordOverlapSimilarity,
  undatedMinSimilarity: 0.9,
} as const;

export interface ExperienceFeatures {
  company: CompanyKey;
  role: RoleKey;
  /** False for the parser's placeholder title: it says nothing about which job this is. */
  roleKnown: boolean;
  /** False for the placeholder employer or a bare legal form (see `namesEmployer`). */
  companyKnown: boolean;
  span: YearSpan | null;
}

export function experienceFeatures(exp: ParsedExperience): ExperienceFeatures {
  const role = roleKey(exp.role);
  const roleKnown = role.tokens.length > 0 && exp.role.trim() !== DEFAULTS.role;
  const companyKnown = namesEmployer(exp.company);
  return { company: companyKey(exp.company), role, roleKnown, companyKnown, span: yearSpan(exp) };
}

export interface SimilarityParts {
  company: number;
  role: number;
  combined: number;
}

export function similarityParts(a: ExperienceFeatures, b: ExperienceFeatures): SimilarityParts {
  const company = companySimilarity(a.company, b.company);
  const role = roleSimilarity(a.role, b.role);
  return { company, role, combined: SAME_JOB_RULE.companyWeight * company + SAME_JOB_RULE.roleWeight * role };
}

/** False only when both sides have years and they contradict each other. */
export function yearsCompatible(a: ExperienceFeatures, b: ExperienceFeatures): boolean {
  return a.span === null || b.span === null || yearsAgree(a.span, b.span);
}

function samePeriod(a: YearSpan, b: YearSpan): boolean {
  return a.start === b.start && a.end === b.end && a.current === b.current && (a.start < a.end || a.current);
}

export function isSameJob(a: ExperienceFeatures, b: ExperienceFeatures): boolean {
  if (!yearsCompatible(a, b)) return false;
  const parts = similarityParts(a, b);
  if (parts.company >= COMPANY_CONTAINMENT && a.companyKnown && b.companyKnown) {
    const dated = a.span !== null && b.span !== null;
    if (a.span !== null && b.span !== null && samePeriod(a.span, b.span) && sameRank(a.role, b.role)) return true;
    if (!a.roleKnown || !b.roleKnown) return dated || parts.company === 1;
  }
  // One side lost its employer's name: the same title over exactly the same years is the job.
  if (a.companyKnown !== b.companyKnown && a.span !== null && b.span !== null && samePeriod(a.span, b.span)) {
    return parts.role >= ROLE_CONTAINMENT && sameRank(a.role, b.role);
  }
  if (parts.combined <= SAME_JOB_RULE.threshold || parts.role < SAME_JOB_RULE.minRole) return false;
  if (a.span !== null && b.span !== null) return true;
  return parts.combined >= SAME_JOB_RULE.undatedMinSimilarity;
}

/** Identical after normalisation: a parser's duplicate, safe to fold even inside one file. */
export function sameIdentity(a: ExperienceFeatures, b: ExperienceFeatures): boolean {
  const spanKey = (s: YearSpan | null) => (s === null ? '' : `${s.start}-${s.end}-${s.current}`);
  return a.company.compact === b.company.compact && a.role.tokens.join(' ') === b.role.tokens.join(' ') && spanKey(a.span) === spanKey(b.span);
}
