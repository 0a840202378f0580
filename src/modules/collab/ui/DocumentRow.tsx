/** One document in the list: title (link), access badge, last edit, who is in it now, archive. */
import { Link } from "react-router";
import type { DocumentSummary } from "../schema/documents.ts";
import { choiceFor } from "./access-labels.ts";
import { PresenceList } from "./editor/PresenceList.tsx";
import { initialsOf } from "./editor/presence.ts";
import { relativeTime } from "./format.ts";

export function DocumentRow({ doc, onArchive, busy }: { doc: DocumentSummary; onArchive: (doc: DocumentSummary) => void; busy: boolean }) {
  const badge = choiceFor(doc.readRoles).badge;
  const edited = doc.lastEditedAt
    ? `Bearbeitet ${relativeTime(doc.lastEditedAt)}${doc.lastEditedBy ? ` von ${doc.lastEditedBy}` : ""}`
    : `Angelegt ${relativeTime(doc.createdAt)}, noch leer`;
  return (
    <li className="collab-doc">
      <div className="collab-doc__main">
        <h2 className="collab-doc__title">
          <Link to={doc.isShared ? "/backend/collab" : `/backend/collab/${doc.key}`}>{doc.title}</Link>
        </h2>
        <p className="collab-doc__meta">
          {doc.isShared ? <span className="status-badge status-badge--info">Für alle</span> : null}
          {badge ? <span className="status-badge status-badge--warning">{badge}</span> : null}
          <span>{edited}</span>
        </p>
        {doc.preview ? <p className="collab-doc__preview">{doc.preview}</p> : null}
      </div>
      <div className="collab-doc__side">
        {doc.present.length > 0 ? <PresenceList people={doc.present.map((person) => ({ ...person, initials: initialsOf(person.name) }))} /> : null}
        {doc.canManage && !doc.isShared ? (
          <button type="button" className="button button--small" disabled={busy} onClick={() => onArchive(doc)}>
            {doc.archived ? "Wiederherstellen" : "Archivieren"}
          </button>
        ) : null}
      </div>
    </li>
  );
}
