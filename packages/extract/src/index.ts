export { HIDDEN_TEXT_NOTE, extractText, type ExtractInput, type ExtractOptions, type ExtractResult } from './extract';
export { detectFileType } from './detect';
export { ExtractionError, type ExtractionErrorCode } from './errors';
export { LIMITS as EXTRACTION_LIMITS } from './limits';
export { normalizeText } from './normalize';
export { closePdfReaders, prestartPdfReaders } from './pdf-pool';
