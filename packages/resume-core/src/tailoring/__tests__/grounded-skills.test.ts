import type { SearchResultChunk } from '@tailor/contracts';
import { analyzeJobDescription } from '../../job-analysis';
import { defaultSkillMatcher } from '../../skills';
import { computeMatchScore } from '../match-score';
import { rankChunks } from '../rank';
import { tailorResume } from '../tailor';
import { containsPhrase, wordString } from '../text';
import type { ExperienceInput, UserSkill } from '../types';
import * as f from './fixtures';

/**
 * Generated (profile, job description) pairs: the tailored resume may name only skills the profile
 * shows with evidence, and only employers the person worked for. The job's own requirements, skills
 * that only an experience's bare list or an evidence-less profile entry names, and employers that
 * appear in the posting must never reach the skills section or the summary.
 */

const COMPANIES = ['Acme Payments', 'Globex', 'Initech', 'Umbrella Health', 'Hooli', 'Vandelay Industries', 'Stark Retail', 'Wayne Logistics'];
const HIRING_COMPANIES = ['Contoso Cloud', 'Northwind Traders', 'Tailspin Air', 'Fabrikam Labs'];
const ROLES = ['Software Engineer', 'Product Manager', 'Data Scientist', 'Engineering Manager', 'Registered Nurse', 'Designer'];
const POOL = [
  'TypeScript',
  'Python',
  'Go',
  'PostgreSQL',
  'Kubernetes',
  'React',
  'SQL',
  'Figma',
  'AWS',
  'Machine Learning',
  'Redis',
  'Docker',
  'Java',
  'Patient Care',
  'Terraform',
  'GraphQL',
  'Kafka',
  'Tableau',
  'Snowflake',
  'JavaScript',
  'A/B Testing',
  'User Research',
  'Stakeholder Management',
  'Agile',
  'Scrum',
  'HIPAA',
  'Spark',
  'Airflow',
  'Jenkins',
  'Node.js',
];

function pick<T>(next: () => number, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
  return out;
}

function pair(seed: number) {
  const next = f.rng(seed);
  const skills = pick(next, POOL, 12);
  const held = skills.slice(0, 2 + Math.floor(next() * 5));
  const listedOnly = skills.slice(6, 8); // named by an experience's bare skill list only
  const noEvidence = skills.slice(8, 10); // in the profile, but no line shows them
  const companies = pick(next, COMPANIES, 1 + Math.floor(next() * 3));
  const experiences: ExperienceInput[] = companies.map((company, i) => ({
    company,
    role: pick(next, ROLES, 1)[0] ?? 'Engineer',
    period: `${2010 + i * 3} - ${2012 + i * 3}`,
    skills: [...held.slice(i, i + 2), ...listedOnly],
    achievements: held.slice(i, i + 2).map((s) => `Delivered ${s} work for the ${company} platform team`),
  }));
  const profileSkills: UserSkill[] = [
    ...held.map((name) => ({ name, evidence: `Skills: ${name}` })),
    ...noEvidence.map((name) => ({ name, evidence: next() < 0.5 ? '' : '  ' })),
  ];
  const wanted = pick(next, [...skills, ...POOL], 8);
  const hiring = pick(next, HIRING_COMPANIES, 1)[0] ?? 'Contoso Cloud';
  const jobText = [
    `Senior ${pick(next, ['Engineer', 'Analyst', 'Manager'], 1)[0]} at ${hiring}`,
    '',
    `${hiring} is hiring. You will work with ${companies[0]} alumni and partners.`,
    '',
    'Requirements',
    ...wanted.slice(0, 5).map((s) => `- ${1 + Math.floor(next() * 6)}+ years of experience with ${s}`),
    '',
    'Nice to have',
    ...wanted.slice(5).map((s) => `- Familiarity with ${s}`),
  ].join('\n');
  const chunks: SearchResultChunk[] = experiences.map((e, i) =>
    f.chunk(`g${seed}-${i}`, 0.3 + next() * 0.6, { company: e.company, role: e.role, content: e.achievements.join('. ') }),
  );
  return { experiences, profileSkills, jobText, chunks, held };
}

describe('tailored resumes name only grounded skills and real employers (generated pairs)', () => {
  const matcher = defaultSkillMatcher();
  const seeds = Array.from({ length: 120 }, (_, i) => 5000 + i * 13);

  it.each(seeds)('pair %i', (seed) => {
    const { experiences, profileSkills, jobText, chunks, held } = pair(seed);
    const analysis = analyzeJobDescription(jobText);
    const rankedChunks = rankChunks(chunks, { industry: analysis.industry });
    const match = computeMatchScore({ analysis, profileSkills, experiences, rankedChunks, matcher });
    const out = tailorResume({
      analysis,
      experiences,
      education: [],
      profileSkills,
      rankedChunks,
      match,
      person: { fullName: `Pat Example ${seed}`, headline: 'Professional' },
      matcher,
      asOfYear: 2025,
    });

    const grounded = new Set(held);
    for (const s of out.skills) expect(grounded).toContain(s);
    const companies = new Set(experiences.map((e) => e.company));
    for (const e of out.experiences) expect(companies).toContain(e.company);

    // The target role (named as the goal) and the person's own employers and titles may contain a
    // skill's word ("Acme Payments"); the rest of the summary may not name a skill they lack.
    let rest = out.summary.replace(analysis.role ? `the ${analysis.role} role` : '', '');
    for (const e of experiences) rest = rest.split(e.company).join(' ').split(e.role).join(' ');
    const summary = wordString(rest);
    const key = (s: string): string => matcher.canonical(s)?.name ?? s;
    const heldKeys = new Set(held.map(key));
    const lacking = [...POOL, ...analysis.required_skills, ...analysis.preferred_skills].filter((s) => !heldKeys.has(key(s)));
    for (const s of lacking) {
      expect(out.skills).not.toContain(s);
      expect(containsPhrase(summary, s)).toBe(false);
    }
    for (const c of [...COMPANIES, ...HIRING_COMPANIES].filter((c) => !companies.has(c))) expect(containsPhrase(summary, c)).toBe(false);
  });
});
