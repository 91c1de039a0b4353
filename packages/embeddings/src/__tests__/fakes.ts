import type { EmbeddingProvider } from '../provider';

/** Deterministic fake: vector = [text length, index of first call that saw it, ...]; records every batch. */
export class FakeProvider implements EmbeddingProvider {
  readonly batches: string[][] = [];
  constructor(
    readonly id = 'fake-model',
    readonly dimensions = 4,
    readonly remote = true,
  ) {}

  async embed(texts: string[]): Promise<number[][]> {
    this.batches.push([...texts]);
    return texts.map((text) => vectorFor(text, this.dimensions));
  }

  get textsEmbedded(): number {
    return this.batches.reduce((n, batch) => n + batch.length, 0);
  }
}

export function vectorFor(text: string, dimensions = 4): number[] {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) % 1000;
  return Array.from({ length: dimensions }, (_, d) => (d === 0 ? text.length : (h + d) / 1000));
}

/** A promise with its resolve/reject exposed. */
export function deferred<T>(): { promise: Promise<T>; resolve(value: T): void; reject(error: unknown): void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
