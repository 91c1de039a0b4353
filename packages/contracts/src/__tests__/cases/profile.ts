import * as f from '../fixtures';
import { type SchemaCases, withField as w } from './helpers';

const exp = { user_id: 'u1', company: 'Acme', role: 'PM', period: '2019 - 2022' };
const search = { queryVector: f.vector(), userId: 'u1' };

export const profileCases: SchemaCases = {
  ExperiencesListResponseSchema: { valid: [[f.experience()]], invalid: [[w(f.experience(), 'type', 'gig')]] },
  EducationListResponseSchema: { valid: [[f.education()]], invalid: [[w(f.education(), 'confidence_score', 3)]] },
  SkillProfileResponseSchema: { valid: [f.skillProfile()], invalid: [w(f.skillProfile(), 'user_id', f.OP)] },
  UserStatsResponseSchema: { valid: [f.userStats()], invalid: [w(f.userStats(), 'avgProcessingTime', -1)] },
  ExperienceCreateSchema: {
    valid: [exp, { ...exp, skills: ['SQL'], confidence_score: 0.9 }],
    invalid: [w(exp, 'company', ''), w(exp, 'role', f.OP), w(exp, 'is_merged', true), { company: 'A', role: 'B', period: 'C' }],
  },
  ExperienceUpdateSchema: { valid: [{ role: 'Senior PM' }, {}], invalid: [{ role: '' }, { merged_from: ['e2'] }, { company: f.OP }] },
  ExperiencesBatchSchema: {
    valid: [{ user_id: 'u1', experiences: [{ company: 'A', role: 'B', period: 'C' }] }],
    invalid: [
      { user_id: 'u1', experiences: [] },
      { user_id: 'u1', experiences: [exp] },
    ],
  },
  DeleteBySourceSchema: { valid: [{ user_id: 'u1', source: 'f1' }], invalid: [{ user_id: 'u1' }, { user_id: 'u1', source: f.OP }] },
  SkillProfileUpsertSchema: {
    valid: [{ user_id: 'u1', skills: { SQL: f.skillProfileEntry() } }],
    invalid: [
      { user_id: 'u1', skills: { $where: f.skillProfileEntry() } },
      { user_id: 'u1', skills: { SQL: { ...f.skillProfileEntry(), category: 'x' } } },
    ],
  },
  VectorSearchRequestSchema: {
    valid: [search, { ...search, limit: 1, filters: { chunk_types: ['experience'], min_confidence: 0.6 } }],
    invalid: [
      { ...search, queryVector: [1, 2] },
      { ...search, limit: 0 },
      { ...search, userId: f.OP },
      { ...search, filters: { $or: [] } },
    ],
  },
  VectorSearchResponseSchema: { valid: [{ chunks: [f.searchResult()] }], invalid: [{ results: [] }] },
  PatternCreateSchema: {
    valid: [{ name: 'Years', kind: 'date', pattern: '\\d{4}' }],
    invalid: [
      { name: 'Y', kind: 'weird', pattern: 'x' },
      { name: 'Y', kind: 'date', pattern: 'x', user_id: 'u2' },
    ],
  },
  PatternUpdateSchema: { valid: [{}, { pattern: 'x' }], invalid: [{ pattern: '' }, { id: 'p2' }] },
  SkillsDatabaseCreateSchema: { valid: [{ name: 'SQL' }], invalid: [{ name: '' }, { name: f.OP }] },
  SkillsDatabaseUpdateSchema: { valid: [{ aliases: ['sql'] }], invalid: [{ aliases: 'sql' }] },
  AccomplishmentCreateSchema: {
    valid: [{ user_id: 'u1', text: 'Shipped v2' }],
    invalid: [
      { user_id: 'u1', text: '   ' },
      { user_id: 'u1', text: 'x', id: 'ac9' },
    ],
  },
  ProcessingConfigValueSchema: { valid: [{ size: 2000 }], invalid: [{ size: { $gt: 1 } }] },
};
