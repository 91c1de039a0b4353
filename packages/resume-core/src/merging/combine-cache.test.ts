import { OPTIONS, RESUME_A, RESUME_B, RESUME_C } from './__tests__/fixtures';
import { mergeExperiences } from './merge-experiences';

// mergeExperiences remembers combined clusters between calls; none of that may show in its results.
describe('mergeExperiences across calls', () => {
  const sources = [RESUME_A, RESUME_B, RESUME_C];

  it('stamps every call with its own instant', () => {
    const first = mergeExperiences(sources, { ...OPTIONS, now: '2026-01-01T00:00:00.000Z' });
    const second = mergeExperiences(sources, { ...OPTIONS, now: '2026-02-02T00:00:00.000Z' });
    const stamps = (list: typeof first) => new Set(list.flatMap((e) => [e.created_at, ...e.skills_with_evidence.map((s) => s.added_date)]));
    expect(stamps(first)).toEqual(new Set(['2026-01-01T00:00:00.000Z']));
    expect(stamps(second)).toEqual(new Set(['2026-02-02T00:00:00.000Z']));
    const unstamped = (list: typeof first) =>
      JSON.stringify(list, (key, value: unknown) => (key === 'created_at' || key === 'added_date' ? undefined : value));
    expect(unstamped(second)).toBe(unstamped(first));
  });

  it('is not changed by a caller changing an earlier result', () => {
    const expected = JSON.stringify(mergeExperiences(sources, OPTIONS));
    const earlier = mergeExperiences(sources, OPTIONS);
    for (const e of earlier) {
      e.skills.push('Tampered');
      e.achievements.reverse();
      e.extracted_from.length = 0;
      (e.skills_with_evidence[0] ?? { evidence: '' }).evidence = 'tampered';
    }
    expect(JSON.stringify(mergeExperiences(sources, OPTIONS))).toBe(expected);
  });

  it('notices a caller changing the very experience object it passed before', () => {
    const source = { ...RESUME_B, experiences: RESUME_B.experiences.map((e) => ({ ...e, skills: [...e.skills] })) };
    mergeExperiences([source], OPTIONS);
    source.experiences[0]?.skills.push('Erlang');
    expect(mergeExperiences([source], OPTIONS).flatMap((e) => e.skills)).toContain('Erlang');
  });

  it('notices a changed experience even when its file and wording look the same', () => {
    const before = mergeExperiences([RESUME_B], OPTIONS);
    const changed = { ...RESUME_B, experiences: RESUME_B.experiences.map((e, i) => (i === 0 ? { ...e, skills: [...e.skills, 'Kotlin'] } : e)) };
    const after = mergeExperiences([changed], OPTIONS);
    expect(after.flatMap((e) => e.skills)).toContain('Kotlin');
    expect(before.flatMap((e) => e.skills)).not.toContain('Kotlin');
  });
});
