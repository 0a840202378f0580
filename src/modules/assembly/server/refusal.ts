/** A statute rule said no: answer 409 with the rule's code and German message. */
import { HttpError } from "#platform/http/errors.ts";
import type { Verdict } from "../domain/verdict.ts";

export function refusal(code: string, message: string, status = 409): HttpError {
  return new HttpError(status, code, message);
}

/** Throws the refusal of a verdict; returns normally when allowed. */
export function enforce(verdict: Verdict): void {
  if (!verdict.ok) throw refusal(verdict.code, verdict.message);
}

export function notFound(message = "Nicht gefunden."): HttpError {
  return new HttpError(404, "not_found", message);
}
