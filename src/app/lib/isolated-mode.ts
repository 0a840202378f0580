/**
 * The 'isolate' toggle of SPEC section 2 (a query flag or a stored flag). In isolated mode the
 * back office caches less eagerly and never retries (SPEC section 9).
 */
export function isIsolatedMode(search: string, storage: Pick<Storage, "getItem"> | undefined): boolean {
  const flag = new URLSearchParams(search).get("isolate");
  if (flag !== null) return flag !== "0" && flag !== "false";
  try {
    return storage?.getItem("isolate") === "true";
  } catch {
    // Storage can throw when the browser blocks it; then the flag is simply off.
    return false;
  }
}
