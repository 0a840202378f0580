/**
 * vitest setupFile of the "postgres" project: this test file gets a migrated database of its own,
 * cloned from the run's template, so files run in parallel without seeing each other's rows.
 */
import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { databaseUrl, onServer } from "./postgres-database.ts";

const { baseUrl, prefix, template } = inject("postgresRun");
const name = `${prefix}${randomBytes(4).toString("hex")}`;
await onServer(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
process.env.DATABASE_URL = databaseUrl(baseUrl, name);
process.env.DATABASE_DRIVER = "postgres";
