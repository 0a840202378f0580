/** The one place that builds Clerk's Backend API client from the environment (auth-config.ts). */
import { createClerkClient, type ClerkClient } from "@clerk/backend";
import { authConfig } from "./auth-config.ts";

export function clerkBackend(): ClerkClient {
  const { secretKey, apiUrl } = authConfig().clerk;
  return createClerkClient({ secretKey, ...(apiUrl ? { apiUrl } : {}) });
}
