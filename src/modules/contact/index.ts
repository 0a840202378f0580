/**
 * What the rest of the server may use of the contact form: nothing but its table (the platform's
 * retention job deletes old messages by SQL, src/platform/retention/apply-retention.ts). The form
 * and its endpoint are wired by src/pages/kontakt.astro and netlify/functions/contact.mts.
 */
export { contactMessages, type ContactMessageRow } from "./server/tables.ts";
