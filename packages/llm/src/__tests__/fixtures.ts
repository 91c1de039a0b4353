import type { JobAnalysis, ParsedResume, Skill, TailoredResumeObject } from '@tailor/contracts';
import type { RuleFunctions, TailorInput } from '../intelligence';
import type { LlmLogger } from '../logger';

export const API_KEY = 'sk-test-secret-key-123';

export const ANALYSIS: JobAnalysis = {
  role: 'Senior Product Manager',
  required_skills: ['SQL', 'Roadmapping'],
  preferred_skills: ['Python'],
  experience_level: 'senior',
  industry: 'FinTech',
  company_type: 'startup',
  key_responsibilities: ['Own the payments roadmap'],
  qualifications: ['5+ years in product'],
  company_size: 'medium',
  location: 'Remote',
  salary_range: null,
  benefits: [],
  team_structure: null,
  growth_stage: 'Series B',
  requirement_sources: [],
};

export const RULE_ANALYSIS: JobAnalysis = { ...ANALYSIS, role: 'From rules', industry: null };

export const RULE_RESUME: ParsedResume = {
  experiences: [],
  education: [],
  skills: [],
  summary: 'from rules',
  overall_confidence: 0.5,
};

export const RULE_SKILLS: Skill[] = [
  { name: 'SQL', category: 'technical', evidence: 'SQL', confidence_score: 0.9, aliases: [] },
  { name: 'Leadership', category: 'leadership', evidence: 'led', confidence_score: 0.8, aliases: [] },
];

export const RULE_TAILORED: TailoredResumeObject = {
  summary: 'from rules',
  experiences: [],
  skills: [],
  education: [],
  match_analysis: { strengths: [], gaps: [], recommendations: [] },
};

/** Rule functions that record their calls, standing in for @tailor/resume-core. */
export function fakeRules(): RuleFunctions & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    parseResume: (text) => (calls.push(`parseResume:${text.length}`), RULE_RESUME),
    extractSkills: async () => (calls.push('extractSkills'), RULE_SKILLS),
    analyzeJob: () => (calls.push('analyzeJob'), RULE_ANALYSIS),
    tailorResume: () => (calls.push('tailorResume'), RULE_TAILORED),
  };
}

export interface RecordingLogger extends LlmLogger {
  lines: { level: string; fields: Record<string, unknown>; message: string }[];
}

export function recordingLogger(): RecordingLogger {
  const lines: RecordingLogger['lines'] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) => void lines.push({ level, fields, message });
  return { lines, warn: at('warn'), info: at('info'), debug: at('debug') };
}

/** An injected clock and sleep: time moves only when the test says so, and waits are recorded. */
export function fakeTime(start = 1_700_000_000_000) {
  const state = { now: start, sleeps: [] as number[] };
  return {
    state,
    now: () => state.now,
    sleep: async (ms: number) => void state.sleeps.push(ms),
    advance: (ms: number) => void (state.now += ms),
  };
}

export const TAILOR_INPUT: TailorInput = {
  analysis: ANALYSIS,
  experiences: [
    {
      company: 'Acme Payments',
      role: 'Product Manager',
      period: '2019 – Present',
      type: 'job',
      skills: ['SQL', 'Roadmapping'],
      achievements: ['Launched instant payouts used by 40,000 merchants'],
      skills_with_evidence: [],
      confidence_score: 0.9,
      start_year: 2019,
      end_year: null,
    },
  ],
  education: [{ degree: 'BSc Economics', school: 'State University', year: '2015', confidence_score: 0.9 }],
  skills: [{ name: 'SQL', category: 'technical', evidence: 'SQL', confidence_score: 0.9, aliases: [] }],
  chunks: [],
  profile: { fullName: 'Sam Doe', headline: 'Product Manager' },
};
