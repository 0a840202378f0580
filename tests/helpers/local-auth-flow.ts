/**
 * Drives the local provider's functions the way a browser does (for tests): sign-up, the link
 * from the outbox mail, sign-in with the cookie, token. Never imported by production code.
 */
import { randomUUID } from "node:crypto";
import { readOutbox } from "#platform/mail/file-outbox.ts";
import { dispatchOutbox } from "#platform/outbox/dispatch.ts";
import { callFunction, type FunctionCall } from "./function-call.ts";
import signUpFn from "../../netlify/functions/account.mts";
import signInFn from "../../netlify/functions/account.mts";
import verifyFn from "../../netlify/functions/account.mts";
import tokenFn from "../../netlify/functions/account.mts";
import sessionFn from "../../netlify/functions/account.mts";
import signOutFn from "../../netlify/functions/account.mts";

export const uniqueEmail = () => `user-${randomUUID().slice(0, 12)}@example.org`;
export const uniqueIp = () => `198.51.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;

/**
 * Self sign-up is closed by default (issue 10); tests that sign up open it unless a test decided
 * otherwise by setting LOCAL_AUTH_SIGN_UP itself.
 */
export function signUp(body: Record<string, unknown>, ip = uniqueIp()): Promise<FunctionCall> {
  process.env.LOCAL_AUTH_SIGN_UP ??= "open";
  return callFunction(signUpFn, "/api/auth/sign-up", { body: { redirectUrl: "/backend", ...body }, ip });
}

export function signIn(email: string, password: string, options: { ip?: string; headers?: Record<string, string> } = {}): Promise<FunctionCall> {
  return callFunction(signInFn, "/api/auth/sign-in", { body: { email, password }, ip: options.ip ?? uniqueIp(), headers: options.headers });
}

async function newestLink(email: string): Promise<string | undefined> {
  const mails = (await readOutbox()).filter((m) => [m.to].flat().includes(email));
  return /https?:\/\/\S+\/api\/auth\/verify-email\?token=[\w%-]+/.exec(mails.at(-1)?.text ?? "")?.[0];
}

/**
 * The confirmation link of the newest mail to `email` in the outbox folder. A mail whose
 * immediate delivery try did not claim it (sendMail leaves it queued) is delivered by running
 * the dispatcher once, as the scheduled outbox.dispatch job would.
 */
export async function confirmationLink(email: string): Promise<string> {
  let link = await newestLink(email);
  if (!link) {
    await dispatchOutbox();
    link = await newestLink(email);
  }
  if (!link) throw new Error(`no confirmation mail for ${email}`);
  return link;
}

export async function openLink(link: string): Promise<Response> {
  const url = new URL(link);
  return verifyFn(new Request(`http://localhost${url.pathname}${url.search}`), {} as never);
}

/** The "name=value" part of the session cookie a response sets. */
export function cookieFrom(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  return header.split(";")[0]!;
}

export function getSession(cookie: string | undefined): Promise<FunctionCall> {
  return callFunction(sessionFn, "/api/auth/session", { method: "GET", headers: cookie ? { cookie } : {} });
}

export function getToken(cookie: string | undefined): Promise<FunctionCall> {
  return callFunction(tokenFn, "/api/auth/token", { headers: cookie ? { cookie } : {} });
}

export function signOut(cookie: string | undefined): Promise<FunctionCall> {
  return callFunction(signOutFn, "/api/auth/sign-out", { headers: cookie ? { cookie } : {} });
}

/** Signs up, confirms and signs in a fresh user; returns its cookie and id. */
export async function signedInUser(password = "Geheim-Passwort-1"): Promise<{ email: string; password: string; cookie: string; userId: string }> {
  const email = uniqueEmail();
  await signUp({ email, password });
  await openLink(await confirmationLink(email));
  const call = await signIn(email, password);
  return { email, password, cookie: cookieFrom(call.response), userId: (call.body.user as { id: string }).id };
}
