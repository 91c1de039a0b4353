import { ERROR_CODE_STATUS, ERROR_CODES, MESSAGES, formatMb, isRateLimitMessage } from './errors';

describe('MESSAGES templates', () => {
  it('formats file size with up to two decimals', () => {
    expect(MESSAGES.fileTooLarge(12.3456, 10)).toBe('File size (12.35 MB) exceeds maximum allowed size (10 MB)');
    expect(MESSAGES.fileTooLarge(10.5, 10)).toBe('File size (10.5 MB) exceeds maximum allowed size (10 MB)');
    // Just over the limit must never read as equal to it.
    expect(MESSAGES.fileTooLarge((10 * 1024 * 1024 + 1) / (1024 * 1024), 10)).toBe('File size (10.01 MB) exceeds maximum allowed size (10 MB)');
    expect(formatMb(11)).toBe('11');
    expect(formatMb(10.999)).toBe('11');
  });

  it('names the extension with a dot and lists the supported types', () => {
    const expected = 'Unsupported file type: .exe. Supported types: .docx, .txt, .pdf';
    expect(MESSAGES.unsupportedFileType('exe')).toBe(expected);
    expect(MESSAGES.unsupportedFileType('.exe')).toBe(expected);
    expect(MESSAGES.unsupportedFileType('exe', ['.docx', '.txt'])).toBe('Unsupported file type: .exe. Supported types: .docx, .txt');
    expect(MESSAGES.unsupportedFileType('')).toBe('Unsupported file type: (none). Supported types: .docx, .txt, .pdf');
  });

  it('fills the variable parts of the spec messages verbatim', () => {
    expect(MESSAGES.textTooShort(42, 100)).toBe('Extracted text is too short (42 characters). Minimum required: 100');
    expect(MESSAGES.extractionFailed('cv.docx', 'corrupt zip')).toBe('Failed to extract text from cv.docx: corrupt zip');
    expect(MESSAGES.fastEmbedError(500)).toBe('FastEmbed service error: 500');
    expect(MESSAGES.httpError(404)).toBe('HTTP error! status: 404');
    expect(MESSAGES.uploadFailed('boom')).toBe('Failed to process files: boom');
    expect(MESSAGES.deleteFailed('gone')).toBe('Failed to delete file: gone');
    expect(MESSAGES.generationFailed('All fallback models failed')).toBe('Error generating resume: All fallback models failed');
    expect(MESSAGES.chunkLoadFailed(3)).toBe('Loading chunk 3 failed');
  });

  it('keeps the fixed spec texts exact', () => {
    expect(MESSAGES.fileEmpty).toBe('File is empty');
    expect(MESSAGES.loginRequiredToGenerate).toBe('Please log in to generate resumes.');
    expect(MESSAGES.jobDescriptionBlank).toBe('Please enter a job description to generate a tailored resume.');
    expect(MESSAGES.noProcessedResume).toBe(
      'Please upload and process at least one resume in the Profile Builder before generating tailored resumes.',
    );
    expect(MESSAGES.jobDescriptionRequired).toBe('Job description is required for resume generation');
    expect(MESSAGES.invalidCredentials).toBe('Invalid email or password');
    expect(MESSAGES.passwordResetNotImplemented).toBe('Password reset functionality is not yet implemented. Please contact support.');
    expect(MESSAGES.pdfNotImplemented).toBe('PDF parsing not yet implemented. Please convert to DOCX or TXT format.');
    expect(MESSAGES.allModelsFailed).toBe('All fallback models failed');
    expect(MESSAGES.llmNoChoices).toBe('LLM API returned no choices in response');
  });
});

describe('error codes', () => {
  it('maps every code to an error status', () => {
    for (const code of ERROR_CODES) expect(ERROR_CODE_STATUS[code]).toBeGreaterThanOrEqual(400);
    expect(ERROR_CODE_STATUS.validation_failed).toBe(400);
    expect(ERROR_CODE_STATUS.unauthorized).toBe(401);
    expect(ERROR_CODE_STATUS.forbidden).toBe(403);
    expect(ERROR_CODE_STATUS.not_found).toBe(404);
    expect(ERROR_CODE_STATUS.conflict).toBe(409);
  });
});

describe('isRateLimitMessage', () => {
  it.each([
    ['Request failed with status 429', true],
    ['Rate limit exceeded', true],
    ['rate_limited by provider', true],
    ['Internal error 500', false],
  ])('%s → %s', (msg, expected) => {
    expect(isRateLimitMessage(msg)).toBe(expected);
  });
});
