/**
 * The annual fee run's preview (ADR 161, 220): per member the invoice it would issue or why not,
 * with the due date and, for a direct debit, the collection date the invoice will store.
 */
import { and, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { organizations } from "#modules/crm/index.ts";
import { memberships } from "#modules/members/index.ts";
import { planFeeRun, type FeeRunDecision, type FeeRunMember } from "../domain/fee-run-plan.ts";
import type { IsoDate } from "#shared/dates.ts";
import { invoiceCollectionDate, transferDueDate } from "../domain/sepa/collection-date.ts";
import { financeToday } from "./clock.ts";
import { findFeeSchedule, latestScheduleBefore, type StoredFeeSchedule } from "./fee-schedule-queries.ts";
import { getSettings, issuerFromSettings } from "./settings-queries.ts";
import { financeBillingProfiles, financeMandates } from "./tables.ts";

export type MemberRow = FeeRunMember & {
  organizationName: string;
  address: { street: string | null; postalCode: string | null; city: string | null };
  attention: string | null;
  billingEmail: string | null;
  debtorNumber: string | null;
};

export async function loadMembers(db: Db | Tx, fiscalYear: number): Promise<MemberRow[]> {
  const rows = await db
    .select({
      membershipId: memberships.id,
      membershipClass: memberships.membershipClass,
      entryDate: memberships.entryDate,
      exitDate: memberships.exitDate,
      trackLengthKm: memberships.trackLengthKm,
      employeeCount: memberships.employeeCount,
      organizationName: organizations.name,
      orgStreet: organizations.street,
      orgPostalCode: organizations.postalCode,
      orgCity: organizations.city,
      orgEmail: organizations.email,
      profile: financeBillingProfiles,
      hasLiveFeeInvoice: sql<boolean>`EXISTS (SELECT 1 FROM finance_invoices i WHERE i.membership_id = ${memberships.id} AND i.fiscal_year = ${fiscalYear} AND i.kind = 'invoice' AND i.cancelled_cents = 0)`,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .leftJoin(financeBillingProfiles, eq(financeBillingProfiles.membershipId, memberships.id))
    .where(and(lte(memberships.entryDate, `${fiscalYear}-12-31`), or(isNull(memberships.exitDate), gte(memberships.exitDate, `${fiscalYear}-01-01`))));
  return rows.map((row) => {
    const street = row.profile?.street ?? row.orgStreet;
    const postalCode = row.profile?.postalCode ?? row.orgPostalCode;
    const city = row.profile?.city ?? row.orgCity;
    const name = row.profile?.recipientName ?? row.organizationName;
    return {
      membershipId: row.membershipId,
      name,
      memberNumber: row.profile?.debtorNumber ?? `~${row.organizationName}`,
      membershipClass: row.membershipClass,
      entryDate: row.entryDate,
      exitDate: row.exitDate,
      trackLengthKm: row.trackLengthKm === null ? null : Number(row.trackLengthKm),
      employeeCount: row.employeeCount,
      hasBillingAddress: Boolean(name && street && postalCode && city),
      hasLiveFeeInvoice: Boolean(row.hasLiveFeeInvoice),
      organizationName: row.organizationName,
      address: { street, postalCode, city },
      attention: row.profile?.attention ?? null,
      billingEmail: row.profile?.billingEmail ?? row.orgEmail,
      debtorNumber: row.profile?.debtorNumber ?? null,
    };
  });
}

/** How a fee run dates its invoices: the invoice date and the explicit choice to be due before 1 January. */
export type FeeRunDating = { issueDate: IsoDate; dueBeforeYearStart: boolean };

export type FeeRunPreview = {
  fiscalYear: number;
  schedule: StoredFeeSchedule | null;
  /** The latest earlier year's schedule, offered as the start of a missing one. */
  previousSchedule: StoredFeeSchedule | null;
  blockers: string[];
  issueDate: IsoDate;
  dueBeforeYearStart: boolean;
  decisions: Array<FeeRunDecision & { cents: number | null; dueDate: IsoDate | null; collectionDate: IsoDate | null }>;
};

type Dates = { dueDate: IsoDate; collectionDate: IsoDate | null };

/** The due and collection dates one invoice of this run gets (stored on it, printed on it, collected on it). */
export function datesFor(schedule: StoredFeeSchedule, dating: FeeRunDating, today: IsoDate, preNotificationDays: number, hasMandate: boolean): Dates {
  const base = { issueDate: dating.issueDate, fiscalYear: schedule.fiscalYear, dueBeforeYearStart: dating.dueBeforeYearStart };
  if (!hasMandate) return { dueDate: transferDueDate({ ...base, paymentTermDays: schedule.paymentTermDays }), collectionDate: null };
  const collectionDate = invoiceCollectionDate({ ...base, today, preNotificationDays });
  return { dueDate: collectionDate, collectionDate };
}

export async function previewFeeRun(db: Db, fiscalYear: number, dating: Partial<FeeRunDating> = {}, today = financeToday()): Promise<FeeRunPreview> {
  const schedule = await findFeeSchedule(db, fiscalYear);
  const previousSchedule = schedule ? null : await latestScheduleBefore(db, fiscalYear);
  const settings = await getSettings(db);
  const { missing } = issuerFromSettings(settings);
  const issueDate = dating.issueDate ?? today;
  const dueBeforeYearStart = dating.dueBeforeYearStart ?? false;
  const blockers = [
    ...(schedule
      ? []
      : [
          `Keine Beitragsordnung für ${fiscalYear}${previousSchedule ? ` – die Beitragsordnung ${previousSchedule.fiscalYear} kann im Reiter „Beitragsordnung“ als Vorlage übernommen werden` : ""}`,
        ]),
    ...missing,
  ];
  const decisions = schedule ? planFeeRun(schedule, await loadMembers(db, fiscalYear)) : [];
  const mandated = schedule && settings.creditorId ? await mandatedMembers(db) : new Set<string>();
  return {
    fiscalYear,
    schedule,
    previousSchedule,
    blockers,
    issueDate,
    dueBeforeYearStart,
    decisions: decisions.map((decision) => {
      if (decision.action !== "issue" || !schedule) return { ...decision, cents: null, dueDate: null, collectionDate: null };
      return {
        ...decision,
        cents: decision.fee.cents,
        ...datesFor(schedule, { issueDate, dueBeforeYearStart }, today, settings.preNotificationDays, mandated.has(decision.membershipId)),
      };
    }),
  };
}

async function mandatedMembers(db: Db | Tx): Promise<Set<string>> {
  const rows = await db.select({ membershipId: financeMandates.membershipId }).from(financeMandates).where(eq(financeMandates.status, "active"));
  return new Set(rows.map((row) => row.membershipId));
}
