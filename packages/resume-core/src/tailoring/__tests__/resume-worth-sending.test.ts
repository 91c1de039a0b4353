import type { JobAnalysis, SearchResultChunk } from '@tailor/contracts';
import { planGeneration } from '../../generation';
import { defaultSkillMatcher } from '../../skills';
import type { ExperienceInput } from '../types';
import * as f from './fixtures';

// A product manager's invented career, listed oldest first on purpose: an early engineering job,
// an unrelated bank job, a volunteer role, and the healthcare product job that fits the posting.
const job = (company: string, role: string, period: string, achievements: string[], skills: string[] = []): ExperienceInput => ({
  company,
  role,
  period,
  skills,
  achievements,
});
const EXPERIENCES: ExperienceInput[] = [
  job('Brisk Mail', 'Software Engineer', '1999 - 2002', ['Wrote mail delivery services in C++ for a web portal']),
  job('Fenwick Savings Bank', 'Branch Operations Analyst', '2003 - 2008', ['Balanced branch ledgers and trained tellers']),
  job(
    'Open Doors Tutoring',
    'Volunteer Mentor',
    '2009 - 2020',
    ['Mentored students weekly and ran stakeholder meetings with parents'],
    ['Stakeholder Management'],
  ),
  job(
    'Carewell Health',
    'Product Manager',
    '2012 - 2019',
    ['Owned the product roadmap for a hospital scheduling product', 'Ran A/B testing on patient reminders'],
    ['Product Roadmap', 'A/B Testing'],
  ),
  job(
    'Gridline Software',
    'Senior Product Manager',
    '2019 - Present',
    ['Led the roadmap for an analytics product with SQL-driven decisions'],
    ['SQL', 'Product Roadmap'],
  ),
];

const ANALYSIS: JobAnalysis = f.analysis({
  role: 'Senior Product Manager',
  industry: 'Healthcare',
  required_skills: ['Product Roadmap', 'Stakeholder Management', 'A/B Testing'],
  preferred_skills: ['SQL'],
  key_responsibilities: ['Own the product roadmap for patient-facing healthcare software'],
});

function plan() {
  const hits: SearchResultChunk[] = EXPERIENCES.map((e, i) =>
    f.chunk(`c${i}`, 0.5, { company: e.company, role: e.role, content: e.achievements.join('. ') }),
  );
  return planGeneration({
    jobDescription: 'Senior Product Manager\nHalden Health\nWe need a roadmap owner.',
    analysis: ANALYSIS,
    hits,
    experiences: EXPERIENCES,
    education: [],
    skills: [{ name: 'Product Roadmap' }, { name: 'SQL' }, { name: 'A/B Testing' }, { name: 'Stakeholder Management' }],
    contact: { full_name: 'Imke Vos', email: 'imke@example.org', phone: '555 0100 200', location: null, links: [] },
    account: { full_name: 'imke.v', email: 'imke.v@example.com' },
    matcher: defaultSkillMatcher(),
    asOfYear: 2026,
  });
}

describe('a tailored resume worth sending', () => {
  const out = plan();

  it('lists the jobs newest first', () => {
    expect(out.resume.experiences.map((e) => e.company)).toEqual([
      'Gridline Software',
      'Open Doors Tutoring',
      'Carewell Health',
      'Fenwick Savings Bank',
      'Brisk Mail',
    ]);
  });

  it('builds the summary from the paid roles that fit the posting, never a volunteer or a decades-old unrelated job', () => {
    expect(out.resume.summary.startsWith('Senior Product Manager')).toBe(true);
    expect(out.resume.summary).toMatch(/Carewell Health|Gridline Software/);
    expect(out.resume.summary).not.toMatch(/Open Doors|Brisk Mail|Fenwick/);
  });

  it('shows as most relevant the product jobs, the healthcare one included, and not the volunteer or bank jobs', () => {
    const relevant = out.enriched.relevantExperiences.map((r) => r.company);
    expect(relevant.slice(0, 2).sort()).toEqual(['Carewell Health', 'Gridline Software']);
    expect(relevant).not.toContain('Fenwick Savings Bank');
    expect(relevant.indexOf('Open Doors Tutoring')).not.toBe(0);
  });

  it("takes the employer from the posting and the header from the person's resumes", () => {
    expect(out.hiringCompany).toBe('Halden Health');
    expect(out.person).toMatchObject({ fullName: 'Imke Vos', email: 'imke@example.org', phone: '555 0100 200', headline: 'Senior Product Manager' });
  });
});
