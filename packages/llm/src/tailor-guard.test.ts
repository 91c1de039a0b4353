import type { TailoredResumeObject } from '@tailor/contracts';
import { recordingLogger, TAILOR_INPUT } from './__tests__/fixtures';
import { findInventedExperiences, keepSupportedSkills } from './tailor-guard';

const output = (experiences: { company: string; role: string }[], skills: string[] = []): TailoredResumeObject => ({
  summary: '',
  experiences: experiences.map((e) => ({ ...e, period: 'Recent', achievements: [] })),
  skills,
  education: [],
  match_analysis: { strengths: [], gaps: [], recommendations: [] },
});

describe('findInventedExperiences', () => {
  it('accepts the input employers and roles, ignoring case and punctuation', () => {
    expect(findInventedExperiences(output([{ company: 'ACME payments', role: 'product manager' }]), TAILOR_INPUT)).toBeUndefined();
    expect(findInventedExperiences(output([{ company: 'Acme Payments, Inc.', role: 'Product Manager' }]), TAILOR_INPUT)).toBeUndefined();
  });

  it('names an invented employer or role', () => {
    expect(findInventedExperiences(output([{ company: 'Globex', role: 'Product Manager' }]), TAILOR_INPUT)).toContain(
      '"Product Manager" at "Globex"',
    );
    expect(findInventedExperiences(output([{ company: 'Acme Payments', role: 'CTO' }]), TAILOR_INPUT)).toContain('"CTO"');
    expect(findInventedExperiences(output([{ company: 'Acme Payments', role: 'Senior Product Manager' }]), TAILOR_INPUT)).toContain(
      '"Senior Product Manager"',
    );
  });

  it('accepts employers known only from retrieved evidence', () => {
    const input = {
      ...TAILOR_INPUT,
      chunks: [
        {
          id: 'p1',
          score: 0.9,
          payload: {
            chunk_id: 'c',
            user_id: 'u',
            resume_file_id: 'f',
            chunk_type: 'experience' as const,
            content: 'x',
            confidence_score: 0.8,
            company: 'Initech',
            title: 'Analyst',
          },
        },
      ],
    };
    expect(findInventedExperiences(output([{ company: 'Initech', role: 'Analyst' }]), input)).toBeUndefined();
  });
});

describe('keepSupportedSkills', () => {
  const withSkills = {
    ...TAILOR_INPUT,
    skills: [
      { name: 'SQL', category: 'technical' as const, evidence: 'Skills: SQL', confidence_score: 0.9, aliases: [] },
      { name: 'JavaScript', category: 'technical' as const, evidence: 'Built the checkout in JS', confidence_score: 0.9, aliases: [] },
      { name: 'C++', category: 'technical' as const, evidence: '', confidence_score: 1, aliases: [] },
    ],
  };

  it('keeps only profile skills shown with evidence, under a name or exact alias, once each', () => {
    const logger = recordingLogger();
    const kept = keepSupportedSkills(output([], ['sql', 'Roadmapping', 'C++', 'C', 'JS', 'JavaScript', 'Python', 'payouts']), withSkills, logger);
    expect(kept.skills).toEqual(['sql', 'JS']);
    expect(logger.lines.map((l) => l.fields.value)).toEqual(['Roadmapping', 'C++', 'C', 'Python', 'payouts']);
  });

  it('drops summary sentences naming a job requirement the candidate lacks, keeping their own employer', () => {
    const out = { ...output([], ['SQL']), summary: 'Product Manager at Acme Payments who writes SQL. Expert in Roadmapping and Python! Ships fast.' };
    expect(keepSupportedSkills(out, withSkills).summary).toBe('Product Manager at Acme Payments who writes SQL. Ships fast.');
  });
});
