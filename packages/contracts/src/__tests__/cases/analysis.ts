import * as f from '../fixtures';
import { type SchemaCases, without, withField as w } from './helpers';

export const analysisCases: SchemaCases = {
  ExperienceLevelSchema: { valid: ['entry', 'mid', 'senior', 'executive'], invalid: ['junior'] },
  CompanyTypeSchema: { valid: ['startup', 'enterprise', 'nonprofit', 'government'], invalid: ['agency'] },
  CompanySizeSchema: { valid: ['small', 'medium', 'large'], invalid: ['huge'] },
  JobAnalysisSchema: {
    valid: [f.jobAnalysis(), {}],
    invalid: [
      w(f.jobAnalysis(), 'experience_level', 'junior'),
      w(f.jobAnalysis(), 'company_size', 'huge'),
      w(f.jobAnalysis(), 'required_skills', 'SQL'),
      w(f.jobAnalysis(), 'role', f.OP),
    ],
  },
  RequirementSourceSchema: {
    valid: [{ name: 'GMP', sentence: 'Knowledge of GMP is required.', importance: 'required' }],
    invalid: [
      { name: '', sentence: 'x', importance: 'required' },
      { name: 'GMP', sentence: 'x', importance: 'must' },
    ],
  },
  SkillGroupsSchema: { valid: [f.skillGroups(), {}], invalid: [{ Technical: 'SQL' }] },
  RelevantExperienceSchema: {
    valid: [f.relevantExperience()],
    invalid: [without(f.relevantExperience(), 'company'), w(f.relevantExperience(), 'relevance', 'high')],
  },
  EvidenceRefSchema: { valid: [{ source: 'chunk', id: 'c1', text: 'x' }], invalid: [{ source: 'web', id: 'c1', text: 'x' }] },
  RequirementMatchSchema: {
    valid: [
      f.requirementMatch(),
      { ...f.requirementMatch(), match: 'none', weight: 0, evidence: [] },
      { ...f.requirementMatch(), match: 'partial', weight: 0.7, similarity: 0.71 },
    ],
    invalid: [
      w(f.requirementMatch(), 'match', 'close'),
      w(f.requirementMatch(), 'weight', 1.5),
      w(f.requirementMatch(), 'importance', 'should'),
      w(f.requirementMatch(), 'similarity', 1.5),
    ],
  },
  ScoreBreakdownSchema: { valid: [f.scoreBreakdown()], invalid: [w(f.scoreBreakdown(), 'total', 120), without(f.scoreBreakdown(), 'formula')] },
  EnrichedJobAnalysisSchema: {
    valid: [f.enrichedAnalysis(), { matchScore: 0, requiredSkills: {}, skillGaps: {} }],
    invalid: [
      w(f.enrichedAnalysis(), 'matchScore', 101),
      without(f.enrichedAnalysis(), 'matchScore'),
      w(f.enrichedAnalysis(), 'relevantExperiences', Array.from({ length: 6 }, f.relevantExperience)),
      w(f.enrichedAnalysis(), 'requiredSkills', { Technical: [f.OP] }),
    ],
  },
  TailoredExperienceSchema: { valid: [{ company: 'A', role: 'B' }], invalid: [{ company: 'A' }, { company: 'A', role: 'B', period: '' }] },
  TailoredEducationSchema: { valid: [{}, { degree: 'BSc' }], invalid: [{ degree: 1 }] },
  MatchAnalysisSchema: { valid: [{}, { strengths: ['a'], gaps: [], recommendations: [] }], invalid: [{ gaps: 'none' }] },
  TailoredResumeObjectSchema: {
    valid: [f.tailoredResume(), {}],
    invalid: [w(f.tailoredResume(), 'skills', 'SQL'), w(f.tailoredResume(), 'summary', f.OP)],
  },
  TailoredResumeSchema: {
    valid: ['**Summary**\nPM', f.tailoredResume()],
    invalid: [42, null, w(f.tailoredResume(), 'experiences', [{ role: 'x' }])],
  },
  StoredAnalysisRecordSchema: {
    valid: [f.analysisRecord(), w(f.analysisRecord(), 'generated_resume', 'plain text resume')],
    invalid: [
      w(f.analysisRecord(), 'match_score', -1),
      without(f.analysisRecord(), 'analysis_results'),
      w(f.analysisRecord(), 'relevant_chunks_count', 1.5),
    ],
  },
  UserStatsSchema: {
    valid: [f.userStats()],
    invalid: [w(f.userStats(), 'avgMatchScore', 150), w(f.userStats(), 'totalResumes', -1), without(f.userStats(), 'totalAnalyses')],
  },
  PatternSchema: {
    valid: [f.pattern(), w(f.pattern(), 'user_id', 'u1')],
    invalid: [w(f.pattern(), 'kind', 'magic'), without(f.pattern(), 'pattern')],
  },
  ProcessingConfigSchema: {
    valid: [f.processingConfig(), w(f.processingConfig(), 'value', [1, 'two', null])],
    invalid: [
      w(f.processingConfig(), 'value', { where: { $ne: 1 } }),
      without(f.processingConfig(), 'name'),
      w(f.processingConfig(), 'value', () => 1),
    ],
  },
  AccomplishmentSchema: {
    valid: [f.accomplishment(), w(f.accomplishment(), 'experience_id', 'e1')],
    invalid: [w(f.accomplishment(), 'text', ''), w(f.accomplishment(), 'text', f.OP)],
  },
  EmbeddingBenchmarkSessionSchema: {
    valid: [f.benchmark()],
    invalid: [w(f.benchmark(), 'errors', -1), w(f.benchmark(), 'throughput', 'fast'), without(f.benchmark(), 'provider')],
  },
};
