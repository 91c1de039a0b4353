/** Business constants and limits. The values are product requirements: change one only when the requirement changes. */

// --- Files and text bounds ---
export const MAX_FILE_SIZE_BYTES = 10_485_760;
export const MAX_FILE_SIZE_MB = MAX_FILE_SIZE_BYTES / 1024 / 1024;
export const SUPPORTED_EXTENSIONS = ['.docx', '.txt', '.pdf'] as const;
export type SupportedExtension = (typeof SUPPORTED_EXTENSIONS)[number];
export const FILE_TYPES = ['docx', 'txt', 'pdf'] as const;
export type FileType = (typeof FILE_TYPES)[number];
export const MAX_CONCURRENT_FILES = 3;

export const RESUME_TEXT_MIN_CHARS = 100;
export const RESUME_TEXT_MAX_CHARS = 50_000;
export const JOB_DESCRIPTION_MIN_CHARS = 50;
export const JOB_DESCRIPTION_MAX_CHARS = 10_000;

// --- Chunking ---
export const CHUNKING = {
  defaultSize: 2000,
  overlap: 100,
  overlapRatio: 0.1,
  minSize: 500,
  maxSize: 3000,
  maxChunksPerResume: 30,
  batchSize: 10,
} as const;

/** Content length decides the strategy: < comprehensiveBelow one chunk, < sectionsBelow section chunks, else hierarchical. */
export const CHUNK_STRATEGY_THRESHOLDS = {
  comprehensiveBelow: 5000,
  sectionsBelow: 15_000,
} as const;

/** Hierarchical chunk sizing by content length; first row whose `below` exceeds the length applies. */
export const HIERARCHICAL_CHUNK_SIZES = [
  { below: 10_000, size: 1000, floor: 500 },
  { below: 30_000, size: 2000, floor: 1000 },
  { below: Number.POSITIVE_INFINITY, size: 3000, floor: 1500 },
] as const;

// --- Embeddings ---
export const EMBEDDING = {
  model: 'fastembed',
  dimensions: 1536,
  batchSize: 10,
  smallBatchSize: 5,
  /** Average text length above which the small batch size is used. */
  longTextAvgChars: 1000,
  pauseMs: 25,
  slowPauseMs: 100,
  /** A batch slower than this makes the next pause the slow one. */
  slowBatchMs: 1000,
  parallelBatchSize: 10,
  concurrency: 3,
  cacheMaxEntries: 1000,
  cacheKeyHash: 'sha256',
  retryDelayMs: 1000,
  maxTextsPerRequest: 256,
  maxTextChars: 20_000,
  servicePort: 8001,
} as const;

export const VECTOR_COLLECTION = 'resume_chunks';
export const CONFIDENCE_THRESHOLD = 0.7;

// --- Saving ---
export const SAVE_BATCH = { chunks: 50, experiences: 20 } as const;

// --- Defaults for missing values ---
export const DEFAULTS = {
  confidence: 0.5,
  company: 'Unknown Company',
  role: 'Unknown Role',
  period: 'Unknown Period',
  degree: 'Unknown Degree',
  school: 'Unknown School',
  year: 'Unknown Year',
  skill: 'Unknown Skill',
  category: 'general',
  /** Shown for a tailored-resume experience without a period. */
  tailoredPeriod: 'Recent',
  /** Confidence given to skills found by keyword fallback when every model failed. */
  keywordFallbackConfidence: 0.6,
} as const;

// --- Merging ---
export const MERGING = {
  sameExperienceSimilarity: 0.85,
  wordOverlapSimilarity: 0.7,
  /** Achievements this short or shorter are dropped. */
  minAchievementChars: 10,
} as const;

// --- Retrieval and ranking ---
export const RANKING = {
  experienceChunkBonus: 0.1,
  skillsChunkBonus: 0.05,
  confidenceWeight: 0.1,
  industryMatchBonus: 0.15,
  topK: 20,
  maxChunks: 15,
  minConfidence: 0.6,
  industryFiltering: true,
  /** Overall confidence: mean relevance + min(count / divisor, cap), capped at 1. */
  overallConfidenceCountDivisor: 10,
  overallConfidenceCountCap: 0.3,
} as const;

// --- Match score ---
export const MATCH_WEIGHTS = { exact: 1, partial: 0.7, fuzzy: 0.4 } as const;

/** experienceFactor = 20*min(chunks/2,1) + 8*meanScore (+5 at ≥5 chunks, +5 at ≥10), floor 10 if any chunks. */
export const EXPERIENCE_FACTOR = {
  chunkWeight: 20,
  chunkSaturation: 2,
  meanScoreWeight: 8,
  defaultMeanScore: 0.5,
  bonus: 5,
  firstBonusAt: 5,
  secondBonusAt: 10,
  floorWhenAnyChunks: 10,
} as const;

export const MAX_MATCH_SCORE = 100;

export const RELEVANT_EXPERIENCES = { kept: 5, shown: 3, achievementsShown: 2 } as const;
export const KEY_RESPONSIBILITIES_AS_EMPHASIS = 3;

// --- Model ---
export const MODEL = {
  temperature: 0.1,
  maxTokens: 4000,
  rateLimitSkipMs: 300_000,
  retryWaitMs: 1000,
} as const;

// --- UI timings and storage ---
export const COMPANY_SEARCH_DELAY_MS = 500;
export const BUILT_IN_COMPANY_COUNT = 5;
export const SCRIPT_CHUNK_TIMEOUT_MS = 120_000;
export const DASHBOARD_REFRESH_MS = 10_000;
/** How often the web app asks for the status of work it is waiting for. */
export const JOB_POLL_INTERVAL_MS = 1000;
export const AUTO_PRELOAD_DELAY_MS = 2000;
export const STORAGE_KEYS = { authToken: 'authToken', userData: 'userData' } as const;
export const AUTH_TOKEN_PREFIX = 'token_';
export const DEFAULT_API_PORT = 3001;

// --- Word export ---
export const DOCX = {
  defaultRole: 'Product_Manager',
  marginInches: 1,
  skillGroups: ['Product Management', 'Technical', 'Additional'],
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

// --- Skills ---
export const SKILL_CATEGORIES = ['technical', 'product', 'leadership', 'domain', 'soft'] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];
export const SKILL_GROUP_LABELS = ['Technical', 'Product', 'Leadership', 'Domain', 'Soft'] as const;
export type SkillGroupLabel = (typeof SKILL_GROUP_LABELS)[number];
export const SKILL_CATEGORY_LABELS: Readonly<Record<SkillCategory, SkillGroupLabel>> = {
  technical: 'Technical',
  product: 'Product',
  leadership: 'Leadership',
  domain: 'Domain',
  soft: 'Soft',
};

// --- Feature flags of the build configuration ---
export const FEATURE_FLAGS = {
  confidenceScoring: true,
  industryDetection: true,
  skillMatching: true,
  parallelProcessing: true,
  streamingProcessing: true,
  smartChunking: true,
} as const;

// --- Sample analytics shown by the demo analytics tab ---
export const SAMPLE_ANALYTICS = {
  totalApplications: 12,
  interviews: 8,
  interviewRatePercent: 67,
  avgMatchScorePercent: 84,
} as const;
