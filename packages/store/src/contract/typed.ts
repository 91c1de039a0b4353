// Contract: real records from @tailor/contracts through the typed repositories — the calls the
// services will make, checked by the compiler and by the contracts' own zod schemas on read-back.
import { ChunkSchema, ResumeFileRecordSchema, SessionSchema, UserRecordSchema } from '@tailor/contracts';
import type { StoreRef } from './fixtures';
import { makeChunk, makeResumeFile, makeSession, makeUser } from './records';

export function describeTypedRecords(store: StoreRef): void {
  describe('typed records', () => {
    it('users and sessions: sign-up, token lookup, revoke', async () => {
      const { users, sessions } = store();
      const user = await users.insert(makeUser());
      const session = await sessions.insert(makeSession(user.id));
      const found = await sessions.findOne({ token_hash: session.token_hash });
      expect(SessionSchema.parse(found)).toEqual(session);
      await sessions.update(session.id, { revoked_at: '2024-06-02T00:00:00.000Z' });
      await expect(sessions.findById(session.id)).resolves.toMatchObject({ revoked_at: '2024-06-02T00:00:00.000Z' });
      expect(UserRecordSchema.parse(await users.findOne({ email: user.email }))).toEqual(user);
    });

    it('resume files: list by owner and status, newest first; progress updates', async () => {
      const { resumeFiles } = store();
      const owner = makeUser().id;
      const files = [
        makeResumeFile(owner, { created_at: '2024-01-01T00:00:00.000Z' }),
        makeResumeFile(owner, { created_at: '2024-03-01T00:00:00.000Z', processing_status: 'failed', processing_error: 'bad pdf' }),
        makeResumeFile(owner, { created_at: '2024-02-01T00:00:00.000Z', job_id: 'job-1' }),
      ];
      await resumeFiles.insertMany(files);
      const listed = await resumeFiles.find(
        { user_id: owner, processing_status: { in: ['pending', 'failed'] } },
        { sort: { field: 'created_at', direction: 'desc' } },
      );
      expect(listed.map((f) => f.id)).toEqual([files[1]!.id, files[2]!.id, files[0]!.id]);
      const done = await resumeFiles.update(files[0]!.id, {
        processing_status: 'completed',
        structured_content: { skills_identified: 12, experiences_identified: 3, confidence_score: 0.8 },
      });
      expect(ResumeFileRecordSchema.parse(done)).toEqual(done);
      await expect(resumeFiles.findOne({ job_id: 'job-1' })).resolves.toEqual(files[2]);
    });

    it('chunks keep a 1536-number embedding exact and come back in chunk order', async () => {
      const { chunks } = store();
      const owner = makeUser().id;
      const fileId = makeResumeFile(owner).id;
      const embedding = Array.from({ length: 1536 }, (_, i) => Math.sin(i + 1) / Math.sqrt(1536));
      const docs = [2, 0, 1].map((chunk_index) => makeChunk(owner, fileId, { chunk_index, embedding }));
      await chunks.insertMany(docs);
      const ordered = await chunks.find({ resume_file_id: fileId }, { sort: { field: 'chunk_index', direction: 'asc' } });
      expect(ordered.map((c) => c.chunk_index)).toEqual([0, 1, 2]);
      const parsed = ChunkSchema.parse(ordered[0]);
      expect(parsed.embedding).toEqual(embedding); // every double bit-exact
      await expect(chunks.deleteMany({ resume_file_id: fileId, user_id: owner })).resolves.toBe(3);
    });
  });
}
