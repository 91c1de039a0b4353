export interface SchemaCase {
  valid: unknown[];
  invalid: unknown[];
}
export type SchemaCases = Record<string, SchemaCase>;

/** Copy of `obj` without `key`: the "missing required field" example. */
export function without<T extends object>(obj: T, key: keyof T): Partial<T> {
  const copy: Partial<T> = { ...obj };
  delete copy[key];
  return copy;
}

/** Copy of `obj` with `key` replaced; used for wrong enums, operator objects and out-of-range numbers. */
export function withField<T extends object>(obj: T, key: string, value: unknown): Record<string, unknown> {
  return { ...obj, [key]: value };
}
