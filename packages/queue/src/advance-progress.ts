import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { ERROR_PROGRESS, type StageProgress } from './progress';

/**
 * Compare-and-set of a job's `{ progress, stage }` plus BullMQ's progress event, in one script so
 * concurrent writers (several embedding batches advancing one ingest job) cannot move it backwards.
 * Mirrors BullMQ's own updateProgress script (same hash field, same event) with the comparison added.
 */
const SCRIPT = `
local rcall = redis.call
if rcall("EXISTS", KEYS[1]) == 0 then return -1 end
local incoming = tonumber(ARGV[3])
if incoming ~= -1 then
  local stored = rcall("HGET", KEYS[1], "progress")
  if stored then
    local ok, decoded = pcall(cjson.decode, stored)
    local current = nil
    if ok and type(decoded) == "table" then current = tonumber(decoded["progress"]) end
    if ok and type(decoded) == "number" then current = decoded end
    if current and current ~= -1 and incoming < current then return 0 end
  end
end
local maxEvents = rcall("HGET", KEYS[3], "opts.maxLenEvents") or 10000
rcall("HSET", KEYS[1], "progress", ARGV[2])
rcall("XADD", KEYS[2], "MAXLEN", "~", maxEvents, "*", "event", "progress", "jobId", ARGV[1], "data", ARGV[2])
return 1
`;

export type AdvanceResult = 'updated' | 'ignored' | 'missing';

/**
 * Moves another job's progress forward (e.g. the ingest job from an embedding batch). Lower values
 * than the stored one are ignored; -1 (error) always wins. `connection` must reach the queue's Redis.
 */
export async function advanceJobProgress(
  connection: Redis,
  queue: Pick<Queue, 'toKey' | 'keys'>,
  jobId: string,
  progress: number,
  stage: string,
): Promise<AdvanceResult> {
  if (!Number.isFinite(progress)) throw new RangeError(`progress must be a finite number, got ${progress}`);
  const value = progress === ERROR_PROGRESS ? ERROR_PROGRESS : Math.min(progress, 100);
  const json = JSON.stringify({ progress: value, stage } satisfies StageProgress);
  const keys = [queue.toKey(jobId), requireKey(queue, 'events'), requireKey(queue, 'meta')];
  const outcome = await connection.eval(SCRIPT, keys.length, ...keys, jobId, json, String(value));
  if (outcome === 1) return 'updated';
  return outcome === 0 ? 'ignored' : 'missing';
}

function requireKey(queue: Pick<Queue, 'keys'>, name: string): string {
  const key = queue.keys[name];
  if (!key) throw new Error(`BullMQ queue has no "${name}" key; advanceJobProgress needs updating for this version`);
  return key;
}
