import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The public development data (`shared/data`) sits beside the repository checkout, wherever that
 * is cloned; a developer machine also has it at /work/shared/data. TAILOR_SHARED_DATA overrides.
 */
export function sharedDataDir(): string {
  const candidates = [process.env.TAILOR_SHARED_DATA, join(__dirname, '..', '..', '..', '..', 'shared', 'data'), '/work/shared/data'].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  const found = candidates.find((candidate) => existsSync(join(candidate, 'README.md')));
  if (!found) {
    throw new Error(`The development data folder shared/data was not found (looked in: ${candidates.join(', ')}). Set TAILOR_SHARED_DATA.`);
  }
  return found;
}
