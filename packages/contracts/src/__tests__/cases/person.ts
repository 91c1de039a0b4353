import { type SchemaCases, withField as w } from './helpers';

const AT = '2026-05-01T00:00:00.000Z';
const contact = { full_name: 'Ines Marlow', email: 'ines@example.org', phone: '+44 20 7946 0000', location: 'Leeds, UK', links: ['github.com/ines'] };
const none = { full_name: null, email: null, phone: null, location: null, links: [] };
const edit = { kind: 'edit', members: ['f1#0'], fields: { role: 'Lead Analyst' }, at: AT };
const corrections = {
  id: 'u1',
  user_id: 'u1',
  contact: { phone: '+1 555 0100' },
  experiences: [edit, { kind: 'delete', members: ['f1#1'], at: AT, id: 'exp_1' }],
  education: [{ kind: 'delete', id: 'edu_1', at: AT }],
  skills: { removed: ['excel'], added: [{ name: 'Negotiation', category: 'soft', added_date: AT }] },
  updated_at: AT,
};

export const personCases: SchemaCases = {
  ContactDetailsSchema: { valid: [contact, none], invalid: [w(contact, 'links', 'one'), w(contact, 'full_name', '')] },
  ContactSourceSchema: {
    valid: [
      { from: 'resume', resume_file_id: 'f1' },
      { from: 'user', updated_at: AT },
    ],
    invalid: [{ from: 'guess' }, { from: 'resume' }],
  },
  ContactSourcesSchema: { valid: [{}, { email: { from: 'user', updated_at: AT } }], invalid: [{ email: { from: 'nowhere' } }] },
  ResumeContactRecordSchema: {
    valid: [{ id: 'u1', user_id: 'u1', ...contact, source: {}, updated_at: AT }],
    invalid: [{ id: 'u1', user_id: 'u1', ...contact, updated_at: AT }],
  },
  ExperienceMemberSchema: { valid: ['f1#0'], invalid: ['', 7] },
  ExperienceCorrectionFieldsSchema: { valid: [{}, { role: 'Lead', achievements: ['Shipped'] }], invalid: [{ role: '' }, { skills: 'SQL' }] },
  ExperienceDecisionSchema: {
    valid: [edit, { kind: 'merge', members: ['f1#0', 'f2#3'], at: AT }, { kind: 'split', groups: [['f1#0'], ['f2#3']], at: AT }],
    invalid: [
      { ...edit, members: [] },
      { kind: 'merge', members: ['f1#0'], at: AT },
      { kind: 'split', groups: [['f1#0']], at: AT },
      { kind: 'rename', at: AT },
    ],
  },
  EducationCorrectionFieldsSchema: { valid: [{}, { school: 'Northfield University' }], invalid: [{ year: '' }] },
  EducationDecisionSchema: {
    valid: [{ kind: 'edit', id: 'edu_1', fields: { year: '2013' }, at: AT }],
    invalid: [{ kind: 'edit', fields: {}, at: AT }],
  },
  AddedSkillSchema: {
    valid: [{ name: 'Negotiation', category: 'soft', added_date: AT }],
    invalid: [
      { name: ' ', category: 'soft', added_date: AT },
      { name: 'X', category: 'magic', added_date: AT },
    ],
  },
  ProfileCorrectionsSchema: {
    valid: [corrections],
    invalid: [w(corrections, 'skills', { removed: [] }), w(corrections, 'experiences', [{ kind: 'edit' }])],
  },
  ProfileResponseSchema: { valid: [{ ...contact, source: { full_name: { from: 'resume', resume_file_id: 'f1' } } }], invalid: [contact] },
  ProfileUpdateSchema: {
    valid: [{ full_name: 'Ines Marlow' }, { phone: '+44 (0)20 7946-0000', location: null }, { links: ['https://ines.dev'] }],
    invalid: [{}, { email: 'not an address' }, { phone: 'call me' }, { full_name: '' }, { nickname: 'I' }],
  },
  SkillProfilePatchSchema: {
    valid: [{ remove: ['Excel'] }, { add: [{ name: 'Negotiation', category: 'soft' }] }],
    invalid: [{}, { remove: [] }, { add: [{ name: 'X', category: 'magic' }] }, { remove: ['Excel'], extra: 1 }],
  },
  ExperienceMergeSchema: { valid: [{ ids: ['exp_1', 'exp_2'] }], invalid: [{ ids: ['exp_1'] }, { ids: 'exp_1' }] },
  ExperienceSplitSchema: { valid: [{ members: ['f1#0'] }], invalid: [{ members: [] }, { groups: [] }] },
  EducationUpdateSchema: { valid: [{ degree: 'BSc Maths' }], invalid: [{}, { degree: '' }, { field: 'Maths' }] },
};
