/**
 * Whether a request failed because the connection it was sent on had been closed by the other
 * side (undici's socket error behind fetch's "fetch failed"), the signature of a stale pooled
 * keep-alive connection.
 */
export function isClosedConnection(error: unknown): boolean {
  // By name and text, not instanceof or the code alone: in a sandboxed realm (a test runner) the
  // error crosses over as another realm's TypeError, with its cause rewrapped as a plain Error
  // whose message names the socket error.
  const failed = error as { name?: unknown; cause?: { code?: unknown; message?: unknown } } | null | undefined;
  if (failed?.name !== 'TypeError' || !failed.cause) return false;
  return failed.cause.code === 'UND_ERR_SOCKET' || /\bSocketError\b/.test(String(failed.cause.message));
}

/** Runs an idempotent request, and once more on a fresh connection if its connection was closed. */
export async function retryOnClosedConnection<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!isClosedConnection(error)) throw error;
    return request();
  }
}
