export interface PollOptions {
  timeoutMs: number;
  intervalMs: number;
  /** Checked before each attempt; a string stops the wait early with that as the reason. */
  abortReason?: () => string | undefined;
}

/**
 * Calls `attempt` until it resolves, at most until the deadline. Each attempt gets the time that
 * is left so that a hanging attempt cannot stretch the wait. The error names the last failure.
 */
export async function pollUntil(what: string, attempt: (remainingMs: number) => Promise<void>, options: PollOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let lastProblem = 'no attempt finished';
  for (;;) {
    const aborted = options.abortReason?.();
    if (aborted) throw new Error(`gave up waiting for ${what}: ${aborted} (last: ${lastProblem})`);
    const remaining = deadline - Date.now();
    if (remaining <= 0) break;
    try {
      await attempt(remaining);
      return;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await delay(Math.min(options.intervalMs, Math.max(0, deadline - Date.now())));
  }
  throw new Error(`${what} not ready within ${options.timeoutMs} ms (last: ${lastProblem})`);
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
