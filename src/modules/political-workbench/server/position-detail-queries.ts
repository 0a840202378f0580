/** One position with its versions, links and procedures; a version's text. Drafts are editors' only. */
import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { notFound } from "#platform/http/errors.ts";
import type { PositionDetail, PositionVersionText } from "../schema/position.ts";
import { canEdit, type Caller } from "./access.ts";
import { linksOf } from "./link-queries.ts";
import { profileName } from "./people-queries.ts";
import { readablePositions, toPositionListItem } from "./position-queries.ts";
import { politicalPositions, politicalPositionVersions, politicalProcedurePositions, politicalProcedures } from "./tables.ts";

const positionNotFound = () => notFound("Die Position");

async function readablePosition(db: Db, caller: Caller, id: string) {
  const [row] = await db
    .select()
    .from(politicalPositions)
    .where(and(eq(politicalPositions.id, id), readablePositions(caller)));
  if (!row) throw positionNotFound();
  return row;
}

/** Versions a member may read: none written while the position was a draft. */
function readableVersions(caller: Caller) {
  return canEdit(caller) ? undefined : ne(politicalPositionVersions.status, "entwurf");
}

const versionColumns = {
  number: politicalPositionVersions.number,
  status: politicalPositionVersions.status,
  title: politicalPositionVersions.title,
  changeNote: politicalPositionVersions.changeNote,
  createdAt: politicalPositionVersions.createdAt,
  createdByName: profileName(politicalPositionVersions.createdBy),
};

export async function getPosition(db: Db, caller: Caller, id: string): Promise<PositionDetail> {
  const position = await readablePosition(db, caller, id);
  const [versions, links, procedures] = await Promise.all([
    db
      .select(versionColumns)
      .from(politicalPositionVersions)
      .where(and(eq(politicalPositionVersions.positionId, id), readableVersions(caller)))
      .orderBy(desc(politicalPositionVersions.number)),
    linksOf(db, { positionId: id }),
    db
      .select({ id: politicalProcedures.id, title: politicalProcedures.title, stage: politicalProcedures.stage, level: politicalProcedures.level })
      .from(politicalProcedurePositions)
      .innerJoin(politicalProcedures, eq(politicalProcedures.id, politicalProcedurePositions.procedureId))
      .where(eq(politicalProcedurePositions.positionId, id))
      .orderBy(asc(politicalProcedures.title)),
  ]);
  return {
    ...toPositionListItem(position),
    body: position.body,
    adoptionReference: position.adoptionReference,
    publicPath: position.publicPath,
    createdAt: position.createdAt.toISOString(),
    versions: versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
    links,
    procedures,
    canEdit: canEdit(caller),
  };
}

export async function getPositionVersion(db: Db, caller: Caller, id: string, number: number): Promise<PositionVersionText> {
  await readablePosition(db, caller, id);
  const [version] = await db
    .select({ ...versionColumns, summary: politicalPositionVersions.summary, body: politicalPositionVersions.body })
    .from(politicalPositionVersions)
    .where(and(eq(politicalPositionVersions.positionId, id), eq(politicalPositionVersions.number, number), readableVersions(caller)));
  if (!version) throw notFound("Die Fassung");
  return { ...version, createdAt: version.createdAt.toISOString() };
}

/** A position id the caller may link to (404 otherwise). */
export async function positionOr404(db: Db, caller: Caller, id: string): Promise<void> {
  await readablePosition(db, caller, id);
}
