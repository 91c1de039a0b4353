import type { SkillCategory } from '@tailor/contracts';

export interface YearMonth {
  year: number;
  month?: number;
}

export interface ModelExperience {
  company: string;
  role: string;
  location?: string;
  start?: YearMonth;
  end?: YearMonth | 'present';
  bullets: string[];
}

export interface ModelEducation {
  degree: string;
  area?: string;
  school: string;
  location?: string;
  start?: YearMonth;
  end?: YearMonth;
}

export interface SkillGroup {
  name: string;
  keywords: string[];
}

/** Extra sections rendered as noise the parser must not confuse with jobs or skills. */
export interface ExtraSection {
  title: string;
  lines: string[];
}

/** Everything a layout needs to print a resume. */
export interface ResumeModel {
  name: string;
  headline?: string;
  contact: string[];
  summary?: string;
  experiences: ModelExperience[];
  education: ModelEducation[];
  skillGroups: SkillGroup[];
  extras: ExtraSection[];
  /** Accepted categories per listed skill when not simply technical; the first is expected. */
  skillCategories?: Readonly<Record<string, SkillCategory[]>>;
}

export interface ExperienceLabel {
  company: string;
  role: string;
  start_year: number | null;
  end_year: number | null;
}

export interface EducationLabel {
  degree: string;
  school: string;
}

export interface SkillLabel {
  name: string;
  /** Categories a reasonable reader would accept; the first is the expected one. */
  categories: SkillCategory[];
}

export interface Labels {
  experiences: ExperienceLabel[];
  education: EducationLabel[];
  skills: SkillLabel[];
  /** Text of the person's achievements: database skills named there are correct extra finds. */
  achievementText: string;
}

export interface LabelledDocument {
  id: string;
  source: string;
  format: 'pdf' | 'docx' | 'txt';
  layout: string;
  filename: string;
  bytes: Buffer;
  labels: Labels;
}

/** "Present" in the documents resolves against this date, in the parser and in the labels alike. */
export const EVAL_NOW = new Date('2025-06-01T00:00:00Z');
