import JSZip from 'jszip';
import mammoth from 'mammoth';
import { signUp, type ApiUser, type JobBody } from './fixtures/api';
import { BACKEND_ENGINEER, BACKEND_JOB_DESCRIPTION, NURSE, type Person } from './fixtures/people';
import { resumeDocx, resumeText } from './fixtures/render';
import { startStack, type Stack } from './stack';

interface AnalysisRecord {
  id: string;
  match_score: number;
  relevant_chunks_count: number;
  analysis_results: {
    role: string;
    matchScore: number;
    relevantExperiences: Array<{ company: string }>;
    requirementMatches: Array<{ requirement: string; match: string; importance: string; evidence: Array<{ source: string; id: string }> }>;
    scoreBreakdown: { formula: string };
  };
  generated_resume: { summary: string; experiences: Array<{ company: string; role: string }>; skills: string[] };
}

describe('tailoring (real gateway, workers, Redis, Qdrant)', () => {
  let stack: Stack;
  let engineer: ApiUser;
  let nurse: ApiUser;

  async function onboard(email: string, person: Person): Promise<ApiUser> {
    const user = await signUp(stack.baseUrl, email);
    const upload = await user.upload([
      { name: 'resume.txt', bytes: resumeText(person, 'role-at-company') },
      { name: 'resume.docx', bytes: await resumeDocx(person, 'company-dash-role') },
    ]);
    await Promise.all(upload.body.accepted.map((file) => user.waitForJob(file.jobId)));
    return user;
  }

  async function generate(user: ApiUser, jobDescription: string): Promise<AnalysisRecord> {
    const started = await user.post<{ jobId: string }>('/api/generate', { jobDescription });
    expect(started.status).toBe(202);
    const seen = await user.waitForJob(started.body.jobId);
    const last = seen[seen.length - 1] as JobBody;
    expect(last).toMatchObject({ state: 'completed', progress: 100 });
    const analysisId = last.result?.analysisId as string;
    return (await user.get<AnalysisRecord>(`/api/job-analyses/${analysisId}`)).body;
  }

  beforeAll(async () => {
    stack = await startStack({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    [engineer, nurse] = await Promise.all([onboard('engineer@example.com', BACKEND_ENGINEER), onboard('nurse@example.com', NURSE)]);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('refuses a blank description and a user without processed resumes with the spec messages', async () => {
    const blank = await engineer.post<{ error: string }>('/api/generate', { jobDescription: '   ' });
    expect(blank).toEqual({ status: 400, body: expect.objectContaining({ error: 'Please enter a job description to generate a tailored resume.' }) });
    const newcomer = await signUp(stack.baseUrl, 'newcomer@example.com');
    const none = await newcomer.post<{ error: string }>('/api/generate', { jobDescription: BACKEND_JOB_DESCRIPTION });
    expect(none.status).toBe(409);
    expect(none.body.error).toBe('Please upload and process at least one resume in the Profile Builder before generating tailored resumes.');
  });

  it('scores the matching profile clearly higher, explains it, stays truthful and is deterministic', async () => {
    const mine = await generate(engineer, BACKEND_JOB_DESCRIPTION);
    const theirs = await generate(nurse, BACKEND_JOB_DESCRIPTION);
    expect(mine.match_score).toBeGreaterThanOrEqual(70);
    expect(theirs.match_score).toBeLessThanOrEqual(35);
    expect(mine.match_score - theirs.match_score).toBeGreaterThanOrEqual(40);

    // Explained: every requirement says how it matched, with evidence for the matches.
    const typescript = mine.analysis_results.requirementMatches.find((match) => match.requirement === 'TypeScript');
    expect(typescript).toMatchObject({ importance: 'must', match: 'exact' });
    expect(typescript?.evidence.length).toBeGreaterThan(0);
    expect(mine.analysis_results.scoreBreakdown.formula).toMatch(/total = /);

    // Truthful: only the user's own employers, and nothing retrieved from the other user.
    const ownCompanies = new Set(BACKEND_ENGINEER.jobs.map((job) => job.company));
    expect(mine.generated_resume.experiences.map((e) => e.company).sort()).toEqual([...ownCompanies].sort());
    for (const experience of mine.analysis_results.relevantExperiences) expect(ownCompanies.has(experience.company)).toBe(true);
    const nurseCompanies = NURSE.jobs.map((job) => job.company);
    expect(JSON.stringify(mine)).not.toMatch(new RegExp(nurseCompanies.join('|')));
    expect(JSON.stringify(theirs.generated_resume)).not.toMatch(/Stripeline|Ledgerly/);

    // Deterministic: the same inputs give the same score and the same resume.
    const again = await generate(engineer, BACKEND_JOB_DESCRIPTION);
    expect(again.match_score).toBe(mine.match_score);
    expect(again.generated_resume).toEqual(mine.generated_resume);

    // A successful generation adds an application with status Generated.
    const applications = await engineer.get<Array<{ status: string; matchScore: number }>>('/api/applications');
    expect(applications.body.filter((app) => app.status === 'Generated')).toHaveLength(2);
  }, 60_000);

  it("serves the tailored resume as a Word document with 1-inch margins and the user's own content", async () => {
    const record = await generate(engineer, BACKEND_JOB_DESCRIPTION);
    const res = await fetch(`${stack.baseUrl}/api/job-analyses/${record.id}/resume.docx`, { headers: { authorization: `Bearer ${engineer.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Senior_Backend_Engineer_Resume.docx"');
    const bytes = Buffer.from(await res.arrayBuffer());
    const { value: text } = await mammoth.extractRawText({ buffer: bytes });
    expect(text).toContain('Stripeline Payments');
    expect(text).toContain('Senior Backend Engineer');
    expect(text).not.toMatch(/St\. Mary|Riverside/);
    const xml = await (await JSZip.loadAsync(bytes)).file('word/document.xml')?.async('string');
    expect(xml).toMatch(/<w:pgMar[^>]*w:top="1440"[^>]*w:right="1440"[^>]*w:bottom="1440"[^>]*w:left="1440"/);

    const foreign = await fetch(`${stack.baseUrl}/api/job-analyses/${record.id}/resume.docx`, {
      headers: { authorization: `Bearer ${nurse.token}` },
    });
    expect(foreign.status).toBe(404);
  }, 60_000);
});
