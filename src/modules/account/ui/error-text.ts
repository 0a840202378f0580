/** The German text of a failed account call: the server's message and its details. */
import { ApiError } from "#ui/backoffice/api-client.ts";

export function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    const details = error.details.map((d) => d.replace(/^[A-Za-z]+: /, ""));
    return details.length > 0 ? details.join(" ") : error.message;
  }
  return error instanceof Error && error.message ? error.message : "Ein unerwarteter Fehler ist aufgetreten.";
}
