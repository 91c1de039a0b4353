import * as f from '../fixtures';
import { type SchemaCases, without, withField as w } from './helpers';

export const entityCases: SchemaCases = {
  EmailSchema: { valid: ['a@b.co'], invalid: ['nope', f.OP, ''] },
  UserSchema: { valid: [f.user()], invalid: [without(f.user(), 'email'), w(f.user(), 'email', f.OP), w(f.user(), 'created_at', 'yesterday')] },
  UserRecordSchema: { valid: [f.userRecord()], invalid: [without(f.userRecord(), 'password_hash'), w(f.userRecord(), 'password_salt', '')] },
  SessionSchema: {
    valid: [f.session(), w(f.session(), 'revoked_at', f.NOW)],
    invalid: [without(f.session(), 'revoked_at'), w(f.session(), 'token_hash', f.OP)],
  },
  CompanyDataSchema: { valid: [f.companyData()], invalid: [w(f.companyData(), 'logo', 'not a url'), without(f.companyData(), 'name')] },
  CompanySchema: { valid: [f.company()], invalid: [without(f.company(), 'id'), w(f.company(), 'id', '')] },
  ApplicationStatusSchema: { valid: ['Applied', 'Interview Scheduled', 'Generated'], invalid: ['applied', 'Hired', f.OP] },
  ApplicationSchema: {
    valid: [f.application(), w(f.application(), 'companyData', null), w(f.application(), 'date', f.NOW)],
    invalid: [
      w(f.application(), 'matchScore', 101),
      w(f.application(), 'status', 'Hired'),
      without(f.application(), 'role'),
      w(f.application(), 'company', f.OP),
    ],
  },
  FileTypeSchema: { valid: ['docx', 'txt', 'pdf'], invalid: ['.docx', 'exe', 'DOCX'] },
  ProcessingStatusSchema: { valid: ['pending', 'processing', 'completed', 'failed'], invalid: ['done', ''] },
  EmbeddingStatusSchema: { valid: ['pending', 'completed'], invalid: ['processing', 'failed'] },
  SemanticStatusSchema: { valid: ['pending', 'completed'], invalid: ['processing', 'ready', null] },
  StructuredContentSchema: {
    valid: [{ skills_identified: 0, experiences_identified: 1, confidence_score: 1 }],
    invalid: [
      { skills_identified: -1, experiences_identified: 1, confidence_score: 0.5 },
      { skills_identified: 1, experiences_identified: 1, confidence_score: 1.5 },
    ],
  },
  ProcessingNotesSchema: { valid: [[], ['Hidden text was ignored.']], invalid: [[''], [3], 'note', Array.from({ length: 21 }, () => 'note')] },
  ResumeFileRecordSchema: {
    valid: [
      f.resumeFile(),
      without(f.resumeFile(), 'processing_notes'),
      { ...f.resumeFile(), processing_notes: ['No resume content found.'] },
      { ...f.resumeFile(), semantic_status: 'pending' },
      {
        ...f.resumeFile(),
        processing_status: 'failed',
        embedding_status: 'pending',
        processing_error: 'File is empty',
        structured_content: null,
        job_id: null,
        processing_time_ms: null,
      },
    ],
    invalid: [
      w(f.resumeFile(), 'file_type', 'exe'),
      without(f.resumeFile(), 'user_id'),
      w(f.resumeFile(), 'original_filename', f.OP),
      w(f.resumeFile(), 'file_size', -5),
      w(f.resumeFile(), 'processing_notes', 'note'),
      w(f.resumeFile(), 'semantic_status', 'ready'),
    ],
  },
  SkillEvidenceSchema: { valid: [f.skillEvidence()], invalid: [without(f.skillEvidence(), 'skill'), w(f.skillEvidence(), 'added_date', 'today')] },
  SourceLineSchema: { valid: [{ line: 0, text: 'Acme Corp' }], invalid: [{ line: -1, text: 'x' }, { line: 1.5, text: 'x' }, { text: 'x' }] },
  ExperienceSourcesSchema: {
    valid: [{}, { company: { line: 3, text: 'Acme Corp - Springfield' } }],
    invalid: [{ role: { line: 'two', text: 'x' } }],
  },
  FileSourceLineSchema: {
    valid: [{ file_id: 'file_1', line: 0, text: 'Harbour Freight Co' }],
    invalid: [
      { line: 0, text: 'no file' },
      { file_id: 'file_1', line: -2, text: 'x' },
    ],
  },
  MergedExperienceSourcesSchema: {
    valid: [{}, { period: { file_id: 'file_2', line: 7, text: 'Jan 2020 – Present' } }],
    invalid: [{ role: { line: 7, text: 'Planner' } }],
  },
  ParsedExperienceSchema: {
    valid: [{}, { company: 'Acme', start_year: 2020, end_year: null }],
    invalid: [{ company: '' }, { type: 'internship' }, { confidence_score: 2 }],
  },
  ExperienceSchema: {
    valid: [f.experience(), { ...f.experience(), is_merged: true, merged_from: ['e2', 'e3'], end_year: null }],
    invalid: [
      w(f.experience(), 'type', 'contract'),
      without(f.experience(), 'is_merged'),
      w(f.experience(), 'confidence_score', 1.01),
      w(f.experience(), 'user_id', f.OP),
      w(f.experience(), 'start_year', 1800),
    ],
  },
  EducationSourcesSchema: { valid: [{}, { school: { line: 9, text: 'University of Westmoor' } }], invalid: [{ year: { line: -1, text: '2016' } }] },
  MergedEducationSourcesSchema: {
    valid: [{}, { degree: { file_id: 'file_3', line: 12, text: 'BA History, 2011' } }],
    invalid: [{ school: { file_id: '', line: 12, text: 'x' } }],
  },
  ParsedEducationSchema: {
    valid: [{}, { degree: 'MBA', year: 'Expected 2026' }, { degree: 'MBA', sources: { degree: { line: 4, text: 'MBA, 2016' } } }],
    invalid: [{ degree: '' }, { confidence_score: -0.1 }, { sources: { degree: { line: 4 } } }],
  },
  EducationSchema: { valid: [f.education()], invalid: [without(f.education(), 'school'), w(f.education(), 'year', 2015)] },
  SkillCategorySchema: { valid: ['technical', 'soft'], invalid: ['Technical', 'general'] },
  SkillGroupLabelSchema: { valid: ['Technical', 'Soft'], invalid: ['technical'] },
  SkillSchema: { valid: [f.skill()], invalid: [w(f.skill(), 'category', 'general'), without(f.skill(), 'aliases'), w(f.skill(), 'name', f.OP)] },
  ParsedSkillSchema: { valid: [{ category: 'product' }], invalid: [{ name: 'SQL' }, { name: 'SQL', category: 'magic' }] },
  SkillProfileEntrySchema: {
    valid: [f.skillProfileEntry()],
    invalid: [w(f.skillProfileEntry(), 'confidence', 2), w(f.skillProfileEntry(), 'category', 'cooking')],
  },
  SkillProfileSchema: {
    valid: [f.skillProfile(), { ...f.skillProfile(), skills: {} }],
    invalid: [without(f.skillProfile(), 'last_updated'), w(f.skillProfile(), 'skills', { SQL: { category: 'x' } })],
  },
  SkillsDatabaseEntrySchema: {
    valid: [{ id: 's1', name: 'SQL', aliases: ['Structured Query Language'], category: 'general', industry_relevance: ['SaaS'] }],
    invalid: [
      { id: 's1', name: 'SQL', aliases: 'SQL', category: 'general', industry_relevance: [] },
      { id: 's1', name: '', aliases: [], category: 'x', industry_relevance: [] },
    ],
  },
  ParsedResumeSchema: {
    valid: [f.parsedResume(), {}],
    invalid: [w(f.parsedResume(), 'overall_confidence', 5), w(f.parsedResume(), 'experiences', 'none')],
  },
  ParsedResumeRecordSchema: {
    valid: [{ id: 'pr1', user_id: 'u1', resume_file_id: 'f1', parsed: f.parsedResume(), created_at: f.NOW }],
    invalid: [{ id: 'pr1', user_id: 'u1', parsed: f.parsedResume(), created_at: f.NOW }],
  },
  ChunkTypeSchema: {
    valid: ['comprehensive', 'summary', 'experiences', 'skills', 'hierarchical', 'experience', 'education'],
    invalid: ['paragraph'],
  },
  EmbeddingVectorSchema: { valid: [f.vector()], invalid: [[0.1, 0.2], f.vector().map(String)] },
  ChunkSchema: {
    valid: [f.chunk(), { ...f.chunk(), embedding: f.vector(), resume_id: 'f1', qdrant_point_id: '2b7f0c6e-9d1f-4a4c-8d55-0e0f4b1f2a3c' }],
    invalid: [
      w(f.chunk(), 'chunk_type', 'blob'),
      without(f.chunk(), 'content'),
      w(f.chunk(), 'embedding', [1, 2, 3]),
      w(f.chunk(), 'chunk_index', -1),
    ],
  },
  ChunkPayloadSchema: { valid: [f.chunkPayload()], invalid: [without(f.chunkPayload(), 'user_id'), w(f.chunkPayload(), 'user_id', f.OP)] },
  SearchResultChunkSchema: { valid: [f.searchResult()], invalid: [without(f.searchResult(), 'score'), w(f.searchResult(), 'score', 'high')] },
};
