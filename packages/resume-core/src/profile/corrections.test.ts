import type { Education, Experience, SkillProfile } from '@tailor/contracts';
import { ADDED_SKILL_EVIDENCE, applyEducationDecisions, applySkillCorrections } from './corrections';

const AT = '2026-05-01T00:00:00.000Z';
const entry = (evidence: string, aliases?: string[]) => ({
  category: 'technical' as const,
  evidence,
  confidence: 0.9,
  added_date: AT,
  ...(aliases ? { aliases } : {}),
});
const PROFILE: SkillProfile = {
  user_id: 'u1',
  skills: { JavaScript: entry('Built the site in JS', ['JS']), Excel: entry('Kept the books in Excel'), SQL: entry('Wrote SQL reports') },
  last_updated: AT,
};
const experience = (skills: string[]): Experience => ({
  id: 'exp_1',
  user_id: 'u1',
  company: 'Marlow Books',
  role: 'Analyst',
  period: '2020 - 2022',
  type: 'job',
  skills,
  achievements: [],
  skills_with_evidence: skills.map((skill) => ({ skill, evidence: `Used ${skill}`, impact: '', added_date: AT })),
  extracted_from: ['f1'],
  is_merged: false,
  merged_from: [],
  confidence_score: 0.8,
  start_year: 2020,
  end_year: 2022,
  created_at: AT,
});

describe('applySkillCorrections', () => {
  it('removes a skill under every spelling the profile knew it by, from the profile and from experiences', () => {
    const out = applySkillCorrections(PROFILE, [experience(['JS', 'SQL'])], { removed: ['javascript'], added: [] });
    expect(Object.keys(out.profile.skills).sort()).toEqual(['Excel', 'SQL']);
    expect(out.experiences[0]?.skills).toEqual(['SQL']);
    expect(out.experiences[0]?.skills_with_evidence.map((e) => e.skill)).toEqual(['SQL']);
  });

  it("adds the person's own skill with them as its evidence, once, and never one they removed", () => {
    const out = applySkillCorrections(PROFILE, [], {
      removed: ['excel'],
      added: [
        { name: 'Negotiation', category: 'soft', added_date: AT },
        { name: 'sql', category: 'technical', added_date: AT },
        { name: 'Excel', category: 'technical', added_date: AT },
      ],
    });
    expect(out.profile.skills['Negotiation']).toEqual({ category: 'soft', evidence: ADDED_SKILL_EVIDENCE, confidence: 1, added_date: AT });
    expect(Object.keys(out.profile.skills).sort()).toEqual(['JavaScript', 'Negotiation', 'SQL']);
    expect(out.profile.skills['SQL']?.evidence).toBe('Wrote SQL reports');
  });
});

describe('applyEducationDecisions', () => {
  const edu: Education[] = [
    { id: 'edu_a', user_id: 'u1', degree: 'BSc Maths', school: 'Northfield College', year: '2012', confidence_score: 0.8, extracted_from: ['f1'] },
    { id: 'edu_b', user_id: 'u1', degree: 'Diploma', school: 'Evening School', year: '2010', confidence_score: 0.6, extracted_from: ['f1'] },
  ];

  it("applies the person's edits in order and keeps a deleted entry out", () => {
    const out = applyEducationDecisions(edu, [
      { kind: 'edit', id: 'edu_a', fields: { school: 'Northfield University' }, at: AT },
      { kind: 'edit', id: 'edu_a', fields: { year: '2013' }, at: AT },
      { kind: 'delete', id: 'edu_b', at: AT },
    ]);
    expect(out).toEqual([{ ...edu[0], school: 'Northfield University', year: '2013', corrected: ['school', 'year'] }]);
  });
});
