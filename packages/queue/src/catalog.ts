import type { z } from 'zod';

/** One job kind: the queue it runs on and the schema of its payload. */
export interface JobDefinition {
  queue: string;
  payload: z.ZodType;
}

/** The shape of `JOB_CATALOG` in @tailor/contracts; kept generic so this package does not pin it. */
export type JobCatalog = Record<string, JobDefinition>;

export type JobName<C extends JobCatalog> = Extract<keyof C, string>;

export type QueueNameOf<C extends JobCatalog> = C[JobName<C>]['queue'];

/** Job names whose definition lives on queue Q. */
export type JobsOfQueue<C extends JobCatalog, Q extends QueueNameOf<C>> = {
  [N in JobName<C>]: C[N]['queue'] extends Q ? N : never;
}[JobName<C>];

/** What a caller passes to enqueue (before schema defaults/transforms). */
export type PayloadInput<C extends JobCatalog, N extends JobName<C>> = z.input<C[N]['payload']>;

/** What a handler receives (after parsing). */
export type Payload<C extends JobCatalog, N extends JobName<C>> = z.output<C[N]['payload']>;

export function jobNamesOfQueue<C extends JobCatalog>(catalog: C, queueName: string): string[] {
  return Object.keys(catalog).filter((name) => catalog[name]?.queue === queueName);
}

export function queueNamesOf<C extends JobCatalog>(catalog: C): string[] {
  return [...new Set(Object.values(catalog).map((definition) => definition.queue))];
}

/** A short, log- and user-safe summary of zod issues (paths and messages, never values). */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`).join('; ');
}
