/** The audiences the rows of tests/matrix/ use (kept apart from the aggregator to avoid an import cycle). */
import type { Role } from "#shared/roles.ts";

export type Caller = { id: string } | undefined;

export interface EndpointRow {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  access: "public" | "scheduled" | "authenticated" | readonly Role[];
  body?: (caller: Caller) => unknown;
}

export const SIGNED_IN: readonly Role[] = ["mitglied"];
export const MEMBER: readonly Role[] = ["mitglied"];
export const BOARD: readonly Role[] = ["admin", "vorstand"];
export const MANAGEMENT: readonly Role[] = ["geschaeftsfuehrung"];
export const ADMIN: readonly Role[] = ["admin"];
export const own = (caller: Caller) => caller?.id ?? "user_anonymous";
