import { EMBEDDING } from '@tailor/contracts';
import type { EmbeddingProvider } from '../provider';
import { DEFAULT_FEATURE_WEIGHTS, HashingFeaturizer, type FeatureWeights } from './featurize';
import { defaultAliasNormalizer, normalizeText, type AliasNormalizer } from './normalize';

export const BUILTIN_MODEL_ID = 'builtin-hash-v1';
/** Six decimals: JSON less than half as long as full doubles, cosine error below 1e-5. */
export const BUILTIN_DECIMALS = 6;

export interface BuiltinProviderOptions {
  dimensions?: number;
  /**
   * Rewrites skill aliases to canonical names before hashing. Defaults to resume-core's
   * `canonicalizeSkillMentions` when its build exports it; `null` turns alias handling off.
   */
  normalizeAliases?: AliasNormalizer | null;
  weights?: FeatureWeights;
}

/** Deterministic feature-hashing embedder: no downloads, no network, same text → same vector everywhere. */
export class BuiltinEmbeddingProvider implements EmbeddingProvider {
  readonly id = BUILTIN_MODEL_ID;
  readonly dimensions: number;
  readonly remote = false;
  readonly decimals = BUILTIN_DECIMALS;
  /** Whether alias canonicalisation is active (false until resume-core ships it, unless injected). */
  readonly aliasesEnabled: boolean;
  private readonly featurizer: HashingFeaturizer;
  private readonly aliases: AliasNormalizer | undefined;

  constructor(options: BuiltinProviderOptions = {}) {
    this.dimensions = options.dimensions ?? EMBEDDING.dimensions;
    this.featurizer = new HashingFeaturizer(this.dimensions, options.weights ?? DEFAULT_FEATURE_WEIGHTS);
    const aliases = options.normalizeAliases === undefined ? defaultAliasNormalizer() : options.normalizeAliases;
    this.aliases = aliases ?? undefined;
    this.aliasesEnabled = aliases !== null;
  }

  /** The text the vector is computed from: aliases canonicalised, lower case, no diacritics. */
  normalize(text: string): string {
    return normalizeText(text, this.aliases);
  }

  async embed(texts: string[]): Promise<number[][]> {
    return this.embedSync(texts);
  }

  /** Synchronous form for callers that embed a single query on a hot path. */
  embedSync(texts: string[]): number[][] {
    return texts.map((text) => this.featurizer.embedRounded(this.normalize(text), BUILTIN_DECIMALS));
  }
}
