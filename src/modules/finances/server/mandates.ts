/** SEPA mandates: list, record (checked like the bank checks them), revoke. Versioned, audited. */
import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../platform/db/client.ts";
import { recordAudit } from "../../../platform/audit/record-audit.ts";
import { likePattern } from "../../../platform/db/like-pattern.ts";
import { HttpError, invalidInput, notFound, versionConflict } from "../../../platform/http/errors.ts";
import { organizations } from "../../crm/index.ts";
import { memberships } from "../../members/index.ts";
import { keysetCondition, keysetOrder, pagingColumns, type SortKey } from "../../../platform/paging/keyset.ts";
import type { Mandate } from "../answers.ts";
import type { MandateInput, MandateListQuery } from "../schema.ts";
import { pageRequest, toPage } from "./paging.ts";
import { checkBic } from "../sepa/bic.ts";
import { checkIban } from "../sepa/iban.ts";
import { mandateReferenceProblem } from "../sepa/mandate.ts";
import { financeMandates } from "./tables.ts";

const columns = { mandate: financeMandates, memberName: organizations.name };

/** A mandate row as the API sends it (ISO timestamps). */
export function mandateAnswer(row: typeof financeMandates.$inferSelect): Omit<Mandate, "memberName"> {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
const MANDATE_SORT: SortKey = { expr: sql`lower(${organizations.name})`, tie: financeMandates.id, nullable: false };

/** Mandates by member name, keyset-paged (a few per member over the years). */
export async function listMandates(db: Db, query: MandateListQuery) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(financeMandates.status, query.status));
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(or(ilike(financeMandates.reference, pattern), ilike(organizations.name, pattern), ilike(financeMandates.debtorName, pattern))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const sortName = "member:asc";
  const request = pageRequest(query, sortName);
  // Every mandate has its member and organisation (NOT NULL foreign keys): without a search the
  // count reads the mandates alone; the page walks the organisations by name (0373).
  const totalQuery = query.q
    ? db
        .select({ total: count() })
        .from(financeMandates)
        .innerJoin(memberships, eq(memberships.id, financeMandates.membershipId))
        .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
        .where(where)
    : db.select({ total: count() }).from(financeMandates).where(where);
  const rows = await db
    .select({ ...columns, ...pagingColumns(MANDATE_SORT, totalQuery) })
    .from(financeMandates)
    .innerJoin(memberships, eq(memberships.id, financeMandates.membershipId))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(request.cursor ? and(where, keysetCondition(MANDATE_SORT, "asc", request.cursor)) : where)
    .orderBy(...keysetOrder(MANDATE_SORT, "asc", request.cursor?.before))
    .limit(request.limit)
    .offset(request.offset);
  const page = await toPage(query, sortName, request, rows, async () => (await totalQuery)[0]!.total);
  return { ...page, items: page.items.map((row) => ({ ...mandateAnswer(row.mandate), memberName: row.memberName })) };
}

/** Members to pick from when recording a mandate (search by company name). */
export async function memberOptions(db: Db, q: string | undefined) {
  const rows = await db
    .select({ membershipId: memberships.id, name: organizations.name, membershipClass: memberships.membershipClass })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(q ? ilike(organizations.name, likePattern(q)) : undefined)
    .orderBy(asc(sql`lower(${organizations.name})`))
    .limit(20);
  return { items: rows };
}

export async function createMandate(db: Db, actorId: string, input: MandateInput) {
  const iban = checkIban(input.iban);
  const bic = checkBic(input.bic, iban.ok ? iban.country : null);
  const problems = [
    ...(iban.ok ? [] : [`iban: ${iban.message}`]),
    ...(bic.ok ? [] : [`bic: ${bic.message}`]),
    ...(mandateReferenceProblem(input.reference) ? [`reference: ${mandateReferenceProblem(input.reference)}`] : []),
  ];
  if (problems.length > 0 || !iban.ok || !bic.ok) throw invalidInput(problems);
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: memberships.id }).from(memberships).where(eq(memberships.id, input.membershipId));
    if (!member) throw invalidInput(["membershipId: Dieses Mitglied gibt es nicht"]);
    const [active] = await tx
      .select({ id: financeMandates.id })
      .from(financeMandates)
      .where(and(eq(financeMandates.membershipId, input.membershipId), eq(financeMandates.status, "active")));
    if (active) throw new HttpError(409, "mandate_exists", "Für dieses Mitglied gibt es bereits ein aktives Mandat. Bitte widerrufen Sie es zuerst.");
    const [duplicate] = await tx
      .select({ id: financeMandates.id })
      .from(financeMandates)
      .where(sql`upper(${financeMandates.reference}) = upper(${input.reference})`);
    if (duplicate) throw invalidInput(["reference: Diese Mandatsreferenz ist bereits vergeben"]);
    const [row] = await tx
      .insert(financeMandates)
      .values({
        membershipId: input.membershipId,
        reference: input.reference,
        scheme: input.scheme,
        recurrent: input.recurrent,
        signedOn: input.signedOn,
        debtorName: input.debtorName,
        iban: iban.iban,
        bic: bic.bic,
        createdBy: actorId,
      })
      .returning();
    await recordAudit(tx, {
      actorUserId: actorId,
      action: "mandate_created",
      entityType: "mandate",
      entityId: row!.id,
      after: { ...row, iban: `…${row!.iban.slice(-4)}` },
    });
    return mandateAnswer(row!);
  });
}

export async function revokeMandate(db: Db, actorId: string, id: string, input: { revokedOn: string; version: number }) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(financeMandates).where(eq(financeMandates.id, id)).for("update");
    if (!before) throw notFound("Das Mandat");
    if (before.version !== input.version) throw versionConflict(before.version);
    if (before.status !== "active") throw new HttpError(409, "not_active", "Das Mandat ist nicht mehr aktiv.");
    const [row] = await tx
      .update(financeMandates)
      .set({ status: "revoked", revokedOn: input.revokedOn, updatedAt: sql`now()`, version: sql`${financeMandates.version} + 1` })
      .where(eq(financeMandates.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId: actorId,
      action: "mandate_revoked",
      entityType: "mandate",
      entityId: id,
      before: { status: before.status },
      after: { status: "revoked", revokedOn: input.revokedOn },
    });
    return mandateAnswer(row!);
  });
}
