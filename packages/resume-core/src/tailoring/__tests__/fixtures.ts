import type { JobAnalysis, SearchResultChunk, Skill, SkillCategory } from '@tailor/contracts';
import type { EducationInput, ExperienceInput, UserSkill, SkillInfo, TailoringMatcher } from '../types';
import { seededRandom } from '@tailor/testing';

export const AS_OF = 2025;

export function analysis(overrides: Partial<JobAnalysis> = {}): JobAnalysis {
  return {
    role: 'Senior Backend Engineer',
    required_skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'Kubernetes', 'AWS', 'REST APIs'],
    preferred_skills: ['GraphQL', 'Redis'],
    experience_level: 'senior',
    industry: 'FinTech',
    company_type: 'startup',
    key_responsibilities: [
      'Design and build scalable payment APIs',
      'Operate services on Kubernetes in production',
      'Mentor engineers and review code',
    ],
    qualifications: ['5+ years of backend experience'],
    company_size: 'medium',
    location: 'Remote',
    salary_range: null,
    benefits: [],
    team_structure: null,
    growth_stage: null,
    requirement_sources: [],
    ...overrides,
  };
}

export function chunk(id: string, score: number, payload: Partial<SearchResultChunk['payload']> = {}): SearchResultChunk {
  return {
    id,
    score,
    payload: {
      chunk_id: id,
      user_id: 'u1',
      resume_file_id: 'f1',
      chunk_type: 'experience',
      content: 'Some resume text',
      confidence_score: 0.8,
      ...payload,
    },
  };
}

export const STRONG_SKILLS: UserSkill[] = [
  { name: 'TypeScript', evidence: 'Built services in TypeScript' },
  { name: 'Node.js', evidence: 'Skills: Node.js' },
  { name: 'PostgreSQL', evidence: 'Skills: PostgreSQL' },
  { name: 'Kubernetes', evidence: 'Skills: Kubernetes' },
  { name: 'AWS', evidence: 'Skills: AWS' },
  { name: 'REST APIs', evidence: 'Skills: REST APIs' },
  { name: 'GraphQL', evidence: 'Skills: GraphQL' },
  { name: 'Redis', evidence: 'Skills: Redis' },
  { name: 'Mentoring', evidence: 'Skills: Mentoring' },
];

export const STRONG_EXPERIENCES: ExperienceInput[] = [
  {
    id: 'exp-globex',
    company: 'Globex',
    role: 'Software Engineer',
    period: '2015 - 2019',
    start_year: 2015,
    end_year: 2019,
    skills: ['Node.js', 'PostgreSQL'],
    achievements: ['Wrote internal tools for the finance team', 'Built REST APIs in Node.js backed by PostgreSQL'],
  },
  {
    id: 'exp-acme',
    company: 'Acme Payments',
    role: 'Senior Backend Engineer',
    period: '2019 - Present',
    start_year: 2019,
    end_year: null,
    skills: ['TypeScript', 'Kubernetes', 'AWS', 'GraphQL'],
    achievements: [
      'Organised the team offsite',
      'Mentored four engineers and led code review for the payments team',
      'Designed and built scalable payment APIs in TypeScript serving 2M requests a day',
      'Ran payment services on Kubernetes on AWS with 99.99% uptime in production',
    ],
  },
];

export const STRONG_CHUNKS: SearchResultChunk[] = [
  chunk('c1', 0.82, {
    company: 'Acme Payments',
    role: 'Senior Backend Engineer',
    content: 'Acme Payments: TypeScript payment APIs on Kubernetes and AWS',
  }),
  chunk('c2', 0.78, { company: 'Acme Payments', content: 'Payments platform with GraphQL and Redis caching' }),
  chunk('c3', 0.74, { company: 'Globex', content: 'Node.js REST APIs with PostgreSQL at Globex' }),
  chunk('c4', 0.7, { chunk_type: 'skills', content: 'Skills: TypeScript, Node.js, PostgreSQL, Kubernetes, AWS, Redis' }),
  chunk('c5', 0.66, { chunk_type: 'summary', content: 'Backend engineer focused on banking and payments' }),
  chunk('c6', 0.64, { chunk_type: 'education', content: 'BSc Computer Science' }),
];

export const UNRELATED_SKILLS: UserSkill[] = [
  { name: 'Patient Care', evidence: 'Skills: Patient Care' },
  { name: 'Wound Care', evidence: 'Skills: Wound Care' },
  { name: 'Scheduling', evidence: 'Skills: Scheduling' },
  { name: 'Communication', evidence: 'Skills: Communication' },
];

export const UNRELATED_EXPERIENCES: ExperienceInput[] = [
  {
    id: 'exp-hospital',
    company: 'St. Mary Hospital',
    role: 'Registered Nurse',
    period: '2016 - Present',
    start_year: 2016,
    end_year: null,
    skills: ['Patient Care', 'Triage'],
    achievements: ['Cared for 30 patients per shift on a surgical ward', 'Trained new nurses on triage protocols'],
  },
];

/** A vector search always returns the user's nearest chunks, however unrelated: many, weakly similar. */
export const UNRELATED_CHUNKS: SearchResultChunk[] = Array.from({ length: 12 }, (_, i) =>
  chunk(`n${i}`, 0.42 - i * 0.01, { company: 'St. Mary Hospital', content: `Ward duties and patient care notes ${i}` }),
);

export const EDUCATION: EducationInput[] = [{ degree: 'BSc Computer Science', school: 'State University', year: '2015' }];

export function asSkills(skills: readonly UserSkill[]): Skill[] {
  return skills.map((s) => ({
    name: s.name,
    category: 'technical',
    evidence: s.evidence ?? '',
    confidence_score: 0.8,
    aliases: [...(s.aliases ?? [])],
  }));
}

/**
 * A small stand-in for the skills database, so match-kind tests state exactly what the matcher knows
 * instead of depending on the shared data files.
 */
export function tinyMatcher(entries: readonly (readonly [string, readonly string[], SkillCategory?, (readonly string[])?])[]): TailoringMatcher {
  const infos: SkillInfo[] = entries.map(([name, aliases, category, broader]) => ({
    name,
    aliases,
    category: category ?? 'technical',
    ...(broader ? { broader } : {}),
  }));
  const key = (s: string): string => s.toLowerCase().replace(/[\s.\-_/]+/g, '');
  const byKey = new Map<string, SkillInfo>();
  for (const info of infos) for (const form of [info.name, ...info.aliases]) byKey.set(key(form), info);
  const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const forms = [...byKey.entries()]
    .map(([, info]) => info)
    .flatMap((info) => [info.name, ...info.aliases].map((form) => ({ form, info })))
    .sort((a, b) => b.form.length - a.form.length);
  return {
    canonical: (name) => byKey.get(key(name)) ?? null,
    findInText: (text) => {
      const found: { name: string }[] = [];
      let rest = text;
      for (const { form, info } of forms) {
        const re = new RegExp(`(?<![\\w])${escape(form)}(?![\\w])`, 'gi');
        if (re.test(rest)) {
          found.push({ name: info.name });
          rest = rest.replace(re, ' ');
        }
      }
      return found;
    },
  };
}

export const TINY = tinyMatcher([
  ['React', ['ReactJS', 'React.js']],
  ['React Native', []],
  ['SQL', []],
  ['PostgreSQL', ['Postgres']],
  ['Java', []],
  ['JavaScript', ['JS']],
  ['Kafka', ['Apache Kafka']],
  ['Leadership', [], 'leadership'],
  ['Communication', [], 'soft'],
  ['Roadmapping', [], 'product'],
]);

/** Deterministic PRNG for property-style tests. */
export const rng = seededRandom;
