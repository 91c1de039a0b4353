import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Modules written by other engineers that may not exist yet. They are loaded from the compiled tree
 * at run time, so the eval builds and runs before they land.
 */
function load(relative: string): Record<string, unknown> | undefined {
  const base = join(__dirname, '..', '..', 'src', relative);
  if (!existsSync(join(base, 'index.js'))) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod: unknown = require(base);
  return mod && typeof mod === 'object' ? (mod as Record<string, unknown>) : undefined;
}

export interface CanonicalMatcher {
  canonical(name: string): { name: string } | null;
  findInText(text: string, options?: { listContext?: boolean }): Array<{ name: string }>;
}

function isMatcher(v: unknown): v is CanonicalMatcher {
  const o = v as Partial<CanonicalMatcher> | undefined;
  return typeof o?.canonical === 'function' && typeof o.findInText === 'function';
}

export function loadSkillMatcher(): CanonicalMatcher | undefined {
  const mod = load('skills');
  const factory = mod?.defaultSkillMatcher ?? mod?.createSkillMatcher;
  if (typeof factory !== 'function') return undefined;
  const m: unknown = (factory as () => unknown)();
  return isMatcher(m) ? m : undefined;
}

export type AnalyzeJob = (text: string) => unknown;

export function loadJobAnalyzer(): AnalyzeJob | undefined {
  const fn = load('job-analysis')?.analyzeJobDescription;
  return typeof fn === 'function' ? (fn as AnalyzeJob) : undefined;
}
