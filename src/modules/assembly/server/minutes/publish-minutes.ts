/**
 * The minutes of a closed assembly (§ 4 Abs. 11: accessible to the members within four weeks).
 * Publishing renders the PDF from the database and stores it as a version of a document in the
 * documents module's minutes folder (readable by members); before that the office can preview the
 * same rendering on request. Republishing stores a new version of the same document.
 */
import { now as currentTime } from "#platform/clock.ts";
import { and, count, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { HttpError } from "#platform/http/errors.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { routePath } from "#shared/routes.ts";
import { readDocumentBytes, storeGeneratedDocument } from "#modules/documents/index.ts";
import { berlinDate } from "#shared/dates.ts";
import { renderMinutesPdf } from "./render-minutes.ts";
import { memberPeople, tell } from "../notifications.ts";
import { notFound, refusal } from "../refusal.ts";
import { generalAssemblies as g } from "../tables.ts";
import { collectMinutes } from "./collect-minutes.ts";

export const MINUTES_FOLDER = {
  key: "assembly-minutes",
  name: "Protokolle der Mitgliederversammlung",
  readRole: "mitglied" as const,
  writeRole: "admin" as const,
  description: "Protokolle der Mitgliederversammlungen (§ 4 Abs. 11 Satzung), erzeugt aus dem Abstimmungsmodul.",
};

/**
 * Each assembly's minutes are a document of their own: the documents module keys documents by
 * file name, so two assemblies on one day need two names (issue 22: the second one's minutes
 * became a new version of the first one's). The id's first block tells them apart.
 */
export const minutesFileName = (assemblyId: string, date: string) => `Protokoll-Mitgliederversammlung-${date}-${assemblyId.slice(0, 8)}.pdf`;

/**
 * A republication adds a version to the assembly's own document, under its current name (the
 * office may have renamed it). A document shared with another assembly (stored before names were
 * distinct) is left to that assembly; this one starts its own.
 */
async function publicationName(tx: Db, assemblyId: string, date: string, documentId: string | null): Promise<string> {
  if (documentId) {
    const [shared] = await tx
      .select({ n: count() })
      .from(g)
      .where(and(eq(g.minutesDocumentId, documentId), ne(g.id, assemblyId)));
    if (shared!.n === 0) {
      // A document the office deleted for good answers 404: then a new one is started.
      const current = await readDocumentBytes(tx, documentId).catch((error: unknown) => {
        if (error instanceof HttpError) return null;
        throw error;
      });
      if (current) return current.fileName;
    }
  }
  return minutesFileName(assemblyId, date);
}

export async function minutesPdf(db: Db, assemblyId: string, options: { requirePublished: boolean }): Promise<{ bytes: Uint8Array; filename: string }> {
  const [row] = await db.select({ documentId: g.minutesDocumentId, date: g.assemblyDate, closed: g.closedAt }).from(g).where(eq(g.id, assemblyId));
  if (!row) throw notFound("Versammlung nicht gefunden.");
  if (row.documentId) {
    const stored = await readDocumentBytes(db, row.documentId);
    return { bytes: stored.bytes, filename: stored.fileName };
  }
  if (options.requirePublished) throw notFound("Das Protokoll ist noch nicht veröffentlicht.");
  const data = await collectMinutes(db, assemblyId, row.closed ?? new Date());
  return { bytes: await renderMinutesPdf(data), filename: minutesFileName(assemblyId, row.date) };
}

export async function publishMinutes(db: Db, assemblyId: string, actor: { id: string }, now: Date = currentTime()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: g.status, title: g.title, date: g.assemblyDate, documentId: g.minutesDocumentId })
      .from(g)
      .where(eq(g.id, assemblyId))
      .for("update");
    if (!row) throw notFound("Versammlung nicht gefunden.");
    if (row.status !== "closed" && row.status !== "inquorate")
      throw refusal("assembly_not_closed", "Das Protokoll wird nach dem Ende der Versammlung veröffentlicht.");
    const bytes = await renderMinutesPdf(await collectMinutes(tx, assemblyId, now));
    const stored = await storeGeneratedDocument(tx, {
      folder: MINUTES_FOLDER,
      fileName: await publicationName(tx, assemblyId, row.date, row.documentId),
      bytes,
      label: `Protokoll vom ${now.toISOString().slice(0, 10)}`,
      actorId: actor.id,
    });
    await tx
      .update(g)
      .set({ minutesDocumentId: stored.documentId, minutesPublishedAt: now, version: sql`${g.version} + 1`, updatedAt: sql`now()` })
      .where(eq(g.id, assemblyId));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "assembly_minutes_published",
      entityType: "general_assembly",
      entityId: assemblyId,
      after: { documentId: stored.documentId, version: stored.version, sha256: stored.sha256 },
    });
    // SPEC section 3's type: a document appeared in the documents module through this person.
    await recordActivity(tx, {
      userId: actor.id,
      type: "document_uploaded",
      description: `Protokoll „${stored.name}“ (Version ${stored.version}) in „${MINUTES_FOLDER.name}“ abgelegt`,
      metadata: { documentId: stored.documentId, folderId: stored.folderId, version: stored.version, assemblyId },
    });
    const told = await tell(tx, await memberPeople(tx, berlinDate(now)), {
      kind: "assembly.minutes",
      title: `Protokoll veröffentlicht: ${row.title}`,
      link: routePath("assemblyDetail", { id: assemblyId }),
      actorId: actor.id,
      dedupeKey: `assembly-minutes:${assemblyId}:${stored.version}`,
    });
    // The minutes' text extraction (for the search) goes with the notifications.
    return [...stored.deliveryIds, ...told];
  });
}
