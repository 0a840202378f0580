/**
 * Whether an error means a lazily loaded chunk could not be fetched: browsers word it differently
 * (Chromium "Failed to fetch dynamically imported module", Firefox "error loading dynamically
 * imported module", Safari "Importing a module script failed"); Vite's preload helper adds its own.
 */
const CHUNK_MESSAGES = [/dynamically imported module/i, /importing a module script failed/i, /unable to preload css/i, /failed to load module script/i];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return CHUNK_MESSAGES.some((pattern) => pattern.test(message));
}
