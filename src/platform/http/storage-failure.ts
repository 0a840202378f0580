/**
 * Runs a storage step and turns any failure (database down, timeout, constraint) into the given
 * HttpError after reporting it, so a visitor never sees a false success nor a raw 500 text.
 */
import { HttpError } from "./errors.ts";
import { reportError } from "../error-reporting/report-error.ts";

export async function orStorageFailure<T>(step: () => Promise<T>, failure: HttpError, context: Record<string, string>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    reportError(error, context);
    throw failure;
  }
}
