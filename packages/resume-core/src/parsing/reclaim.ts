import { EDUCATION_CONFIDENCE, parseEducation } from './education';
import { parseExperiences, EXPERIENCE_CONFIDENCE } from './experience';
import { isHeaderish, lineFeatures } from './line-features';
import type { Section, Sections } from './sections';
import type { Line } from './text';

/**
 * Two-column designs print a skills sidebar beside the jobs, and their text comes out column after
 * column: the experience heading holds the jobs above the sidebar's end, and the jobs below it
 * arrive inside the skills section. Such a run of jobs is taken back into the experience section
 * when it is unmistakable: from the first dated header block of the section on, at least two
 * complete jobs (employer, title and dates). Only a skills section gives jobs back: other late
 * sections (seminars, memberships, volunteering, talks) list dated entries of their own that read
 * like jobs and are not.
 */
const OWN_DATED_ENTRIES =
  /\b(?:projects?|volunteer(?:ing)?|awards?|honou?rs?|certifications?|certificates?|publications?|courses?|coursework|training|research|activities|extracurricular|leadership|teaching|patents?|education)\b/i;

const MIN_JOBS = 2;
// A header block is a few lines: the employer and the title above the dates.
const MAX_HEADER_LINES = 3;

function firstDatedBlock(lines: readonly Line[], now: Date): number | undefined {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    if (line.bullet) continue;
    const f = lineFeatures(line.text, now, false);
    if (!f.ranges.some((r) => r.start !== r.end) || !isHeaderish(f, false)) continue;
    // Walk back over the header lines to the one a blank line opens.
    for (let k = i; k >= Math.max(0, i - MAX_HEADER_LINES); k--) {
      const l = lines[k] as Line;
      if (l.bullet) break;
      if (l.blankBefore) return k;
    }
    // Without blank lines, a line of only dates (and a place) opens its block: form CVs lead with the dates.
    if (f.dateOnly || f.location) return i;
  }
  return undefined;
}

/**
 * The tail reads as a list of jobs: at least two complete ones, and they make up most of what it
 * holds. A whole CV pasted under a late heading also has dated jobs, mixed with project blocks that
 * read as half-jobs; that is not a column of jobs, and it stays where it is.
 */
function isJobColumn(lines: readonly Line[], now: Date, paragraphs: boolean): boolean {
  const found = parseExperiences(lines, { now, paragraphs });
  const complete = found.filter((e) => e.confidence_score >= EXPERIENCE_CONFIDENCE.complete).length;
  return complete >= MIN_JOBS && complete * 3 >= found.length * 2;
}

/** The same for schools: at least two complete qualifications (degree, school and year), most of what the tail holds. */
function isSchoolColumn(lines: readonly Line[], now: Date): boolean {
  const found = parseEducation(lines, now);
  const complete = found.filter((e) => e.confidence_score >= EDUCATION_CONFIDENCE.complete).length;
  return complete >= MIN_JOBS && complete * 3 >= found.length * 2;
}

/**
 * Education is reclaimed the same way: a form CV may print a sub-heading ("Tools") inside one
 * qualification, and the qualifications after it come out under that heading.
 */
export function reclaimSidebarJobs(sections: Sections, now: Date, paragraphs: boolean): Sections {
  const firstOf = (kind: Section['kind']): number => sections.sections.findIndex((s) => s.kind === kind);
  const firstJobs = firstOf('experience');
  const firstSchools = firstOf('education');
  if (firstJobs < 0 && firstSchools < 0) return sections;
  const out: Section[] = [];
  sections.sections.forEach((section, index) => {
    const after = (first: number): boolean => first >= 0 && index > first;
    const candidate = (after(firstJobs) || after(firstSchools)) && section.kind === 'skills' && !OWN_DATED_ENTRIES.test(section.title);
    const start = candidate ? firstDatedBlock(section.lines, now) : undefined;
    const tail = start !== undefined ? section.lines.slice(start) : [];
    const kind =
      start === undefined
        ? undefined
        : after(firstJobs) && isJobColumn(tail, now, paragraphs)
          ? 'experience'
          : after(firstSchools) && isSchoolColumn(tail, now)
            ? 'education'
            : undefined;
    if (start === undefined || kind === undefined) {
      out.push(section);
      return;
    }
    out.push({ ...section, lines: section.lines.slice(0, start) });
    out.push({ kind, title: sections.sections[kind === 'experience' ? firstJobs : firstSchools]?.title ?? '', lines: tail });
  });
  return { preamble: sections.preamble, sections: out };
}
