// Every collection, its indexes and its unique fields, in one place. Both adapters derive their
// tables/collections and indexes from this list, and queries may only filter or sort on the fields
// declared here, so every query the services can express is served by an index.
import type { CollectionName } from './types';

export interface CollectionDef {
  readonly key: CollectionName;
  /** SQLite table and MongoDB collection name. */
  readonly table: string;
  /** Filterable, non-unique, one index each. */
  readonly indexed: readonly string[];
  /** Filterable; unique among string values (missing or null never collide). */
  readonly unique: readonly string[];
  /** Sort-only fields, one index each (filterable fields are sortable too). */
  readonly sortable: readonly string[];
  /** Extra multi-field indexes for "filter by A, order by B" listings. */
  readonly compound?: readonly (readonly string[])[];
}

export interface IndexSpec {
  readonly name: string;
  readonly fields: readonly string[];
  readonly unique: boolean;
}

/** The owner field: collections indexed on it also get (user_id, sortable) indexes. */
export const OWNER_FIELD = 'user_id';

const owned = (extra: Partial<Omit<CollectionDef, 'key' | 'table'>> = {}) => ({
  indexed: [OWNER_FIELD, ...(extra.indexed ?? [])],
  unique: extra.unique ?? [],
  sortable: extra.sortable ?? ['created_at'],
  ...(extra.compound ? { compound: extra.compound } : {}),
});

export const COLLECTIONS: readonly CollectionDef[] = [
  { key: 'users', table: 'users', indexed: [], unique: ['email'], sortable: ['created_at'] },
  { key: 'sessions', table: 'sessions', ...owned({ unique: ['token_hash'] }) },
  { key: 'resumeFiles', table: 'resume_files', ...owned({ indexed: ['processing_status', 'job_id', 'upload_id'] }) },
  { key: 'experiences', table: 'experiences', ...owned() },
  { key: 'education', table: 'education', ...owned() },
  { key: 'skillProfiles', table: 'skill_profiles', indexed: [], unique: [OWNER_FIELD], sortable: ['last_updated'] },
  { key: 'resumeContacts', table: 'resume_contacts', indexed: [], unique: [OWNER_FIELD], sortable: ['updated_at'] },
  { key: 'profileCorrections', table: 'profile_corrections', indexed: [], unique: [OWNER_FIELD], sortable: ['updated_at'] },
  { key: 'parsedResumes', table: 'parsed_resumes', ...owned({ unique: ['resume_file_id'] }) },
  {
    key: 'chunks',
    table: 'chunks',
    ...owned({
      indexed: ['resume_file_id', 'chunk_type'],
      sortable: ['created_at', 'chunk_index'],
      compound: [['resume_file_id', 'chunk_index']],
    }),
  },
  { key: 'jobAnalyses', table: 'job_analyses', ...owned() },
  { key: 'applications', table: 'applications', ...owned() },
  { key: 'skillsDatabase', table: 'skills_database', indexed: ['category'], unique: ['name'], sortable: [] },
  { key: 'patterns', table: 'patterns', ...owned({ indexed: ['kind'] }) },
  { key: 'processingConfigs', table: 'processing_configs', indexed: [], unique: ['name'], sortable: ['created_at'] },
  { key: 'accomplishments', table: 'accomplishments', ...owned() },
  { key: 'benchmarkSessions', table: 'benchmark_sessions', ...owned({ sortable: ['started_at'] }) },
];

// Field names end up inside SQL text (json paths must be literal for expression indexes to match)
// and Mongo key paths, so they are restricted to plain identifiers.
const FIELD_NAME = /^[a-z_][a-z0-9_]*$/;
for (const def of COLLECTIONS) {
  for (const f of [def.table, ...def.indexed, ...def.unique, ...def.sortable, ...(def.compound ?? []).flat()]) {
    if (!FIELD_NAME.test(f)) throw new Error(`collections.ts: invalid name "${f}" in ${def.key}`);
  }
}

export const COLLECTION_BY_KEY: Readonly<Record<CollectionName, CollectionDef>> = Object.fromEntries(COLLECTIONS.map((d) => [d.key, d])) as Record<
  CollectionName,
  CollectionDef
>;

/** Fields a `where` may name: the id plus every indexed or unique field. */
export function filterableFields(def: CollectionDef): ReadonlySet<string> {
  return new Set(['id', ...def.indexed, ...def.unique]);
}

/** Fields `find` may sort on. */
export function sortableFields(def: CollectionDef): ReadonlySet<string> {
  return new Set([...filterableFields(def), ...def.sortable]);
}

/** Fields whose values must be scalars so that equality means the same thing in SQLite and Mongo. */
export function declaredFields(def: CollectionDef): ReadonlySet<string> {
  return new Set([...def.indexed, ...def.unique, ...def.sortable]);
}

/** The full index list for a collection (the id is the primary key and needs none). */
export function indexSpecs(def: CollectionDef): IndexSpec[] {
  const specs: IndexSpec[] = [];
  const add = (fields: readonly string[], unique: boolean) => {
    const name = `${unique ? 'ux' : 'ix'}_${def.table}__${fields.join('__')}`;
    if (!specs.some((s) => s.name === name)) specs.push({ name, fields, unique });
  };
  for (const f of def.unique) add([f], true);
  for (const f of def.indexed) add([f], false);
  for (const f of def.sortable) add([f], false);
  if (def.indexed.includes(OWNER_FIELD)) for (const f of def.sortable) add([OWNER_FIELD, f], false);
  for (const fields of def.compound ?? []) add(fields, false);
  return specs;
}
