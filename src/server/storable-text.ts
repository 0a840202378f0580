/**
 * Postgres text cannot hold U+0000; such input would fail the insert with a 500. Reject it up front
 * as invalid input instead (no legitimate form value contains it).
 */
import { HttpError } from "./http.ts";

function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") return Object.entries(value).some(([k, v]) => k.includes("\u0000") || containsNul(v));
  return false;
}

export function assertStorableText(value: unknown): void {
  if (containsNul(value)) throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["Die Eingaben enthalten unzulässige Steuerzeichen."]);
}
