import { SUPPORTED_EXTENSIONS } from './constants';

/** Up to two decimals without trailing zeros: 10.5 → '10.5', 12.3456 → '12.35', 11 → '11'. */
export function formatMb(mb: number): string {
  return String(Number(mb.toFixed(2)));
}

const withDot = (ext: string): string => (ext.startsWith('.') ? ext : `.${ext}`);

/**
 * Every user-visible message, word for word as users and clients expect it: change none without the
 * product requirement. Functions fill the variable parts. The API-only messages at the end are ours
 * and may be reworded.
 */
export const MESSAGES = {
  // Validation: upload and extraction
  fileTooLarge: (sizeMb: number, maxMb: number) =>
    `File size (${formatMb(Math.ceil(sizeMb * 100) / 100)} MB) exceeds maximum allowed size (${formatMb(maxMb)} MB)`,
  unsupportedFileType: (ext: string, supported: readonly string[] = SUPPORTED_EXTENSIONS) =>
    `Unsupported file type: ${ext === '' ? '(none)' : withDot(ext)}. Supported types: ${supported.join(', ')}`,
  fileEmpty: 'File is empty',
  pdfNotImplemented: 'PDF parsing not yet implemented. Please convert to DOCX or TXT format.',
  textTooShort: (n: number, m: number) => `Extracted text is too short (${n} characters). Minimum required: ${m}`,
  extractionFailed: (file: string, reason: string) => `Failed to extract text from ${file}: ${reason}`,

  // Validation: generation
  loginRequiredToGenerate: 'Please log in to generate resumes.',
  jobDescriptionBlank: 'Please enter a job description to generate a tailored resume.',
  noProcessedResume: 'Please upload and process at least one resume in the Profile Builder before generating tailored resumes.',
  jobDescriptionRequired: 'Job description is required for resume generation',

  // Model and embeddings
  llmApiKeyRequired: 'LLM API key is required',
  llmNoChoices: 'LLM API returned no choices in response',
  jsonParseFailed: 'Failed to parse JSON response',
  allModelsFailed: 'All fallback models failed',
  fastEmbedError: (status: number | string) => `FastEmbed service error: ${status}`,

  // Authentication
  invalidCredentials: 'Invalid email or password',
  registrationFailed: 'Registration failed',
  loginFailed: 'Login failed',
  storeUserDataFailed: 'Failed to store user data locally',
  authFailed: 'Authentication failed. Please try again.',
  accountCreated: 'Account created successfully! You can now sign in.',
  signedIn: 'Successfully signed in!',
  passwordResetNotImplemented: 'Password reset functionality is not yet implemented. Please contact support.',

  // Client and backend
  companySearchFailed: 'Failed to search companies',
  chunkLoadFailed: (n: number | string) => `Loading chunk ${n} failed`,
  httpError: (code: number) => `HTTP error! status: ${code}`,
  backendUnavailable: 'Backend API not available',
  docxFailed: 'Error generating DOCX. Please try again.',
  uploadFailed: (reason: string) => `Failed to process files: ${reason}`,
  deleteFailed: (reason: string) => `Failed to delete file: ${reason}`,
  generationFailed: (msg: string) => `Error generating resume: ${msg}`,

  // API-only messages
  jobDescriptionTooShort: (min: number) => `Job description must be at least ${min} characters`,
  jobDescriptionTooLong: (max: number) => `Job description must be at most ${max} characters`,
  authRequired: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  forbidden: 'You do not have access to this resource',
  notFound: 'Not found',
  routeNotFound: (method: string, path: string) => `Route not found: ${method} ${path}`,
  emailTaken: 'An account with this email already exists',
  invalidEmail: 'A valid email is required',
  passwordRequired: 'Password is required',
  noFilesUploaded: 'No files uploaded',
  allFilesRejected: 'No file was accepted',
  rateLimited: 'Too many requests. Please try again later.',
  internalError: 'Internal server error',
  validationFailed: 'Invalid request',
  resumeRequiredForDocx: 'A generated resume is required to export a DOCX',
} as const;

/** Machine-readable `code` of an API error body. */
export const ERROR_CODES = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_CODE_STATUS: Readonly<Record<ErrorCode, number>> = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

/** A provider is skipped when its error mentions 429 or rate limiting. */
export function isRateLimitMessage(message: string): boolean {
  return /429|rate[ _-]?limit/i.test(message);
}
