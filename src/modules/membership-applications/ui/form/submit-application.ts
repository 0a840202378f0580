/**
 * Sends the application (SPEC section 7: the section 3 fields; the server sets status pending) and
 * reduces the reply to success or failure with the server's validation details, if any.
 */
import { postJson } from "#ui/post-json.ts";
import { membershipApplicationsContract } from "../../contract.ts";
import { toApplicationPayload, type ApplicationForm } from "../../schema/application.ts";

export type SubmitResult = { ok: true; id: string | undefined } | { ok: false; details: string[] };

function readDetails(body: unknown): string[] {
  const details = typeof body === "object" && body !== null ? (body as { details?: unknown }).details : undefined;
  return Array.isArray(details) ? details.filter((d): d is string => typeof d === "string" && d.trim() !== "") : [];
}

export async function submitApplication(values: ApplicationForm): Promise<SubmitResult> {
  // Not the signed-in client (src/ui/api): a visitor's form reads every answer itself (SPEC section 7).
  const reply = await postJson(membershipApplicationsContract.submitApplication.path, toApplicationPayload(values));
  const body = reply.body as { success?: unknown; id?: unknown } | undefined;
  if (reply.status >= 200 && reply.status < 300 && body?.success === true) {
    return { ok: true, id: typeof body.id === "string" || typeof body.id === "number" ? String(body.id) : undefined };
  }
  return { ok: false, details: readDetails(reply.body) };
}

/** Splits server details of the form "field: message" into field errors and the rest. */
export function splitDetails(details: readonly string[], knownFields: readonly string[]): { fields: Map<string, string>; other: string[] } {
  const fields = new Map<string, string>();
  const other: string[] = [];
  for (const detail of details) {
    const match = /^([a-z_]+)(?:\.\d+)?: (.+)$/.exec(detail);
    if (match && knownFields.includes(match[1]!) && !fields.has(match[1]!)) fields.set(match[1]!, match[2]!);
    else other.push(detail);
  }
  return { fields, other };
}
