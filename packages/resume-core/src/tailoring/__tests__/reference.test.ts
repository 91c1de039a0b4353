import type { JobAnalysis, SearchResultChunk } from '@tailor/contracts';
import { defaultSkillMatcher } from '../../skills';
import { computeMatchScore } from '../match-score';
import { rankChunks } from '../rank';
import { orderAchievements, rankExperiences } from '../relevance';
import { buildProbe } from '../probe';
import { TailoringSession } from '../session';
import type { ExperienceInput, TailoringMatcher, UserSkill } from '../types';
import * as f from './fixtures';
import { referenceOrderAchievements, referenceRanking, referenceRequirements } from './reference';

/**
 * The indexed scoring (postings, per-user caches, shared achievement scores) against the plain
 * every-requirement-against-every-text form in reference.ts: same requirements, evidence and
 * ranking, on the fixtures and on generated profiles built to hit the edge cases of the postings
 * (cue prefixes, acronyms, stems, accents, multi-line texts, blank and repeated entries).
 */

const REAL = defaultSkillMatcher();

interface Case {
  analysis: JobAnalysis;
  skills: UserSkill[];
  experiences: ExperienceInput[];
  chunks: SearchResultChunk[];
}

function check({ analysis, skills, experiences, chunks }: Case, matcher: TailoringMatcher): void {
  const rankedChunks = rankChunks(chunks, { industry: analysis.industry });
  const match = computeMatchScore({ analysis, profileSkills: skills, experiences, rankedChunks, matcher });
  expect(match.requirements).toEqual(referenceRequirements(analysis, skills, experiences, rankedChunks, matcher));
  const ranked = rankExperiences({ analysis, experiences, match, rankedChunks, matcher, asOfYear: f.AS_OF });
  expect(ranked).toEqual(referenceRanking({ analysis, experiences, requirements: match.requirements, rankedChunks, matcher, asOfYear: f.AS_OF }));
}

/** The evidence texts of each requirement, in the posting's order. */
function evidenceOf({ analysis, skills, experiences, chunks }: Case): string[][] {
  const match = computeMatchScore({ analysis, profileSkills: skills, experiences, rankedChunks: rankChunks(chunks, {}), matcher: REAL });
  return match.requirementMatches.map((m) => m.evidence.map((e) => e.text));
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
const some = <T>(next: () => number, items: readonly T[], max: number): T[] =>
  Array.from({ length: Math.floor(next() * (max + 1)) }, () => pick(next, items));

const SKILLS = [
  'React',
  'React Native',
  'react',
  'ReactJS',
  'SQL',
  'PostgreSQL',
  'Postgres',
  'Node.js',
  'TypeScript',
  'JavaScript',
  'JS',
  'Java',
  'Kafka',
  'Apache Kafka',
  'Kubernetes',
  'AWS',
  'Python',
  'Machine Learning',
  'ML',
  'A/B Testing',
  'C++',
  'C#',
  '.NET',
  'Go',
  'Leadership',
  'Communication',
  'Roadmapping',
  'Data Analysis',
  'Artificial Intelligence',
  'AI',
  'Stakeholder Management',
  ' ',
  '',
];
const REQUIREMENTS = [
  ...SKILLS,
  'REST APIs',
  'payment APIs',
  'Incident Response',
  'optimization',
  'Distributed Systems',
  'Go-to-Market Strategy',
  'Café Ops',
  'machine learning',
  'Product Analytics',
  'Mentoring',
  'Experimentation',
  'CI/CD',
  'Natural Language Processing',
  'NLP',
];
const PHRASES = [
  'Built REST APIs in Node.js',
  'reacted to incidents at night',
  'Led the ML platform team',
  'ran A/B tests on pricing',
  'optimized query planning',
  'Mentored four engineers',
  'shipped the React Native app',
  'migrated Postgres to AWS',
  'Café Müller rollout in Zürich',
  'wrote C++ and C# services',
  'moved .NET jobs to Go',
  'machine-learning models for fraud',
  'NLP pipeline (natural language processing)',
  'apache kafka streams',
  'used JS and TypeScript',
  'data analysis for the CFO',
  'stakeholder management across 4 teams',
  'Designed and built scalable payment APIs',
  'Operated services on Kubernetes',
  'AI assistant',
  'Artificial-Intelligence research',
  'go-to-market strategy for B2B',
  'distributed systems at scale',
];
const COMPANIES = ['Acme Payments', 'Globex', 'Initech', 'Hooli', 'Ab', ''];
const ROLES = ['Senior Backend Engineer', 'Data Scientist', 'Nurse', 'PM', ''];

function sentence(next: () => number): string {
  const parts = some(next, PHRASES, 3);
  const text = parts.join(next() < 0.5 ? '; ' : '. ');
  // Long lines are split into sentences by the matcher's segments; some texts span lines.
  if (next() < 0.15) return `${text}\n${pick(next, PHRASES)}`;
  if (next() < 0.1) return `${text}. ${Array.from({ length: 12 }, () => pick(next, PHRASES)).join('. ')}.`;
  return next() < 0.2 ? text.toUpperCase() : text;
}

function generated(seed: number): Case {
  const next = f.rng(seed);
  const experiences = Array.from({ length: 1 + Math.floor(next() * 8) }, (_, i): ExperienceInput => {
    const achievements = Array.from({ length: Math.floor(next() * 5) }, () => sentence(next));
    if (achievements.length > 0 && next() < 0.2) achievements.push(achievements[0] as string);
    return {
      ...(next() < 0.8 ? { id: `exp-${seed}-${i}` } : {}),
      company: pick(next, COMPANIES),
      role: pick(next, ROLES),
      period: pick(next, ['2015 - 2019', '2019 - Present', 'Unknown Period', '', 'Mar 2020 – Jan 2022']),
      skills: some(next, SKILLS, 5),
      achievements,
      ...(next() < 0.6
        ? { skills_with_evidence: some(next, SKILLS, 3).map((skill) => ({ skill, evidence: sentence(next), impact: '', added_date: '2024-01-01' })) }
        : {}),
    };
  });
  const chunks = Array.from({ length: Math.floor(next() * 6) }, (_, i) =>
    f.chunk(`c${seed}-${i}`, next(), {
      chunk_type: pick(next, ['experience', 'skills', 'summary', 'education']),
      content: Array.from({ length: 1 + Math.floor(next() * 4) }, () => sentence(next)).join('\n'),
      ...(next() < 0.5 ? { company: pick(next, COMPANIES) } : {}),
      ...(next() < 0.4 ? { role: pick(next, ROLES) } : {}),
      ...(next() < 0.3 ? { skills: some(next, SKILLS, 3) } : {}),
    }),
  );
  return {
    analysis: f.analysis({
      required_skills: some(next, REQUIREMENTS, 8),
      preferred_skills: some(next, REQUIREMENTS, 4),
      key_responsibilities: some(next, PHRASES, 5),
    }),
    skills: some(next, SKILLS, 6).map((name) => ({ name, ...(next() < 0.3 ? { aliases: some(next, SKILLS, 2) } : {}) })),
    experiences,
    chunks,
  };
}

describe('indexed scoring against the reference', () => {
  it('agrees on the fixtures', () => {
    for (const matcher of [REAL, f.TINY]) {
      check({ analysis: f.analysis(), skills: f.STRONG_SKILLS, experiences: f.STRONG_EXPERIENCES, chunks: f.STRONG_CHUNKS }, matcher);
      check({ analysis: f.analysis(), skills: f.UNRELATED_SKILLS, experiences: f.UNRELATED_EXPERIENCES, chunks: f.UNRELATED_CHUNKS }, matcher);
    }
  });

  it.each(Array.from({ length: 60 }, (_, i) => i + 1))('agrees on generated profile %i', (seed) => {
    const c = generated(seed);
    check(c, seed % 3 === 0 ? f.TINY : REAL);
  });

  it('agrees on hand-made edge cases of the postings', () => {
    const experience = (id: string, achievements: string[], skills: string[] = []): ExperienceInput => ({
      id,
      company: 'Acme',
      role: 'Engineer',
      period: '2019 - 2021',
      skills,
      achievements,
    });
    const job = (required: string[]) => f.analysis({ required_skills: required, preferred_skills: [] });
    // A family skill outranks an earlier stem-level achievement; the first of two related skills is quoted.
    check(
      {
        analysis: job(['optimization']),
        skills: [],
        experiences: [experience('e1', ['optimized query planning'], ['Query Tuning', 'Optimization'])],
        chunks: [],
      },
      REAL,
    );
    check(
      {
        analysis: job(['Natural Language Processing']),
        skills: [],
        experiences: [experience('e2', ['Shipped pricing pages'], ['NLP pipelines', 'NLP models'])],
        chunks: [],
      },
      REAL,
    );
    // A cue that is only the start of the text's word ("jse" for "JS"), for a matcher that accepts it.
    check({ analysis: job(['JavaScript']), skills: [], experiences: [experience('e3', ['Wrote JSé widgets'])], chunks: [] }, f.TINY);
    // An acronym with a character outside letters and digits cannot use the run postings.
    check(
      { analysis: job(['#Hashtag Marketing']), skills: [], experiences: [experience('e4', ['Ran #M campaigns weekly', 'Ran #Mx ads'])], chunks: [] },
      REAL,
    );
    // An acronym glued to "+" or "#" (one word of the folded text), and beside a letter that folding changes.
    const acronyms: Case = {
      analysis: job(['Machine Learning', 'Quality Assurance']),
      skills: [],
      experiences: [experience('e6', ['Built C++ML tooling', 'Ran #QA rotas', 'Led ML\u00e9 research', 'Grew ML\u2122 adoption', 'Wrote ml notes'])],
      chunks: [],
    };
    check(acronyms, REAL);
    expect(evidenceOf(acronyms)).toEqual([['Grew ML\u2122 adoption'], ['Ran #QA rotas']]);
    // Folding makes "PM™" the word "pmtm"; the capitals are still an acronym of the requirement.
    const folded: Case = {
      analysis: job(['Project Management']),
      skills: [],
      experiences: [experience('e9', ['Led PM\u2122 rituals', 'Wrote pm notes'])],
      chunks: [],
    };
    check(folded, REAL);
    expect(evidenceOf(folded)).toEqual([['Led PM\u2122 rituals']]);
    // Shorthand standing for a posting's words the database does not know, after "+" and in a text
    // outside ASCII (the reference reads no shorthand, so only the evidence is checked).
    const shorthand: Case = {
      analysis: job(['Field Service Reporting', 'Vendor Risk Review']),
      skills: [],
      experiences: [experience('e7', ['Ran C+FSR audits', 'Filed VRR notes in M\u00fcnchen', 'Kept fsr logs'])],
      chunks: [],
    };
    expect(evidenceOf(shorthand)).toEqual([['Ran C+FSR audits'], ['Filed VRR notes in M\u00fcnchen']]);
    // A note whose sentence is an achievement is quoted for its skill; another note is read as a text.
    const noted = (skill: string, evidence: string) => ({ skill, evidence, impact: '', added_date: '2024-01-01T00:00:00.000Z' });
    const notes: Case = {
      analysis: job(['Kafka', 'Terraform', 'Payroll Administration']),
      skills: [],
      experiences: [
        {
          ...experience('e8', ['Moved billing events onto topics'], ['Kafka', 'Terraform']),
          skills_with_evidence: [noted('Kafka', 'Moved billing events onto topics'), noted('Terraform', 'Tools: Terraform, Vault')],
        },
      ],
      chunks: [],
    };
    check(notes, REAL);
    expect(evidenceOf(notes)).toEqual([['Kafka: Moved billing events onto topics'], ['Terraform: Tools: Terraform, Vault'], []]);
    // A form after a "#" glued to the word before, in a text whose other words hold the cue.
    check(
      {
        analysis: job(['A/B Testing', 'Node.js']),
        skills: [],
        experiences: [experience('e10', ['Ran x#A/B testing and a C#nodejs review with node'])],
        chunks: [],
      },
      REAL,
    );
    // The skill in one line and its cue word in another.
    check(
      {
        analysis: job(['PostgreSQL']),
        skills: [],
        experiences: [experience('e5', ['Databases\nmigrated Postgres to AWS', 'postgresql\nnothing else'])],
        chunks: [],
      },
      REAL,
    );
  });

  it('agrees when the same profile is read again, as each generation does', () => {
    const c = generated(101);
    check(c, REAL);
    check(structuredClone(c), REAL);
    // Another job for the same experiences.
    check({ ...structuredClone(c), analysis: generated(102).analysis }, REAL);
  });

  it('does not reuse a session’s index after the experiences changed in place', () => {
    type Editable = { achievements: string[]; skills: string[]; role: string; company: string };
    const edits: ((experiences: ExperienceInput[]) => void)[] = [
      (e) => (e[0] as unknown as Editable).achievements.push('Ran Redis clusters for the payments team'),
      (e) => ((e[0] as unknown as Editable).achievements[0] = 'Mentored engineers on Kubernetes'),
      (e) => ((e[0] as unknown as Editable).skills[0] = 'Redis'),
      (e) => ((e[1] as unknown as Editable).role = 'Staff Engineer'),
      (e) => ((e[1] as unknown as Editable).company = 'Initech'),
      (e) => e.push({ company: 'Hooli', role: 'Engineer', period: '2020', skills: ['GraphQL'], achievements: ['Led the GraphQL gateway'] }),
      (e) => e.shift(),
    ];
    for (const edit of edits) {
      const c: Case = { analysis: f.analysis(), skills: [], experiences: structuredClone(f.STRONG_EXPERIENCES), chunks: f.STRONG_CHUNKS };
      // One session for both reads, as within one generation: it must index the edited list again.
      const session = new TailoringSession(REAL);
      const evidence = () =>
        computeMatchScore({
          analysis: c.analysis,
          profileSkills: [],
          experiences: c.experiences,
          rankedChunks: rankChunks(c.chunks),
          matcher: REAL,
          session,
        }).requirements;
      check(c, REAL);
      const before = structuredClone(evidence());
      edit(c.experiences);
      check(c, REAL);
      // Every edit changes the evidence, so an index kept from before the edit would show.
      expect(evidence()).not.toEqual(before);
    }
  });

  it('orders one experience’s achievements like the reference', () => {
    for (let seed = 200; seed < 230; seed++) {
      const next = f.rng(seed);
      const achievements = Array.from({ length: 1 + Math.floor(next() * 7) }, () => sentence(next));
      const probes = some(next, REQUIREMENTS, 6)
        .filter((r) => r.trim().length > 0)
        .map((r) => ({ probe: buildProbe(r.trim(), REAL), importance: next() < 0.5 ? ('must' as const) : ('nice' as const) }));
      const responsibilities = some(next, PHRASES, 4);
      expect(orderAchievements(achievements, probes, responsibilities, REAL)).toEqual(
        referenceOrderAchievements(achievements, probes, responsibilities, REAL),
      );
    }
  });
});
