import * as browser from './browser';
import * as contracts from './index';

describe('browser entry', () => {
  it('loads without zod', () => {
    jest.isolateModules(() => {
      jest.doMock('zod', () => {
        throw new Error('the browser entry loaded zod');
      });
      expect(() => jest.requireActual('./browser')).not.toThrow();
    });
  });

  it('offers the same values as the main entry', () => {
    for (const [name, value] of Object.entries(browser)) {
      expect([name, value]).toEqual([name, (contracts as Record<string, unknown>)[name]]);
    }
    expect(Object.keys(browser)).toEqual(expect.arrayContaining(['MESSAGES', 'BUILT_IN_COMPANIES', 'APPLICATION_STATUSES', 'fullNameFromEmail']));
  });
});
