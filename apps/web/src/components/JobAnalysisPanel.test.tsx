/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
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
    const { container } = render(<JobAnalysisPanel analysis={old} />);
    expect(container.querySelector('.requirement__text')?.textContent).toBe('high-speed separators');
    expect(screen.queryByText(/“Experience with/)).toBeNull();
  });

  it('opens with a compact summary whose counts agree, and keeps the evidence and the formula behind Details', () => {
    const many = analysis({
      requirementMatches: [
        { requirement: 'SQL', kind: 'hard', importance: 'must', match: 'exact', weight: 1, evidence: [] },
        { requirement: 'Roadmapping', kind: 'hard', importance: 'must', match: 'none', weight: 0, evidence: [] },
        { requirement: 'Negotiation', kind: 'soft', importance: 'must', match: 'none', weight: 0, evidence: [] },
        { requirement: 'Figma', kind: 'hard', importance: 'nice', match: 'none', weight: 0, evidence: [] },
        { requirement: 'Tableau', kind: 'hard', importance: 'nice', match: 'partial', weight: 0.7, evidence: [] },
      ],
      scoreBreakdown: { skillPercentage: 33, experienceFactor: 12, total: 40, formula: 'total = min(100, …)' },
    });
    render(<JobAnalysisPanel analysis={many} />);
    expect(screen.getByText('Your resumes show 1 of 3 must-have requirements and 1 of 2 nice-to-haves.')).toBeTruthy();
    const gapList = document.querySelector('.gap-list') as HTMLElement;
    expect(
      within(gapList)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')?.textContent),
    ).toEqual(['Roadmapping', 'Negotiation', 'Figma']);
    expect(gapList.textContent).toContain('If you have used Roadmapping');

    const toggle = screen.getByRole('button', { name: 'Details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('total = min(100, …)').closest('[hidden]')).not.toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('total = min(100, …)').closest('[hidden]')).toBeNull();
    expect(screen.getByText(/^Must-have \(3\)/)).toBeTruthy();
  });
});
