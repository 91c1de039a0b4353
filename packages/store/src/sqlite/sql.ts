// SQL text for the SQLite adapter. Field names come only from collections.ts (validated
// identifiers) and are spliced in literally because SQLite only uses an expression index when the
// query repeats the indexed expression verbatim; values are always bound parameters.
import type { IndexSpec } from '../collections';
import type { Condition, NormalizedFind } from '../validation';

export const quote = (identifier: string): string => `"${identifier}"`;

/** The expression the indexes are built on; `id` is a real column. */
export const fieldExpr = (field: string): string => (field === 'id' ? 'id' : `json_extract(doc, '$.${field}')`);

export const createTableSql = (table: string): string =>
  `CREATE TABLE IF NOT EXISTS ${quote(table)} (id TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL CHECK (json_valid(doc)))`;

export const createIndexSql = (table: string, spec: IndexSpec): string =>
  `CREATE ${spec.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${quote(spec.name)} ON ${quote(table)} (${spec.fields.map(fieldExpr).join(', ')})`;

const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ');

// json_extract turns JSON true/false into 1/0, so a number filter could match a boolean and vice
// versa; the json_type guard keeps equality type-exact, as it is in MongoDB.
function conditionSql(c: Condition): { sql: string; params: unknown[] } {
  const expr = fieldExpr(c.field);
  const type = `json_type(doc, '$.${c.field}')`;
  const strings = c.values.filter((v): v is string => typeof v === 'string');
  const numbers = c.values.filter((v): v is number => typeof v === 'number');
  const booleans = [...new Set(c.values.filter((v): v is boolean => typeof v === 'boolean'))];
  const parts: string[] = [];
  if (strings.length === 1) parts.push(`${expr} = ?`);
  else if (strings.length > 1) parts.push(`${expr} IN (${placeholders(strings.length)})`);
  if (numbers.length > 0) {
    parts.push(`(${expr} IN (${placeholders(numbers.length)}) AND ${type} IN ('integer', 'real'))`);
  }
  for (const b of booleans) parts.push(`(${expr} = ${b ? 1 : 0} AND ${type} = '${b}')`);
  if (c.values.includes(null)) parts.push(`${expr} IS NULL`);
  if (parts.length === 0) return { sql: '0', params: [] }; // `in: []` matches nothing
  return { sql: parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`, params: [...strings, ...numbers] };
}

export function whereSql(conditions: readonly Condition[]): { sql: string; params: unknown[] } {
  if (conditions.length === 0) return { sql: '', params: [] };
  const built = conditions.map(conditionSql);
  return { sql: ` WHERE ${built.map((b) => b.sql).join(' AND ')}`, params: built.flatMap((b) => b.params) };
}

/** Ties are broken by id so limit/offset paging is deterministic (Mongo does the same with _id). */
export function orderSql(options: NormalizedFind): string {
  if (!options.sort) return '';
  const dir = options.sort.direction === 'asc' ? 'ASC' : 'DESC';
  return options.sort.field === 'id' ? ` ORDER BY id ${dir}` : ` ORDER BY ${fieldExpr(options.sort.field)} ${dir}, id ${dir}`;
}

/** SQLite needs a LIMIT to accept an OFFSET; -1 means no limit. */
export function pageSql(options: NormalizedFind): { sql: string; params: number[] } {
  if (options.limit === undefined && options.offset === 0) return { sql: '', params: [] };
  return { sql: ' LIMIT ? OFFSET ?', params: [options.limit ?? -1, options.offset] };
}

/**
 * One findFields column (`v<i>`, plus `t<i>`). The value is read with the very expression the
 * indexes are built on, so for indexed fields SQLite takes it from the index instead of parsing
 * the document. json_extract loses JSON's true/false (1/0) and returns objects as text: only for
 * values that could be one of those is the type asked for, which does parse the document.
 */
export function projectionSql(field: string, i: number): string {
  const expr = fieldExpr(field);
  return `, ${expr} AS v${i}, CASE WHEN ${expr} IN (0, 1) OR substr(${expr}, 1, 1) IN ('{', '[') THEN json_type(doc, '$.${field}') END AS t${i}`;
}

/** The JSON value of a findFields column. */
export function projectedValue(value: unknown, type: unknown): unknown {
  if (type === 'true') return true;
  if (type === 'false') return false;
  if ((type === 'object' || type === 'array') && typeof value === 'string') return JSON.parse(value);
  return value ?? null;
}
