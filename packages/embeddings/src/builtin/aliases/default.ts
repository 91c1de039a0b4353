import { SkillAliasTable, type SkillFormSource } from './table';

interface ResumeCoreSkills {
  SKILLS_DATABASE?: unknown;
  isSkillListLine?: unknown;
}

let cached: SkillAliasTable | null | undefined;

/**
 * The alias table of resume-core's built-in skills database, built once per process (about a tenth
 * of a second, at start-up), or null when resume-core cannot be loaded. Required lazily and guarded: processes
 * that never embed with the built-in provider (the gateway) should not load resume-core for it,
 * and the embedder must keep working without it: aliases then simply do not meet.
 */
export function defaultSkillAliases(): SkillAliasTable | null {
  if (cached !== undefined) return cached;
  cached = null;
  let core: ResumeCoreSkills;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded lazily and only when present, as the comment above says
    core = require('@tailor/resume-core') as ResumeCoreSkills;
  } catch {
    return cached;
  }
  if (!Array.isArray(core.SKILLS_DATABASE)) return cached;
  const labelledListLine = typeof core.isSkillListLine === 'function' ? (core.isSkillListLine as (line: string) => boolean) : undefined;
  cached = new SkillAliasTable(core.SKILLS_DATABASE as SkillFormSource[], labelledListLine ? { labelledListLine } : {});
  return cached;
}
