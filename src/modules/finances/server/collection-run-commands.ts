/**
 * Collection runs (ADR 163): open invoices of members with an active mandate are debited in one
 * pain.008.001.08 file per scheme and collection date. The run is one transaction behind an
 * advisory lock; a pending collection per invoice is unique in the schema, so an invoice is never
 * debited twice. Each debtor not yet told the date gets a pre-notification mail.
 */
import { countOf } from "#shared/plural.ts";
import { eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { HttpError } from "#platform/http/errors.ts";
import { enqueue } from "#platform/outbox/enqueue.ts";
import { formatGermanDate, type IsoDate } from "#shared/dates.ts";
import { berlinDate } from "#shared/dates.ts";
import { financeNow } from "./clock.ts";
import { preNotificationMail } from "../domain/mail-texts.ts";
import { sumCents } from "../domain/money.ts";
import { batchCollections } from "../domain/sepa/batching.ts";
import { planCollection } from "../domain/sepa/collection-plan.ts";
import { maskIban } from "../domain/sepa/iban.ts";
import type { SepaScheme } from "../domain/sepa/mandate.ts";
import { writePain008 } from "../domain/sepa/pain008.ts";
import { billingEmailOf } from "./invoice-queries.ts";
import { financeMail } from "./mail.ts";
import { getSettings } from "./settings-queries.ts";
import { financeCollectionRuns, financeCollections, financeInvoices, financeMandates } from "./tables.ts";
import { collectableInvoices } from "./collection-run-queries.ts";

export async function createCollectionRun(db: Db, actorId: string, wishedDate: IsoDate | null, now = financeNow()) {
  const today = berlinDate(now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('finance_collection_run'))`);
    const settings = await getSettings(tx);
    if (!settings.creditorId || !settings.iban)
      throw new HttpError(409, "settings_incomplete", "Für den Lastschrifteinzug fehlen Gläubiger-ID oder Bankverbindung (Einstellungen).");
    const plan = planCollection(await collectableInvoices(tx), { submissionDate: today, preNotificationDays: settings.preNotificationDays, wishedDate });
    if (plan.items.length === 0) throw new HttpError(409, "nothing_to_collect", "Es gibt keine offenen Rechnungen mit gültigem Mandat zum Einzug.");
    const runs: Array<{ id: string; messageId: string; scheme: SepaScheme; collectionDate: IsoDate; transactions: number; controlSumCents: number }> = [];
    const deliveries = [];
    const stamp = now
      .toISOString()
      .replace(/[-:TZ.]/g, "")
      .slice(0, 14);
    // One file per scheme and collection date: each invoice is debited on its own stored date.
    for (const { date } of plan.dates) {
      const dated = plan.items.filter((item) => item.collectionDate === date);
      const byEndToEnd = new Map(dated.map((item) => [item.endToEndId, item]));
      for (const file of batchCollections(dated)) {
        const messageId = `VNSI-${stamp}-${file.scheme}-${date.slice(5).replace("-", "")}`;
        const xml = writePain008({
          messageId,
          createdAt: now.toISOString().replace(/\.\d{3}Z$/, "Z"),
          creditor: {
            name: settings.issuerName,
            iban: settings.iban,
            bic: settings.bic,
            creditorId: settings.creditorId,
            townName: settings.townName,
            countryCode: "DE",
          },
          file,
        });
        const items = file.batches.flatMap((batch) => batch.items);
        const controlSumCents = sumCents(items.map((item) => item.amountCents));
        const [run] = await tx
          .insert(financeCollectionRuns)
          .values({ messageId, scheme: file.scheme, collectionDate: date, transactions: items.length, controlSumCents, xml, createdBy: actorId })
          .returning({ id: financeCollectionRuns.id });
        for (const item of items) {
          const planned = byEndToEnd.get(item.endToEndId)!;
          await tx.insert(financeCollections).values({
            runId: run!.id,
            invoiceId: planned.invoiceId,
            mandateId: planned.mandateId,
            endToEndId: item.endToEndId,
            attempt: planned.attempt,
            amountCents: item.amountCents,
            sequenceType: item.sequenceType,
          });
          await tx
            .update(financeMandates)
            .set({
              lastCollectedOn: date,
              ...(item.sequenceType === "FNAL" || item.sequenceType === "OOFF" ? { status: "completed" as const } : {}),
              updatedAt: sql`now()`,
              version: sql`${financeMandates.version} + 1`,
            })
            .where(eq(financeMandates.id, planned.mandateId));
          const [invoice] = await tx
            .select({ membershipId: financeInvoices.membershipId, collectionDate: financeInvoices.collectionDate })
            .from(financeInvoices)
            .where(eq(financeInvoices.id, planned.invoiceId));
          if (planned.dateMoved) {
            // The stored date could not be met (or there was none): the new date is decided now, stored and announced.
            await tx
              .update(financeInvoices)
              .set({ collectionDate: date, version: sql`${financeInvoices.version} + 1` })
              .where(eq(financeInvoices.id, planned.invoiceId));
            await recordAudit(tx, {
              actorUserId: actorId,
              action: "collection_date_set",
              entityType: "invoice",
              entityId: planned.invoiceId,
              before: { collectionDate: invoice!.collectionDate },
              after: { collectionDate: date },
            });
          }
          if (!planned.announce) continue;
          const email = await billingEmailOf(tx, invoice!.membershipId);
          if (email) {
            deliveries.push(
              financeMail(
                email,
                preNotificationMail({
                  invoiceNumber: planned.number,
                  amountCents: item.amountCents,
                  collectionDate: date,
                  mandateReference: item.mandateReference,
                  creditorId: settings.creditorId,
                  scheme: file.scheme,
                  ibanMasked: maskIban(item.debtorIban),
                }),
                `finance_collection:${item.endToEndId}`,
              ),
            );
          }
        }
        await recordAudit(tx, {
          actorUserId: actorId,
          action: "collection_run_created",
          entityType: "collection_run",
          entityId: run!.id,
          after: { messageId, scheme: file.scheme, collectionDate: date, transactions: items.length, controlSumCents },
        });
        runs.push({ id: run!.id, messageId, scheme: file.scheme, collectionDate: date, transactions: items.length, controlSumCents });
      }
    }
    const deliveryIds = await enqueue(tx, deliveries);
    await recordActivity(tx, {
      userId: actorId,
      type: "collection_run_created",
      description: `Lastschrifteinzug zum ${plan.dates.map((entry) => formatGermanDate(entry.date)).join(", ")}: ${countOf(plan.items.length, "Lastschrift", "Lastschriften")}`,
      metadata: { runs: runs.map((run) => run.id) },
    });
    return {
      collectionDate: plan.dates[0]?.date ?? plan.collectionDate,
      collectionDates: plan.dates.map((entry) => entry.date),
      runs,
      skipped: plan.skipped,
      deliveryIds,
    };
  });
}
