import { TailoredResumeObjectSchema } from '@tailor/contracts';
import { defaultSkillMatcher } from '../../skills';
import { planGeneration } from '../../generation';
import { profileSkillsFromSkills } from '../adapter';
import { computeMatchScore } from '../match-score';
import { rankChunks } from '../rank';
import { TailoringSession } from '../session';
import { tailorResume } from '../tailor';
import type { ExperienceInput, UserSkill } from '../types';
import * as f from './fixtures';

const matcher = defaultSkillMatcher();
const person = { fullName: 'Dana Example', headline: 'Backend engineer' };

function tailor(skills: readonly UserSkill[], experiences: readonly ExperienceInput[], chunks = f.STRONG_CHUNKS, analysis = f.analysis()) {
  const rankedChunks = rankChunks(chunks, { industry: analysis.industry });
  const match = computeMatchScore({ analysis, profileSkills: skills, experiences, rankedChunks, matcher });
  return tailorResume({
    analysis,
    experiences,
    education: f.EDUCATION,
    profileSkills: skills,
    rankedChunks,
    match,
    person,
    matcher,
    asOfYear: f.AS_OF,
  });
}

describe('tailorResume', () => {
  const out = tailor(f.STRONG_SKILLS, f.STRONG_EXPERIENCES);

  it('orders experiences by relevance and leads each entry with the achievements matching the top 3 responsibilities', () => {
    expect(out.experiences.map((e) => e.company)).toEqual(['Acme Payments', 'Globex']);
    expect(out.experiences[0]?.achievements).toEqual([
      'Designed and built scalable payment APIs in TypeScript serving 2M requests a day', // responsibility 1
      'Ran payment services on Kubernetes on AWS with 99.99% uptime in production', // responsibility 2
      'Mentored four engineers and led code review for the payments team', // responsibility 3
      'Organised the team offsite',
    ]);
    expect(out.experiences[1]?.achievements[0]).toBe('Built REST APIs in Node.js backed by PostgreSQL');
  });

  it('puts responsibility matches ahead of achievements that only name more skills', () => {
    const analysis = f.analysis({ key_responsibilities: ['Mentor engineers and review code'] });
    const e: ExperienceInput = {
      company: 'Acme',
      role: 'Engineer',
      period: '2020 - 2022',
      skills: [],
      achievements: ['Used TypeScript, Node.js, PostgreSQL and AWS daily', 'Mentored engineers and ran code review'],
    };
    expect(tailor([], [e], [], analysis).experiences[0]?.achievements).toEqual([
      'Mentored engineers and ran code review',
      'Used TypeScript, Node.js, PostgreSQL and AWS daily',
    ]);
    // Without a matching responsibility the skill-heavy achievement leads.
    expect(tailor([], [e], [], f.analysis({ key_responsibilities: [] })).experiences[0]?.achievements[0]).toMatch(/^Used TypeScript/);
  });

  it("breaks relevance ties by recency, then by the user's order", () => {
    const old: ExperienceInput = { company: 'Old Co', role: 'Clerk', period: '2001 - 2003', skills: [], achievements: [] };
    const recent: ExperienceInput = { company: 'New Co', role: 'Clerk', period: '2010 - Present', skills: [], achievements: [] };
    const undated: ExperienceInput = { company: 'Some Co', role: 'Clerk', period: '', skills: [], achievements: [] };
    expect(tailor([], [undated, old, recent], []).experiences.map((e) => e.company)).toEqual(['New Co', 'Old Co', 'Some Co']);
  });

  it("shows a missing period as 'Recent' and copies the others", () => {
    const experiences: ExperienceInput[] = [
      { company: 'A', role: 'R', period: '', skills: [], achievements: [] },
      { company: 'B', role: 'R', period: 'Unknown Period', skills: [], achievements: [] },
      { company: 'C', role: 'R', period: 'Jan 2020 – Mar 2021', skills: [], achievements: [] },
    ];
    const periods = Object.fromEntries(tailor([], experiences, []).experiences.map((e) => [e.company, e.period]));
    expect(periods).toEqual({ A: 'Recent', B: 'Recent', C: 'Jan 2020 – Mar 2021' });
  });

  it("lists only the user's skills with evidence, matched ones first, under the user's own names", () => {
    const skills: UserSkill[] = [
      { name: 'Baking', evidence: 'Skills: Baking' },
      { name: 'React Native', evidence: 'Built the app in React Native' },
      { name: 'TypeScript', evidence: 'Skills: TypeScript' },
      { name: 'Kotlin' },
    ];
    const analysis = f.analysis({ required_skills: ['TypeScript', 'React', 'Go'], preferred_skills: [] });
    // An experience's bare skill list ("Docker") and a profile skill without evidence ("Kotlin") are not named.
    const result = tailor(skills, [{ ...f.STRONG_EXPERIENCES[0]!, skills: ['Docker'] }], [], analysis);
    expect(result.skills).toEqual(['TypeScript', 'React Native', 'Baking']);
    expect(result.match_analysis.gaps).toEqual(['Go (required)']);
  });

  it("writes the summary from the user's latest title, years, strongest matching skills and employers", () => {
    expect(out.summary).toBe(
      'Senior Backend Engineer with 10 years of experience in TypeScript, Node.js and PostgreSQL. ' +
        'Brings relevant experience from Acme Payments and Globex to the Senior Backend Engineer role.',
    );
    const unrelated = tailor(f.UNRELATED_SKILLS, f.UNRELATED_EXPERIENCES, f.UNRELATED_CHUNKS);
    expect(unrelated.summary).toBe('Registered Nurse with 9 years of experience in Patient Care, Wound Care and Scheduling.');
  });

  it('copies education and explains the match', () => {
    expect(out.education).toEqual([{ degree: 'BSc Computer Science', school: 'State University', year: '2015' }]);
    expect(out.match_analysis.strengths[0]).toBe('TypeScript: listed in your skills, shown at Acme Payments');
    expect(out.match_analysis.gaps).toEqual([]);
    expect(TailoredResumeObjectSchema.parse(out)).toEqual(out);
  });

  it('is deterministic', () => {
    expect(tailor(f.STRONG_SKILLS, f.STRONG_EXPERIENCES)).toEqual(out);
  });
});

describe('planGeneration (the one entrance to the rule engine)', () => {
  const input = {
    jobDescription: 'Senior Backend Engineer\nAcme needs TypeScript.',
    analysis: f.analysis(),
    hits: f.STRONG_CHUNKS,
    experiences: f.STRONG_EXPERIENCES.map(({ id: _id, ...e }) => e),
    education: f.EDUCATION,
    skills: profileSkillsFromSkills(f.asSkills(f.STRONG_SKILLS)),
    contact: null,
    account: { full_name: person.fullName, email: 'someone@example.com' },
    matcher: defaultSkillMatcher(),
    asOfYear: f.AS_OF,
  };

  it('ranks, scores and tailors experiences that have no ids, as tailorResume does', () => {
    const out = planGeneration(input).resume;
    expect(TailoredResumeObjectSchema.parse(out)).toEqual(out);
    expect(out).toEqual(tailor(f.STRONG_SKILLS, f.STRONG_EXPERIENCES));
  });

  it('gives the same output for the same input', () => {
    expect(planGeneration(input)).toEqual(planGeneration(input));
  });

  it('gives the same plans with a session kept across postings and experience edits as with a new one each time', () => {
    const session = new TailoringSession(input.matcher);
    const other = { ...input, analysis: f.analysis({ required_skills: ['Kubernetes', 'Go'], key_responsibilities: ['Run services on AWS'] }) };
    const edited = { ...input, experiences: input.experiences.map((e, i) => (i === 0 ? { ...e, achievements: [...e.achievements].reverse() } : e)) };
    for (const each of [input, other, edited, input, other]) {
      expect(planGeneration({ ...each, session })).toEqual(planGeneration(each));
    }
  });

  it('refuses a session made for another skill matcher', () => {
    expect(() => planGeneration({ ...input, session: new TailoringSession(f.TINY) })).toThrow(/another skill matcher/);
  });
});
