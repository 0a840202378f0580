/**
 * The applications waiting for a decision, for the dashboards of the people who decide them
 * (issue 25): received or in review, oldest first, and how many there are. Callers check the
 * "applications" access first; there is no finer scope (every decider sees every application).
 */
import { asc, count, inArray } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { membershipApplications } from "./tables.ts";

export interface OpenApplication {
  id: string;
  companyName: string;
  city: string;
  status: "pending" | "in_review";
  receivedAt: string;
}

const OPEN = ["pending", "in_review"] as const;

export async function openApplications(db: Pick<Db, "select">, limit = 5): Promise<{ total: number; items: OpenApplication[] }> {
  const where = inArray(membershipApplications.status, [...OPEN]);
  const [counted] = await db.select({ n: count() }).from(membershipApplications).where(where);
  const rows = await db
    .select({
      id: membershipApplications.id,
      companyName: membershipApplications.companyName,
      city: membershipApplications.city,
      status: membershipApplications.status,
      receivedAt: membershipApplications.createdAt,
    })
    .from(membershipApplications)
    .where(where)
    .orderBy(asc(membershipApplications.createdAt), asc(membershipApplications.id))
    .limit(limit);
  return { total: counted?.n ?? 0, items: rows.map((r) => ({ ...r, status: r.status as OpenApplication["status"], receivedAt: r.receivedAt.toISOString() })) };
}
