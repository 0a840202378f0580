/**
 * The German text of a failed account call: the server's message, or for refused input the
 * field messages without their field names ("password: Das Passwort …" -> "Das Passwort …").
 */
import { ApiError } from "#ui/backoffice/api-client.ts";

export function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code !== "invalid_input" || error.details.length === 0) return error.message;
    return error.details.map((d) => d.replace(/^[A-Za-z.]+: /, "")).join(" ");
  }
  return error instanceof Error && error.message ? error.message : "Ein unerwarteter Fehler ist aufgetreten.";
}
