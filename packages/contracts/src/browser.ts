/**
 * The entry for code that runs in a browser, or on a worker thread that needs no schema (the
 * text extraction of @tailor/extract). Its values come only from modules that do not load zod, so
 * a bundle importing them stays small and a thread's heap holds no schemas (the main entry loads
 * every schema, and zod with them: some 8 MB of heap); `browser.test.ts` holds it to that. Every
 * type of the package is available here too.
 */
export * from './constants';
export * from './errors';
export * from './entities/application-status';
export * from './entities/built-in-companies';
export * from './entities/user-name';
export type * from './index';
