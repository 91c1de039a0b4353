import { z } from 'zod';
import { findOperatorKey, hasOperatorKeys, isUnsafeKey, noOperatorKeys } from './common';

describe('operator-key detection', () => {
  it('flags $-keys, prototype keys and nested ones with their path', () => {
    expect(isUnsafeKey('$gt')).toBe(true);
    expect(isUnsafeKey('__proto__')).toBe(true);
    expect(isUnsafeKey('price$')).toBe(false);
    expect(findOperatorKey({ a: [{ b: { $ne: 1 } }] })).toEqual(['a', 0, 'b', '$ne']);
    expect(findOperatorKey(JSON.parse('{"__proto__": {"admin": true}}'))).toEqual(['__proto__']);
    expect(hasOperatorKeys({ a: 'b', c: [1, 'd'] })).toBe(false);
    expect(hasOperatorKeys('$gt')).toBe(false);
  });

  it('treats hostile nesting as unsafe instead of overflowing', () => {
    let deep: unknown = {};
    for (let i = 0; i < 100; i++) deep = { a: deep };
    expect(hasOperatorKeys(deep)).toBe(true);
  });

  it('works as a zod refinement', () => {
    const s = z.record(z.string(), z.unknown()).superRefine(noOperatorKeys);
    expect(s.safeParse({ ok: 1 }).success).toBe(true);
    const bad = s.safeParse({ q: { $where: 'sleep(1)' } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['q', '$where']);
  });
});
