/** A Qdrant call failed because Qdrant could not be reached or answered with a server error. */
export class VectorDatabaseUnavailableError extends Error {
  override readonly name = 'VectorDatabaseUnavailableError';
}

function rootCause(error: unknown): string {
  let current: unknown = error;
  let message = error instanceof Error ? error.message : String(error);
  // fetch wraps the socket error ("fetch failed" → cause "connect ECONNREFUSED 127.0.0.1:6333").
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause !== undefined; depth++) {
    current = current.cause;
    if (current instanceof Error && current.message) message = current.message;
    else if (current && typeof current === 'object' && 'code' in current) message = String((current as { code: unknown }).code);
  }
  return message;
}

/**
 * Runs a vector-database call; a failure to reach Qdrant (no HTTP answer) or a 5xx becomes a
 * VectorDatabaseUnavailableError whose message a user can read, e.g. "the vector database is
 * unavailable (connect ECONNREFUSED 127.0.0.1:6333)". Other errors (4xx, bad input) pass through.
 */
export async function vectorCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === 'number' && status < 500) throw error;
    // Our own input errors (VectorInputError, config mismatch) are not an outage.
    if (error instanceof Error && /^Vector(Input|ConfigMismatch)Error$/.test(error.name)) throw error;
    const detail = typeof status === 'number' ? `HTTP ${status}` : rootCause(error);
    throw new VectorDatabaseUnavailableError(`the vector database is unavailable (${detail})`, { cause: error });
  }
}
