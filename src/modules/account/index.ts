/**
 * The account module's server interface for other modules: none needs more than its tables today.
 * Its routes are bound by netlify/functions/account.mts; its screens by the app shell.
 */
export { authPasswordResets } from "./server/tables.ts";
