/** Chunking: a resume's text and parse cut into linked, capped chunks ready for embedding. */
export { chunkResume, planChunks, selectWithinCap, type ChunkPlan, type ChunkResumeInput } from './chunk-resume';
export { chooseStrategy, hierarchicalSplit, type ChunkStrategy } from './strategy';
export { splitText, DEFAULT_SPLIT, type SplitOptions, type TextPiece } from './split-text';
export { formatEducation, formatExperience, formatSkills } from './format';
export { toVectorPayload } from './payload';
export type { ChunkDraft, ChunkMetadata } from './draft';
