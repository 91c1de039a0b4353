import { MERGING, type ParsedExperience } from '@tailor/contracts';
import { companyKey, companySimilarity, type CompanyKey } from './company';
import { roleKey, roleSimilarity, type RoleKey } from './role';
import { yearSpan, yearsAgree, type YearSpan } from './years';

/**
 * When two parsed experiences are the same job (spec §9 "Merging": similarity above 0.85 and
 * periods overlapping by year; word-overlap threshold 0.7).
 *
 *   similarity = 0.6 · company + 0.4 · role
 *
 * Company weighs more because an employer's name is the steadier identity; titles get reworded
 * ("Sr. Software Eng." / "Senior Software Engineer"). Same job iff
 *   - similarity > 0.85, and
 *   - role ≥ 0.7 (the spec's word-overlap threshold; it keeps "Senior" vs "Staff Software Engineer",
 *     Dice 0.67, apart even at one company), and
 *   - the year ranges agree (see `yearsAgree`: share a year, and not merely touch at a boundary).
 * With an identical company (1.0) any role ≥ 0.7 passes; with a contained company name (0.9,
 * "Acme" / "Acme Technologies") the role must reach 0.8; a merely look-alike name (< 0.75) never
 * merges. When either side has no years at all, nothing can contradict the match, so we merge only
 * on a near-certain identity, similarity ≥ 0.9: the same company with a role ≥ 0.75 ("Software
 * Engineer" / "Senior Software Engineer"), or a contained company name with the same role.
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
  span: YearSpan | null;
}

export function experienceFeatures(exp: ParsedExperience): ExperienceFeatures {
  return { company: companyKey(exp.company), role: roleKey(exp.role), span: yearSpan(exp) };
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

export function isSameJob(a: ExperienceFeatures, b: ExperienceFeatures): boolean {
  if (!yearsCompatible(a, b)) return false;
  const parts = similarityParts(a, b);
  if (parts.combined <= SAME_JOB_RULE.threshold || parts.role < SAME_JOB_RULE.minRole) return false;
  if (a.span !== null && b.span !== null) return true;
  return parts.combined >= SAME_JOB_RULE.undatedMinSimilarity;
}

/** Identical after normalisation: a parser's duplicate, safe to fold even inside one file. */
export function sameIdentity(a: ExperienceFeatures, b: ExperienceFeatures): boolean {
  const spanKey = (s: YearSpan | null) => (s === null ? '' : `${s.start}-${s.end}-${s.current}`);
  return (
    a.company.compact === b.company.compact &&
    a.role.tokens.join(' ') === b.role.tokens.join(' ') &&
    spanKey(a.span) === spanKey(b.span)
  );
}
