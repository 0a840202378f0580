/**
 * The annual fee run (ADR 161): one invoice per paying member, idempotent. The whole run is one
 * transaction behind an advisory lock per fiscal year, so a second run (or a second click, or
 * two treasurers at once) waits and then finds every member already invoiced; the partial
 * unique index on live fee invoices refuses a duplicate even without the lock. Numbers are
 * drawn only for invoices actually written, so the series stays gapless.
 */
import { countOf } from "#shared/plural.ts";
import { and, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../platform/db/client.ts";
import { recordActivity } from "../../../platform/activity/record-activity.ts";
import { recordAudit } from "../../../platform/audit/record-audit.ts";
import { enqueue } from "../../../platform/outbox/enqueue.ts";
import { HttpError } from "../../../platform/http/errors.ts";
import { organizations } from "../../crm/index.ts";
import { memberships } from "../../members/index.ts";
import { planFeeRun, type FeeRunDecision, type FeeRunMember } from "../domain/fee-run-plan.ts";
import { buildFeeInvoice, type InvoiceRecipient } from "../domain/invoice.ts";
import { parseIsoDate, type IsoDate } from "#shared/dates.ts";
import { invoiceMail } from "../domain/mail-texts.ts";
import { invoiceCollectionDate, transferDueDate } from "../sepa/collection-date.ts";
import { financeToday } from "./clock.ts";
import { findFeeSchedule, latestScheduleBefore, type StoredFeeSchedule } from "./fee-schedules.ts";
import { nextInvoiceNumber } from "./invoice-numbers.ts";
import { invoiceMailDelivery } from "./mail.ts";
import { getSettings, issuerFromSettings } from "./settings.ts";
import { financeBillingProfiles, financeInvoices, financeMandates } from "./tables.ts";

type MemberRow = FeeRunMember & {
  organizationName: string;
  address: { street: string | null; postalCode: string | null; city: string | null };
  attention: string | null;
  billingEmail: string | null;
  debtorNumber: string | null;
};

async function loadMembers(db: Db | Tx, fiscalYear: number): Promise<MemberRow[]> {
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
function datesFor(schedule: StoredFeeSchedule, dating: FeeRunDating, today: IsoDate, preNotificationDays: number, hasMandate: boolean): Dates {
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

export type FeeRunResult = {
  fiscalYear: number;
  created: Array<{ id: string; number: string; memberName: string; grossCents: number }>;
  skipped: number;
  deliveryIds: string[];
};

async function ensureBillingProfile(tx: Tx, member: MemberRow, actorId: string): Promise<string> {
  if (member.debtorNumber) return member.debtorNumber;
  await tx
    .insert(financeBillingProfiles)
    .values({
      membershipId: member.membershipId,
      recipientName: member.organizationName,
      street: member.address.street,
      postalCode: member.address.postalCode,
      city: member.address.city,
      billingEmail: member.billingEmail,
      updatedBy: actorId,
    })
    .onConflictDoNothing();
  const [profile] = await tx
    .select({ debtorNumber: financeBillingProfiles.debtorNumber })
    .from(financeBillingProfiles)
    .where(eq(financeBillingProfiles.membershipId, member.membershipId));
  return profile!.debtorNumber;
}

export async function runFeeRun(
  db: Db,
  actorId: string,
  fiscalYear: number,
  issueDate: IsoDate,
  options: { dueBeforeYearStart?: boolean } = {},
  today = financeToday(),
): Promise<FeeRunResult> {
  const dating: FeeRunDating = { issueDate, dueBeforeYearStart: options.dueBeforeYearStart ?? false };
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('finance_fee_run'), ${fiscalYear})`);
    const schedule = await findFeeSchedule(tx, fiscalYear);
    if (!schedule) throw new HttpError(409, "no_fee_schedule", `Für ${fiscalYear} ist keine Beitragsordnung hinterlegt.`);
    const settings = await getSettings(tx);
    const { issuer, missing } = issuerFromSettings(settings);
    if (missing.length > 0) throw new HttpError(409, "settings_incomplete", "Vor dem Beitragslauf fehlen Angaben des Verbandes.", missing);
    const members = await loadMembers(tx, fiscalYear);
    const byId = new Map(members.map((member) => [member.membershipId, member]));
    const decisions = planFeeRun(schedule, members);
    const mandates = await tx.select().from(financeMandates).where(eq(financeMandates.status, "active"));
    const mandateOf = new Map(mandates.map((mandate) => [mandate.membershipId, mandate]));
    const issueYear = parseIsoDate(issueDate).year;

    const created: FeeRunResult["created"] = [];
    const deliveries = [];
    for (const decision of decisions) {
      if (decision.action !== "issue") continue;
      const member = byId.get(decision.membershipId)!;
      const debtorNumber = await ensureBillingProfile(tx, member, actorId);
      const { number, year, sequence } = await nextInvoiceNumber(tx, issueYear);
      const recipient: InvoiceRecipient = {
        name: member.name,
        addressLines: [member.address.street ?? "", `${member.address.postalCode ?? ""} ${member.address.city ?? ""}`.trim()],
        memberNumber: debtorNumber,
        attention: member.attention,
      };
      const mandate = settings.creditorId ? mandateOf.get(member.membershipId) : undefined;
      const dates = datesFor(schedule, dating, today, settings.preNotificationDays, mandate !== undefined);
      const document = buildFeeInvoice(decision.fee, {
        number,
        issueDate,
        issuer,
        recipient,
        taxTreatment: schedule.taxTreatment,
        paymentTermDays: schedule.paymentTermDays,
        dueDate: dates.dueDate,
        directDebit:
          mandate && settings.creditorId && dates.collectionDate
            ? { mandateReference: mandate.reference, creditorId: settings.creditorId, scheme: mandate.scheme, collectionDate: dates.collectionDate }
            : null,
      });
      const [row] = await tx
        .insert(financeInvoices)
        .values({
          number,
          numberYear: year,
          numberSequence: sequence,
          kind: "invoice",
          membershipId: member.membershipId,
          fiscalYear,
          membershipClass: member.membershipClass,
          issueDate,
          dueDate: document.payment?.dueDate ?? null,
          collectionDate: dates.collectionDate,
          netCents: document.netCents,
          taxCents: document.taxCents,
          grossCents: document.grossCents,
          document,
          createdBy: actorId,
        })
        .returning({ id: financeInvoices.id });
      await recordAudit(tx, {
        actorUserId: actorId,
        action: "invoice_issued",
        entityType: "invoice",
        entityId: row!.id,
        after: {
          number,
          fiscalYear,
          membershipId: member.membershipId,
          grossCents: document.grossCents,
          dueDate: dates.dueDate,
          collectionDate: dates.collectionDate,
        },
      });
      if (member.billingEmail) deliveries.push(invoiceMailDelivery(member.billingEmail, invoiceMail(document), `finance_invoice:${row!.id}`, row!.id));
      created.push({ id: row!.id, number, memberName: member.name, grossCents: document.grossCents });
    }
    const deliveryIds = await enqueue(tx, deliveries);
    const skipped = decisions.length - created.length;
    await recordAudit(tx, {
      actorUserId: actorId,
      action: "fee_run",
      entityType: "fee_run",
      entityId: String(fiscalYear),
      after: { issueDate, dueBeforeYearStart: dating.dueBeforeYearStart, created: created.length, skipped },
    });
    await recordActivity(tx, {
      userId: actorId,
      type: "fee_run_completed",
      description: `Beitragslauf ${fiscalYear}: ${countOf(created.length, "Rechnung", "Rechnungen")} erstellt`,
      metadata: { fiscalYear, created: created.length, skipped },
    });
    return { fiscalYear, created, skipped, deliveryIds };
  });
}
