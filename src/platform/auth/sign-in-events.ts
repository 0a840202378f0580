/**
 * The sign-in history of the local identity provider: every attempt with its outcome, address and
 * browser. The security center shows failed sign-ins and locked accounts from it; Clerk keeps its
 * own. Writing it never decides the sign-in: a failure here is reported and swallowed.
 */
import { getDb } from "../db/client.ts";
import { reportError } from "../error-reporting/report-error.ts";
import { AuthError } from "./auth-errors.ts";
import { authSignInEvents, type SignInOutcome } from "./security-tables.ts";

export interface SignInEvent {
  outcome: SignInOutcome;
  email: string | null;
  userId?: string | null;
  clientIp: string;
  userAgent: string | null;
}

export async function recordSignInEvent(event: SignInEvent): Promise<void> {
  try {
    const db = await getDb();
    await db.insert(authSignInEvents).values({
      outcome: event.outcome,
      email: event.email?.slice(0, 320) ?? null,
      userId: event.userId ?? null,
      clientIp: event.clientIp,
      userAgent: event.userAgent?.slice(0, 300) ?? null,
    });
  } catch (error) {
    reportError(error, { task: "sign-in-event" });
  }
}

/** The outcome a refused sign-in is recorded with (by the error the handler answered with). */
export function outcomeOfFailure(error: unknown): SignInOutcome {
  if (!(error instanceof AuthError)) return "invalid";
  switch (error.code) {
    case "form_password_incorrect":
      return "wrong_password";
    case "form_identifier_not_found":
      return "unknown_account";
    case "too_many_requests":
      return "throttled";
    case "user_locked":
      return "locked";
    case "email_not_verified":
      return "unverified";
    default:
      return "invalid";
  }
}
