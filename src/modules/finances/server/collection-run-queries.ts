/**
 * Reading direct debits (ADR 163, 220): the open invoices a run could collect, the plan a run
 * would make today (the preview, each invoice on its stored collection date), the list of runs
 * with what became of their debits, and a run's pain.008 file.
 */
import { and, count, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { notFound } from "#platform/http/errors.ts";
import { organizations } from "#modules/crm/index.ts";
import { memberships } from "#modules/members/index.ts";
import { keysetCondition, keysetOrder, pagingColumns, type SortKey } from "#platform/paging/keyset.ts";
import type { FinanceListQuery } from "../schema.ts";
import type { IsoDate } from "#shared/dates.ts";
import { financeToday } from "./clock.ts";
import { pageRequest, toPage } from "./paging.ts";
import { planCollection, type CollectableInvoice, type CollectionPlan } from "../domain/sepa/collection-plan.ts";
import { getSettings } from "./settings-queries.ts";
import { financeCollectionRuns, financeInvoices, financeMandates } from "./tables.ts";

export async function collectableInvoices(db: Db | Tx): Promise<CollectableInvoice[]> {
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
