import { DEFAULTS } from '../constants';
import { fileTypeFromFilename } from './resume-file';
import { JobAnalysisSchema } from './job-analysis';
import { ParsedResumeSchema } from './parsed-resume';
import { toSkillCategory } from './skill';
import { TailoredResumeObjectSchema } from './tailored-resume';

describe('parser-facing defaults', () => {
  it('fills missing experience and education values with the defaults', () => {
    const parsed = ParsedResumeSchema.parse({ experiences: [{}], education: [{}], skills: [{ category: 'soft' }] });
    expect(parsed.experiences[0]).toMatchObject({
      company: DEFAULTS.company,
      role: DEFAULTS.role,
      period: DEFAULTS.period,
      type: 'job',
      confidence_score: 0.5,
      start_year: null,
      end_year: null,
    });
    expect(parsed.education[0]).toEqual({ degree: 'Unknown Degree', school: 'Unknown School', year: 'Unknown Year', confidence_score: 0.5 });
    expect(parsed.skills[0]).toMatchObject({ name: 'Unknown Skill', evidence: '', aliases: [] });
    expect(parsed.summary).toBe('');
    expect(parsed.overall_confidence).toBe(0.5);
  });

  it('gives a tailored experience without a period the period "Recent"', () => {
    const r = TailoredResumeObjectSchema.parse({ experiences: [{ company: 'A', role: 'B' }] });
    expect(r.experiences[0]?.period).toBe('Recent');
    expect(r.match_analysis).toEqual({ strengths: [], gaps: [], recommendations: [] });
  });

  it('turns a sparse job analysis into a complete one', () => {
    const a = JobAnalysisSchema.parse({ role: 'PM', required_skills: ['SQL'] });
    expect(a.preferred_skills).toEqual([]);
    expect(a.experience_level).toBeNull();
    expect(a.salary_range).toBeNull();
  });
});

describe('toSkillCategory', () => {
  it.each([
    ['Technical', 'technical'],
    [' product ', 'product'],
    ['SOFT', 'soft'],
    ['general', undefined],
    [42, undefined],
  ])('%p → %p', (input, expected) => {
    expect(toSkillCategory(input)).toBe(expected);
  });
});

describe('fileTypeFromFilename', () => {
  it.each([
    ['cv.docx', 'docx'],
    ['CV.TXT', 'txt'],
    ['a.b.pdf', 'pdf'],
    ['virus.exe', null],
    ['README', null],
  ])('%s → %p', (name, expected) => {
    expect(fileTypeFromFilename(name)).toBe(expected);
  });
});
