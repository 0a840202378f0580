/**
 * The one description of the local sign-in and sign-up brakes (ADR 009), for every screen that
 * states them: the rate-limit monitor and the system screen (issue 23: the system screen said
 * "5 in 15 Minuten" for a rule that really allows 5 failures a day per account and client, with
 * growing waits). The numbers come from the code that applies the rules
 * (src/platform/auth/local/sign-in-limits.ts); only the words live here.
 */
import { countOf } from "./plural.ts";

/** What the sign-in code applies: counts and windows. */
export interface SignInLimits {
  /** Failures of one account from one client that cost nothing, per pairWindowMs. */
  freeFailuresPerPair: number;
  pairWindowMs: number;
  /** The longest wait after further failures (they double: 1, 2, 4 … minutes). */
  pairMaxDelayMinutes: number;
  /** Failures for one account from clients that never signed in to it, per windowMs. */
  failuresPerAccountFromUnknownClients: number;
  /** Failures of one client, whatever the account, per windowMs. */
  failuresPerClient: number;
  windowMs: number;
  signUpsPerClient: number;
  signUpWindowMs: number;
}

export type SignInLimitScope = "sign_in_pair" | "sign_in_account" | "sign_in_client" | "sign_up_client";

export const SIGN_IN_LIMIT_LABELS: Record<SignInLimitScope, string> = {
  sign_in_pair: "Anmeldung (Konto von einem Client)",
  sign_in_account: "Anmeldung (Konto von fremden Clients)",
  sign_in_client: "Anmeldung (je Client)",
  sign_up_client: "Registrierung (je Client)",
};

export interface SignInLimitRule {
  scope: SignInLimitScope;
  label: string;
  limit: number;
  windowMs: number;
  note: string;
}

/** "15 Minuten", "einer Stunde", "einem Tag". */
export function germanWindow(ms: number): string {
  const minutes = ms / 60_000;
  if (minutes === 60) return "einer Stunde";
  if (minutes === 1440) return "einem Tag";
  if (minutes % 1440 === 0) return countOf(minutes / 1440, "Tag", "Tagen");
  if (minutes % 60 === 0) return countOf(minutes / 60, "Stunde", "Stunden");
  return countOf(minutes, "Minute", "Minuten");
}

export function signInLimitRules(l: SignInLimits): SignInLimitRule[] {
  const rule = (scope: SignInLimitScope, limit: number, windowMs: number, note: string): SignInLimitRule => ({
    scope,
    label: SIGN_IN_LIMIT_LABELS[scope],
    limit,
    windowMs,
    note,
  });
  return [
    rule(
      "sign_in_pair",
      l.freeFailuresPerPair,
      l.pairWindowMs,
      `${l.freeFailuresPerPair} Fehlversuche je Konto und Client in ${germanWindow(l.pairWindowMs)} frei, danach wachsende Wartezeit (1, 2, 4 … höchstens ${l.pairMaxDelayMinutes} Minuten)`,
    ),
    rule(
      "sign_in_account",
      l.failuresPerAccountFromUnknownClients,
      l.windowMs,
      `höchstens ${l.failuresPerAccountFromUnknownClients} Fehlversuche je Konto in ${germanWindow(l.windowMs)} von Clients, die das Konto noch nicht kennt; bekannte Geräte bleiben frei`,
    ),
    rule(
      "sign_in_client",
      l.failuresPerClient,
      l.windowMs,
      `höchstens ${l.failuresPerClient} Fehlversuche eines Clients in ${germanWindow(l.windowMs)}, gleich für welches Konto`,
    ),
    rule(
      "sign_up_client",
      l.signUpsPerClient,
      l.signUpWindowMs,
      `höchstens ${l.signUpsPerClient} Registrierungen je Client in ${germanWindow(l.signUpWindowMs)}`,
    ),
  ];
}
