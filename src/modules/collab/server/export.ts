/**
 * Exports of a notes document: the current state or a snapshot, as Markdown (and, through the
 * shared PDF helper, as PDF). File names are ASCII (the document key and the date).
 */
import type { AuthUser } from "#platform/auth/require-user.ts";
import type { Db } from "#platform/db/client.ts";
import { notFound } from "#platform/http/errors.ts";
import { berlinDate, formatGermanDateTime } from "#shared/dates.ts";
import { toMarkdown } from "./content/markdown.ts";
import { documentFromState, documentJson, type PmNode } from "./content/prosemirror-json.ts";
import { loadDocument, type LoadedDocument } from "./document-access.ts";
import { currentState } from "./history/document-state.ts";
import { snapshotState } from "./history/snapshots.ts";
import { PostgresUpdateStore } from "./sync/postgres-update-store.ts";

export interface ExportSource {
  doc: LoadedDocument;
  content: PmNode;
  /** When the exported state was current: now, or when the snapshot was taken. */
  asOf: Date;
  label: string | null;
}

export async function exportSource(db: Db, user: AuthUser, key: string, snapshotId: string | undefined): Promise<ExportSource> {
  const doc = await loadDocument(db, user, key);
  let state: Uint8Array;
  let asOf = new Date();
  let label: string | null = null;
  if (snapshotId) {
    const snapshot = await snapshotState(db, doc.id, snapshotId);
    if (!snapshot) throw notFound("Die Version");
    state = snapshot.state;
    asOf = new Date(snapshot.takenAt);
    label = snapshot.label;
  } else {
    state = (await currentState(new PostgresUpdateStore(db), doc.id)).state;
  }
  const ydoc = documentFromState(state);
  const content = documentJson(ydoc);
  ydoc.destroy();
  return { doc, content, asOf, label };
}

export const standLine = (source: ExportSource) => `Stand: ${formatGermanDateTime(source.asOf)} Uhr${source.label ? ` – ${source.label}` : ""}`;

export function exportFileName(source: ExportSource, extension: "md" | "pdf"): string {
  return `${source.doc.key}-${berlinDate(source.asOf)}.${extension}`;
}

export function markdownExport(source: ExportSource): Response {
  const title = source.doc.title.replace(/[\\`*_[\]<>#|~&!]/g, (character) => `\\${character}`);
  const body = `# ${title}\n\n*${standLine(source)}*\n\n${toMarkdown(source.content)}`;
  return new Response(body, {
    headers: {
      "content-type": "text/markdown; charset=utf-8",
      "content-disposition": `attachment; filename="${exportFileName(source, "md")}"`,
      "cache-control": "no-store",
    },
  });
}
