/**
 * The one place that builds Clerk's Backend API client from the environment (auth-config.ts).
 * @clerk/backend is imported on first use: most cold starts never call Clerk's API (ADR 203).
 */
import type { ClerkClient } from "@clerk/backend";
import { authConfig } from "./auth-config.ts";

export async function clerkBackend(): Promise<ClerkClient> {
  const { createClerkClient } = await import("@clerk/backend");
  const { secretKey, apiUrl } = authConfig().clerk;
  return createClerkClient({ secretKey, ...(apiUrl ? { apiUrl } : {}) });
}
