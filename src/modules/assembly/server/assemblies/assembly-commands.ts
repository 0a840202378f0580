/**
 * Preparing an assembly: create, edit while it is a draft (version-checked), cancel. The date is
 * stored as the Berlin calendar date plus the start instant of the Berlin wall-clock time.
 */
import { now as currentTime } from "#platform/clock.ts";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { HttpError } from "#platform/http/errors.ts";
import { berlinDate, berlinInstant, formatGermanDate } from "#shared/dates.ts";
import { checkInvitationSendable } from "../../domain/convocation.ts";
import type { AssemblyFields, AssemblyUpdate } from "../../schema/assembly.ts";
import type { AssemblyHeader } from "../../schema/views.ts";
import { assemblyRequests, generalAssemblies } from "../tables.ts";
import { enforce, notFound, refusal } from "../refusal.ts";

export interface Actor {
  id: string;
}

export function startInstant(date: string, time: string): Date {
  const instant = berlinInstant(date, time);
  if (!instant)
    throw new HttpError(400, "invalid_input", "Ungültige Eingaben", [
      `startTime: Diese Uhrzeit gibt es am ${formatGermanDate(date)} wegen der Zeitumstellung nicht.`,
    ]);
  return instant;
}

type AssemblyRow = typeof generalAssemblies.$inferSelect;

/** The stored assembly as the screens read it (the header of the detail view). */
export function headerOf(row: AssemblyRow): AssemblyHeader {
  const iso = (at: Date | null) => (at ? at.toISOString() : null);
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    status: row.status,
    assemblyDate: row.assemblyDate,
    startsAt: row.startsAt.toISOString(),
    place: row.place,
    onlineParticipation: row.onlineParticipation,
    description: row.description,
    chairName: row.chairName,
    minuteTakerName: row.minuteTakerName,
    openedAt: iso(row.openedAt),
    closedAt: iso(row.closedAt),
    repeatsAssemblyId: row.repeatsAssemblyId,
    minutesDocumentId: row.minutesDocumentId,
    minutesPublishedAt: iso(row.minutesPublishedAt),
    version: row.version,
  };
}

export async function createAssembly(db: Db, input: AssemblyFields, actor: Actor, now: Date = currentTime()): Promise<AssemblyHeader> {
  const today = berlinDate(now);
  if (input.assemblyDate <= today) {
    throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["assemblyDate: Die Versammlung muss in der Zukunft liegen."]);
  }
  // Preparing an assembly that can no longer be convened in time is refused up front.
  enforce(checkInvitationSendable(input.assemblyDate, today));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(generalAssemblies)
      .values({
        title: input.title,
        kind: input.kind,
        assemblyDate: input.assemblyDate,
        startsAt: startInstant(input.assemblyDate, input.startTime),
        place: input.place,
        onlineParticipation: input.onlineParticipation,
        description: input.description,
        createdBy: actor.id,
      })
      .returning();
    if (input.requestId) {
      const [request] = await tx
        .select({ status: assemblyRequests.status })
        .from(assemblyRequests)
        .where(eq(assemblyRequests.id, input.requestId))
        .for("update");
      if (!request) throw notFound("Das Verlangen wurde nicht gefunden.");
      if (request.status !== "collecting" && request.status !== "reached")
        throw refusal("request_closed", "Zu diesem Verlangen wurde bereits eine Versammlung einberufen, oder es wurde zurückgezogen.");
      await tx.update(assemblyRequests).set({ status: "convened", assemblyId: row!.id }).where(eq(assemblyRequests.id, input.requestId));
    }
    await recordAudit(tx, { actorUserId: actor.id, action: "assembly_created", entityType: "general_assembly", entityId: row!.id, after: row });
    await recordActivity(tx, {
      userId: actor.id,
      type: "assembly_created",
      description: `Mitgliederversammlung „${input.title}“ am ${input.assemblyDate} angelegt`,
      metadata: { assemblyId: row!.id, kind: input.kind },
    });
    return headerOf(row!);
  });
}

export async function updateAssembly(db: Db, id: string, input: AssemblyUpdate, actor: Actor, now: Date = currentTime()): Promise<AssemblyHeader> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(generalAssemblies).where(eq(generalAssemblies.id, id)).for("update");
    if (!before) throw notFound("Versammlung nicht gefunden.");
    if (before.version !== input.version) throw staleVersion();
    if (before.status !== "draft") {
      throw refusal(
        "assembly_already_convened",
        "Nach dem Versand der Einladung können Datum, Zeit und Ort nicht mehr geändert werden. Sagen Sie die Versammlung ab und laden Sie mit neuer Frist ein.",
      );
    }
    enforce(checkInvitationSendable(input.assemblyDate, berlinDate(now)));
    const [after] = await tx
      .update(generalAssemblies)
      .set({
        title: input.title,
        assemblyDate: input.assemblyDate,
        startsAt: startInstant(input.assemblyDate, input.startTime),
        place: input.place,
        onlineParticipation: input.onlineParticipation,
        description: input.description,
        version: sql`${generalAssemblies.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(generalAssemblies.id, id), eq(generalAssemblies.version, input.version)))
      .returning();
    await recordAudit(tx, { actorUserId: actor.id, action: "assembly_updated", entityType: "general_assembly", entityId: id, before, after });
    return headerOf(after!);
  });
}

export async function cancelAssembly(db: Db, id: string, version: number, actor: Actor): Promise<AssemblyHeader> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(generalAssemblies).where(eq(generalAssemblies.id, id)).for("update");
    if (!before) throw notFound("Versammlung nicht gefunden.");
    if (before.version !== version) throw staleVersion();
    if (before.status !== "draft" && before.status !== "invited") {
      throw refusal("assembly_not_cancellable", "Eine eröffnete oder beendete Versammlung kann nicht abgesagt werden.");
    }
    const [after] = await tx
      .update(generalAssemblies)
      .set({ status: "cancelled", version: sql`${generalAssemblies.version} + 1`, updatedAt: sql`now()` })
      .where(eq(generalAssemblies.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "assembly_cancelled",
      entityType: "general_assembly",
      entityId: id,
      before: { status: before.status },
      after: { status: "cancelled" },
    });
    return headerOf(after!);
  });
}

export function staleVersion(): HttpError {
  return new HttpError(
    409,
    "version_conflict",
    "Diese Versammlung wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Seite neu und prüfen Sie die Änderungen.",
  );
}

/** The assembly row locked for this transaction, at the version the office saw (409 otherwise). */
export async function lockAssembly(tx: Tx, id: string, version: number) {
  const g = generalAssemblies;
  const [row] = await tx
    .select({
      id: g.id,
      title: g.title,
      kind: g.kind,
      status: g.status,
      assemblyDate: g.assemblyDate,
      startsAt: g.startsAt,
      place: g.place,
      onlineParticipation: g.onlineParticipation,
      description: g.description,
      version: g.version,
    })
    .from(g)
    .where(eq(g.id, id))
    .for("update");
  if (!row) throw notFound("Versammlung nicht gefunden.");
  if (row.version !== version) throw staleVersion();
  return row;
}
