/**
 * Whether an error means "the database cannot be reached" (as opposed to a bad statement): the
 * connection was refused, timed out or was ended by the server (Neon suspending, a restart), or
 * production has no database configured. The router answers these with 503 database_unavailable.
 */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE"]);
// SQLSTATE 08xxx connection exception; 57P01-57P03 admin/crash shutdown, cannot connect now; 53300 too many connections.
const SERVER_CODES = /^(08...|57P0[123]|53300)$/;
const MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|No database configured|WebSocket (?:was closed|connection)/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) return true;
  if (typeof message === "string" && MESSAGES.test(message)) return true;
  // AggregateError (a refused connection to every address of a host name)
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
