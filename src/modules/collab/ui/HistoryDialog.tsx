/**
 * Versions of the document: automatic ones, named ones and filed minutes. Name the current state,
 * look at an old one, download it, and (for those who manage the document) restore it.
 */
import { useState, type FormEvent } from "react";
import { ConfirmDialog } from "#ui/backoffice/ConfirmDialog.tsx";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { errorMessage, QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { SNAPSHOT_KIND_LABELS, snapshotLabelSchema, type DocumentDetail, type SnapshotSummary } from "../schema/documents.ts";
import { downloadExport, useNameSnapshot, useRestoreSnapshot, useSnapshots } from "./collab-api.ts";
import { dateTime } from "./format.ts";
import { SnapshotPreview } from "./SnapshotPreview.tsx";

export function HistoryDialog({ doc, open, onClose }: { doc: DocumentDetail; open: boolean; onClose: () => void }) {
  const snapshots = useSnapshots(doc.key, open);
  const name = useNameSnapshot(doc.key);
  const restore = useRestoreSnapshot(doc.key);
  const [label, setLabel] = useState("");
  const [labelError, setLabelError] = useState<string | undefined>();
  const [viewing, setViewing] = useState<SnapshotSummary | null>(null);
  const [restoring, setRestoring] = useState<SnapshotSummary | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = snapshotLabelSchema.safeParse({ label });
    if (!parsed.success) return setLabelError(parsed.error.issues[0]?.message);
    name.mutate(parsed.data.label, {
      onSuccess: () => {
        setLabel("");
        toast({ title: "Version gespeichert", description: parsed.data.label, variant: "success" });
      },
      onError: (error) => setLabelError(errorMessage(error)),
    });
  };

  const download = (snapshot: SnapshotSummary, format: "md" | "pdf") =>
    void downloadExport(doc.key, format, snapshot.id).catch((error: unknown) =>
      toast({ title: "Download fehlgeschlagen", description: errorMessage(error), variant: "destructive" }),
    );

  return (
    <Dialog
      open={open}
      title="Versionen"
      description="Automatisch alle zehn Minuten während der Bearbeitung gespeichert, dazu benannte Versionen und abgelegte Protokolle."
      onClose={onClose}
      wide
    >
      {doc.canEdit ? (
        <form className="collab-history__name" onSubmit={submit} noValidate>
          <TextField
            id="collab-snapshot-label"
            label="Aktuellen Stand als Version speichern"
            value={label}
            maxLength={120}
            error={labelError}
            placeholder="z. B. Entwurf vor der Sitzung"
            onChange={(event) => {
              setLabel(event.target.value);
              setLabelError(undefined);
            }}
          />
          <button type="submit" className="button" disabled={name.isPending}>
            {name.isPending ? "Wird gespeichert …" : "Version speichern"}
          </button>
        </form>
      ) : null}
      {snapshots.isPending ? (
        <Spinner label="Versionen werden geladen …" />
      ) : snapshots.isError ? (
        <QueryError error={snapshots.error} onRetry={() => void snapshots.refetch()} />
      ) : snapshots.data.items.length === 0 ? (
        <p className="collab-history__empty">
          Noch keine Versionen. Die erste entsteht zehn Minuten nach Beginn der Bearbeitung oder wenn Sie oben eine speichern.
        </p>
      ) : (
        <ol className="collab-history">
          {snapshots.data.items.map((snapshot) => (
            <li key={snapshot.id} className="collab-history__item">
              <div>
                <p className="collab-history__title">{snapshot.label ?? SNAPSHOT_KIND_LABELS[snapshot.kind]}</p>
                <p className="collab-history__meta">
                  {dateTime(snapshot.takenAt)}
                  {snapshot.takenBy ? ` · ${snapshot.takenBy}` : ""}
                  {snapshot.label ? ` · ${SNAPSHOT_KIND_LABELS[snapshot.kind]}` : ""}
                </p>
              </div>
              <div className="button-row">
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => setViewing(snapshot)}
                  aria-label={`Version vom ${dateTime(snapshot.takenAt)} ansehen`}
                >
                  Ansehen
                </button>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => download(snapshot, "pdf")}
                  aria-label={`Version vom ${dateTime(snapshot.takenAt)} als PDF herunterladen`}
                >
                  PDF
                </button>
                {doc.canManage && doc.canEdit ? (
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => setRestoring(snapshot)}
                    aria-label={`Version vom ${dateTime(snapshot.takenAt)} wiederherstellen`}
                  >
                    Wiederherstellen
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
      <SnapshotPreview docKey={doc.key} snapshot={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={restoring !== null}
        title="Version wiederherstellen?"
        text="Das Dokument zeigt danach für alle wieder diesen Stand. Der jetzige Stand bleibt als Version „Vor Wiederherstellung“ erhalten."
        confirmLabel="Wiederherstellen"
        pending={restore.isPending}
        onCancel={() => setRestoring(null)}
        onConfirm={() =>
          restoring &&
          restore.mutate(restoring.id, {
            onSuccess: () => {
              toast({ title: "Version wiederhergestellt", description: "Alle Geöffneten sehen den Stand in wenigen Sekunden.", variant: "success" });
              setRestoring(null);
              onClose();
            },
            onError: (error) => toast({ title: "Nicht wiederhergestellt", description: errorMessage(error), variant: "destructive" }),
          })
        }
      />
    </Dialog>
  );
}
