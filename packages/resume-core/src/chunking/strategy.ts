import { CHUNK_STRATEGY_THRESHOLDS, CHUNKING, HIERARCHICAL_CHUNK_SIZES, type ChunkType, type ParsedResume } from '@tailor/contracts';
import { clampConfidence, type ChunkDraft } from './draft';
import { formatExperience } from './format';
import { DEFAULT_SPLIT, splitText, type SplitOptions } from './split-text';

export type ChunkStrategy = 'comprehensive' | 'sections' | 'hierarchical';

/** Under 5,000 characters one comprehensive chunk; under 15,000 section chunks; else hierarchical. */
export function chooseStrategy(length: number): ChunkStrategy {
  if (length < CHUNK_STRATEGY_THRESHOLDS.comprehensiveBelow) return 'comprehensive';
  if (length < CHUNK_STRATEGY_THRESHOLDS.sectionsBelow) return 'sections';
  return 'hierarchical';
}

/**
 * Hierarchical sizing by content length (contracts' HIERARCHICAL_CHUNK_SIZES): the first
 * row whose bound exceeds the length gives the target `size` and the `floor`, the shortest piece we
 * cut (a boundary nearer the piece start is skipped, and a shorter last piece is folded back).
 * Under 10,000 chars: 1000 / 500; under 30,000: 2000 / 1000; otherwise 3000 / 1500. The overall
 * maximum (3000) and overlap (100) apply to every row.
 */
export function hierarchicalSplit(length: number): SplitOptions {
  const row = HIERARCHICAL_CHUNK_SIZES.find((r) => length < r.below) ?? HIERARCHICAL_CHUNK_SIZES[HIERARCHICAL_CHUNK_SIZES.length - 1];
  return { size: row?.size ?? CHUNKING.maxSize, floor: row?.floor ?? CHUNKING.minSize, max: CHUNKING.maxSize, overlap: CHUNKING.overlap };
}

function drafts(type: ChunkType, content: string, confidence: number, split: SplitOptions = DEFAULT_SPLIT): ChunkDraft[] {
  return splitText(content, split).map((p) => ({ chunk_type: type, content: p.text, confidence_score: clampConfidence(confidence), metadata: {} }));
}

/**
 * The strategy's own text chunks, in text order. The whole-text comprehensive chunk is split (pieces of
 * at most 3,000 with overlap) when the text is longer than the maximum chunk size, because no
 * chunk may exceed it. In the section strategy a missing summary falls back to the opening of the
 * text, and missing experiences to the text itself, so a thin parse still leaves the text searchable.
 */
export function strategyDrafts(strategy: ChunkStrategy, text: string, parsed: ParsedResume): ChunkDraft[] {
  const confidence = parsed.overall_confidence;
  if (strategy === 'comprehensive') {
    return drafts('comprehensive', text, confidence, { ...DEFAULT_SPLIT, size: CHUNKING.maxSize });
  }
  if (strategy === 'hierarchical') return drafts('hierarchical', text, confidence, hierarchicalSplit(text.length));
  const summary = parsed.summary.trim() !== '' ? parsed.summary : (splitText(text)[0]?.text ?? '');
  const experiences = parsed.experiences.length > 0 ? parsed.experiences.map(formatExperience).join('\n\n') : text;
  // The section strategy's third part, the skills chunk, is the per-item skills chunk (see items.ts).
  return [...drafts('summary', summary, confidence), ...drafts('experiences', experiences, confidence)];
}

/**
 * A skills chunk is as trustworthy as its skills on average (rounded to 3 places so the stored
 * figure has no float noise); the resume's overall figure if it has none.
 */
export function skillsConfidence(parsed: ParsedResume): number {
  if (parsed.skills.length === 0) return parsed.overall_confidence;
  const mean = parsed.skills.reduce((sum, s) => sum + s.confidence_score, 0) / parsed.skills.length;
  return Math.round(mean * 1000) / 1000;
}
