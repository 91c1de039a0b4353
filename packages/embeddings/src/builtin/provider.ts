import { EMBEDDING } from '@tailor/contracts';
import type { EmbeddingProvider } from '../provider';
import { DEFAULT_FEATURE_WEIGHTS, HashingFeaturizer, type FeatureWeights } from './featurize';
import type { SkillNormalizer } from './normalize';
import { spellAsRead } from './spelling';

/**
 * v2 differs from v1 in every vector (new word hashing, aliases canonicalised on words, NFKD before
 * lower case): collections stamped with v1 are refused at start-up and must be re-indexed.
 */
export const BUILTIN_MODEL_ID = 'builtin-hash-v2';
/** Six decimals: JSON less than half as long as full doubles, cosine error below 1e-5. */
export const BUILTIN_DECIMALS = 6;

export interface BuiltinProviderOptions {
  dimensions?: number;
  /**
   * Canonicalises skill mentions ("JS" and "JavaScript" meet): the services pass resume-core's
   * canonicalizeSkillMentions. Required, so that no process embeds without it by omission: the
   * vectors it gives are stored under the same model id as everyone else's. null: no skill
   * handling (tests, and processes that only need the provider's id).
   */
  normalizeSkills: SkillNormalizer | null;
  weights?: FeatureWeights;
}

/** Deterministic feature-hashing embedder: no downloads, no network, same text → same vector everywhere. */
export class BuiltinEmbeddingProvider implements EmbeddingProvider {
  readonly id = BUILTIN_MODEL_ID;
  readonly dimensions: number;
  readonly remote = false;
  readonly semantic = false;
  readonly decimals = BUILTIN_DECIMALS;
  /** Whether skill mentions are canonicalised. */
  readonly aliasesEnabled: boolean;
  private readonly featurizer: HashingFeaturizer;
  private readonly normalizeSkills: SkillNormalizer | null;

  constructor(options: BuiltinProviderOptions) {
    this.dimensions = options.dimensions ?? EMBEDDING.dimensions;
    this.normalizeSkills = options.normalizeSkills;
    this.featurizer = new HashingFeaturizer(this.dimensions, options.weights ?? DEFAULT_FEATURE_WEIGHTS);
    this.aliasesEnabled = options.normalizeSkills !== null;
  }

  /** The words the vector is computed from: skill mentions canonicalised, lower case, no diacritics. */
  normalize(text: string): string {
    return this.featurizer.normalize(this.canonical(text));
  }

  async embed(texts: string[]): Promise<number[][]> {
    return this.embedSync(texts);
  }

  /** Synchronous form for callers that embed a single query on a hot path. */
  embedSync(texts: string[]): number[][] {
    return texts.map((text) => this.featurizer.embedRounded(this.canonical(text), BUILTIN_DECIMALS));
  }

  /** The text with its skill mentions canonicalised, found in the words as the tokeniser reads them. */
  private canonical(text: string): string {
    const normalizeSkills = this.normalizeSkills;
    return normalizeSkills ? normalizeSkills(spellAsRead(text)) : text;
  }
}
