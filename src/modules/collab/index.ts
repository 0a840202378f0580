/**
 * What other parts of the product may use of the collaborative notes module: its demo data.
 * Notes are reached through the module's own endpoints; no other module needs their internals.
 */
export { seeder as collabSeeder } from "./server/seed.ts";
