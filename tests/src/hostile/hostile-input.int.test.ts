import { signUp, type ApiUser, type JobBody } from '../fixtures/api';
import { BACKEND_ENGINEER, BACKEND_JOB_DESCRIPTION, NURSE } from '../fixtures/people';
import { resumeText } from '../fixtures/render';
import { listFiles } from '../faults/helpers';
import { startStack, type Stack } from '../stack';
import { binaryBytes, encryptedPdf, lyingZipBomb, pdfWithoutText, zipBomb } from './corpus';

const MB = 1024 * 1024;
const SCRIPT = '<script>alert("x")</script><img src=x onerror=alert(1)>';
const failedWith = (name: string, reason: string) => `Failed to extract text from ${name}: ${reason}`;

describe('hostile input over real HTTP (real stack)', () => {
  let stack: Stack;
  let user: ApiUser;
  let bystander: ApiUser;
  let bystanderBefore: { files: unknown; experiences: unknown };

  beforeAll(async () => {
    stack = await startStack({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    bystander = await signUp(stack.baseUrl, 'bystander@example.com');
    const upload = await bystander.upload([{ name: 'nurse.txt', bytes: resumeText(NURSE, 'role-at-company') }]);
    expect((await bystander.waitForJob(upload.body.accepted[0]!.jobId)).at(-1)?.state).toBe('completed');
    bystanderBefore = { files: await listFiles(bystander), experiences: (await bystander.get('/api/experiences')).body };
    user = await signUp(stack.baseUrl, 'hostile@example.com');
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  async function finalJob(jobId: string): Promise<JobBody> {
    return (await user.waitForJob(jobId, 60_000)).at(-1) as JobBody;
  }

  it('refuses bad files at upload with the spec messages: empty, wrong extensions, not-a-zip .docx, binary .txt, 10 MB + 1 byte', async () => {
    const files = [
      { name: 'empty.txt', bytes: Buffer.alloc(0) },
      { name: 'resume.exe', bytes: Buffer.from('MZ\x90\x00 not a resume') },
      { name: 'resume', bytes: Buffer.from('no extension at all') },
      { name: 'resume.pdf.sh', bytes: Buffer.from('#!/bin/sh\nrm -rf /\n') },
      { name: 'fake.docx', bytes: Buffer.from('I am plain text pretending to be a Word document') },
      { name: 'binary.txt', bytes: binaryBytes() },
      { name: 'big.txt', bytes: Buffer.alloc(10 * MB + 1, 'a') },
      { name: 'not-a.pdf', bytes: Buffer.from('just text with a .pdf name') },
    ];
    const upload = await user.upload(files);
    expect(upload.status).toBe(400);
    expect(upload.body.accepted).toEqual([]);
    expect(upload.body.rejected).toEqual([
      { original_filename: 'empty.txt', error: 'File is empty' },
      { original_filename: 'resume.exe', error: 'Unsupported file type: .exe. Supported types: .docx, .txt, .pdf' },
      { original_filename: 'resume', error: 'Unsupported file type: (none). Supported types: .docx, .txt, .pdf' },
      { original_filename: 'resume.pdf.sh', error: 'Unsupported file type: .sh. Supported types: .docx, .txt, .pdf' },
      { original_filename: 'fake.docx', error: failedWith('fake.docx', 'the file is not a valid Word document (not a zip archive)') },
      { original_filename: 'binary.txt', error: failedWith('binary.txt', 'the file contains binary data, not text') },
      { original_filename: 'big.txt', error: 'File size (10.01 MB) exceeds maximum allowed size (10 MB)' },
      { original_filename: 'not-a.pdf', error: failedWith('not-a.pdf', 'the file is not a valid PDF (no %PDF header)') },
    ]);
    expect(upload.body.error).toMatch(/^No file was accepted\. empty\.txt: File is empty; /);
    expect(await listFiles(user)).toEqual([]);
  }, 60_000);

  it('fails files whose problem only shows when read (encrypted PDF, PDF without text, zip bombs) with a clear failed status', async () => {
    const upload = await user.upload([
      { name: 'bomb.docx', bytes: await zipBomb() },
      { name: 'locked.pdf', bytes: encryptedPdf() },
      { name: 'scan.pdf', bytes: pdfWithoutText() },
      { name: 'liar.docx', bytes: await lyingZipBomb() },
    ]);
    expect(upload.status).toBe(202);
    const expected: Record<string, string> = {
      'bomb.docx': failedWith('bomb.docx', 'the document is too large when decompressed (possible zip bomb)'),
      'locked.pdf': failedWith('locked.pdf', 'the PDF is encrypted (password-protected); remove the password and upload it again'),
      'scan.pdf': failedWith('scan.pdf', 'the PDF has no text layer (it looks like a scanned image); upload a text-based PDF, DOCX or TXT'),
      'liar.docx': failedWith('liar.docx', 'the document is too large when decompressed (possible zip bomb)'),
    };
    // liar.docx may already be refused at upload if the cheap check sees through it; both are clear.
    for (const rejected of upload.body.rejected) expect(rejected.error).toBe(expected[rejected.original_filename]);
    for (const file of upload.body.accepted) {
      const job = await finalJob(file.jobId);
      expect({ name: file.original_filename, state: job.state, error: job.error }).toEqual({
        name: file.original_filename,
        state: 'failed',
        error: expected[file.original_filename],
      });
    }
    const records = await listFiles(user);
    for (const record of records) {
      expect({ status: record.processing_status, error: record.processing_error }).toEqual({
        status: 'failed',
        error: expected[record.original_filename],
      });
    }
    expect((await fetch(`${stack.baseUrl}/api/health`)).status).toBe(200);
  }, 90_000);

  it('handles 60 files in one request, every one to completion', async () => {
    const many = await signUp(stack.baseUrl, 'sixty@example.com');
    const files = Array.from({ length: 60 }, (_, i) => ({
      name: `resume-${String(i).padStart(2, '0')}.txt`,
      bytes: resumeText(i % 2 ? NURSE : BACKEND_ENGINEER, 'role-at-company'),
    }));
    const upload = await many.upload(files);
    expect(upload.status).toBe(202);
    expect(upload.body.rejected).toEqual([]);
    expect(upload.body.accepted.map((file) => file.original_filename)).toEqual(files.map((file) => file.name));
    const finals = await Promise.all(upload.body.accepted.map(async (file) => (await many.waitForJob(file.jobId, 120_000)).at(-1)?.state));
    expect(finals).toEqual(files.map(() => 'completed'));
    expect((await listFiles(many)).filter((file) => file.processing_status === 'completed')).toHaveLength(60);
  }, 180_000);

  it('stores hostile file names as plain safe names: ../, control characters, 300 characters', async () => {
    const namer = await signUp(stack.baseUrl, 'names@example.com');
    const long = `${'x'.repeat(296)}.txt`;
    const upload = await namer.upload([
      { name: '../../../etc/passwd.txt', bytes: resumeText(NURSE, 'role-at-company') },
      { name: '..\\..\\windows\\system32\\evil.txt', bytes: resumeText(NURSE, 'role-at-company') },
      { name: 'bell\u0007esc\u001b[31mred\u202etxt.exe.txt', bytes: resumeText(NURSE, 'role-at-company') },
      { name: long, bytes: resumeText(NURSE, 'role-at-company') },
    ]);
    expect(upload.status).toBe(202);
    const names = upload.body.accepted.map((file) => file.original_filename);
    expect(names.slice(0, 3)).toEqual(['passwd.txt', 'evil.txt', 'bellesc[31mredtxt.exe.txt']);
    expect(names[3]).toHaveLength(255);
    expect(names[3]).toMatch(/^x+\.txt$/);
    for (const name of names) {
      expect(name).not.toMatch(/[\\/\u0000-\u001f\u007f\u202e]/);
    }
    expect((await listFiles(namer)).map((file) => file.original_filename).sort()).toEqual([...names].sort());
  }, 60_000);

  it('refuses JSON bodies with Mongo operators (400), huge JSON (413) and deeply nested JSON (400) without crashing', async () => {
    const json = { 'content-type': 'application/json' };
    const login = await fetch(`${stack.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: { $gt: '' }, password: { $ne: null } }),
    });
    expect(login.status).toBe(400);
    expect(((await login.json()) as { error: string }).error).toMatch(/Operator-like or reserved key not allowed: \$gt/);

    const experience = await user.post<{ error: string }>('/api/experiences', { company: 'Acme', role: { $where: 'sleep(1000)' }, period: '2020' });
    expect(experience.status).toBe(400);
    const query = await user.get<{ error: string }>('/api/files?user_id[$ne]=nobody');
    expect(query.status).toBe(400);
    const proto = await fetch(`${stack.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: json,
      body: '{"email":"p@example.com","password":"correct horse battery","__proto__":{"admin":true}}',
    });
    expect(proto.status).toBe(400);

    const huge = await fetch(`${stack.baseUrl}/api/generate`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ jobDescription: 'x'.repeat(2 * MB) }),
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { code: string }).code).toBe('payload_too_large');

    for (const body of ['['.repeat(100_000) + ']'.repeat(100_000), '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000)]) {
      const deep = await fetch(`${stack.baseUrl}/api/generate`, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${user.token}` },
        body,
      });
      expect(deep.status).toBe(400);
      expect(((await deep.json()) as { error: string }).error.length).toBeGreaterThan(0);
    }
    expect((await fetch(`${stack.baseUrl}/api/health`)).status).toBe(200);
  }, 60_000);

  it('stores script tags in every text field as text and returns them verbatim as JSON strings', async () => {
    const scripted = await signUp(stack.baseUrl, 'scripted@example.com');
    // No '/' (a name is cut at it) and no '"' (the client percent-encodes it in the multipart header).
    const name = '<script>alert(1)<script><img src=x onerror=alert(1)>.txt';
    const created = await scripted.post<Record<string, unknown>>('/api/experiences', {
      user_id: scripted.id,
      company: `Acme ${SCRIPT}`,
      role: `Engineer ${SCRIPT}`,
      period: `2020 ${SCRIPT}`,
      skills: [`TypeScript ${SCRIPT}`],
      achievements: [`Shipped ${SCRIPT}`],
    });
    expect(created.status).toBe(201);
    const res = await fetch(`${stack.baseUrl}/api/experiences`, { headers: { authorization: `Bearer ${scripted.token}` } });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const [stored] = (await res.json()) as Array<Record<string, unknown>>;
    expect(stored).toMatchObject({
      company: `Acme ${SCRIPT}`,
      role: `Engineer ${SCRIPT}`,
      period: `2020 ${SCRIPT}`,
      skills: [`TypeScript ${SCRIPT}`],
      achievements: [`Shipped ${SCRIPT}`],
    });

    // A resume full of markup goes through ingest as text, and its name comes back as written.
    const lines = resumeText(BACKEND_ENGINEER, 'role-at-company').toString('utf8').split('\n');
    const markedUp = Buffer.from(lines.map((line) => (line.trim() ? `${line} ${SCRIPT}` : line)).join('\n'));
    const upload = await scripted.upload([{ name, bytes: markedUp }]);
    expect(upload.status).toBe(202);
    expect(upload.body.accepted[0]?.original_filename).toBe(name);
    expect((await scripted.waitForJob(upload.body.accepted[0]!.jobId)).at(-1)?.state).toBe('completed');
    expect((await listFiles(scripted))[0]?.original_filename).toBe(name);

    const generate = await scripted.post<{ jobId: string }>('/api/generate', { jobDescription: `${BACKEND_JOB_DESCRIPTION}\n${SCRIPT}` });
    expect(generate.status).toBe(202);
    expect((await scripted.waitForJob(generate.body.jobId)).at(-1)?.state).toBe('completed');
    const analyses = (await scripted.get<Array<{ job_description: string }>>('/api/job-analyses')).body;
    expect(analyses[0]?.job_description).toContain(SCRIPT);
  }, 90_000);

  it("after all of the above the server still answers and the bystander's data is untouched", async () => {
    expect((await fetch(`${stack.baseUrl}/api/health`)).status).toBe(200);
    expect({ files: await listFiles(bystander), experiences: (await bystander.get('/api/experiences')).body }).toEqual(bystanderBefore);
    expect(stack.output()).not.toMatch(/uncaught|unhandled|FATAL/i);
  });
});
