import type { z } from 'zod';
import * as contracts from '../index';
import { analysisCases } from './cases/analysis';
import { commonCases } from './cases/common';
import { entityCases } from './cases/entities';
import { httpCases } from './cases/http';
import { personCases } from './cases/person';
import { profileCases } from './cases/profile';
import { recordCases } from './cases/records';

const cases = { ...commonCases, ...entityCases, ...analysisCases, ...httpCases, ...profileCases, ...personCases, ...recordCases };
const exported = contracts as unknown as Record<string, unknown>;
const schemaNames = Object.keys(exported)
  .filter((k) => k.endsWith('Schema') || k === 'SafeString')
  .sort();

describe('schema coverage', () => {
  it('has valid and invalid examples for every exported schema', () => {
    expect(Object.keys(cases).sort()).toEqual(schemaNames);
    for (const [name, c] of Object.entries(cases)) {
      expect([name, c.valid.length > 0, c.invalid.length > 0]).toEqual([name, true, true]);
    }
  });
});

describe.each(Object.entries(cases))('%s', (name, c) => {
  const schema = exported[name] as z.ZodType;

  it.each(c.valid.map((v, i) => [i, v] as const))('accepts valid example #%d', (_i, value) => {
    const result = schema.safeParse(value);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(c.invalid.map((v, i) => [i, v] as const))('rejects invalid example #%d', (_i, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});
