/** Test data for the finance database tests: members, settings and a schedule (not product code). */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { organizations } from "#modules/crm/index.ts";
import { memberships } from "#modules/members/index.ts";
import { financeSettings } from "./tables.ts";
import { saveFeeSchedule } from "./fee-schedule-commands.ts";

export async function completeSettings(db: Db): Promise<void> {
  await db
    .update(financeSettings)
    .set({
      taxNumber: "27/663/54321",
      bankName: "Berliner Volksbank",
      iban: "DE45100900001234567890",
      bic: "BEVODEBBXXX",
      creditorId: "DE98ZZZ09999999999",
      version: sql`${financeSettings.version} + 1`,
    })
    .where(eq(financeSettings.id, 1));
}

/** The tests' fee schedule: tiered by track length for ordinary members, fixed for supporting ones. */
export const TEST_FEE_SCHEDULE: Parameters<typeof saveFeeSchedule>[3] = {
  rules: {
    ordinary: {
      kind: "tiered",
      basis: "track_km",
      tiers: [
        { upTo: 10, annualCents: 50_000 },
        { upTo: null, annualCents: 120_000 },
      ],
    },
    supporting: { kind: "fixed", annualCents: 30_000 },
  },
  taxTreatment: { kind: "not_taxable" },
  paymentTermDays: 30,
  version: null,
};

export async function scheduleFor(db: Db, actorId: string, fiscalYear: number) {
  return saveFeeSchedule(db, actorId, fiscalYear, TEST_FEE_SCHEDULE);
}

export async function createTestMember(db: Db, name: string, values: Partial<typeof memberships.$inferInsert> = {}) {
  const [organization] = await db
    .insert(organizations)
    .values({
      name,
      kind: "member_company",
      street: "Gleisweg 1",
      postalCode: "10115",
      city: "Berlin",
      email: `rechnung@${name.toLowerCase().replace(/[^a-z]/g, "")}.example`,
    })
    .returning();
  const [membership] = await db
    .insert(memberships)
    .values({ organizationId: organization!.id, entryDate: "2025-01-01", trackLengthKm: "12.0", ...values })
    .returning();
  return { organization: organization!, membership: membership! };
}
