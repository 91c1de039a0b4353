export interface WaitForOptions {
  /** Give up after this long (default 5 s). */
  timeoutMs?: number;
  /** Pause between attempts (default 50 ms). */
  intervalMs?: number;
  /** Says what we waited for in the timeout error, e.g. "job 42 to complete". */
  description?: string;
}

/**
 * Calls `fn` until it returns a truthy value without throwing, and returns that value. The whole
 * wait is bounded: a hanging attempt is cut off at the deadline too. On timeout the error names
 * what was awaited, how many attempts ran and what the last attempt returned or threw.
 * A callback that only asserts returns undefined, which counts as "not yet": use waitForAssertion.
 */
export async function waitFor<T>(fn: () => T | Promise<T>, options: WaitForOptions = {}): Promise<NonNullable<T>> {
  return (await poll(fn, (value) => Boolean(value), options)) as NonNullable<T>;
}

/** Calls `fn` (typically jest `expect`s) until it stops throwing; returns what it returned. */
export async function waitForAssertion<T>(fn: () => T | Promise<T>, options: WaitForOptions = {}): Promise<T> {
  return poll(fn, () => true, options);
}

async function poll<T>(fn: () => T | Promise<T>, accept: (value: T) => boolean, options: WaitForOptions): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const intervalMs = options.intervalMs ?? 50;
  const description = options.description ?? 'condition';
  const started = Date.now();
  const deadline = started + timeoutMs;
  let attempts = 0;
  let last = 'no attempt finished';
  while (Date.now() < deadline) {
    attempts++;
    try {
      const value = await withDeadline(Promise.resolve().then(fn), deadline);
      if (value === TIMED_OUT) {
        last = 'the last attempt was still running at the deadline';
        break;
      }
      if (accept(value)) return value;
      last = `returned ${describe(value)}`;
    } catch (error) {
      last = `threw ${error instanceof Error ? `${error.name}: ${error.message}` : describe(error)}`;
    }
    const pause = Math.min(intervalMs, deadline - Date.now());
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
  }
  throw new Error(
    `waitFor: timed out after ${Date.now() - started} ms (limit ${timeoutMs} ms) waiting for ${description}; ` +
      `${attempts} attempt(s), last one ${last}`,
  );
}

const TIMED_OUT = Symbol('timed out');

async function withDeadline<T>(promise: Promise<T>, deadline: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function describe(value: unknown): string {
  try {
    const text = JSON.stringify(value);
    if (text === undefined) return String(value);
    return text.length > 200 ? `${text.slice(0, 200)}…` : text;
  } catch {
    return String(value);
  }
}
