import mammoth from 'mammoth';
import { signUp, type ApiUser, type JobBody } from './fixtures/api';
import { startStack, type Stack } from './stack';

// An invented person whose resume changes between versions the way real ones do: a job gets an
// end date, a new job is added, the place moves. Every name and figure here is made up.
const NAME = 'Rosalind Achterberg';
const EMAIL = 'r.achterberg@example.org';
const PHONE = '(312) 555-0199';

interface JobLine {
  company: string;
  role: string;
  period: string;
  achievements: string[];
}

const LUMINA: JobLine = {
  company: 'Lumina Care',
  role: 'Senior Product Manager',
  period: 'Apr 2024 – Present',
  achievements: [
    'Owned the product roadmap for a patient scheduling platform used by 300 clinics',
    'Ran A/B testing on onboarding that lifted activation by 18%',
  ],
};
const CORVANE = (period: string): JobLine => ({
  company: 'Corvane Health',
  role: 'Product Manager',
  period,
  achievements: [
    'Launched a telehealth intake product for healthcare providers with stakeholder management across 4 teams',
    'Defined product analytics in SQL for the care team dashboards',
  ],
});
const TALLIS: JobLine = {
  company: 'Tallis Bank',
  role: 'Operations Analyst',
  period: '2015 – 2018',
  achievements: ['Reconciled daily settlement reports in Excel for the treasury desk'],
};
const HARBOR: JobLine = {
  company: 'Harbor Youth Mentors',
  role: 'Volunteer Mentor',
  period: '2012 – 2016',
  achievements: ['Mentored high-school students through weekly sessions on career planning'],
};
const QUILLSPARK: JobLine = {
  company: 'Quillspark',
  role: 'Software Engineer',
  period: '2008 – 2012',
  achievements: ['Wrote billing services in Java for a small subscription business'],
};

function resume(location: string, jobs: JobLine[]): Buffer {
  const lines = [NAME, `${EMAIL} | ${PHONE} | ${location}`, '', 'Summary', 'Product manager for healthcare software.', '', 'Experience'];
  for (const job of jobs) {
    lines.push(`${job.role} at ${job.company}`, job.period, ...job.achievements.map((a) => `• ${a}`), '');
  }
  lines.push(
    'Education',
    'BSc Economics, Lakeshore University, 2008',
    '',
    'Skills',
    'Product Roadmap, SQL, A/B Testing, Excel, Java, Stakeholder Management',
  );
  return Buffer.from(lines.join('\n'), 'utf8');
}

const VERSION_1 = resume('Evanston, IL', [CORVANE('Feb 2019 – Present'), TALLIS, HARBOR, QUILLSPARK]);
const VERSION_2 = resume('Naperville, IL', [LUMINA, CORVANE('Feb 2019 – Mar 2024'), TALLIS, HARBOR, QUILLSPARK]);

const POSTING = `Senior Product Manager
Brightmoor Health Systems
Chicago, IL

We are looking for a Senior Product Manager to lead our patient engagement products.

Responsibilities
- Own the product roadmap for patient-facing healthcare software
- Lead stakeholder management across clinical and engineering teams
- Use SQL and A/B testing to decide what to build next

Requirements
- 5+ years of product management experience
- Experience in healthcare
- Strong stakeholder management
`;

interface Experience {
  id: string;
  company: string;
  role: string;
  period: string;
  members?: string[];
  corrected?: string[];
  sources?: Partial<Record<'company' | 'role' | 'period', { file_id: string; line: number; text: string }>>;
}

interface Analysis {
  id: string;
  analysis_results: { hiringCompany?: string | null; relevantExperiences: Array<{ company: string }> };
  generated_resume: { summary: string; experiences: Array<{ company: string; period: string }>; skills: string[] };
}

describe('the person owns their profile (real gateway, workers, Redis, Qdrant)', () => {
  let stack: Stack;
  let person: ApiUser;
  const fileIds: string[] = [];

  async function upload(name: string, bytes: Buffer): Promise<void> {
    const res = await person.upload([{ name, bytes }]);
    expect(res.status).toBe(202);
    for (const file of res.body.accepted) {
      const seen = await person.waitForJob(file.jobId);
      expect(seen.at(-1)).toMatchObject({ state: 'completed' });
      fileIds.push(file.fileId);
    }
  }

  async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await fetch(`${stack.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${person.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }

  const experiences = async () => (await person.get<Experience[]>('/api/experiences')).body;
  const corvane = async () => (await experiences()).filter((e) => e.company === 'Corvane Health');

  beforeAll(async () => {
    stack = await startStack({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    person = await signUp(stack.baseUrl, 'rosalind.achterberg.x7@example.com');
    await upload('resume-2023.txt', VERSION_1);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('reads the contact details from the resume and keeps a field the person set over later uploads', async () => {
    const first = await person.get<Record<string, unknown>>('/api/profile');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ full_name: NAME, email: EMAIL, phone: PHONE, location: 'Evanston, IL' });

    const put = await call<Record<string, unknown>>('PUT', '/api/profile', { location: 'Chicago, IL' });
    expect(put).toMatchObject({ status: 200, body: { location: 'Chicago, IL', source: { location: { from: 'user' } } } });
    expect((await call('PUT', '/api/profile', { email: 'not an address' })).status).toBe(400);
    expect((await call('PUT', '/api/profile', {})).status).toBe(400);

    await upload('resume-2024.txt', VERSION_2);
    const after = await person.get<Record<string, unknown>>('/api/profile');
    expect(after.body).toMatchObject({ full_name: NAME, email: EMAIL, phone: PHONE, location: 'Chicago, IL' });
  }, 60_000);

  it('keeps a job of two resume versions as one experience with the newer period, newest first', async () => {
    const all = await experiences();
    const jobs = all.filter((e) => e.company === 'Corvane Health');
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.period).toBe('Feb 2019 – Mar 2024');
    expect(all.map((e) => e.company).slice(0, 2)).toEqual(['Lumina Care', 'Corvane Health']);
    // The period shown is the newer resume's, and the person can see the line it was read from.
    expect(jobs[0]?.sources?.period).toMatchObject({ file_id: fileIds[1], text: expect.stringContaining('Feb 2019 – Mar 2024') });
    expect(jobs[0]?.sources?.company?.text).toContain('Corvane Health');
  });

  it('keeps an edited role through a third upload of the same job, still as one experience', async () => {
    const [job] = await corvane();
    const put = await call<Experience>('PUT', `/api/experiences/${job?.id}`, { role: 'Lead Product Manager' });
    expect(put).toMatchObject({ status: 200, body: { role: 'Lead Product Manager', corrected: ['role'] } });
    // The corrected role is the person's words: no resume line is credited for it any more.
    expect(put.body.sources?.role).toBeUndefined();
    expect(put.body.sources?.period).toBeDefined();

    await upload('resume-2024-copy.txt', VERSION_2);
    const jobs = (await experiences()).filter((e) => e.company === 'Corvane Health');
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ id: job?.id, role: 'Lead Product Manager', period: 'Feb 2019 – Mar 2024' });
    expect(jobs[0]?.sources?.role).toBeUndefined();
  }, 60_000);

  it('keeps a removed skill out after another upload', async () => {
    const patch = await call<{ skills: Record<string, unknown> }>('PATCH', '/api/skill-profiles', {
      remove: ['Excel'],
      add: [{ name: 'Roadmap Storytelling', category: 'product' }],
    });
    expect(patch.status).toBe(200);
    expect(Object.keys(patch.body.skills)).not.toContain('Excel');
    expect(patch.body.skills['Roadmap Storytelling']).toMatchObject({ category: 'product', evidence: 'Added by you' });
    expect((await call('PATCH', '/api/skill-profiles', {})).status).toBe(400);

    await upload('resume-2023-again.txt', VERSION_1);
    const profile = await person.get<{ skills: Record<string, unknown> }>('/api/skill-profiles');
    expect(Object.keys(profile.body.skills)).not.toContain('Excel');
    expect(Object.keys(profile.body.skills)).toContain('Roadmap Storytelling');
    for (const e of await person.get<Array<{ skills: string[] }>>('/api/experiences').then((r) => r.body)) {
      expect(e.skills.map((s) => s.toLowerCase())).not.toContain('excel');
    }

    // Adding a removed skill back is an undo: the resume's own evidence returns, not "Added by you".
    const undo = await call<{ skills: Record<string, { evidence: string }> }>('PATCH', '/api/skill-profiles', {
      add: [{ name: 'Excel', category: 'technical' }],
    });
    expect(undo.body.skills['Excel']?.evidence).not.toBe('Added by you');
    expect((await call('PATCH', '/api/skill-profiles', { remove: ['Excel'] })).status).toBe(200);
  }, 60_000);

  it('keeps a deleted experience gone after the same resume is uploaded again', async () => {
    const harbor = (await experiences()).find((e) => e.company === 'Harbor Youth Mentors');
    expect(harbor).toBeDefined();
    expect((await call('DELETE', `/api/experiences/${harbor?.id}`)).status).toBe(204);
    await upload('resume-2024-third.txt', VERSION_2);
    expect((await experiences()).map((e) => e.company)).not.toContain('Harbor Youth Mentors');

    // Undo brings the resumes' version back; deleting it again keeps it gone.
    const restored = await call<Experience>('POST', `/api/experiences/${harbor?.id}/restore`);
    expect(restored).toMatchObject({ status: 200, body: { company: 'Harbor Youth Mentors' } });
    expect((await call('POST', `/api/experiences/${harbor?.id}/restore`)).status).toBe(404);
    expect((await call('DELETE', `/api/experiences/${restored.body.id}`)).status).toBe(204);
  }, 60_000);

  it('merges two experiences the person says are one job, and splits them again', async () => {
    const all = await experiences();
    const tallis = all.find((e) => e.company === 'Tallis Bank');
    const quill = all.find((e) => e.company === 'Quillspark');
    const merged = await call<Experience>('POST', '/api/experiences/merge', { ids: [tallis?.id, quill?.id] });
    expect(merged.status).toBe(200);
    expect(merged.body.members).toEqual(expect.arrayContaining([...(tallis?.members ?? []), ...(quill?.members ?? [])]));
    expect(await experiences()).toHaveLength(all.length - 1);

    const split = await call<Experience[]>('POST', `/api/experiences/${merged.body.id}/split`, { members: quill?.members });
    expect(split.status).toBe(200);
    expect(split.body.map((e) => e.company).sort()).toEqual(['Quillspark', 'Tallis Bank']);
    expect((await experiences()).map((e) => e.company).sort()).toEqual(all.map((e) => e.company).sort());
    expect((await call('POST', `/api/experiences/${merged.body.id}/split`, { members: ['someone-else#0'] })).status).toBeGreaterThanOrEqual(400);
  }, 60_000);

  it('tailors a resume worth sending: newest first, grounded skills, the posting’s company, the person’s header', async () => {
    const started = await person.post<{ jobId: string }>('/api/generate', { jobDescription: POSTING });
    expect(started.status).toBe(202);
    const last = (await person.waitForJob(started.body.jobId)).at(-1) as JobBody;
    expect(last).toMatchObject({ state: 'completed' });
    const record = (await person.get<Analysis>(`/api/job-analyses/${last.result?.analysisId as string}`)).body;

    const resume = record.generated_resume;
    expect(resume.experiences.map((e) => e.company)).toEqual(['Lumina Care', 'Corvane Health', 'Tallis Bank', 'Quillspark']);
    expect(resume.summary).not.toMatch(/Harbor|Quillspark|Tallis/);
    const companies = record.analysis_results.relevantExperiences.map((e) => e.company);
    expect(companies.slice(0, 2).sort()).toEqual(['Corvane Health', 'Lumina Care']);
    expect(companies).not.toContain('Quillspark');
    const resumeText = `${VERSION_1.toString('utf8')}\n${VERSION_2.toString('utf8')}`.toLowerCase();
    for (const skill of resume.skills.filter((s) => s !== 'Roadmap Storytelling')) expect(resumeText).toContain(skill.toLowerCase());
    expect(resume.skills).not.toContain('Excel');

    expect(record.analysis_results.hiringCompany).toBe('Brightmoor Health Systems');
    const applications = await person.get<Array<{ company: string; status: string }>>('/api/applications');
    expect(applications.body.find((a) => a.status === 'Generated')?.company).toBe('Brightmoor Health Systems');

    const docx = await fetch(`${stack.baseUrl}/api/job-analyses/${record.id}/resume.docx`, { headers: { authorization: `Bearer ${person.token}` } });
    expect(docx.status).toBe(200);
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(await docx.arrayBuffer()) });
    const lines = value.split('\n').filter((l) => l.trim().length > 0);
    expect(lines[0]).toBe(NAME);
    expect(lines[1]).toContain(EMAIL);
    expect(lines[1]).toContain(PHONE);
  }, 60_000);

  it('counts one resume fewer after a delete', async () => {
    const before = (await person.get<{ totalResumes: number }>(`/api/user-stats/${person.id}`)).body.totalResumes;
    expect(before).toBe(fileIds.length);
    expect((await call('DELETE', `/api/files/${fileIds.at(-1)}`)).status).toBe(204);
    const after = (await person.get<{ totalResumes: number }>(`/api/user-stats/${person.id}`)).body.totalResumes;
    expect(after).toBe(before - 1);
    // The remaining resumes still hold every job once; the person's edit is still theirs.
    const jobs = (await experiences()).filter((e) => e.company === 'Corvane Health');
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.role).toBe('Lead Product Manager');
  }, 60_000);
});
