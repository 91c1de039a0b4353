// Valid sample values shared by the tests. Each builder returns a fresh object so tests can mutate.
import { EMBEDDING } from '../constants';

export const NOW = '2025-01-02T03:04:05.000Z';
export const LATER = '2025-02-02T03:04:05+02:00';
export const OP = { $gt: '' };
export const vector = (): number[] => Array.from({ length: EMBEDDING.dimensions }, (_, i) => i / EMBEDDING.dimensions);

export const user = () => ({ id: 'u1', email: 'ann@example.com', full_name: 'ann', created_at: NOW });
export const userRecord = () => ({ ...user(), password_hash: 'hash', password_salt: 'salt', updated_at: NOW });
export const session = () => ({
  id: 's1',
  user_id: 'u1',
  token_hash: 'abc',
  created_at: NOW,
  expires_at: LATER,
  revoked_at: null,
});
export const companyData = () => ({
  name: 'Netflix',
  domain: 'netflix.com',
  industry: 'Entertainment',
  location: 'Los Gatos, CA',
  employees: '12,000+',
  description: 'Streaming',
  logo: 'https://logo.clearbit.com/netflix.com',
});
export const company = () => ({ id: 'netflix', ...companyData() });
export const application = () => ({
  id: 'a1',
  user_id: 'u1',
  company: 'Netflix',
  companyData: companyData(),
  role: 'PM',
  date: '2025-01-02',
  status: 'Applied',
  resumeVersion: 'v1',
  keyEmphasis: ['growth'],
  matchScore: 84,
  feedback: '',
  created_at: NOW,
  updated_at: NOW,
});
export const resumeFile = () => ({
  id: 'f1',
  user_id: 'u1',
  original_filename: 'cv.docx',
  file_type: 'docx',
  file_size: 1234,
  created_at: NOW,
  updated_at: NOW,
  processing_status: 'completed',
  embedding_status: 'completed',
  processing_error: null,
  processing_notes: [],
  structured_content: { skills_identified: 12, experiences_identified: 3, confidence_score: 0.8 },
  job_id: 'ingest-f1',
  processing_time_ms: 1500,
});
export const skillEvidence = () => ({ skill: 'SQL', evidence: 'Built reports', impact: 'high', added_date: NOW });
export const experience = () => ({
  id: 'e1',
  user_id: 'u1',
  company: 'Acme',
  role: 'PM',
  period: '2019 - 2022',
  type: 'job',
  skills: ['SQL'],
  achievements: ['Grew revenue by 20%'],
  skills_with_evidence: [skillEvidence()],
  extracted_from: ['f1'],
  is_merged: false,
  merged_from: [],
  confidence_score: 0.9,
  start_year: 2019,
  end_year: 2022,
  created_at: NOW,
});
export const education = () => ({
  id: 'ed1',
  user_id: 'u1',
  degree: 'BSc',
  school: 'MIT',
  year: '2015',
  confidence_score: 0.9,
  extracted_from: ['f1'],
});
export const skill = () => ({ name: 'SQL', category: 'technical', evidence: 'reports', confidence_score: 0.8, aliases: [] });
export const skillProfileEntry = () => ({ category: 'product', evidence: 'roadmaps', confidence: 0.7, added_date: NOW });
export const skillProfile = () => ({ user_id: 'u1', skills: { Roadmapping: skillProfileEntry() }, last_updated: NOW });
export const parsedResume = () => ({
  experiences: [{ company: 'Acme', role: 'PM' }],
  education: [{ degree: 'BSc' }],
  skills: [{ name: 'SQL', category: 'technical' }],
  summary: 'PM',
  overall_confidence: 0.8,
});
export const chunk = () => ({
  id: 'c1',
  user_id: 'u1',
  resume_file_id: 'f1',
  chunk_type: 'experience',
  content: 'Led a team',
  chunk_index: 0,
  word_count: 3,
  confidence_score: 0.8,
  previous_chunk: null,
  next_chunk: 'c2',
  chunk_size: 10,
  created_at: NOW,
  qdrant_point_id: null,
  company: 'Acme',
  role: 'PM',
});
export const chunkPayload = () => ({
  chunk_id: 'c1',
  user_id: 'u1',
  resume_file_id: 'f1',
  chunk_type: 'skills',
  content: 'SQL',
  confidence_score: 0.8,
});
export const searchResult = () => ({ id: 'p1', score: 0.83, payload: chunkPayload() });
export const skillGroups = () => ({ Technical: ['SQL'], Product: [], Leadership: [], Domain: [], Soft: [] });
export const jobAnalysis = () => ({
  role: 'Product Manager',
  required_skills: ['SQL'],
  preferred_skills: [],
  experience_level: 'senior',
  industry: 'SaaS',
  company_type: 'startup',
  key_responsibilities: ['Own roadmap'],
  qualifications: [],
  company_size: 'small',
  location: 'Remote',
  salary_range: null,
  benefits: [],
  team_structure: null,
  growth_stage: 'Series B',
});
export const relevantExperience = () => ({
  company: 'Acme',
  role: 'PM',
  duration: '3 years',
  relevance: 1.1,
  key_achievements: ['Grew revenue by 20%'],
});
export const requirementMatch = () => ({
  requirement: 'SQL',
  kind: 'hard',
  importance: 'must',
  match: 'exact',
  weight: 1,
  evidence: [{ source: 'skill', id: 'SQL', text: 'Built reports' }],
});
export const scoreBreakdown = () => ({ skillPercentage: 70, experienceFactor: 30, total: 100, formula: '70 + 30' });
export const enrichedAnalysis = () => ({
  ...jobAnalysis(),
  matchScore: 77,
  requiredSkills: skillGroups(),
  skillGaps: skillGroups(),
  experienceAlignment: ['Led roadmap'],
  relevantExperiences: [relevantExperience()],
  recommendedFocus: [],
  improvementAreas: [],
  keyRequirements: ['SQL'],
  requirementMatches: [requirementMatch()],
  scoreBreakdown: scoreBreakdown(),
});
export const tailoredResume = () => ({
  summary: 'PM',
  experiences: [{ company: 'Acme', role: 'PM', achievements: ['Did X'] }],
  skills: ['SQL'],
  education: [{ degree: 'BSc', school: 'MIT', year: '2015' }],
  match_analysis: { strengths: ['SQL'], gaps: [], recommendations: [] },
});
export const analysisRecord = () => ({
  id: 'ja1',
  user_id: 'u1',
  job_description: 'x'.repeat(60),
  analysis_results: enrichedAnalysis(),
  generated_resume: tailoredResume(),
  relevant_chunks_count: 4,
  processing_time_ms: 2300,
  match_score: 77,
  created_at: NOW,
});
export const userStats = () => ({ totalResumes: 2, totalAnalyses: 3, avgProcessingTime: 1200.5, avgMatchScore: 71.3 });
export const pattern = () => ({ id: 'p1', user_id: null, name: 'Years', kind: 'date', pattern: '\\d{4}', description: '' });
export const processingConfig = () => ({ id: 'pc1', name: 'chunking', value: { size: 2000 }, description: '' });
export const accomplishment = () => ({
  id: 'ac1',
  user_id: 'u1',
  text: 'Shipped v2',
  experience_id: null,
  skills: [],
  impact: 'high',
  created_at: NOW,
});
export const benchmark = () => ({
  id: 'b1',
  started_at: NOW,
  count: 10,
  duration_ms: 500,
  throughput: 20,
  errors: 0,
  provider: 'fastembed',
});
export const jobStatus = () => ({
  id: 'ingest-f1',
  kind: 'ingest',
  state: 'completed',
  progress: 100,
  stage: 'Done',
  error: null,
  result: { fileId: 'f1' },
});
