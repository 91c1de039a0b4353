import type { JobAnalysis, SearchResultChunk, Skill } from '@tailor/contracts';
import { planGeneration } from '../../generation';
import { defaultSkillMatcher } from '../../skills';
import { profileSkillsFromSkills } from '../adapter';
import { containsPhrase, wordString } from '../text';
import type { EducationInput, ExperienceInput } from '../types';
import * as f from './fixtures';

const COMPANIES = ['Acme Payments', 'Globex', 'Initech', 'Umbrella Health', 'Hooli', 'Vandelay Industries', 'Stark Retail', 'Wayne Logistics'];
const ROLES = ['Software Engineer', 'Product Manager', 'Data Scientist', 'Engineering Manager', 'Registered Nurse', 'Designer'];
const SKILLS = [
  'TypeScript',
  'Python',
  'Go',
  'PostgreSQL',
  'Kubernetes',
  'React',
  'SQL',
  'Figma',
  'Roadmapping',
  'AWS',
  'Leadership',
  'Machine Learning',
  'Redis',
  'Docker',
  'Java',
  'Patient Care',
];
const DEGREES = ['BSc Computer Science', 'MBA', 'BA Design', 'BSN Nursing', 'MSc Statistics'];
const VERBS = ['Built', 'Led', 'Shipped', 'Improved', 'Designed', 'Operated'];

function pick<T>(next: () => number, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
  return out;
}

interface GeneratedProfile {
  analysis: JobAnalysis;
  experiences: ExperienceInput[];
  education: EducationInput[];
  skills: Skill[];
  chunks: SearchResultChunk[];
  profile: { fullName: string; headline: string };
}

function profile(seed: number): GeneratedProfile {
  const next = f.rng(seed);
  const companies = pick(next, COMPANIES, 1 + Math.floor(next() * 3));
  const userSkills = pick(next, SKILLS, 2 + Math.floor(next() * 5));
  const experiences: ExperienceInput[] = companies.map((company, i) => {
    const start = 2005 + Math.floor(next() * 15);
    const skills = pick(next, userSkills, 2);
    return {
      company,
      role: pick(next, ROLES, 1)[0] ?? 'Engineer',
      // Every third experience has no period, to exercise 'Recent'.
      period: i % 3 === 2 ? '' : `${start} - ${next() < 0.5 ? 'Present' : start + 1 + Math.floor(next() * 4)}`,
      skills,
      achievements: skills.map((s, j) => `${VERBS[(i + j) % VERBS.length] ?? 'Built'} ${s} work for ${company} team ${j}`),
    };
  });
  const education: EducationInput[] = pick(next, DEGREES, Math.floor(next() * 3)).map((degree) => ({
    degree,
    school: 'Some University',
    year: '2010',
  }));
  const chunks: SearchResultChunk[] = experiences.map((e, i) =>
    f.chunk(`p${seed}-${i}`, 0.3 + next() * 0.6, { company: e.company, role: e.role, content: e.achievements.join('. ') }),
  );
  const jobSkills = pick(next, SKILLS, 6);
  return {
    analysis: f.analysis({
      role: 'Staff Widget Specialist',
      required_skills: jobSkills.slice(0, 4),
      preferred_skills: jobSkills.slice(4),
      industry: 'Technology',
    }),
    experiences,
    education,
    skills: f.asSkills(userSkills.map((name) => ({ name }))),
    chunks,
    profile: { fullName: `ResumePerson ${seed}`, headline: 'Professional' },
  };
}

describe('tailored resumes are truthful by construction (generated profiles)', () => {
  const matcher = defaultSkillMatcher();
  const seeds = Array.from({ length: 40 }, (_, i) => 1000 + i * 7);

  it.each(seeds)('profile %i: no employer, role, period, achievement, degree or skill absent from the input', (seed) => {
    const input = profile(seed);
    const out = planGeneration({
      jobDescription: `${input.analysis.role}\nWe need ${input.analysis.required_skills.join(', ')}.`,
      analysis: input.analysis,
      hits: input.chunks,
      experiences: input.experiences,
      education: input.education,
      skills: profileSkillsFromSkills(input.skills),
      contact: null,
      account: null,
      matcher,
      asOfYear: 2025,
    }).resume;

    expect(out.experiences).toHaveLength(input.experiences.length);
    for (const e of out.experiences) {
      const source = input.experiences.find((x) => x.company === e.company && x.role === e.role);
      expect(source).toBeDefined();
      expect(e.period).toBe(source?.period.trim() ? source.period : 'Recent');
      expect([...e.achievements].sort()).toEqual([...(source?.achievements ?? [])].sort());
    }
    for (const ed of out.education) expect(input.education).toContainEqual(ed);

    const userSkillNames = new Set([...input.skills.map((s) => s.name), ...input.experiences.flatMap((e) => e.skills)]);
    for (const s of out.skills) expect(userSkillNames).toContain(s);

    // The summary names the target role only as the goal; apart from that, no job-only skill and no
    // employer the user never worked for.
    const summary = wordString(out.summary.replace(`the ${input.analysis.role} role`, ''));
    const jobOnly = [...input.analysis.required_skills, ...input.analysis.preferred_skills].filter((s) => !userSkillNames.has(s));
    for (const s of jobOnly) expect(containsPhrase(summary, s)).toBe(false);
    const foreign = COMPANIES.filter((c) => !input.experiences.some((e) => e.company === c));
    for (const c of foreign) expect(containsPhrase(summary, c)).toBe(false);
  });
});
