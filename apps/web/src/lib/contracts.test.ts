import * as contracts from '@tailor/contracts';
import * as local from './contracts';

// The browser keeps its own copy of a few contract values (to keep zod out of the bundle); they
// must not drift from the package.
const ARGS: Record<string, unknown[]> = {
  fileTooLarge: [12.3456, 10],
  unsupportedFileType: ['exe'],
  httpError: [503],
};

describe('web copy of @tailor/contracts values', () => {
  it.each([
    'MAX_FILE_SIZE_BYTES',
    'MAX_FILE_SIZE_MB',
    'SUPPORTED_EXTENSIONS',
    'COMPANY_SEARCH_DELAY_MS',
    'DASHBOARD_REFRESH_MS',
    'STORAGE_KEYS',
    'AUTH_TOKEN_PREFIX',
    'RELEVANT_EXPERIENCES',
    'SKILL_CATEGORIES',
    'SKILL_GROUP_LABELS',
    'APPLICATION_STATUSES',
    'USER_SELECTABLE_APPLICATION_STATUSES',
    'BUILT_IN_COMPANIES',
  ] as const)('%s is the same', (name) => {
    expect(local[name]).toEqual(contracts[name]);
  });

  it('has the same messages', () => {
    for (const [key, value] of Object.entries(local.MESSAGES)) {
      const theirs = (contracts.MESSAGES as Record<string, unknown>)[key];
      if (typeof value === 'function') {
        const args = ARGS[key] ?? ['some reason'];
        expect([key, (value as (...a: unknown[]) => string)(...args)]).toEqual([key, (theirs as (...a: unknown[]) => string)(...args)]);
      } else {
        expect([key, value]).toEqual([key, theirs]);
      }
    }
    expect(local.MESSAGES.unsupportedFileType('.exe')).toBe(contracts.MESSAGES.unsupportedFileType('.exe'));
    expect(local.DEFAULT_TAILORED_PERIOD).toBe(contracts.DEFAULTS.tailoredPeriod);
  });

  it('has the same functions', () => {
    for (const q of ['', '  ', 'TECH', 'netflix.com', 'oo', 'zzz', 'Transport']) {
      expect(local.searchCompanies(q)).toEqual(contracts.searchCompanies(q));
    }
    for (const status of [...contracts.APPLICATION_STATUSES, 'Something else']) {
      expect(local.applicationBadgeColour(status)).toBe(contracts.applicationBadgeColour(status));
    }
    for (const v of [42, '42', ' 7 ', 'abc', '', null, undefined, 150, -3, Number.NaN, '1e2']) {
      expect(local.coerceMatchScore(v)).toBe(contracts.coerceMatchScore(v));
    }
    for (const email of ['dana@example.com', 'no-at-sign']) {
      expect(local.fullNameFromEmail(email)).toBe(contracts.fullNameFromEmail(email));
    }
  });
});
