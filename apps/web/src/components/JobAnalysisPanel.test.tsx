/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { EnrichedJobAnalysis } from '@tailor/contracts/browser';
import { JobAnalysisPanel } from './JobAnalysisPanel';

const analysis = (over: Partial<EnrichedJobAnalysis> = {}): EnrichedJobAnalysis =>
  ({
    role: 'Process Technician',
    required_skills: ['high-speed separators'],
    preferred_skills: [],
    experience_level: null,
    industry: null,
    company_type: null,
    key_responsibilities: [],
    qualifications: [],
    company_size: null,
    location: null,
    salary_range: null,
    benefits: [],
    team_structure: null,
    growth_stage: null,
    requirement_sources: [{ name: 'high-speed separators', sentence: 'Experience with high-speed separators', importance: 'required' }],
    matchScore: 40,
    requiredSkills: {},
    skillGaps: {},
    requirementMatches: [{ requirement: 'high-speed separators', kind: 'hard', importance: 'must', match: 'none', weight: 0, evidence: [] }],
    ...over,
  }) as EnrichedJobAnalysis;

describe('JobAnalysisPanel', () => {
  it('shows the posting sentence each requirement was read from', () => {
    render(<JobAnalysisPanel analysis={analysis()} />);
    expect(screen.getByText('“Experience with high-speed separators”')).toBeTruthy();
  });

  it('shows analyses saved before requirements carried their sentence', () => {
    const old = analysis();
    delete (old as Partial<EnrichedJobAnalysis>).requirement_sources;
    render(<JobAnalysisPanel analysis={old} />);
    expect(screen.getByText('high-speed separators')).toBeTruthy();
    expect(screen.queryByText(/“Experience with/)).toBeNull();
  });
});
