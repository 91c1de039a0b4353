import { parseResume } from '@tailor/resume-core';
import { sampleResumeLines, warmUp } from './warm-up';

describe('ingest warm-up', () => {
  it('runs the requested number of synthetic files through extraction, parsing and merging', async () => {
    await expect(warmUp({ files: 10, budgetMs: 60_000 })).resolves.toEqual({ files: 10, ms: expect.any(Number) });
  });

  it('skips everything for 0 files, and stops at the time budget', async () => {
    await expect(warmUp({ files: 0, budgetMs: 60_000 })).resolves.toEqual({ files: 0, ms: expect.any(Number) });
    let clock = 0;
    // Every clock reading advances 100 ms: the budget of 250 ms allows the first files only.
    const report = await warmUp({ files: 50, budgetMs: 250, now: () => (clock += 100) });
    expect(report.files).toBeGreaterThan(0);
    expect(report.files).toBeLessThan(50);
  });

  it('uses resumes that differ from each other and that the parser reads as real resumes', () => {
    const texts = Array.from({ length: 40 }, (_, index) => sampleResumeLines(index).join('\n'));
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts.slice(0, 6)) {
      const parsed = parseResume(text);
      expect(parsed.experiences.length).toBeGreaterThanOrEqual(2);
      expect(parsed.experiences.every((experience) => experience.achievements.length >= 2)).toBe(true);
      expect(parsed.education.length).toBe(1);
      expect(parsed.skills.length).toBeGreaterThanOrEqual(5);
    }
  });
});
