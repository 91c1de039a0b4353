import { sharedDataDir } from '@tailor/testing';
import { BuiltinEmbeddingProvider } from '@tailor/embeddings';
import { canonicalizeSkillMentions } from '@tailor/resume-core';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signUp, type ApiUser, type JobBody } from './fixtures/api';
import { BACKEND_ENGINEER, NURSE, type Person } from './fixtures/people';
import { resumeDocx, resumeLines, resumeText, type Layout } from './fixtures/render';
import { HIDDEN_TEXT_NOTE } from '@tailor/extract';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { startStack, type Stack } from './stack';

const SHARED_DATA = sharedDataDir();
/** The parser's words (NO_RESUME_CONTENT_MESSAGE), as the file's note shows them. */
const NO_RESUME_CONTENT = 'No resume content found: the file has no recognisable experience, education or skills sections.';
const LAYOUTS: Layout[] = ['role-at-company', 'company-dash-role', 'separate-lines'];

function sharedPdf(relative: string): Buffer {
  const path = join(SHARED_DATA, relative);
  if (!existsSync(path)) throw new Error(`missing development data ${path}: the shared/ folder must sit beside the repository`);
  return readFileSync(path);
}

function expectMonotonic(seen: JobBody[]): void {
  const progress = seen.map((job) => job.progress).filter((p) => p >= 0);
  for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThanOrEqual(progress[i - 1] ?? 0);
}

interface Experience {
  company: string;
  role: string;
  period: string;
  achievements: string[];
  skills: string[];
  extracted_from: string[];
}

/** An experience without what legitimately differs between users (ids, file ids, timestamps). */
const comparable = (e: Experience) => ({
  company: e.company,
  role: e.role,
  period: e.period,
  achievements: e.achievements,
  skills: e.skills,
  sources: e.extracted_from.length,
});

describe('resume ingestion (real gateway, workers, Redis, Qdrant)', () => {
  let stack: Stack;
  const embedder = new BuiltinEmbeddingProvider({ dimensions: 1536, normalizeSkills: canonicalizeSkillMentions });

  beforeAll(async () => {
    stack = await startStack({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  }, 90_000);
  afterAll(async () => {
    await stack?.stop();
  });

  async function search(user: ApiUser, query: string) {
    const [vector] = await embedder.embed([query]);
    return user.post<{ chunks: Array<{ payload: { user_id: string; resume_file_id: string; content: string } }> }>('/api/qdrant/search', {
      queryVector: vector,
      userId: user.id,
    });
  }

  it('takes 20 mixed files in one request: good ones reach 100 and become searchable for their owner only, bad ones get the spec messages', async () => {
    const user = await signUp(stack.baseUrl, 'mixed@example.com');
    const other = await signUp(stack.baseUrl, 'other@example.com');
    const people: Person[] = [BACKEND_ENGINEER, NURSE];
    const files: Array<{ name: string; bytes: Buffer }> = [];
    for (let i = 0; i < 8; i++) {
      const person = people[i % 2] as Person;
      files.push({ name: `resume-${i}.txt`, bytes: resumeText(person, LAYOUTS[i % 3] as Layout) });
      files.push({ name: `resume-${i}.docx`, bytes: await resumeDocx(person, LAYOUTS[(i + 1) % 3] as Layout) });
    }
    files.push({ name: 'azurill.pdf', bytes: sharedPdf('reactive-resume-templates/azurill.pdf') });
    files.push({ name: 'alfred.pdf', bytes: sharedPdf('resume-matcher/resumes/alfred_pennyworth_pm.pdf') });
    files.push({ name: 'virus.exe', bytes: Buffer.from('MZ not a resume') });
    files.push({ name: 'empty.txt', bytes: Buffer.alloc(0) });

    const upload = await user.upload(files);
    expect(upload.status).toBe(202);
    expect(upload.body.accepted).toHaveLength(18);
    expect(upload.body.rejected).toEqual([
      { original_filename: 'virus.exe', error: 'Unsupported file type: .exe. Supported types: .docx, .txt, .pdf' },
      { original_filename: 'empty.txt', error: 'File is empty' },
    ]);

    const histories = await Promise.all(upload.body.accepted.map((file) => user.waitForJob(file.jobId, 90_000)));
    for (const [i, seen] of histories.entries()) {
      const last = seen[seen.length - 1] as JobBody;
      expect({ file: upload.body.accepted[i]?.original_filename, state: last.state, progress: last.progress, error: last.error }).toEqual({
        file: upload.body.accepted[i]?.original_filename,
        state: 'completed',
        progress: 100,
        error: null,
      });
      expectMonotonic(seen);
    }

    // The whole upload in one answer, for its owner only.
    const uploadId = upload.body.uploadId as string;
    const batch = await user.get<{ uploadId: string; done: boolean; files: Array<{ fileId: string; state: string; progress: number }> }>(
      `/api/uploads/${uploadId}`,
    );
    expect(batch.status).toBe(200);
    expect(batch.body.done).toBe(true);
    expect(batch.body.files.map((file) => file.fileId).sort()).toEqual(upload.body.accepted.map((file) => file.fileId).sort());
    expect(batch.body.files.every((file) => file.state === 'completed' && file.progress === 100)).toBe(true);
    expect((await other.get(`/api/uploads/${uploadId}`)).status).toBe(404);
    expect((await fetch(`${stack.baseUrl}/api/uploads/${uploadId}`)).status).toBe(401);

    const listed = await user.get<Array<{ id: string; processing_status: string; embedding_status: string }>>('/api/files');
    expect(listed.body).toHaveLength(18);
    expect(listed.body.every((file) => file.processing_status === 'completed' && file.embedding_status === 'completed')).toBe(true);

    const mine = await search(user, 'Node.js TypeScript payments API PostgreSQL');
    expect(mine.status).toBe(200);
    expect(mine.body.chunks.length).toBeGreaterThan(0);
    expect(mine.body.chunks.every((chunk) => chunk.payload.user_id === user.id)).toBe(true);
    expect(mine.body.chunks[0]?.payload.content).toMatch(/payments API|Node\.js/);
    const theirs = await search(other, 'Node.js TypeScript payments API PostgreSQL');
    expect(theirs.body.chunks).toEqual([]);
  }, 180_000);

  it('completes a file without resume content with nothing read and a note saying so, not a failure', async () => {
    const user = await signUp(stack.baseUrl, 'noresume@example.com');
    const text = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(4);
    const upload = await user.upload([{ name: 'notes.txt', bytes: Buffer.from(text) }]);
    expect(upload.status).toBe(202);
    const seen = await user.waitForJob(upload.body.accepted[0]?.jobId as string);
    const last = seen[seen.length - 1] as JobBody;
    expect(last).toMatchObject({ state: 'completed', progress: 100, error: null });
    const [file] = (await user.get<Array<Record<string, unknown>>>('/api/files')).body;
    expect(file).toMatchObject({
      processing_status: 'completed',
      embedding_status: 'completed',
      processing_error: null,
      processing_notes: [NO_RESUME_CONTENT],
      structured_content: { skills_identified: 0, experiences_identified: 0, confidence_score: 0 },
    });
    // Nothing invented: no experiences, education or searchable chunks come from it.
    expect((await user.get<unknown[]>('/api/experiences')).body).toEqual([]);
    expect((await user.get<unknown[]>('/api/education')).body).toEqual([]);
    expect((await search(user, 'Lorem ipsum dolor sit amet')).body.chunks).toEqual([]);
  }, 60_000);

  it('reads what it can of a resume in another language and says on the file why parts may be missing', async () => {
    const user = await signUp(stack.baseUrl, 'german@example.com');
    const text = [
      'Lebenslauf',
      'Anna Schmidt',
      'Berufserfahrung',
      '03/2018 – heute: Projektleiterin bei Nordlicht Energie GmbH, Hamburg',
      'Leitung von Windparkprojekten mit einem Team von acht Personen',
      'Ausbildung',
      'Studium Maschinenbau, Technische Universität Hamburg',
      'Sprachen: Deutsch (Muttersprache), Englisch (fließend)',
      'Skills',
      'SAP, MATLAB, AutoCAD',
    ].join('\n');
    const upload = await user.upload([{ name: 'lebenslauf.txt', bytes: Buffer.from(text) }]);
    const seen = await user.waitForJob(upload.body.accepted[0]?.jobId as string);
    expect(seen[seen.length - 1]).toMatchObject({ state: 'completed', progress: 100, error: null });
    const [file] = (await user.get<Array<{ processing_notes: string[] }>>('/api/files')).body;
    expect(file?.processing_notes).toContain(
      'This resume seems to be in German; its sections and dates are read, but job titles, degrees and skills are recognised in English only, so parts of it may be missing from your profile. Check what was read, or upload an English version.',
    );
    // What was read is true: the skills it lists under an English heading, and the job under the
    // German heading with its employer, its title as written and its period.
    const profile = (await user.get<{ skills: Record<string, unknown> }>('/api/skill-profiles')).body;
    expect(Object.keys(profile.skills)).toEqual(expect.arrayContaining(['SAP', 'MATLAB', 'AutoCAD']));
    const experiences = (await user.get<Array<{ company: string; role: string; period: string }>>('/api/experiences')).body;
    expect(experiences.map((e) => [e.company, e.role, e.period])).toEqual([['Nordlicht Energie GmbH', 'Projektleiterin', 'Mar 2018 – Present']]);
  }, 60_000);

  it('reads only what a reader can see in a Word resume and notes on the file that hidden text was ignored', async () => {
    const user = await signUp(stack.baseUrl, 'hidden@example.com');
    const lines = resumeLines(NURSE, 'role-at-company');
    const skills = lines.indexOf('Skills') + 1;
    const paragraphs = lines.map((line, i) =>
      i === skills
        ? new Paragraph({ children: [new TextRun(line), new TextRun({ text: ', Kubernetes, Terraform, TensorFlow', vanish: true })] })
        : new Paragraph({ text: line }),
    );
    paragraphs.splice(
      lines.indexOf('Professional Experience') + 1,
      0,
      new Paragraph({ children: [new TextRun({ text: 'Chief Technology Officer at Hooli', color: 'FFFFFF' })] }),
    );
    const bytes = await Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] }));
    const upload = await user.upload([{ name: 'maria.docx', bytes }]);
    const seen = await user.waitForJob(upload.body.accepted[0]?.jobId as string);
    expect(seen[seen.length - 1]).toMatchObject({ state: 'completed', progress: 100 });
    const [file] = (await user.get<Array<Record<string, unknown>>>('/api/files')).body;
    expect(file).toMatchObject({ processing_status: 'completed', processing_notes: [HIDDEN_TEXT_NOTE] });
    const { body: experiences } = await user.get<Experience[]>('/api/experiences');
    expect(experiences.map((e) => e.company)).toEqual(NURSE.jobs.map((job) => job.company));
    const profile = (await user.get<{ skills: Record<string, unknown> }>('/api/skill-profiles')).body;
    expect(Object.keys(profile.skills).filter((skill) => /kubernetes|terraform|tensorflow/i.test(skill))).toEqual([]);
  }, 60_000);

  it('merges three resumes of one person into one experience per real job, naming every source file', async () => {
    const user = await signUp(stack.baseUrl, 'merge@example.com');
    const upload = await user.upload([
      { name: 'dana-a.txt', bytes: resumeText(BACKEND_ENGINEER, 'role-at-company') },
      { name: 'dana-b.docx', bytes: await resumeDocx(BACKEND_ENGINEER, 'company-dash-role') },
      { name: 'dana-c.txt', bytes: resumeText(BACKEND_ENGINEER, 'separate-lines', { achievements: 'first' }) },
    ]);
    await Promise.all(upload.body.accepted.map((file) => user.waitForJob(file.jobId)));
    const fileIds = upload.body.accepted.map((file) => file.fileId).sort();
    const { body: experiences } = await user.get<Experience[]>('/api/experiences');
    expect(experiences.map((e) => `${e.company} | ${e.role}`)).toEqual([
      'Stripeline Payments | Senior Backend Engineer',
      'Ledgerly Inc. | Software Engineer',
    ]);
    for (const experience of experiences) expect([...experience.extracted_from].sort()).toEqual(fileIds);
    expect(experiences[0]?.achievements).toHaveLength(3);

    // Deleting one file recomputes the merged view without it, and its chunks stop being searchable.
    const removed = upload.body.accepted[0]?.fileId as string;
    const del = await fetch(`${stack.baseUrl}/api/files/${removed}`, { method: 'DELETE', headers: { authorization: `Bearer ${user.token}` } });
    expect(del.status).toBe(204);
    const after = (await user.get<Experience[]>('/api/experiences')).body;
    expect(after).toHaveLength(2);
    for (const experience of after) expect(experience.extracted_from).not.toContain(removed);
    const hits = await search(user, 'payments API Node.js');
    expect(hits.body.chunks.some((chunk) => chunk.payload.resume_file_id === removed)).toBe(false);
  }, 90_000);

  it('gives the same merged profile whether 20 overlapping resumes are processed in parallel or one by one', async () => {
    const files: Array<{ name: string; bytes: Buffer }> = [];
    for (let i = 0; i < 20; i++) {
      const person = i % 4 === 3 ? NURSE : BACKEND_ENGINEER;
      const layout = LAYOUTS[i % 3] as Layout;
      files.push(
        i % 2
          ? { name: `r${i}.docx`, bytes: await resumeDocx(person, layout) }
          : { name: `r${i}.txt`, bytes: resumeText(person, layout, { achievements: i % 5 === 0 ? 'first' : 'all' }) },
      );
    }
    const parallel = await signUp(stack.baseUrl, 'parallel@example.com');
    const serial = await signUp(stack.baseUrl, 'serial@example.com');
    const batch = await parallel.upload(files);
    await Promise.all(batch.body.accepted.map((file) => parallel.waitForJob(file.jobId, 120_000)));
    for (const file of files) {
      const one = await serial.upload([file]);
      await serial.waitForJob(one.body.accepted[0]?.jobId as string);
    }
    const a = (await parallel.get<Experience[]>('/api/experiences')).body.map(comparable);
    const b = (await serial.get<Experience[]>('/api/experiences')).body.map(comparable);
    expect(a).toEqual(b);
    expect(a.length).toBe(4);
    const skillsOf = async (user: ApiUser) =>
      Object.entries((await user.get<{ skills: Record<string, { category: string; confidence: number }> }>('/api/skill-profiles')).body.skills)
        .map(([name, entry]) => [name, entry.category, entry.confidence])
        .sort();
    expect(await skillsOf(parallel)).toEqual(await skillsOf(serial));
  }, 240_000);
});
