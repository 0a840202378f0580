/**
 * The annual fee run (ADR 161): one invoice per paying member, idempotent. The whole run is one
 * transaction behind an advisory lock per fiscal year, so a second run (or a second click, or
 * two treasurers at once) waits and then finds every member already invoiced; the partial
 * unique index on live fee invoices refuses a duplicate even without the lock. Numbers are
 * drawn only for invoices actually written, so the series stays gapless.
 */
import { countOf } from "#shared/plural.ts";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { enqueue } from "#platform/outbox/enqueue.ts";
import { HttpError } from "#platform/http/errors.ts";
import { planFeeRun } from "../domain/fee-run-plan.ts";
import { buildFeeInvoice, type InvoiceRecipient } from "../domain/invoice.ts";
import { parseIsoDate, type IsoDate } from "#shared/dates.ts";
import { invoiceMail } from "../domain/mail-texts.ts";
import { financeToday } from "./clock.ts";
import { findFeeSchedule } from "./fee-schedule-queries.ts";
import { nextInvoiceNumber } from "./invoice-numbers.ts";
import { invoiceMailDelivery } from "./mail.ts";
import { getSettings, issuerFromSettings } from "./settings-queries.ts";
import { financeBillingProfiles, financeInvoices, financeMandates } from "./tables.ts";
import { type FeeRunDating, type MemberRow, datesFor, loadMembers } from "./fee-run-queries.ts";

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
