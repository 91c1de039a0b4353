import { DEFAULTS, type Experience, type SkillEvidence } from '@tailor/contracts';
import { dedupeAchievements } from './achievements';
import type { SourceItem } from './cluster';
import { companyKey, namesEmployer } from './company';
import { buildSkillEvidence } from './evidence';
import { presentSources, sourceOf, type StatedValue } from './field-sources';
import { pickBest, unionCaseInsensitive } from './pick';
import { roleKey } from './role';
import { isCurrentPeriod, yearSpan } from './years';

/** A merged experience before it gets its id (ids are assigned once the final order is known). */
export type MergedExperience = Omit<Experience, 'id'>;

const notDefault = (value: string, fallback: string): number => (value === fallback ? 0 : 1);

// A period is "specific" by how many date parts it names: "Mar 2019 – Jun 2021" beats "2019–2021".
const DATE_PART = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:19|20)\d{2}\b|\bq[1-4]\b|\b\d{1,2}[/.-]/gi;

function countValues(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

interface MergedYears {
  start: number | null;
  end: number | null;
  current: boolean;
}

/** The items of the newest file(s) among those for which `states` holds (all of them when none does). */
function newestStating(items: readonly SourceItem[], states: (item: SourceItem) => boolean): readonly SourceItem[] {
  const stating = items.filter(states);
  if (stating.length === 0) return items;
  const newest = Math.max(...stating.map((i) => i.recency));
  return stating.filter((i) => i.recency === newest);
}

/**
 * Years of the merged job, as the newest resume that dates it states them: a job an older resume
 * called current and a newer one gives an end is over. Among equally new sources: earliest start,
 * latest end, current when any says so; the end stays null when a current source left it null.
 */
function mergeYears(items: readonly SourceItem[]): MergedYears {
  const spans = newestStating(items, (i) => i.features.span !== null)
    .map((i) => i.features.span)
    .filter((s) => s !== null);
  if (spans.length === 0) return { start: null, end: null, current: false };
  const current = spans.some((s) => s.current);
  const finiteEnds = spans.map((s) => s.end).filter((e) => Number.isFinite(e));
  const openWithoutYear = spans.some((s) => !Number.isFinite(s.end));
  return {
    start: Math.min(...spans.map((s) => s.start)),
    end: openWithoutYear || finiteEnds.length === 0 ? null : Math.max(...finiteEnds),
    current,
  };
}

function matchesYears(period: string, years: MergedYears): number {
  const span = yearSpan({ period, start_year: null, end_year: null });
  if (!span) return 0;
  const endAgrees = years.current ? isCurrentPeriod(period) : span.end === years.end;
  return span.start === years.start && endAgrees ? 1 : 0;
}

export function combineCluster(items: readonly SourceItem[], userId: string, nowIso: string): MergedExperience {
  const exps = items.map((i) => i.exp);
  const years = mergeYears(items);
  // Display forms: the most specific wording wins (more words, then the spelling most sources use,
  // then fewer abbreviations / more letters), never a default while any source has a real value.
  const frequency = countValues([...exps.map((e) => e.company), ...exps.map((e) => e.role), ...exps.map((e) => e.period)]);
  const company =
    pickBest(
      exps.map((e) => e.company),
      (c) => [
        namesEmployer(c) ? 1 : 0,
        companyKey(c).tokens.length,
        frequency.get(c) ?? 0,
        c.replace(/[^\p{L}\p{N}]/gu, '').length,
        /\b\p{Lu}{3,}\b/u.test(c) ? 0 : 1,
      ],
    ) ?? DEFAULTS.company;
  // Period and title follow the newest resume that states them (a title changes with a
  // promotion, an end date once the job ends); among its entries the most specific wording wins.
  const role =
    pickBest(
      newestStating(items, (i) => i.exp.role.trim() !== DEFAULTS.role && i.exp.role.trim() !== '').map((i) => i.exp.role),
      (r) => {
        const key = roleKey(r);
        return [notDefault(r, DEFAULTS.role), key.tokens.length, -key.abbreviated, frequency.get(r) ?? 0, r.trim().length];
      },
    ) ?? DEFAULTS.role;
  const period =
    pickBest(
      newestStating(items, (i) => i.exp.period.trim() !== DEFAULTS.period && i.exp.period.trim() !== '').map((i) => i.exp.period),
      (p) => [notDefault(p, DEFAULTS.period), matchesYears(p, years), (p.match(DATE_PART) ?? []).length, frequency.get(p) ?? 0, p.trim().length],
    ) ?? DEFAULTS.period;

  const stated = (field: 'company' | 'role' | 'period'): StatedValue[] =>
    items.map((i) => ({ fileId: i.fileId, value: i.exp[field], source: i.exp.sources?.[field], recency: i.recency, order: i.member }));
  const sources = presentSources({
    company: sourceOf(stated('company'), company),
    role: sourceOf(stated('role'), role),
    period: sourceOf(stated('period'), period),
  });

  const skills = unionCaseInsensitive(exps.map((e) => e.skills));
  const achievements = dedupeAchievements(exps.map((e) => e.achievements));
  const supplied: SkillEvidence[] = exps.flatMap((e) => e.skills_with_evidence);
  const files = [...new Set(items.map((i) => i.fileId))].sort();
  const isMerged = files.length > 1;

  return {
    user_id: userId,
    company: company.trim() || DEFAULTS.company,
    role: role.trim() || DEFAULTS.role,
    period: period.trim() || DEFAULTS.period,
    type: 'job',
    skills,
    achievements,
    skills_with_evidence: buildSkillEvidence(skills, achievements, supplied, nowIso),
    extracted_from: files,
    is_merged: isMerged,
    merged_from: isMerged ? files : [],
    confidence_score: Math.max(...exps.map((e) => e.confidence_score)),
    start_year: years.start,
    end_year: years.end,
    created_at: nowIso,
    ...(Object.keys(sources).length > 0 ? { sources } : {}),
  };
}
