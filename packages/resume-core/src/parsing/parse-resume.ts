import type { ParsedExperience, ParsedResume } from '@tailor/contracts';
import { narrativeEducation, parseEducation } from './education';
import { parseExperiences } from './experience';
import { linesOf, splitSections, type Sections } from './sections';
import { isKnownSkillList, readListsOutsideSkills, readSkillsSection } from './skill-list';
import { SkillCollector, linkExperienceSkills } from './skill-profile';
import { defaultLookup, lookupFromMatcher } from './skill-lookup';
import { repairSplitRanges } from './split-ranges';
import { narrativeExperiences } from './narrative';
import { findSummary } from './summary';
import { normalizeFormLabels } from './form-labels';
import { transposeFormTables } from './form-tables';
import { reclaimSidebarJobs } from './reclaim';
import { withoutRepeatedMasthead } from './masthead';
import { toDocument, type Line, type TextDocument } from './text';
import { nonEnglishLanguage } from './language';
import { NoResumeContentError, noContentInLanguageMessage, type ParseOptions } from './types';

/**
 * Without an experience heading, jobs are only taken from the unlabelled text when they look
 * unmistakable (dated, with a title word or organisation), so prose is never turned into a job.
 */
function experiencesWithoutHeading(doc: TextDocument, sections: Sections, now: Date): ParsedExperience[] {
  const found = parseExperiences(sections.preamble, { now, paragraphs: doc.paragraphs });
  return found.filter((e) => e.confidence_score >= 0.9);
}

/**
 * An experience heading with no job under it (two-column exports print the heading in one column
 * and the jobs in the other, under a sidebar heading such as "Top Skills"): take the unmistakable
 * jobs from every section but education, in document order; the headline under the name stays out.
 * The experience sections were read already and gave nothing, so they are not read again.
 */
function experiencesOutsideHeading(doc: TextDocument, sections: Sections, now: Date): ParsedExperience[] {
  return sections.sections
    .filter((s) => s.kind !== 'education' && s.kind !== 'experience')
    .flatMap((s) => parseExperiences(s.lines, { now, paragraphs: doc.paragraphs }))
    .filter((e) => e.confidence_score >= 0.9);
}

function linesOutsideEducation(sections: Sections): Line[] {
  return [...sections.preamble, ...sections.sections.filter((s) => s.kind !== 'education').flatMap((s) => s.lines)];
}

function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;
}

/** Rule-based resume parser: deterministic, no I/O, never invents content. */
export function parseResume(text: string, options: ParseOptions = {}): ParsedResume {
  const now = options.now ?? new Date();
  const lookup = options.matcher ? lookupFromMatcher(options.matcher) : defaultLookup();
  const doc = toDocument(text);
  const sections = reclaimSidebarJobs(
    splitSections(normalizeFormLabels(transposeFormTables(repairSplitRanges(withoutRepeatedMasthead(doc.lines), now))), (t) =>
      isKnownSkillList(t, lookup),
    ),
    now,
    doc.paragraphs,
  );
  const experienceLines = linesOf(sections, 'experience');
  const underHeading =
    experienceLines.length > 0
      ? parseExperiences(experienceLines, { now, paragraphs: doc.paragraphs })
      : experiencesWithoutHeading(doc, sections, now);
  const outside = underHeading.length > 0 ? underHeading : experiencesOutsideHeading(doc, sections, now);
  const parsedExperiences = outside.length > 0 ? outside : narrativeExperiences(linesOutsideEducation(sections), now);
  // Each education section is read on its own: one may give an entry a line ("School, 2010 – 2014,
  // BSc") and the next spread its entries over lines and blank lines (a table's cells), and what
  // separates entries is judged from a section's own lines.
  const educationSections = sections.sections.filter((s) => s.kind === 'education');
  const education =
    educationSections.length > 0
      ? educationSections.flatMap((s) => parseEducation(s.lines, now))
      : narrativeEducation(linesOutsideEducation(sections), now);
  const collector = new SkillCollector();
  // A skills section printed before every experience, education and summary section may be a sidebar
  // that runs on into the main column's head (the name, the headline).
  const firstMain = sections.sections.findIndex((s) => s.kind === 'experience' || s.kind === 'education' || s.kind === 'summary');
  for (const [i, section] of sections.sections.entries()) {
    if (section.kind !== 'skills') continue;
    const sidebar = firstMain < 0 || i < firstMain;
    for (const listed of readSkillsSection(section.lines, lookup, section.title, sidebar)) collector.addListed(listed);
  }
  for (const section of sections.sections.filter((s) => s.kind === 'other')) {
    for (const listed of readListsOutsideSkills(section.lines, lookup, section.title)) collector.addListed(listed);
  }
  const experiences = parsedExperiences.map((e) => linkExperienceSkills(e, lookup, collector, now));
  const skills = collector.list();
  if (experiences.length === 0 && education.length === 0 && skills.length === 0) {
    const language = nonEnglishLanguage(text);
    throw new NoResumeContentError(language ? noContentInLanguageMessage(language) : undefined);
  }
  const summary = findSummary(linesOf(sections, 'summary'), sections.preamble);
  const confidences = [...experiences, ...education, ...skills].map((i) => i.confidence_score);
  return { experiences, education, skills, summary, overall_confidence: mean(confidences) };
}
