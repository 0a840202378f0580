/** The entered figures of the lobby register report, one versioned row per year (ADR 173). */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { HttpError, notFound, versionConflict } from "#platform/http/errors.ts";
import type { LobbyYearValues } from "../schema/lobby.ts";
import { politicalLobbyYears } from "./tables.ts";

export async function saveLobbyYear(db: Db, actorId: string, year: number, values: LobbyYearValues): Promise<void> {
  const { version, employeesFte, ...rest } = values;
  const fields = { ...rest, employeesFte: employeesFte === null ? null : employeesFte.toFixed(2), updatedBy: actorId };
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(politicalLobbyYears).where(eq(politicalLobbyYears.year, year)).for("update");
    if (version === null) {
      const inserted = before
        ? []
        : await tx
            .insert(politicalLobbyYears)
            .values({ year, ...fields })
            .onConflictDoNothing()
            .returning();
      if (inserted.length === 0)
        throw new HttpError(
          409,
          "version_conflict",
          "Für dieses Jahr wurden inzwischen Angaben gespeichert. Bitte laden Sie die Seite neu und übernehmen Sie Ihre Änderungen erneut.",
        );
    } else {
      if (!before) throw notFound("Die Angaben dieses Jahres");
      if (before.version !== version) throw versionConflict(before.version);
      await tx
        .update(politicalLobbyYears)
        .set({ ...fields, updatedAt: sql`now()`, version: sql`${politicalLobbyYears.version} + 1` })
        .where(eq(politicalLobbyYears.year, year));
    }
    await recordAudit(tx, {
      actorUserId: actorId,
      action: before ? "update" : "create",
      entityType: "political_lobby_year",
      entityId: String(year),
      before: before ?? null,
      after: fields,
    });
  });
}
