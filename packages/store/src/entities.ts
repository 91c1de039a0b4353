// Which record type each collection holds; the shapes themselves are owned by @tailor/contracts.
// Type-only import: the store never loads contracts (or zod) at run time.
import type {
  Accomplishment,
  Application,
  Chunk,
  Education,
  EmbeddingBenchmarkSession,
  Experience,
  ParsedResumeRecord,
  Pattern,
  ProcessingConfig,
  ProfileCorrections,
  ResumeContactRecord,
  ResumeFileRecord,
  Session,
  SkillProfile,
  SkillsDatabaseEntry,
  StoredAnalysisRecord,
  UserRecord,
} from '@tailor/contracts';

/**
 * The contracts' SkillProfile has no id (there is one per user); every record needs one here.
 * Convention: use the user_id as the id, which user_id's unique index then guarantees.
 */
export type SkillProfileRecord = SkillProfile & { id: string };

/** Collection key → record type. The keys are the repository names on `Store`. */
export interface StoreEntities {
  users: UserRecord;
  sessions: Session;
  resumeFiles: ResumeFileRecord;
  experiences: Experience;
  education: Education;
  skillProfiles: SkillProfileRecord;
  /** Contact details read from the user's resumes; id = user id. */
  resumeContacts: ResumeContactRecord;
  /** The user's own corrections, applied over every recompute; id = user id. */
  profileCorrections: ProfileCorrections;
  parsedResumes: ParsedResumeRecord;
  chunks: Chunk;
  jobAnalyses: StoredAnalysisRecord;
  applications: Application;
  skillsDatabase: SkillsDatabaseEntry;
  patterns: Pattern;
  processingConfigs: ProcessingConfig;
  accomplishments: Accomplishment;
  benchmarkSessions: EmbeddingBenchmarkSession;
}
