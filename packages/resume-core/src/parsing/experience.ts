import { DEFAULTS, type ParsedExperience } from '@tailor/contracts';
import { formatRange, rangeYears } from './dates';
import { groupEntries, type RawEntry } from './entries';
import { interpretHeader, type HeaderParts } from './header';
import type { Line } from './text';

export interface ExperienceOptions {
  now: Date;
  paragraphs: boolean;
}

interface Interpreted extends HeaderParts {
  achievements: string[];
}

const SELF_EMPLOYED = /\b(?:freelance|self[- ]employed|independent|sole (?:proprietor|trader))\b/i;

export const EXPERIENCE_CONFIDENCE = { complete: 0.9, twoParts: 0.7, onePart: 0.5 } as const;

/**
 * A company line with no role and nothing under it heads the roles that follow ("Acme" then
 * "Senior Engineer 2019–", "Engineer 2016–2019"). A dated role without any company, laid out like
 * the role lines under such an employer, is another role there: that is how grouped careers are
 * written, while a freelance role after a "Company / Role / Dates" job stays without a company.
 */
function resolveParents(items: Interpreted[]): Interpreted[] {
  const out: Interpreted[] = [];
  let employer: { name: string; roleLines: number } | undefined;
  for (const item of items) {
    if (item.company && !item.role && item.achievements.length === 0) {
      employer = { name: item.company, roleLines: item.shape.lines };
      continue;
    }
    if (item.company) {
      // Only an employer printed on a line of its own can head further roles; a following role
      // has the same lines as this one minus that employer line.
      employer = item.shape.companyAlone ? { name: item.company, roleLines: item.shape.lines - 1 } : undefined;
    } else if (employer && item.role && item.range && item.shape.lines <= Math.max(1, employer.roleLines) && !SELF_EMPLOYED.test(item.role)) {
      item.company = employer.name;
    }
    out.push(item);
  }
  return out;
}

// A degree in the title slot means a school entry sits under the experience heading.
const DEGREE_PHRASE = /\b(?:bachelor|master)(?:'?s)?\s+(?:of|in|degree)\b|\bph\.?\s?d\b|\bdoctor(?:ate)? of\b|\bassociate of\b/i;

function isReal(item: Interpreted): boolean {
  if (DEGREE_PHRASE.test(item.role ?? '') || DEGREE_PHRASE.test(item.company ?? '')) return false;
  const parts = [item.company, item.role, item.range].filter((p) => p !== undefined).length;
  if (parts >= 2) return true;
  return parts === 1 && item.range === undefined && item.achievements.length > 0;
}

function toExperience(item: Interpreted, now: Date): ParsedExperience {
  const parts = [item.company, item.role, item.range].filter((p) => p !== undefined).length;
  const years = item.range ? rangeYears(item.range, now) : undefined;
  return {
    company: item.company ?? DEFAULTS.company,
    role: item.role ?? DEFAULTS.role,
    period: item.range ? formatRange(item.range) : DEFAULTS.period,
    type: 'job',
    skills: [],
    achievements: item.achievements,
    skills_with_evidence: [],
    confidence_score:
      parts === 3
        ? EXPERIENCE_CONFIDENCE.complete
        : parts === 2
          ? EXPERIENCE_CONFIDENCE.twoParts
          : EXPERIENCE_CONFIDENCE.onePart,
    start_year: years?.start ?? null,
    end_year: years?.end ?? null,
  };
}

function cleanAchievement(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function interpret(entry: RawEntry): Interpreted {
  return {
    ...interpretHeader(entry.header),
    achievements: entry.body.map(cleanAchievement).filter((a) => a !== ''),
  };
}

export function parseExperiences(lines: readonly Line[], o: ExperienceOptions): ParsedExperience[] {
  const items = resolveParents(groupEntries(lines, o).map(interpret));
  return items.filter(isReal).map((item) => toExperience(item, o.now));
}
