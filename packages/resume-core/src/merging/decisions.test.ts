import type { ExperienceDecision } from '@tailor/contracts';
import { exp, NOW, OPTIONS, RESUME_A, RESUME_B } from './__tests__/fixtures';
import { mergeExperiences, type ExperienceSource } from './merge-experiences';

const AT = NOW;
const globexOf = (list: ReturnType<typeof mergeExperiences>) =>
  list.filter((e) => /globex/i.test(e.company) || e.members?.some((m) => m === 'file-a#0'));

describe("mergeExperiences with the person's own decisions", () => {
  const base = mergeExperiences([RESUME_A, RESUME_B], OPTIONS);
  const globex = base.find((e) => e.members?.includes('file-a#0'));

  it('names the parsed entries each experience was folded from', () => {
    expect(globex?.members).toEqual(['file-a#0', 'file-b#2']);
  });

  it('keeps an edit, and its id, however many resumes repeat the job', () => {
    const edit: ExperienceDecision = {
      kind: 'edit',
      members: ['file-a#0'],
      fields: { role: 'Group Product Manager', company: 'Globex Corp' },
      at: AT,
    };
    const third: ExperienceSource = { ...RESUME_B, resumeFileId: 'file-c', createdAt: '2027-01-01T00:00:00.000Z' };
    const after = mergeExperiences([RESUME_A, RESUME_B, third], { ...OPTIONS, decisions: [edit] });
    const edited = after.filter((e) => e.members?.includes('file-a#0'));
    expect(edited).toHaveLength(1);
    expect(edited[0]).toMatchObject({ id: globex?.id, role: 'Group Product Manager', company: 'Globex Corp', corrected: ['company', 'role'] });
    expect(edited[0]?.members).toEqual(['file-a#0', 'file-b#2', 'file-c#2']);
    expect(after).toHaveLength(base.length);
  });

  it('keeps a deleted job out, also when another resume repeats it', () => {
    const remove: ExperienceDecision = { kind: 'delete', members: globex?.members ?? [], at: AT };
    const third: ExperienceSource = { ...RESUME_B, resumeFileId: 'file-c' };
    const after = mergeExperiences([RESUME_A, RESUME_B, third], { ...OPTIONS, decisions: [remove] });
    expect(globexOf(after)).toEqual([]);
    expect(after).toHaveLength(base.length - 1);
  });

  it('sorts an edited period where the person put it', () => {
    const edit: ExperienceDecision = { kind: 'edit', members: ['file-a#2'], fields: { period: '2023 - Present' }, at: AT };
    const after = mergeExperiences([RESUME_A, RESUME_B], { ...OPTIONS, decisions: [edit] });
    expect(after[0]).toMatchObject({ period: '2023 - Present', start_year: 2023, end_year: null });
  });

  it('joins experiences the person merged and cuts one the person split', () => {
    const apart: ExperienceSource = {
      resumeFileId: 'file-x',
      experiences: [exp({ company: 'Globex Labs', role: 'Analyst', period: '2012 - 2014', start_year: 2012, end_year: 2014 })],
    };
    const sources = [RESUME_A, RESUME_B, apart];
    const before = mergeExperiences(sources, OPTIONS);
    const merge: ExperienceDecision = { kind: 'merge', members: ['file-a#0', 'file-x#0'], at: AT };
    const merged = mergeExperiences(sources, { ...OPTIONS, decisions: [merge] });
    expect(merged).toHaveLength(before.length - 1);
    expect(merged.find((e) => e.members?.includes('file-x#0'))?.members).toEqual(['file-a#0', 'file-b#2', 'file-x#0']);

    const split: ExperienceDecision = { kind: 'split', groups: [['file-a#0', 'file-b#2'], ['file-x#0']], at: AT };
    const again = mergeExperiences(sources, { ...OPTIONS, decisions: [merge, split] });
    expect(again).toEqual(before);
  });
});
