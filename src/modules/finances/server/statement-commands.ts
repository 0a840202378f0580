/**
 * Bank statement import (ADR 164): a camt.053 file is parsed, matched and booked in one
 * transaction. Certain matches are booked (payments, settled and returned collections), the
 * rest is stored for review; a statement (account + statement id) and each line (account +
 * line key) are imported once, so importing the same file again adds nothing.
 */
import { countOf } from "#shared/plural.ts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { HttpError, invalidInput, notFound, versionConflict } from "#platform/http/errors.ts";
import { enqueue } from "#platform/outbox/enqueue.ts";
import { organizations } from "#modules/crm/index.ts";
import { memberships } from "#modules/members/index.ts";
import { type BankStatement, CamtFormatError, parseCamt053File, type StatementLine } from "../domain/bank/camt053.ts";
import { matchStatement, type LineMatch } from "../domain/bank/matcher.ts";
import { describeReturnReason } from "../domain/bank/return-reasons.ts";
import { addDays } from "#shared/dates.ts";
import { financeToday } from "./clock.ts";
import { returnedDebitMail } from "../domain/mail-texts.ts";
import type { LineResolution } from "../schema.ts";
import { billingEmailOf } from "./invoice-queries.ts";
import { bookPayment } from "./invoice-commands.ts";
import { financeMail } from "./mail.ts";
import { getSettings } from "./settings-queries.ts";
import { notifyFinanceTeam } from "./notify-board.ts";
import { financeBankStatements, financeCollections, financeInvoices, financeMandates, financeStatementLines } from "./tables.ts";
import { statementLineAnswer } from "./statement-queries.ts";

/** One imported statement of a file (a camt.053 file may hold several: one per account and day). */
export type StatementSummary = {
  statementId: string;
  account: string;
  lines: number;
  booked: number;
  review: number;
  ignored: number;
  duplicates: number;
  balanced: boolean | null;
};

export type ImportSummary = {
  /** The first imported statement's row id. */
  statementId: string;
  /** Every statement of the file that was booked, and those skipped as already imported. */
  statements: StatementSummary[];
  alreadyImported: string[];
  lines: number;
  booked: number;
  review: number;
  ignored: number;
  duplicates: number;
  balanced: boolean | null;
  deliveryIds: string[];
};

async function openInvoices(tx: Tx) {
  const rows = await tx
    .select({
      id: financeInvoices.id,
      number: financeInvoices.number,
      openCents: sql<number>`${financeInvoices.openCents}`.mapWith(Number),
      memberName: organizations.name,
      membershipId: financeInvoices.membershipId,
    })
    .from(financeInvoices)
    .innerJoin(memberships, eq(memberships.id, financeInvoices.membershipId))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(financeInvoices.kind, "invoice"), sql`${financeInvoices.status} = 'open'`));
  const mandates = await tx.select({ membershipId: financeMandates.membershipId, iban: financeMandates.iban }).from(financeMandates);
  const ibansOf = new Map<string, string[]>();
  for (const mandate of mandates) ibansOf.set(mandate.membershipId, [...(ibansOf.get(mandate.membershipId) ?? []), mandate.iban]);
  return rows.map((row) => ({ ...row, memberIbans: ibansOf.get(row.membershipId) ?? [] }));
}

/**
 * Imports a camt.053 file with every statement in it (issue 22: a file with several statements,
 * one per account or day, booked only the first and answered success). Either every statement
 * is booked in one transaction, or the file is refused with a German message (a statement of
 * another account); statements imported before are skipped and named, never a payment dropped.
 */
export async function importStatement(db: Db, actorId: string, xml: string, fileName: string | null): Promise<ImportSummary> {
  let statements: ReturnType<typeof parseCamt053File>;
  try {
    statements = parseCamt053File(xml);
  } catch (error) {
    if (error instanceof CamtFormatError) throw invalidInput([error.message]);
    throw error;
  }
  const settings = await getSettings(db);
  const foreign = statements.filter((statement) => settings.iban && statement.accountIban && statement.accountIban !== settings.iban);
  if (foreign.length > 0) {
    const accounts = [...new Set(foreign.map((statement) => statement.accountIban))].join(", ");
    throw invalidInput([
      statements.length > 1
        ? `Die Datei enthält ${statements.length} Kontoauszüge; ${countOf(foreign.length, "gehört", "gehören")} zum Konto ${accounts}, nicht zum Verbandskonto. Es wurde nichts gebucht – bitte nur Auszüge des Verbandskontos importieren.`
        : `Der Kontoauszug gehört zum Konto ${accounts}, nicht zum Verbandskonto`,
    ]);
  }

  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('finance_statement_import'))`);
    const booked: Array<StatementSummary & { rowId: string }> = [];
    const alreadyImported: string[] = [];
    const deliveryIds: string[] = [];
    for (const statement of statements) {
      const result = await importOneStatement(tx, actorId, statement, fileName);
      if (result === "already_imported") alreadyImported.push(statement.statementId);
      else {
        booked.push(result.summary);
        deliveryIds.push(...result.deliveryIds);
      }
    }
    if (booked.length === 0)
      throw new HttpError(
        409,
        "already_imported",
        alreadyImported.length === 1
          ? `Der Kontoauszug ${alreadyImported[0]} wurde bereits importiert.`
          : `Die Kontoauszüge ${alreadyImported.join(", ")} wurden bereits importiert.`,
      );
    const sum = (key: "lines" | "booked" | "review" | "ignored" | "duplicates") => booked.reduce((total, entry) => total + entry[key], 0);
    return {
      statementId: booked[0]!.rowId,
      statements: booked.map(({ rowId: _rowId, ...summary }) => summary),
      alreadyImported,
      lines: sum("lines"),
      booked: sum("booked"),
      review: sum("review"),
      ignored: sum("ignored"),
      duplicates: sum("duplicates"),
      balanced: booked.some((entry) => entry.balanced === false) ? false : booked.every((entry) => entry.balanced === true) ? true : null,
      deliveryIds,
    };
  });
}

/** Books one statement of the file inside the import's transaction; "already_imported" when its id is known. */
async function importOneStatement(
  tx: Tx,
  actorId: string,
  statement: BankStatement,
  fileName: string | null,
): Promise<"already_imported" | { summary: StatementSummary & { rowId: string }; deliveryIds: string[] }> {
  const account = statement.accountIban ?? "unbekannt";
  {
    const [existing] = await tx
      .select({ id: financeBankStatements.id })
      .from(financeBankStatements)
      .where(and(eq(financeBankStatements.accountIban, account), eq(financeBankStatements.statementId, statement.statementId)));
    if (existing) return "already_imported";
    const known = await tx
      .select({ lineKey: financeStatementLines.lineKey })
      .from(financeStatementLines)
      .where(
        and(
          eq(financeStatementLines.accountIban, account),
          inArray(financeStatementLines.lineKey, statement.lines.length ? statement.lines.map((line) => line.key) : ["-"]),
        ),
      );
    const knownKeys = new Set(known.map((row) => row.lineKey));
    const fresh = statement.lines.filter((line) => !knownKeys.has(line.key));

    const invoices = await openInvoices(tx);
    const collections = (
      await tx
        .select({
          endToEndId: financeCollections.endToEndId,
          invoiceId: financeCollections.invoiceId,
          amountCents: financeCollections.amountCents,
          status: financeCollections.status,
        })
        .from(financeCollections)
        .where(inArray(financeCollections.status, ["submitted", "settled"]))
    ).map(({ status, ...collection }) => ({ ...collection, settled: status === "settled" }));
    const numbers = new Set((await tx.select({ number: financeInvoices.number }).from(financeInvoices)).map((row) => row.number));
    const matched = matchStatement(fresh, invoices, collections, numbers);

    const [stored] = await tx
      .insert(financeBankStatements)
      .values({
        accountIban: account,
        statementId: statement.statementId,
        messageId: statement.messageId,
        format: statement.version,
        fileName,
        openingCents: statement.openingCents,
        closingCents: statement.closingCents,
        balanced: statement.balanced,
        lines: fresh.length,
        importedBy: actorId,
      })
      .returning({ id: financeBankStatements.id });
    const counts = { booked: 0, review: 0, ignored: 0 };
    const deliveries = [];
    for (const { line, match } of matched) {
      const outcome = match.kind === "review" ? "review" : match.kind === "ignored" ? "ignored" : "booked";
      counts[outcome]++;
      const [row] = await tx
        .insert(financeStatementLines)
        .values({
          statementId: stored!.id,
          accountIban: account,
          lineKey: line.key,
          bookingDate: line.bookingDate,
          valueDate: line.valueDate,
          amountCents: line.amountCents,
          direction: line.direction,
          kind: line.kind,
          counterpartyName: line.counterpartyName,
          counterpartyIban: line.counterpartyIban,
          remittance: line.remittance,
          endToEndId: line.endToEndId,
          returnReason: line.returnReason,
          chargesCents: line.chargesCents,
          outcome,
          outcomeNote: match.kind === "review" || match.kind === "ignored" ? match.reason : "",
          suggestedInvoiceIds: match.kind === "review" ? match.suggestions : [],
        })
        .returning({ id: financeStatementLines.id });
      const mail = await applyMatch(tx, actorId, row!.id, line, match);
      if (mail) deliveries.push(mail);
    }
    const deliveryIds = await enqueue(
      tx,
      deliveries.filter((delivery) => delivery !== null),
    );
    const returns = matched.filter(({ match }) => match.kind === "collection_returned").length;
    if (counts.review > 0)
      deliveryIds.push(
        ...(await notifyFinanceTeam(tx, {
          kind: "finances.statement_review",
          title: `Kontoauszug ${statement.statementId}: ${countOf(counts.review, "Buchung", "Buchungen")} zur Prüfung`,
          actorId,
        })),
      );
    if (returns > 0)
      deliveryIds.push(
        ...(await notifyFinanceTeam(tx, {
          kind: "finances.returned_debit",
          title: `${returns} Rücklastschrift(en) im Kontoauszug ${statement.statementId}`,
          body: "Die Rechnungen sind wieder offen; die Mitglieder wurden per E-Mail informiert.",
          actorId,
        })),
      );
    await recordAudit(tx, {
      actorUserId: actorId,
      action: "bank_statement_imported",
      entityType: "bank_statement",
      entityId: stored!.id,
      after: { statementId: statement.statementId, account, lines: fresh.length, ...counts, balanced: statement.balanced },
    });
    await recordActivity(tx, {
      userId: actorId,
      type: "bank_statement_imported",
      description: `Kontoauszug ${statement.statementId} importiert: ${counts.booked} gebucht, ${counts.review} zur Prüfung`,
      metadata: { statementId: stored!.id },
    });
    return {
      summary: {
        rowId: stored!.id,
        statementId: statement.statementId,
        account,
        lines: fresh.length,
        ...counts,
        duplicates: statement.lines.length - fresh.length,
        balanced: statement.balanced,
      },
      deliveryIds,
    };
  }
}

/** Books one certain match; returns the returned-debit mail to queue, if any. */
async function applyMatch(tx: Tx, actorId: string, lineId: string, line: StatementLine, match: LineMatch) {
  const receivedOn = line.bookingDate ?? line.valueDate ?? financeToday();
  if (match.kind === "payment") {
    for (const allocation of match.allocations)
      await bookPayment(tx, actorId, allocation.invoiceId, {
        cents: allocation.cents,
        receivedOn,
        method: "transfer",
        reference: line.remittance.slice(0, 140),
        statementLineId: lineId,
      });
    return null;
  }
  if (match.kind === "collection_settled") {
    const [collection] = await tx
      .update(financeCollections)
      .set({ status: "settled", settledOn: receivedOn, updatedAt: sql`now()` })
      .where(eq(financeCollections.endToEndId, match.endToEndId))
      .returning();
    await bookPayment(tx, actorId, match.invoiceId, {
      cents: collection!.amountCents,
      receivedOn,
      method: "direct_debit",
      reference: match.endToEndId,
      statementLineId: lineId,
      collectionId: collection!.id,
    });
    return null;
  }
  if (match.kind === "collection_returned") {
    const [before] = await tx.select().from(financeCollections).where(eq(financeCollections.endToEndId, match.endToEndId)).for("update");
    await tx
      .update(financeCollections)
      .set({ status: "returned", returnedOn: receivedOn, returnReason: match.reasonCode, chargesCents: match.chargesCents, updatedAt: sql`now()` })
      .where(eq(financeCollections.id, before!.id));
    // A settled collection was booked as paid: the return reverses it. One not yet seen as
    // credited was never booked, so only its status changes.
    if (before!.status === "settled")
      await bookPayment(tx, actorId, match.invoiceId, {
        cents: -before!.amountCents,
        receivedOn,
        method: "return",
        reference: `${match.endToEndId} ${match.reasonCode ?? ""}`.trim(),
        statementLineId: lineId,
        collectionId: before!.id,
      });
    if (before!.sequenceType === "FRST")
      await tx
        .update(financeMandates)
        .set({ lastCollectedOn: null, updatedAt: sql`now()`, version: sql`${financeMandates.version} + 1` })
        .where(eq(financeMandates.id, before!.mandateId));
    await recordAudit(tx, {
      actorUserId: actorId,
      action: "collection_returned",
      entityType: "invoice",
      entityId: match.invoiceId,
      after: { endToEndId: match.endToEndId, reason: match.reasonCode, chargesCents: match.chargesCents },
    });
    const [invoice] = await tx
      .select({ number: financeInvoices.number, membershipId: financeInvoices.membershipId })
      .from(financeInvoices)
      .where(eq(financeInvoices.id, match.invoiceId));
    const email = await billingEmailOf(tx, invoice!.membershipId);
    const settings = await getSettings(tx);
    return email
      ? financeMail(
          email,
          returnedDebitMail({
            invoiceNumber: invoice!.number,
            amountCents: before!.amountCents,
            reasonText: describeReturnReason(match.reasonCode).text,
            bankName: settings.bankName ?? "",
            iban: settings.iban ?? "",
            payBy: addDays(receivedOn, 14),
          }),
          `finance_return:${match.endToEndId}`,
        )
      : null;
  }
  return null;
}

/** The treasurer's decision on a line left for review: book it to invoices, or set it aside. */
export async function resolveStatementLine(db: Db, actorId: string, id: string, resolution: LineResolution) {
  return db.transaction(async (tx) => {
    const [line] = await tx.select().from(financeStatementLines).where(eq(financeStatementLines.id, id)).for("update");
    if (!line) throw notFound("Die Buchung");
    if (line.version !== resolution.version) throw versionConflict(line.version);
    if (line.outcome !== "review") throw new HttpError(409, "not_in_review", "Diese Buchung ist bereits zugeordnet oder erledigt.");
    let note: string;
    if (resolution.action === "assign") {
      if (line.direction !== "credit") throw invalidInput(["Nur Gutschriften können Rechnungen zugeordnet werden"]);
      const invoices = await tx
        .select({
          id: financeInvoices.id,
          number: financeInvoices.number,
          openCents: sql<number>`${financeInvoices.openCents}`.mapWith(Number),
          kind: financeInvoices.kind,
        })
        .from(financeInvoices)
        .where(inArray(financeInvoices.id, resolution.invoiceIds))
        .for("update");
      if (invoices.length !== resolution.invoiceIds.length || invoices.some((invoice) => invoice.kind !== "invoice" || invoice.openCents <= 0))
        throw invalidInput(["invoiceIds: Nur offene Rechnungen können zugeordnet werden"]);
      let remaining = Number(line.amountCents);
      for (const invoice of invoices) {
        const cents = Math.min(invoice.openCents, remaining);
        if (cents <= 0) break;
        await bookPayment(tx, actorId, invoice.id, {
          cents,
          receivedOn: line.bookingDate ?? line.valueDate ?? financeToday(),
          method: "transfer",
          reference: line.remittance.slice(0, 140),
          statementLineId: id,
        });
        remaining -= cents;
      }
      note = `Zugeordnet: ${invoices.map((invoice) => invoice.number).join(", ")}${remaining > 0 ? ` (Überzahlung ${(remaining / 100).toFixed(2).replace(".", ",")} €)` : ""}`;
    } else {
      note = resolution.note;
    }
    await tx
      .update(financeStatementLines)
      .set({ outcome: "resolved", outcomeNote: note, resolvedAt: sql`now()`, resolvedBy: actorId, version: sql`${financeStatementLines.version} + 1` })
      .where(eq(financeStatementLines.id, id));
    await recordAudit(tx, {
      actorUserId: actorId,
      action: "statement_line_resolved",
      entityType: "statement_line",
      entityId: id,
      after: { action: resolution.action, note },
    });
    const [after] = await tx.select().from(financeStatementLines).where(eq(financeStatementLines.id, id));
    return statementLineAnswer(after!);
  });
}
