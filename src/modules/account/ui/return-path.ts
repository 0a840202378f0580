/**
 * Where to go after sign-in: the remembered origin if it is a page of the internal area, else
 * /backend. Anything else (another site, the login page itself) is ignored, so the remembered
 * value cannot be used to send a user elsewhere.
 */
const INTERNAL = /^\/(backend|member|board)(?=[/?#]|$)/;

export function returnPath(from: unknown): string {
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//") || from.includes("\\")) return "/backend";
  if (!INTERNAL.test(from) || /^\/backend\/login(?=[/?#]|$)/.test(from)) return "/backend";
  return from;
}
