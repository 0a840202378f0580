/**
 * The search vector of a document (ADR 121): name and tags weigh most, then the description, then
 * the text of the current version's file. Kept by the service on every change of these, and when
 * the extraction job delivers a file's text, for every document whose current file it is.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";

// In names, dots, underscores and hyphens separate words ("Protokoll_MV-2025.pdf").
const VECTOR = sql`
  setweight(to_tsvector('german', regexp_replace(d.name, '[._-]+', ' ', 'g')), 'A') ||
  setweight(to_tsvector('german', array_to_string(d.tags, ' ')), 'A') ||
  setweight(to_tsvector('german', coalesce(d.description, '')), 'B') ||
  setweight(to_tsvector('german', coalesce(f.text_content, '')), 'C')`;

async function refresh(tx: Pick<Db, "execute">, where: SQL): Promise<void> {
  await tx.execute(sql`UPDATE documents d SET search_vector = ${VECTOR} FROM document_files f WHERE f.sha256 = d.file_sha256 AND ${where}`);
}

export function refreshSearchVector(tx: Pick<Db, "execute">, documentId: string): Promise<void> {
  return refresh(tx, sql`d.id = ${documentId}`);
}

export function refreshSearchVectorsOfFile(tx: Pick<Db, "execute">, sha256: string): Promise<void> {
  return refresh(tx, sql`d.file_sha256 = ${sha256}`);
}
