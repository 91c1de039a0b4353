/**
 * The values of @tailor/contracts the browser needs at run time. The package is CommonJS with zod
 * behind every entry point, so importing its values would put all of zod in the bundle (≈550 kB).
 * Types come from the package (erased at build time); the few values are repeated here and
 * `contracts.test.ts` checks they still equal the package's.
 */
import type { ApplicationStatus, Company } from '@tailor/contracts';

export type {
  Application,
  ApplicationCreateInput,
  ApplicationPatch,
  ApplicationStatus,
  Company,
  CompanyData,
  EmbeddingBenchmarkSession,
  EnrichedJobAnalysis,
  Education,
  Experience,
  JobStatus,
  ProfileResponse,
  ProfileUpdate,
  RelevantExperience,
  RequirementMatch,
  ResumeFileRecord,
  ScoreBreakdown,
  SkillCategory,
  SkillGroups,
  SkillProfile,
  StoredAnalysisRecord,
  TailoredResume,
  TailoredResumeObject,
  UploadResponse,
  UploadStatusResponse,
  User,
  UserStats,
} from '@tailor/contracts';

export const MAX_FILE_SIZE_BYTES = 10_485_760;
export const MAX_FILE_SIZE_MB = MAX_FILE_SIZE_BYTES / 1024 / 1024;
export const SUPPORTED_EXTENSIONS = ['.docx', '.txt', '.pdf'] as const;
export const COMPANY_SEARCH_DELAY_MS = 500;
export const DASHBOARD_REFRESH_MS = 10_000;
export const JOB_POLL_INTERVAL_MS = 1000;
export const STORAGE_KEYS = { authToken: 'authToken', userData: 'userData' } as const;
export const AUTH_TOKEN_PREFIX = 'token_';
export const RELEVANT_EXPERIENCES = { kept: 5, shown: 3, achievementsShown: 2 } as const;
export const SKILL_CATEGORIES = ['technical', 'product', 'leadership', 'domain', 'soft'] as const;
export const SKILL_GROUP_LABELS = ['Technical', 'Product', 'Leadership', 'Domain', 'Soft'] as const;
export const DEFAULT_TAILORED_PERIOD = 'Recent';

export const APPLICATION_STATUSES = [
  'Applied',
  'Interview Scheduled',
  'Interview Completed',
  'Offer',
  'Rejected',
  'Withdrawn',
  'Generated',
] as const satisfies readonly ApplicationStatus[];

/** Statuses a user picks; 'Generated' is only set by a successful generation (§4). */
export const USER_SELECTABLE_APPLICATION_STATUSES = APPLICATION_STATUSES.filter((s) => s !== 'Generated');

/** Up to two decimals without trailing zeros: 10.5 → '10.5', 12.3456 → '12.35', 11 → '11'. */
export function formatMb(mb: number): string {
  return String(Number(mb.toFixed(2)));
}

const withDot = (ext: string): string => (ext.startsWith('.') ? ext : `.${ext}`);

/** The spec's user-visible messages (§4, §5, §8), verbatim. */
export const MESSAGES = {
  fileTooLarge: (sizeMb: number, maxMb: number) =>
    `File size (${formatMb(sizeMb)} MB) exceeds maximum allowed size (${formatMb(maxMb)} MB)`,
  unsupportedFileType: (ext: string, supported: readonly string[] = SUPPORTED_EXTENSIONS) =>
    `Unsupported file type: ${ext === '' ? '(none)' : withDot(ext)}. Supported types: ${supported.join(', ')}`,
  fileEmpty: 'File is empty',
  loginRequiredToGenerate: 'Please log in to generate resumes.',
  jobDescriptionBlank: 'Please enter a job description to generate a tailored resume.',
  noProcessedResume:
    'Please upload and process at least one resume in the Profile Builder before generating tailored resumes.',
  registrationFailed: 'Registration failed',
  loginFailed: 'Login failed',
  storeUserDataFailed: 'Failed to store user data locally',
  authFailed: 'Authentication failed. Please try again.',
  accountCreated: 'Account created successfully! You can now sign in.',
  signedIn: 'Successfully signed in!',
  passwordResetNotImplemented: 'Password reset functionality is not yet implemented. Please contact support.',
  companySearchFailed: 'Failed to search companies',
  httpError: (code: number) => `HTTP error! status: ${code}`,
  backendUnavailable: 'Backend API not available',
  docxFailed: 'Error generating DOCX. Please try again.',
  uploadFailed: (reason: string) => `Failed to process files: ${reason}`,
  deleteFailed: (reason: string) => `Failed to delete file: ${reason}`,
  generationFailed: (msg: string) => `Error generating resume: ${msg}`,
} as const;

function companyLogoUrl(domain: string): string {
  return `https://logo.clearbit.com/${encodeURIComponent(domain)}`;
}

const company = (c: Omit<Company, 'logo'>): Company => Object.freeze({ ...c, logo: companyLogoUrl(c.domain) });

export const BUILT_IN_COMPANIES: readonly Company[] = Object.freeze([
  company({
    id: 'netflix',
    name: 'Netflix',
    domain: 'netflix.com',
    industry: 'Entertainment',
    location: 'Los Gatos, CA',
    employees: '12,000+',
    description: 'Streaming service offering films, series and games across many genres and languages.',
  }),
  company({
    id: 'uber',
    name: 'Uber',
    domain: 'uber.com',
    industry: 'Transportation',
    location: 'San Francisco, CA',
    employees: '30,000+',
    description: 'Mobility and delivery platform connecting riders, drivers, eaters and merchants.',
  }),
  company({
    id: 'google',
    name: 'Google',
    domain: 'google.com',
    industry: 'Technology',
    location: 'Mountain View, CA',
    employees: '180,000+',
    description: 'Search, advertising, cloud computing and consumer hardware and software.',
  }),
  company({
    id: 'microsoft',
    name: 'Microsoft',
    domain: 'microsoft.com',
    industry: 'Technology',
    location: 'Redmond, WA',
    employees: '220,000+',
    description: 'Operating systems, productivity software, cloud services and gaming.',
  }),
  company({
    id: 'apple',
    name: 'Apple',
    domain: 'apple.com',
    industry: 'Technology',
    location: 'Cupertino, CA',
    employees: '160,000+',
    description: 'Consumer electronics, software and services including iPhone, Mac and the App Store.',
  }),
]);

/** §5: case-insensitive substring on name, domain or industry; blank query returns nothing. */
export function searchCompanies(query: string, companies: readonly Company[] = BUILT_IN_COMPANIES): Company[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  return companies.filter((c) => [c.name, c.domain, c.industry].some((f) => f.toLowerCase().includes(q)));
}

/** §5: match score is a number 0..100 and non-numeric input becomes 0. */
export function coerceMatchScore(v: unknown): number {
  let n: number;
  if (typeof v === 'number') n = v;
  else if (typeof v === 'string' && v.trim() !== '') n = Number(v.trim());
  else return 0;
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, n));
}

export type ApplicationBadgeColour = 'green' | 'yellow' | 'blue' | 'red' | 'grey';

/** §4: green for statuses containing Interview, yellow Applied, blue Offer, red Rejected, grey otherwise. */
export function applicationBadgeColour(status: string): ApplicationBadgeColour {
  if (status.includes('Interview')) return 'green';
  if (status === 'Applied') return 'yellow';
  if (status === 'Offer') return 'blue';
  if (status === 'Rejected') return 'red';
  return 'grey';
}

/** §5: at sign-up, full_name is the part of the email before the @. */
export function fullNameFromEmail(email: string): string {
  const at = email.indexOf('@');
  return at === -1 ? email : email.slice(0, at);
}
