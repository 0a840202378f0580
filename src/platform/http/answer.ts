/**
 * Turns what a handler returned into the HTTP answer, and, in tests, checks it against the answer
 * its contract endpoint declares (ADR 260). A mismatch fails loudly there (500
 * response_contract_violation, the zod issues logged), so a screen never meets a shape the
 * contract does not promise. In production the check is off: the answer's types are checked by tsc.
 */
import type { z } from "zod";
import { isRawAnswer, type Answer } from "#shared/contract/endpoint.ts";
import { HttpError } from "./errors.ts";
import { Reply } from "./reply.ts";
import { json, noContent } from "./respond.ts";

/** On under vitest and in the e2e server (API_CHECK_RESPONSES=1, playwright.config.ts). */
export function checkingAnswers(): boolean {
  return process.env.API_CHECK_RESPONSES === "1" || (Boolean(process.env.VITEST) && process.env.API_CHECK_RESPONSES !== "0");
}

export class AnswerViolation extends HttpError {
  constructor(route: string, problems: string[]) {
    super(500, "response_contract_violation", `Die Antwort von ${route} entspricht nicht ihrem Vertrag.`, problems);
    console.error(`[contract] ${route} answered outside its declared shape:\n  ${problems.join("\n  ")}`);
  }
}

function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.slice(0, 10).map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
}

async function checkResponse(label: string, answer: Answer, response: Response): Promise<void> {
  if (response.status >= 300) return;
  if (isRawAnswer(answer)) {
    if (answer.kind === "empty") {
      if (response.status !== 204) throw new AnswerViolation(label, [`expected 204, got ${response.status}`]);
      return;
    }
    const type = response.headers.get("content-type") ?? "";
    if (answer.contentType && !type.startsWith(answer.contentType))
      throw new AnswerViolation(label, [`expected ${answer.contentType}, got ${type || "no content type"}`]);
    return;
  }
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json")) throw new AnswerViolation(label, [`expected JSON, got ${type || "no content type"}`]);
  const problems = issuesOf(answer, await response.clone().json());
  if (problems.length) throw new AnswerViolation(label, problems);
}

/**
 * The answer of a handler bound to a contract endpoint: data (200, or the declared 201),
 * undefined (204), a Reply (own status/headers) or a Response (downloads, pages).
 */
export async function answerOf(label: string, declared: { response: Answer; status?: 200 | 201 }, result: unknown): Promise<Response> {
  const check = checkingAnswers();
  if (result instanceof Response) {
    if (check) await checkResponse(label, declared.response, result);
    return result;
  }
  if (result instanceof Reply) {
    if (result.status === 304) return new Response(null, { status: 304, headers: { "cache-control": "no-cache", ...result.headers } });
    if (check && !isRawAnswer(declared.response)) {
      const problems = issuesOf(declared.response, result.body);
      if (problems.length) throw new AnswerViolation(label, problems);
    }
    return json(result.body, result.status, result.headers);
  }
  if (result === undefined) {
    if (check && !(isRawAnswer(declared.response) && declared.response.kind === "empty"))
      throw new AnswerViolation(label, ["answered nothing (204) where the contract declares an answer"]);
    return noContent();
  }
  if (check) {
    if (isRawAnswer(declared.response)) throw new AnswerViolation(label, [`returned data where the contract declares ${declared.response.kind}`]);
    const problems = issuesOf(declared.response, JSON.parse(JSON.stringify(result)));
    if (problems.length) throw new AnswerViolation(label, problems);
  }
  return json(result, declared.status ?? 200);
}
