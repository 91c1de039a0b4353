import { parseExperiences, EXPERIENCE_CONFIDENCE } from './experience';
import { isHeaderish, lineFeatures } from './line-features';
import type { Section, Sections } from './sections';
import type { Line } from './text';

/**
 * Two-column designs print a sidebar (skills, links, talks) beside the jobs, and their text comes out
 * column after column on each page: the experience heading holds the jobs of page one, and the jobs
 * of page two (or the ones below the sidebar) arrive inside whatever sidebar section came last. Such
 * a run of jobs is taken back into the experience section when it is unmistakable: from the first
 * dated header block of the section on, at least two complete jobs (employer, title and dates).
 * Sections whose own entries carry dates and titles (projects, volunteering, awards) keep theirs.
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

export function reclaimSidebarJobs(sections: Sections, now: Date, paragraphs: boolean): Sections {
  const firstJobs = sections.sections.findIndex((s) => s.kind === 'experience');
  if (firstJobs < 0) return sections;
  const out: Section[] = [];
  sections.sections.forEach((section, index) => {
    const candidate = index > firstJobs && section.kind !== 'experience' && section.kind !== 'education' && !OWN_DATED_ENTRIES.test(section.title);
    const start = candidate ? firstDatedBlock(section.lines, now) : undefined;
    const tail = start !== undefined ? section.lines.slice(start) : [];
    if (start === undefined || !isJobColumn(tail, now, paragraphs)) {
      out.push(section);
      return;
    }
    out.push({ ...section, lines: section.lines.slice(0, start) });
    out.push({ kind: 'experience', title: sections.sections[firstJobs]?.title ?? '', lines: tail });
  });
  return { preamble: sections.preamble, sections: out };
}
