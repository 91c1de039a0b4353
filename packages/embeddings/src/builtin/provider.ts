import { EMBEDDING } from '@tailor/contracts';
import type { EmbeddingProvider } from '../provider';
import { defaultSkillAliases } from './aliases/default';
import type { SkillAliasTable } from './aliases/table';
import { DEFAULT_FEATURE_WEIGHTS, HashingFeaturizer, type FeatureWeights } from './featurize';
import type { AliasNormalizer } from './normalize';

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
   * Skill aliases. Absent: the built-in table of resume-core's skills database ("JS" and "JavaScript"
   * meet), when resume-core can be loaded. A function: rewrites each text before it is read, instead
   * of the table. null: no alias handling.
   */
  normalizeAliases?: AliasNormalizer | null;
  /** Another alias table (e.g. from other skill rows) instead of the default one. */
  aliasTable?: SkillAliasTable;
  weights?: FeatureWeights;
}

/** Deterministic feature-hashing embedder: no downloads, no network, same text → same vector everywhere. */
export class BuiltinEmbeddingProvider implements EmbeddingProvider {
  readonly id = BUILTIN_MODEL_ID;
  readonly dimensions: number;
  readonly remote = false;
  readonly semantic = false;
  readonly decimals = BUILTIN_DECIMALS;
  /** Whether skill aliases are canonicalised (false when turned off or resume-core is unavailable). */
  readonly aliasesEnabled: boolean;
  private readonly featurizer: HashingFeaturizer;
  private readonly rewrite: AliasNormalizer | undefined;

  constructor(options: BuiltinProviderOptions = {}) {
    this.dimensions = options.dimensions ?? EMBEDDING.dimensions;
    const custom = options.normalizeAliases ?? undefined;
    const table = options.aliasTable ?? (options.normalizeAliases === undefined ? defaultSkillAliases() : null);
    this.rewrite = custom;
    this.featurizer = new HashingFeaturizer(this.dimensions, options.weights ?? DEFAULT_FEATURE_WEIGHTS, { aliases: custom ? null : table });
    this.aliasesEnabled = custom !== undefined || table !== null;
  }

  /** The words the vector is computed from: skill aliases canonicalised, lower case, no diacritics. */
  normalize(text: string): string {
    return this.featurizer.normalize(this.rewrite ? this.rewrite(text) : text);
  }

  async embed(texts: string[]): Promise<number[][]> {
    return this.embedSync(texts);
  }

  /** Synchronous form for callers that embed a single query on a hot path. */
  embedSync(texts: string[]): number[][] {
    const rewrite = this.rewrite;
    return texts.map((text) => this.featurizer.embedRounded(rewrite ? rewrite(text) : text, BUILTIN_DECIMALS));
  }
}
