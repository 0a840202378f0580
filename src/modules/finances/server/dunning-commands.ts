/**
 * The dunning run (ADR 165): every open invoice past its due date gets the notice its level
 * calls for today (domain/dunning.ts), with the fee added to what the member owes and a
 * reminder mail. One notice per invoice and level is unique in the schema, so running it twice
 * a day (button and daily job) sends nothing twice. Invoices with a pending collection or a
 * dunning stop are left alone.
 */
import { countOf } from "#shared/plural.ts";
import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { notFound, versionConflict } from "#platform/http/errors.ts";
import { enqueue } from "#platform/outbox/enqueue.ts";
import { dunningStepDue } from "../domain/dunning.ts";
import { financeToday } from "./clock.ts";
import { dunningMail } from "../domain/mail-texts.ts";
import { billingEmailOf } from "./invoice-queries.ts";
import { invoiceMailDelivery } from "./mail.ts";
import { getSettings } from "./settings-queries.ts";
import { financeDunningNotices, financeInvoices } from "./tables.ts";

export async function runDunning(db: Db, actorId: string | null, today = financeToday()) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('finance_dunning'))`);
    const settings = await getSettings(tx);
    const overdue = await tx
      .select({
        id: financeInvoices.id,
        number: financeInvoices.number,
        issueDate: financeInvoices.issueDate,
        dueDate: financeInvoices.dueDate,
        membershipId: financeInvoices.membershipId,
        openCents: sql<number>`${financeInvoices.openCents}`.mapWith(Number),
        feesCents: financeInvoices.feesCents,
        hold: financeInvoices.dunningHold,
        pending: sql<boolean>`EXISTS (SELECT 1 FROM finance_collections c WHERE c.invoice_id = "finance_invoices"."id" AND c.status = 'submitted')`,
      })
      .from(financeInvoices)
      .where(and(sql`${financeInvoices.status} = 'open'`, lt(financeInvoices.dueDate, today)))
      .orderBy(asc(financeInvoices.dueDate), asc(financeInvoices.id))
      .for("update");
    const sent: Array<{ invoiceId: string; number: string; level: number; title: string }> = [];
    const deliveries = [];
    const notDue = { collecting: 0, hold: 0, waiting: 0, escalated: 0 };
    for (const invoice of overdue) {
      const notices = await tx
        .select()
        .from(financeDunningNotices)
        .where(eq(financeDunningNotices.invoiceId, invoice.id))
        .orderBy(asc(financeDunningNotices.level));
      const openWithoutFees = invoice.openCents - Number(invoice.feesCents);
      const step = dunningStepDue(
        { dueDate: invoice.dueDate!, openCents: openWithoutFees, notices, onHold: invoice.hold || Boolean(invoice.pending) },
        today,
        settings.dunningPolicy,
      );
      if (!step) {
        if (invoice.pending) notDue.collecting++;
        else if (invoice.hold) notDue.hold++;
        else if (notices.length >= settings.dunningPolicy.length) notDue.escalated++;
        else notDue.waiting++;
        continue;
      }
      const email = await billingEmailOf(tx, invoice.membershipId);
      const mail = email
        ? invoiceMailDelivery(
            email,
            dunningMail({
              step,
              invoiceNumber: invoice.number,
              invoiceDate: invoice.issueDate,
              openCents: openWithoutFees,
              feesCents: Number(invoice.feesCents) + step.feeCents,
              bankName: settings.bankName ?? "",
              iban: settings.iban ?? "",
            }),
            `finance_dunning:${invoice.id}:${step.level}`,
            invoice.id,
          )
        : null;
      const [deliveryId] = mail ? await enqueue(tx, [mail]) : [];
      await tx.insert(financeDunningNotices).values({
        invoiceId: invoice.id,
        level: step.level,
        title: step.title,
        sentOn: step.sendOn,
        deadline: step.deadline,
        feeCents: step.feeCents,
        mailDeliveryId: deliveryId ?? null,
        createdBy: actorId,
      });
      if (step.feeCents > 0)
        await tx
          .update(financeInvoices)
          .set({ feesCents: sql`${financeInvoices.feesCents} + ${step.feeCents}`, version: sql`${financeInvoices.version} + 1` })
          .where(eq(financeInvoices.id, invoice.id));
      await recordAudit(tx, {
        actorUserId: actorId,
        action: "dunning_notice_sent",
        entityType: "invoice",
        entityId: invoice.id,
        after: { level: step.level, title: step.title, feeCents: step.feeCents, deadline: step.deadline, mailed: Boolean(email) },
      });
      if (deliveryId) deliveries.push(deliveryId);
      sent.push({ invoiceId: invoice.id, number: invoice.number, level: step.level, title: step.title });
    }
    if (actorId && sent.length > 0)
      await recordActivity(tx, {
        userId: actorId,
        type: "dunning_sent",
        description: `${countOf(sent.length, "Mahnung", "Mahnungen")} versandt`,
        metadata: { invoices: sent.map((entry) => entry.invoiceId) },
      });
    return { sent, deliveryIds: deliveries, message: dunningRunMessage(sent.length, notDue) };
  });
}

/**
 * What the dunning run did, and why an overdue invoice got no notice: with the bank in a direct
 * debit, a dunning stop, waiting for the next level's day, or past the last level (the
 * treasurer decides). "Keine Mahnung fällig: 6 Rechnungen sind im Lastschrifteinzug, …".
 */
export function dunningRunMessage(sent: number, notDue: { collecting: number; hold: number; waiting: number; escalated: number }): string {
  const reasons = [
    notDue.collecting > 0 ? `${countOf(notDue.collecting, "Rechnung ist", "Rechnungen sind")} im Lastschrifteinzug` : null,
    notDue.hold > 0 ? `${countOf(notDue.hold, "Rechnung hat", "Rechnungen haben")} eine Mahnsperre` : null,
    notDue.waiting > 0 ? `${countOf(notDue.waiting, "Rechnung wartet", "Rechnungen warten")} auf die nächste Mahnstufe` : null,
    notDue.escalated > 0 ? `${countOf(notDue.escalated, "Rechnung hat", "Rechnungen haben")} die letzte Mahnstufe erreicht (Entscheidung des Vorstands)` : null,
  ].filter((reason): reason is string => reason !== null);
  if (sent > 0) return `${countOf(sent, "Mahnung", "Mahnungen")} versandt${reasons.length > 0 ? `; ${reasons.join(", ")}` : ""}.`;
  if (reasons.length === 0) return "Keine Mahnung fällig: keine Rechnung ist überfällig.";
  return `Keine Mahnung fällig: ${reasons.join(", ")}.`;
}

export async function setDunningHold(db: Db, actorId: string, id: string, input: { hold: boolean; version: number }) {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select({ version: financeInvoices.version, hold: financeInvoices.dunningHold })
      .from(financeInvoices)
      .where(eq(financeInvoices.id, id))
      .for("update");
    if (!invoice) throw notFound("Die Rechnung");
    if (invoice.version !== input.version) throw versionConflict(invoice.version);
    await tx
      .update(financeInvoices)
      .set({ dunningHold: input.hold, version: sql`${financeInvoices.version} + 1` })
      .where(eq(financeInvoices.id, id));
    await recordAudit(tx, {
      actorUserId: actorId,
      action: input.hold ? "dunning_hold_set" : "dunning_hold_released",
      entityType: "invoice",
      entityId: id,
      before: { hold: invoice.hold },
      after: { hold: input.hold },
    });
    return { hold: input.hold, version: invoice.version + 1 };
  });
}
