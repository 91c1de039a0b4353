import { setImmediate as nextTurn } from 'node:timers/promises';

/** Resolves after `turns` passes of the event loop: pending callbacks and queued I/O writes run first. */
export async function afterTurns(turns: number): Promise<void> {
  for (let i = 0; i < turns; i++) await nextTurn();
}

/**
 * Runs a stage's work while its progress update travels to Redis instead of after it. The update
 * is sent first (its commands are written before the next event-loop turn), and both must succeed,
 * so a failed update still fails the job.
 */
export async function whileReporting<T>(reported: Promise<void>, work: () => T | Promise<T>): Promise<T> {
  // Observed by Promise.all below; this only keeps an early failure of `work` from leaving it unhandled.
  reported.catch(() => undefined);
  await afterTurns(1);
  const [, result] = await Promise.all([reported, (async () => work())()]);
  return result;
}
