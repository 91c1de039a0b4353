import type { TailoredResumeObject } from '@tailor/contracts';
import { TAILOR_INPUT } from './__tests__/fixtures';
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
    expect(findInventedExperiences(output([{ company: 'Globex', role: 'Product Manager' }]), TAILOR_INPUT)).toContain('"Product Manager" at "Globex"');
    expect(findInventedExperiences(output([{ company: 'Acme Payments', role: 'CTO' }]), TAILOR_INPUT)).toContain('"CTO"');
    expect(findInventedExperiences(output([{ company: 'Acme Payments', role: 'Senior Product Manager' }]), TAILOR_INPUT)).toContain('"Senior Product Manager"');
  });

  it('accepts employers known only from retrieved evidence', () => {
    const input = {
      ...TAILOR_INPUT,
      chunks: [{ id: 'p1', score: 0.9, payload: { chunk_id: 'c', user_id: 'u', resume_file_id: 'f', chunk_type: 'experience' as const, content: 'x', confidence_score: 0.8, company: 'Initech', title: 'Analyst' } }],
    };
    expect(findInventedExperiences(output([{ company: 'Initech', role: 'Analyst' }]), input)).toBeUndefined();
  });
});

describe('keepSupportedSkills', () => {
  it('drops skills the candidate data never mentions, matching whole words', () => {
    const input = { ...TAILOR_INPUT, skills: [...TAILOR_INPUT.skills, { name: 'C++', category: 'technical' as const, evidence: '', confidence_score: 1, aliases: [] }] };
    const kept = keepSupportedSkills(output([], ['sql', 'Roadmapping', 'C++', 'C', 'Kubernetes', 'payouts']), input);
    expect(kept.skills).toEqual(['sql', 'Roadmapping', 'C++', 'payouts']);
  });
});
