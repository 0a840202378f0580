/**
 * One notes document: title, access, actions (versions, export, file as minutes, settings) and the
 * live editor. Used by /backend/collab (the shared document) and /backend/collab/{docKey}.
 */
import { useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { errorMessage, QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { ApiError } from "#ui/backoffice/api-client.ts";
import { useDocumentTitle } from "#ui/backoffice/use-document-title.ts";
import { toast } from "#ui/toast/toast-store.ts";
import { choiceFor } from "./access-labels.ts";
import { downloadExport, useDocument } from "./collab-api.ts";
import { relativeTime } from "./format.ts";
import { HistoryDialog } from "./HistoryDialog.tsx";
import { LiveEditor } from "./LiveEditor.tsx";
import { MinutesDialog } from "./MinutesDialog.tsx";
import { SettingsDialog } from "./SettingsDialog.tsx";
import "./collab.css";

type OpenDialog = "history" | "minutes" | "settings" | null;

export function DocumentView({ docKey }: { docKey: string }) {
  const doc = useDocument(docKey);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  useDocumentTitle(doc.data?.title ?? "Notizdokument");

  if (doc.isPending) return <Spinner label="Dokument wird geladen …" />;
  if (doc.isError) {
    if (doc.error instanceof ApiError && doc.error.status === 404) {
      return (
        <div className="notice notice--error" role="alert">
          <p className="notice__title">Dokument nicht gefunden</p>
          <p>Dieses Notizdokument gibt es nicht, oder Sie dürfen es nicht öffnen.</p>
          <Link className="button" to="/backend/collab-docs">
            Zur Dokumentliste
          </Link>
        </div>
      );
    }
    return <QueryError error={doc.error} onRetry={() => void doc.refetch()} />;
  }
  const data = doc.data;
  const badge = choiceFor(data.readRoles).badge;
  const download = (format: "md" | "pdf") =>
    void downloadExport(data.key, format).catch((error: unknown) =>
      toast({ title: "Download fehlgeschlagen", description: errorMessage(error), variant: "destructive" }),
    );

  return (
    <section className="collab-document">
      <nav className="collab-document__crumbs" aria-label="Brotkrümel">
        <Link to="/backend/collab-docs">Notizdokumente</Link>
      </nav>
      <PageHeader
        title={data.title}
        lead={
          data.lastEditedAt
            ? `Zuletzt bearbeitet ${relativeTime(data.lastEditedAt)}${data.lastEditedBy ? ` von ${data.lastEditedBy}` : ""}`
            : "Noch leer – schreiben Sie los."
        }
      >
        <div className="button-row">
          {badge ? <span className="status-badge status-badge--warning">{badge}</span> : null}
          {data.archived ? <span className="status-badge status-badge--neutral">Archiviert – nur lesen</span> : null}
          <button type="button" className="button" onClick={() => setDialog("history")}>
            Versionen
          </button>
          <button type="button" className="button" onClick={() => download("md")}>
            Markdown
          </button>
          <button type="button" className="button" onClick={() => download("pdf")}>
            PDF
          </button>
          {data.canManage && data.canEdit ? (
            <button type="button" className="button button--primary" onClick={() => setDialog("minutes")}>
              Als Protokoll ablegen
            </button>
          ) : null}
          {data.canManage ? (
            <button type="button" className="button" onClick={() => setDialog("settings")}>
              Einstellungen
            </button>
          ) : null}
        </div>
      </PageHeader>
      <LiveEditor doc={data} />
      <HistoryDialog doc={data} open={dialog === "history"} onClose={() => setDialog(null)} />
      <MinutesDialog doc={data} open={dialog === "minutes"} onClose={() => setDialog(null)} />
      {dialog === "settings" ? <SettingsDialog doc={data} open onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
