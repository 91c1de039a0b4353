import { z } from 'zod';

/** Length cap of every id: keeps abusive ids out of logs and keys. */
export const ID_MAX_LENGTH = 256;
/** Every id in the system: opaque, non-empty, at most ID_MAX_LENGTH characters. */
export const IdSchema = z.string().min(1).max(ID_MAX_LENGTH);
export type Id = z.infer<typeof IdSchema>;

/** ISO-8601 instant; an explicit offset ('Z' or '+02:00') is required so comparisons are unambiguous. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });
export type IsoDateTime = z.infer<typeof IsoDateTimeSchema>;

/** Calendar date (YYYY-MM-DD) or full instant; the application form posts a bare date. */
export const DateOrDateTimeSchema = z.union([z.iso.date(), IsoDateTimeSchema]);

/**
 * A plain string. Exists so request schemas say explicitly that a value must not be an object:
 * `{"$gt": ""}` or `?userId[$ne]=x` (parsed by qs into an object) fails here instead of reaching a query.
 */
export const SafeString = z.string();

/** Confidence scores are probabilities, 0 to 1. */
export const ConfidenceSchema = z.number().min(0).max(1);

/** Match scores are percentages. */
export const PercentSchema = z.number().min(0).max(100);

export const NonNegativeIntSchema = z.number().int().min(0);

export const StringListSchema = z.array(z.string());

export const JsonValueSchema = z.json();
export type JsonValue = z.infer<typeof JsonValueSchema>;

/**
 * Keys that would turn a JSON value into a query operator or pollute a prototype once it reaches a
 * document store or an object spread.
 */
export function isUnsafeKey(key: string): boolean {
  return key.startsWith('$') || key === '__proto__' || key === 'constructor' || key === 'prototype';
}

/** Path of the first unsafe key inside `value`, or null. Depth-limited so hostile nesting cannot blow the stack. */
export function findOperatorKey(value: unknown, maxDepth = 32): (string | number)[] | null {
  const walk = (v: unknown, path: (string | number)[], depth: number): (string | number)[] | null => {
    if (v === null || typeof v !== 'object') return null;
    if (depth > maxDepth) return path;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const hit = walk(v[i], [...path, i], depth + 1);
        if (hit) return hit;
      }
      return null;
    }
    for (const key of Object.keys(v)) {
      if (isUnsafeKey(key)) return [...path, key];
      const hit = walk((v as Record<string, unknown>)[key], [...path, key], depth + 1);
      if (hit) return hit;
    }
    return null;
  };
  return walk(value, [], 0);
}

export function hasOperatorKeys(value: unknown): boolean {
  return findOperatorKey(value) !== null;
}

/** Use as `.superRefine(noOperatorKeys)` on any schema that lets free-form objects through. */
export function noOperatorKeys(value: unknown, ctx: z.RefinementCtx): void {
  const path = findOperatorKey(value);
  if (path) {
    ctx.addIssue({
      code: 'custom',
      message: `Operator-like or reserved key not allowed: ${String(path[path.length - 1])}`,
      path,
    });
  }
}

/** Free-form JSON that is still safe to hand to a store. */
export const SafeJsonSchema = JsonValueSchema.superRefine(noOperatorKeys);
