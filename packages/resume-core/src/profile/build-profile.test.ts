import { SkillProfileSchema, type Experience, type Skill } from '@tailor/contracts';
import { buildSkillProfile, type ParsedSkillSource } from './build-profile';
import { groupSkillsByCategory } from './group';

const NOW = '2026-03-01T12:00:00.000Z';

const skill = (name: string, category: Skill['category'], evidence = '', confidence_score = 0.7, aliases: string[] = []): Skill => ({
  name,
  category,
  evidence,
  confidence_score,
  aliases,
});

const experience = (id: string, fields: Partial<Experience>): Experience => ({
  id,
  user_id: 'user-1',
  company: 'Acme',
  role: 'Engineer',
  period: '2019 – 2021',
  type: 'job',
  skills: [],
  achievements: [],
  skills_with_evidence: [],
  extracted_from: ['a'],
  is_merged: false,
  merged_from: [],
  confidence_score: 0.6,
  start_year: 2019,
  end_year: 2021,
  created_at: NOW,
  ...fields,
});

const parsedSkills: ParsedSkillSource[] = [
  {
    resumeFileId: 'file-b',
    skills: [
      skill('JavaScript', 'technical', 'Skills: JavaScript, SQL', 0.9, ['JS']),
      skill('SQL', 'technical', 'Skills: JavaScript, SQL', 0.9),
      skill('Mentoring', 'leadership', 'Mentored interns', 0.8),
    ],
  },
  { resumeFileId: 'file-a', skills: [skill('Roadmapping', 'product', '', 0.7), skill('sql', 'technical', 'Wrote SQL', 0.95)] },
];

const experiences: Experience[] = [
  experience('exp-2', {
    confidence_score: 0.85,
    skills: ['JS', 'Kubernetes'],
    achievements: ['Rebuilt the checkout in JavaScript, lifting conversion 12%', 'Moved 30 services onto Kubernetes'],
    skills_with_evidence: [{ skill: 'JS', evidence: 'Rebuilt the checkout in JavaScript, lifting conversion 12%', impact: '12%', added_date: NOW }],
  }),
  experience('exp-1', {
    skills: ['Stakeholder Management'],
    achievements: ['Wrote SQL for the finance team', 'Owned stakeholder management for the finance close'],
  }),
];

const input = { userId: 'user-1', experiences, parsedSkills, now: NOW };

describe('buildSkillProfile', () => {
  const profile = buildSkillProfile(input);

  it('keys skills by canonical name, folding aliases and case', () => {
    expect(Object.keys(profile.skills)).toEqual(['JavaScript', 'Kubernetes', 'Mentoring', 'SQL', 'Stakeholder Management']);
    expect(SkillProfileSchema.parse(profile)).toEqual(profile);
    expect(profile.last_updated).toBe(NOW);
  });

  it('prefers achievement sentences over parser evidence, and ones with a figure', () => {
    expect(profile.skills['JavaScript']?.evidence).toBe('Rebuilt the checkout in JavaScript, lifting conversion 12%');
    expect(profile.skills['SQL']?.evidence).toBe('Wrote SQL for the finance team');
    expect(profile.skills['Kubernetes']?.evidence).toBe('Moved 30 services onto Kubernetes');
    expect(profile.skills['Mentoring']?.evidence).toBe('Mentored interns');
  });

  it('claims no skill without a line of evidence', () => {
    expect(profile.skills['Roadmapping']).toBeUndefined();
    for (const entry of Object.values(profile.skills)) expect(entry.evidence.trim()).not.toBe('');
  });

  it('shows the name as the resume writes it when the database name is not written', () => {
    const shown = buildSkillProfile({
      userId: 'user-1',
      now: NOW,
      experiences: [],
      parsedSkills: [
        {
          resumeFileId: 'f',
          skills: [skill('Apache Kafka', 'technical', 'Tools: Kafka, SVN', 0.9), skill('Subversion', 'technical', 'Tools: Kafka, SVN', 0.9)],
        },
      ],
    });
    expect(Object.keys(shown.skills)).toEqual(['Kafka', 'SVN']);
    expect(shown.skills['SVN']?.aliases).toEqual(['Subversion']);
    expect(shown.skills['Kafka']?.aliases).toEqual(['Apache Kafka']);
  });

  it('folds aliases from any source into one canonical entry and reports the ones written', () => {
    const mixed = buildSkillProfile({
      userId: 'user-1',
      now: NOW,
      experiences: [experience('exp-9', { skills: ['k8s'], achievements: ['Ran k8s clusters for 40 teams'] })],
      parsedSkills: [
        {
          resumeFileId: 'f',
          skills: [
            skill('JS', 'technical', 'Skills: JS, TypeScript', 0.9),
            skill('JavaScript', 'technical', 'Built the JavaScript SDK', 0.8),
            skill('Kubernetes', 'technical', 'Tools: Kubernetes', 0.9),
          ],
        },
      ],
    });
    expect(Object.keys(mixed.skills)).toEqual(['JavaScript', 'Kubernetes']);
    expect(mixed.skills['JavaScript']?.aliases).toEqual(['JS']);
    expect(mixed.skills['Kubernetes']?.aliases).toEqual(['k8s']);
  });

  it('keeps the best confidence and the parser category, defaulting experience-only skills', () => {
    expect(profile.skills['SQL']).toMatchObject({ category: 'technical', confidence: 0.95 });
    expect(profile.skills['JavaScript']?.confidence).toBe(0.9);
    expect(profile.skills['Kubernetes']).toMatchObject({ category: 'technical', confidence: 0.85 });
    const injected = buildSkillProfile({
      ...input,
      canonical: () => null,
      categorize: (name) => (/stakeholder/i.test(name) ? 'leadership' : 'technical'),
    });
    expect(injected.skills['Stakeholder Management']?.category).toBe('leadership');
  });

  it('is deterministic whatever the input order', () => {
    const shuffled = buildSkillProfile({ ...input, experiences: [...experiences].reverse(), parsedSkills: [...parsedSkills].reverse() });
    expect(JSON.stringify(shuffled)).toBe(JSON.stringify(profile));
  });

  it('cannot be polluted by a skill named like a prototype key', () => {
    const odd = buildSkillProfile({
      ...input,
      experiences: [],
      parsedSkills: [{ resumeFileId: 'x', skills: [skill('__proto__', 'technical', 'Skills: __proto__')] }],
    });
    expect(Object.keys(odd.skills)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(odd.skills)).toBe(Object.prototype);
  });
});

describe('groupSkillsByCategory', () => {
  it('returns the five groups, most confident first', () => {
    const groups = groupSkillsByCategory(buildSkillProfile(input));
    expect(Object.keys(groups)).toEqual(['technical', 'product', 'leadership', 'domain', 'soft']);
    expect(groups.technical.map((s) => s.name)).toEqual(['SQL', 'JavaScript', 'Kubernetes', 'Stakeholder Management']);
    expect(groups.leadership.map((s) => s.name)).toEqual(['Mentoring']);
    expect(groups.product).toEqual([]);
    expect(groups.domain).toEqual([]);
  });
});
