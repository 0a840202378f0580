/**
 * Collection runs (ADR 163): open invoices of members with an active mandate are debited in one
 * pain.008.001.08 file per scheme. The run is one transaction behind an advisory lock; a
 * pending collection per invoice is unique in the schema, so an invoice is never debited
 * twice. Each debtor gets a pre-notification mail with amount, due date, mandate and creditor id.
 */
import { countOf } from "#shared/plural.ts";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../platform/db/client.ts";
import { recordActivity } from "../../../platform/activity/record-activity.ts";
import { recordAudit } from "../../../platform/audit/record-audit.ts";
import { HttpError, notFound } from "../../../platform/http/errors.ts";
import { enqueue } from "../../../platform/outbox/enqueue.ts";
import { organizations } from "../../crm/index.ts";
import { memberships } from "../../members/index.ts";
import { keysetCondition, keysetOrder, pagingColumns, type SortKey } from "../../../platform/paging/keyset.ts";
import type { FinanceListQuery } from "../schema.ts";
import { formatGermanDate, type IsoDate } from "#shared/dates.ts";
import { berlinDate } from "../../../shared/dates.ts";
import { financeNow, financeToday } from "./clock.ts";
import { pageRequest, toPage } from "./paging.ts";
import { preNotificationMail } from "../domain/mail-texts.ts";
import { sumCents } from "../domain/money.ts";
import { batchCollections } from "../sepa/batching.ts";
import { planCollection, type CollectableInvoice, type CollectionPlan } from "../sepa/collection-plan.ts";
import { maskIban } from "../sepa/iban.ts";
import type { SepaScheme } from "../sepa/mandate.ts";
import { writePain008 } from "../sepa/pain008.ts";
import { billingEmailOf } from "./invoices.ts";
import { financeMail } from "./mail.ts";
import { getSettings } from "./settings.ts";
import { financeCollectionRuns, financeCollections, financeInvoices, financeMandates } from "./tables.ts";

async function collectableInvoices(db: Db | Tx): Promise<CollectableInvoice[]> {
  const rows = await db
    .select({
      invoice: {
        id: financeInvoices.id,
        number: financeInvoices.number,
        fiscalYear: financeInvoices.fiscalYear,
        openCents: sql<number>`${financeInvoices.openCents}`.mapWith(Number),
        membershipId: financeInvoices.membershipId,
        issueDate: financeInvoices.issueDate,
        dueDate: financeInvoices.dueDate,
        collectionDate: financeInvoices.collectionDate,
        announcedDate: sql<
          string | null
        >`CASE WHEN ${financeInvoices.document} -> 'payment' ->> 'kind' = 'direct_debit' THEN ${financeInvoices.document} -> 'payment' ->> 'dueDate' END`,
      },
      memberName: organizations.name,
      exitDate: memberships.exitDate,
      mandate: financeMandates,
      attempts: sql<number>`(SELECT count(*)::int FROM finance_collections c WHERE c.invoice_id = "finance_invoices"."id")`,
      pending: sql<boolean>`EXISTS (SELECT 1 FROM finance_collections c WHERE c.invoice_id = "finance_invoices"."id" AND c.status = 'submitted')`,
    })
    .from(financeInvoices)
    .innerJoin(memberships, eq(memberships.id, financeInvoices.membershipId))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .leftJoin(financeMandates, and(eq(financeMandates.membershipId, financeInvoices.membershipId), eq(financeMandates.status, "active")))
    .where(and(eq(financeInvoices.kind, "invoice"), sql`${financeInvoices.status} = 'open'`));
  return rows.map((row) => ({
    invoiceId: row.invoice.id,
    number: row.invoice.number,
    fiscalYear: row.invoice.fiscalYear,
    openCents: row.invoice.openCents,
    memberName: row.memberName,
    membershipEndsOn: row.exitDate,
    previousAttempts: Number(row.attempts),
    collectionPending: Boolean(row.pending),
    issueDate: row.invoice.issueDate,
    dueDate: row.invoice.dueDate,
    storedCollectionDate: row.invoice.collectionDate,
    announcedDate: row.invoice.announcedDate,
    mandate: row.mandate
      ? {
          mandateId: row.mandate.id,
          reference: row.mandate.reference,
          scheme: row.mandate.scheme,
          recurrent: row.mandate.recurrent,
          signedOn: row.mandate.signedOn,
          status: row.mandate.status,
          lastSettledCollectionOn: row.mandate.lastCollectedOn,
          debtorName: row.mandate.debtorName,
          iban: row.mandate.iban,
          bic: row.mandate.bic,
        }
      : null,
  }));
}

export async function previewCollectionRun(db: Db, wishedDate: IsoDate | null, today = financeToday()): Promise<CollectionPlan & { blockers: string[] }> {
  const settings = await getSettings(db);
  const blockers = [
    ...(settings.creditorId ? [] : ["Gläubiger-Identifikationsnummer fehlt (Einstellungen)"]),
    ...(settings.iban ? [] : ["Bankverbindung des Verbandes fehlt (Einstellungen)"]),
  ];
  const plan = planCollection(await collectableInvoices(db), { submissionDate: today, preNotificationDays: settings.preNotificationDays, wishedDate });
  return { ...plan, blockers };
}

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

const RUN_SORT: SortKey = { expr: financeCollectionRuns.createdAt, tie: financeCollectionRuns.id, nullable: false };

/** Collection runs, newest first, keyset-paged (index finance_collection_runs_created_idx). */
export async function listCollectionRuns(db: Db, query: FinanceListQuery) {
  const sortName = "created:desc";
  const request = pageRequest(query, sortName);
  const totalQuery = db.select({ total: count() }).from(financeCollectionRuns);
  const rows = await db
    .select({
      id: financeCollectionRuns.id,
      messageId: financeCollectionRuns.messageId,
      scheme: financeCollectionRuns.scheme,
      collectionDate: financeCollectionRuns.collectionDate,
      transactions: financeCollectionRuns.transactions,
      controlSumCents: financeCollectionRuns.controlSumCents,
      createdAt: financeCollectionRuns.createdAt,
      // What became of the run's debits: still with the bank, credited, returned (the summary above the list counts the same rows).
      pending: sql<number>`(SELECT count(*)::int FROM finance_collections c WHERE c.run_id = "finance_collection_runs"."id" AND c.status = 'submitted')`,
      settled: sql<number>`(SELECT count(*)::int FROM finance_collections c WHERE c.run_id = "finance_collection_runs"."id" AND c.status = 'settled')`,
      returned: sql<number>`(SELECT count(*)::int FROM finance_collections c WHERE c.run_id = "finance_collection_runs"."id" AND c.status = 'returned')`,
      ...pagingColumns(RUN_SORT, totalQuery),
    })
    .from(financeCollectionRuns)
    .where(request.cursor ? keysetCondition(RUN_SORT, "desc", request.cursor) : undefined)
    .orderBy(...keysetOrder(RUN_SORT, "desc", request.cursor?.before))
    .limit(request.limit)
    .offset(request.offset);
  const page = await toPage(query, sortName, request, rows, async () => (await totalQuery)[0]!.total);
  return { ...page, items: page.items.map((run) => ({ ...run, createdAt: run.createdAt.toISOString() })) };
}

export async function collectionRunXml(db: Db, id: string) {
  const [run] = await db
    .select({ messageId: financeCollectionRuns.messageId, xml: financeCollectionRuns.xml })
    .from(financeCollectionRuns)
    .where(eq(financeCollectionRuns.id, id));
  if (!run) throw notFound("Der Lastschrifteinzug");
  return run;
}
