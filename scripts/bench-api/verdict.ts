/**
 * A target's verdict in the bench's table: "ok" under its bar, "OVER" at or above it, "INVALID"
 * when the answers were not the expected ones (e.g. 429 from the per-person limits of ADR 241: it
 * measured something else), and "no bar (…)" for a target measured for comparison only (the
 * members' page by OFFSET, which the issue keeps out of every screen).
 */
import type { LoadResult } from "./run-autocannon.ts";

export type Verdict = "ok" | "OVER" | "INVALID" | `no bar (${string})`;

type Judged = Pick<LoadResult, "bar" | "p95Ms" | "unexpected" | "withoutBar">;

export function verdictOf(result: Judged): Verdict {
  if (result.unexpected) return "INVALID";
  if (result.bar === null) return `no bar (${result.withoutBar ?? "comparison"})`;
  // Judged on the printed (rounded) figure, so "50.0" is never called ok.
  return Number(result.p95Ms.toFixed(1)) < result.bar ? "ok" : "OVER";
}

/** The run's summary line: how many of the barred targets met their bar, which did not. */
export function summaryOf(results: readonly (Judged & { name: string })[]): string {
  const barred = results.filter((r) => r.bar !== null && !r.unexpected);
  const over = barred.filter((r) => verdictOf(r) === "OVER");
  const invalid = results.filter((r) => r.unexpected);
  const withoutBar = results.filter((r) => r.bar === null && !r.unexpected);
  return [
    `${barred.length - over.length} of ${barred.length} targets with a bar under it${over.length ? `; over: ${over.map((r) => r.name).join("; ")}` : ""}.`,
    withoutBar.length ? ` Measured without a bar: ${withoutBar.map((r) => r.name).join("; ")}.` : "",
    invalid.length ? `\nInvalid (unexpected statuses, figures not comparable): ${invalid.map((r) => r.name).join("; ")}.` : "",
  ].join("");
}
