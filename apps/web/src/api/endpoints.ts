import type {
  Application,
  ApplicationCreateInput,
  ApplicationPatch,
  Education,
  EmbeddingBenchmarkSession,
  Experience,
  JobStatus,
  ProfileResponse,
  ProfileStatusResponse,
  ProfileUpdate,
  ResumeFileRecord,
  SkillCategory,
  SkillProfile,
  StoredAnalysisRecord,
  UploadResponse,
  UploadStatusResponse,
  User,
  UserStats,
} from '@tailor/contracts/browser';
import { ApiError, request, requestFile, type DownloadedFile } from './client';

export interface LoginResult {
  token: string;
  user: User;
}

/** 202 body, or the 400 body when every file was refused (the same lists plus `error`, no upload to poll). */
export interface UploadResult extends Omit<UploadResponse, 'uploadId'> {
  uploadId?: string;
  error?: string;
}

/** GET /api/embeddings/stats: the Performance Dashboard's figures. */
export interface EmbeddingStats {
  cache: { hits: number; misses: number; total_requests: number; hit_rate: number; cache_size: number };
  benchmarks: {
    averageDurationMs: number;
    averageThroughput: number;
    totalErrors: number;
    recent: EmbeddingBenchmarkSession[];
    fastest: EmbeddingBenchmarkSession | null;
    slowest: EmbeddingBenchmarkSession | null;
    sessionCount?: number;
    totalTexts?: number;
  };
}

const id = (value: string) => encodeURIComponent(value);

export const api = {
  register: (email: string, password: string, fullName: string) =>
    request<User>('/api/auth/register', { method: 'POST', json: { email, password, full_name: fullName }, auth: false }),
  login: (email: string, password: string) => request<LoginResult>('/api/auth/login', { method: 'POST', json: { email, password }, auth: false }),
  logout: () => request<void>('/api/auth/logout', { method: 'POST' }),
  me: () => request<User>('/api/auth/me'),

  async upload(files: readonly File[]): Promise<UploadResult> {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    try {
      return await request<UploadResult>('/api/uploads', { method: 'POST', body: form });
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as Partial<UploadResult> | null) : null;
      if (body && Array.isArray(body.rejected)) {
        return { accepted: body.accepted ?? [], rejected: body.rejected, error: error instanceof Error ? error.message : undefined };
      }
      throw error;
    }
  },
  job: (jobId: string, signal?: AbortSignal) => request<JobStatus>(`/api/jobs/${id(jobId)}`, { signal }),
  /** Every file of one upload in one answer: what the upload progress bars poll. */
  uploadStatus: (uploadId: string, signal?: AbortSignal) => request<UploadStatusResponse>(`/api/uploads/${id(uploadId)}`, { signal }),

  files: () => request<ResumeFileRecord[]>('/api/files'),
  deleteFile: (fileId: string) => request<void>(`/api/files/${id(fileId)}`, { method: 'DELETE' }),
  experiences: () => request<Experience[]>('/api/experiences'),
  education: () => request<Education[]>('/api/education'),
  skillProfile: () => request<SkillProfile>('/api/skill-profiles'),
  userStats: (userId: string) => request<UserStats>(`/api/user-stats/${id(userId)}`),
  profile: () => request<ProfileResponse>('/api/profile'),
  /** Whether the merged profile is being recomputed (after an upload or a delete). */
  profileStatus: () => request<ProfileStatusResponse>('/api/profile/status'),
  updateProfile: (update: ProfileUpdate) => request<ProfileResponse>('/api/profile', { method: 'PUT', json: update }),
  updateExperience: (experienceId: string, fields: Partial<Pick<Experience, 'company' | 'role' | 'period' | 'achievements' | 'skills'>>) =>
    request<Experience>(`/api/experiences/${id(experienceId)}`, { method: 'PUT', json: fields }),
  deleteExperience: (experienceId: string) => request<void>(`/api/experiences/${id(experienceId)}`, { method: 'DELETE' }),
  mergeExperiences: (ids: string[]) => request<Experience>('/api/experiences/merge', { method: 'POST', json: { ids } }),
  splitExperience: (experienceId: string, members: string[]) =>
    request<Experience[]>(`/api/experiences/${id(experienceId)}/split`, { method: 'POST', json: { members } }),
  restoreExperience: (experienceId: string) => request<Experience>(`/api/experiences/${id(experienceId)}/restore`, { method: 'POST' }),
  createExperience: (userId: string, fields: Pick<Experience, 'company' | 'role' | 'period' | 'achievements' | 'skills'>) =>
    request<Experience>('/api/experiences', { method: 'POST', json: { ...fields, user_id: userId } }),
  updateEducation: (educationId: string, fields: Partial<Pick<Education, 'degree' | 'school' | 'year'>>) =>
    request<Education>(`/api/education/${id(educationId)}`, { method: 'PUT', json: fields }),
  patchSkills: (change: { remove?: string[]; add?: Array<{ name: string; category: SkillCategory }> }) =>
    request<SkillProfile>('/api/skill-profiles', { method: 'PATCH', json: change }),

  generate: (jobDescription: string) => request<{ jobId: string }>('/api/generate', { method: 'POST', json: { jobDescription } }),
  analysis: (analysisId: string) => request<StoredAnalysisRecord>(`/api/job-analyses/${id(analysisId)}`),
  analyses: () => request<StoredAnalysisRecord[]>('/api/job-analyses'),
  resumeDocx: (analysisId: string): Promise<DownloadedFile> => requestFile(`/api/job-analyses/${id(analysisId)}/resume.docx`, 'Resume.docx'),

  applications: () => request<Application[]>('/api/applications'),
  createApplication: (input: ApplicationCreateInput) => request<Application>('/api/applications', { method: 'POST', json: input }),
  updateApplication: (appId: string, patch: ApplicationPatch) =>
    request<Application>(`/api/applications/${id(appId)}`, { method: 'PATCH', json: patch }),
  deleteApplication: (appId: string) => request<void>(`/api/applications/${id(appId)}`, { method: 'DELETE' }),

  embeddingStats: () => request<EmbeddingStats>('/api/embeddings/stats'),
  preloadCache: () => request<{ preloaded: number }>('/api/embeddings/cache/preload', { method: 'POST' }),
  clearCache: () => request<unknown>('/api/embeddings/cache/clear', { method: 'POST' }),
  exportBenchmarks: (): Promise<DownloadedFile> => requestFile('/api/embeddings/benchmarks/export', 'embedding-benchmarks.json'),
  clearBenchmarks: () => request<void>('/api/embeddings/benchmarks', { method: 'DELETE' }),
};

export type Api = typeof api;
