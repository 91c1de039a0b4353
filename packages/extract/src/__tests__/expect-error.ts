import { ExtractionError } from '../errors';

/** The ExtractionError a promise rejects with; fails the test on success or any other error. */
export async function rejection(promise: Promise<unknown>): Promise<ExtractionError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ExtractionError) return error;
    throw error;
  }
  throw new Error('expected an ExtractionError, but extraction succeeded');
}
