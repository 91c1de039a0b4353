import { analyzeJobDescription } from '../job-analysis';
import { parseResume } from '../parsing';
import { samplePostingText, sampleResumeLines } from '.';

describe('synthetic samples for warming up', () => {
  it('gives resumes that differ from each other and that the parser reads as real resumes', () => {
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

  it('gives postings that differ from each other and whose title, duties and requirements the analysis finds', () => {
    const texts = Array.from({ length: 20 }, (_, index) => samplePostingText(index));
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts.slice(0, 5)) {
      const analysis = analyzeJobDescription(text);
      expect(analysis.role).toBe(text.split('\n')[0]);
      expect(analysis.key_responsibilities.length).toBeGreaterThanOrEqual(3);
      expect(analysis.required_skills.length).toBeGreaterThanOrEqual(3);
    }
  });
});
