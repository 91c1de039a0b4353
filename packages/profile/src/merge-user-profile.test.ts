import { ParsedResumeSchema, type ParsedResumeRecord } from '@tailor/contracts';
import { mergeUserProfile } from './recompute-profile';

const record = (fileId: string, createdAt: string, period: string, endYear: number | null): ParsedResumeRecord => ({
  id: fileId,
  user_id: 'user-1',
  resume_file_id: fileId,
  created_at: createdAt,
  parsed: ParsedResumeSchema.parse({
    experiences: [{ company: 'Wayne Enterprises', role: 'Security Analyst', period, start_year: 2018, end_year: endYear }],
  }),
});

describe('mergeUserProfile', () => {
  // File ids sort opposite to age, and the store hands records back in no particular order.
  const oldest = record('file-z', '2024-05-01T10:00:00.000Z', 'Jun 2018 – Present', null);
  const middle = record('file-m', '2025-05-01T10:00:00.000Z', 'Jun 2018 – Jan 2025', 2025);
  const newest = record('file-a', '2026-05-01T10:00:00.000Z', 'Jun 2018 – Sep 2026', 2026);

  it.each([
    ['oldest first', [oldest, middle, newest]],
    ['newest first', [newest, middle, oldest]],
    ['mixed', [middle, oldest, newest]],
  ])('dates a job as the newest resume does (%s)', (_, records) => {
    const { experiences } = mergeUserProfile(records, 'user-1', new Date('2026-11-01T00:00:00Z'));
    expect(experiences).toHaveLength(1);
    expect(experiences[0]).toMatchObject({ period: 'Jun 2018 – Sep 2026', start_year: 2018, end_year: 2026 });
  });
});
