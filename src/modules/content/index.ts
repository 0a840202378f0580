/**
 * What the rest of the server may use of the content editor: its tables, to read (no other module
 * writes drafts or publications; everything the editor changes goes through its endpoints). The
 * endpoints are wired by netlify/functions/content.mts, the screens are loaded lazily by
 * src/app/screens.ts, and the collections' zod schemas it shares with Astro's build live in
 * src/shared/content-schemas.ts (README, "How it works").
 */
export { contentDraftImages, contentDrafts, contentPublications, type PublishedFile } from "./server/tables.ts";
