import { OPTIONS, RESUME_A, RESUME_B, RESUME_C } from './__tests__/fixtures';
import { CombinedClusters } from './combined-clusters';
import { mergeExperiences, type MergeOptions } from './merge-experiences';

// A caller keeps one CombinedClusters for one person's merges; none of that may show in the results.
describe('mergeExperiences with CombinedClusters kept across calls', () => {
  const sources = [RESUME_A, RESUME_B, RESUME_C];
  const kept = (options: MergeOptions = OPTIONS, combined = new CombinedClusters()): MergeOptions => ({ ...options, combined });

  it('gives what a merge without it gives, call after call', () => {
    const options = kept();
    for (const list of [sources, [RESUME_A], sources, [RESUME_C, RESUME_B], sources]) {
      expect(mergeExperiences(list, options)).toEqual(mergeExperiences(list, OPTIONS));
    }
  });

  it('keeps only the clusters of the last merge', () => {
    const combined = new CombinedClusters();
    const all = mergeExperiences(sources, kept(OPTIONS, combined));
    expect(combined.size).toBeGreaterThan(0);
    expect(combined.size).toBeLessThanOrEqual(all.length);
    const one = mergeExperiences([RESUME_B], kept(OPTIONS, combined));
    expect(combined.size).toBeLessThanOrEqual(one.length);
  });

  it('stamps every call with its own instant', () => {
    const combined = new CombinedClusters();
    const first = mergeExperiences(sources, kept({ ...OPTIONS, now: '2026-01-01T00:00:00.000Z' }, combined));
    const second = mergeExperiences(sources, kept({ ...OPTIONS, now: '2026-02-02T00:00:00.000Z' }, combined));
    const stamps = (list: typeof first) => new Set(list.flatMap((e) => [e.created_at, ...e.skills_with_evidence.map((s) => s.added_date)]));
    expect(stamps(first)).toEqual(new Set(['2026-01-01T00:00:00.000Z']));
    expect(stamps(second)).toEqual(new Set(['2026-02-02T00:00:00.000Z']));
    const unstamped = (list: typeof first) =>
      JSON.stringify(list, (key, value: unknown) => (key === 'created_at' || key === 'added_date' ? undefined : value));
    expect(unstamped(second)).toBe(unstamped(first));
  });

  it('is not changed by a caller changing an earlier result', () => {
    const options = kept();
    const expected = JSON.stringify(mergeExperiences(sources, OPTIONS));
    const earlier = mergeExperiences(sources, options);
    for (const e of earlier) {
      e.skills.push('Tampered');
      e.achievements.reverse();
      e.extracted_from.length = 0;
      (e.skills_with_evidence[0] ?? { evidence: '' }).evidence = 'tampered';
    }
    expect(JSON.stringify(mergeExperiences(sources, options))).toBe(expected);
  });

  it('notices a caller changing the very experience object it passed before', () => {
    const options = kept();
    const source = { ...RESUME_B, experiences: RESUME_B.experiences.map((e) => ({ ...e, skills: [...e.skills] })) };
    mergeExperiences([source], options);
    source.experiences[0]?.skills.push('Erlang');
    expect(mergeExperiences([source], options).flatMap((e) => e.skills)).toContain('Erlang');
  });

  it('notices a changed experience even when its file and wording look the same', () => {
    const options = kept();
    const before = mergeExperiences([RESUME_B], options);
    const changed = { ...RESUME_B, experiences: RESUME_B.experiences.map((e, i) => (i === 0 ? { ...e, skills: [...e.skills, 'Kotlin'] } : e)) };
    const after = mergeExperiences([changed], options);
    expect(after.flatMap((e) => e.skills)).toContain('Kotlin');
    expect(before.flatMap((e) => e.skills)).not.toContain('Kotlin');
  });
});
