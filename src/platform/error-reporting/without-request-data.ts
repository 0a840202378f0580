/**
 * Database errors carry the values of the failed statement: drizzle's DrizzleQueryError has the
 * parameters in `params` and in its message ("params: Max,Mustermann,max@…"), Postgres puts values
 * into `detail` ('Key (email)=(max@…) already exists') and into some messages ('invalid input
 * syntax for type uuid: "…"'). An application's names, e-mails and phones must not land in logs or
 * in Sentry, so a report keeps the statement's SQL text (placeholders only), the error codes and
 * the stack, and nothing of the values.
 */
interface PgLike {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
}

const QUOTED_VALUE = /"[^"]*"/g;

function sanitizedMessage(error: PgLike): string {
  let message = typeof error.message === "string" ? error.message : String(error);
  // DrizzleQueryError: "Failed query: <sql>\nparams: <values>"
  message = message.replace(/\nparams:[\s\S]*$/, "");
  if (typeof error.code === "string") message = message.replace(QUOTED_VALUE, '"…"');
  return message;
}

/** A copy of the error fit for logs: same name, SQL, codes and stack; no statement values. */
export function withoutRequestData(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 3) return error;
  const source = error as Error & PgLike;
  const copy = new Error(sanitizedMessage(source));
  copy.name = error.name;
  copy.stack = error.stack
    ? `${error.name}: ${copy.message}\n${error.stack
        .split("\n")
        .filter((line) => line.trimStart().startsWith("at "))
        .join("\n")}`
    : undefined;
  if (typeof source.code === "string") (copy as PgLike).code = source.code;
  if (source.cause !== undefined) (copy as { cause?: unknown }).cause = withoutRequestData(source.cause, depth + 1);
  return copy;
}
