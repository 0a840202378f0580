/** Test helper: the HttpError a service call refuses with, as plain data (fails if it succeeds). */
import { HttpError } from "#platform/http/errors.ts";

export async function refusalOf(promise: Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}
