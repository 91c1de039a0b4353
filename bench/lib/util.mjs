// Small helpers shared by the scenarios: statistics, bounded waiting, paths.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** `require` as seen from one workspace package, for its dependencies (docx, fastify, ioredis). */
export function requireFrom(relativeDir) {
  return createRequire(join(root, relativeDir, 'package.json'));
}

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  // Nearest rank: p95 of 100 values is the 95th smallest.
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1];
}

export const median = (values) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** {median, min, max, runs} of one figure over several runs. */
export function summarize(values) {
  const finite = values.filter((value) => Number.isFinite(value));
  return { median: median(finite), min: Math.min(...finite), max: Math.max(...finite), runs: finite.length, values };
}

/** Polls `check` until it returns a truthy value, at most `timeoutMs`. */
export async function waitUntil(check, { timeoutMs, intervalMs = 100, what = 'condition' }) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await sleep(intervalMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${lastError ? ` (last error: ${lastError.message})` : ''}`);
}

export const nowMs = () => performance.timeOrigin + performance.now();

/** A short random id for prefixes, collection names and e-mail addresses. */
export const shortId = () => Math.random().toString(36).slice(2, 10);
