/**
 * Webhook receivers of new membership applications: MEMBERSHIP_WEBHOOK_URLS, comma-separated
 * (the spec's test and production workflow-automation hooks). Entries that are not http(s) URLs
 * are ignored with a warning rather than queued forever.
 */
export function membershipWebhookUrls(env: NodeJS.ProcessEnv = process.env): string[] {
  const entries = (env.MEMBERSHIP_WEBHOOK_URLS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return entries.filter((entry) => {
    const valid = URL.canParse(entry) && /^https?:$/.test(new URL(entry).protocol);
    if (!valid) console.warn(`[webhooks] ignoring MEMBERSHIP_WEBHOOK_URLS entry that is not an http(s) URL: ${entry}`);
    return valid;
  });
}

/** How long one webhook POST may take before it counts as failed (WEBHOOK_TIMEOUT_MS, default 5 s). */
export function webhookTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.WEBHOOK_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 5_000;
}
