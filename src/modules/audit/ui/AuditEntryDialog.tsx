/** One audit entry in full: who, when, from where, what changed, and its place in the chain. */
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { formatGermanDateTime } from "#shared/dates.ts";
import { describeDevice, parseUserAgent } from "#shared/user-agent.ts";
import { actionLabel, moduleLabel, type AuditEntryView } from "../schema.ts";
import { ChangeTable } from "./ChangeTable.tsx";

/** The "Objekt" cell: the object's name over its German kind; without a name, the kind and a short id. */
export function AuditObject({ entry }: { entry: Pick<AuditEntryView, "entityLabel" | "entityName" | "entityId"> }) {
  const shortId = entry.entityId.length > 12 ? `${entry.entityId.slice(0, 8)}…` : entry.entityId;
  return entry.entityName ? (
    <>
      <span className="audit-primary audit-object__name">{entry.entityName}</span>
      <span className="audit-secondary">{entry.entityLabel}</span>
    </>
  ) : (
    <>
      <span className="audit-primary">{entry.entityLabel}</span>
      <span className="audit-secondary" title={entry.entityId}>
        {shortId}
      </span>
    </>
  );
}

export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntryView | null; onClose: () => void }) {
  return (
    <Dialog open={Boolean(entry)} title={entry ? `Eintrag Nr. ${entry.seq}` : ""} onClose={onClose} wide>
      {entry ? (
        <>
          <dl className="audit-facts">
            <dt>Zeitpunkt</dt>
            <dd>{formatGermanDateTime(entry.createdAt)}</dd>
            <dt>Person</dt>
            <dd>{entry.actorName ?? entry.actorEmail ?? (entry.actorUserId ? entry.actorUserId : "System (geplanter Auftrag)")}</dd>
            <dt>Bereich</dt>
            <dd>{moduleLabel(entry.module)}</dd>
            <dt>Aktion</dt>
            <dd>{actionLabel(entry.action)}</dd>
            <dt>Objekt</dt>
            <dd>
              {entry.entityLabel}
              {entry.entityName ? <>: {entry.entityName}</> : null}
              <span className="audit-secondary">
                Kennung: <code>{entry.entityId}</code> · Schlüssel: <code>{entry.entityType}</code>, <code>{entry.action}</code>
              </span>
            </dd>
            {entry.reason ? (
              <>
                <dt>Begründung</dt>
                <dd>{entry.reason}</dd>
              </>
            ) : null}
            <dt>Adresse</dt>
            <dd>{entry.clientIp ?? "–"}</dd>
            <dt>Browser</dt>
            <dd>{entry.userAgent ? `${describeDevice(parseUserAgent(entry.userAgent))} · ${entry.userAgent}` : "–"}</dd>
            <dt>Hash</dt>
            <dd>
              <code className="audit-hash">{entry.hash}</code>
            </dd>
          </dl>
          <h3 className="audit-dialog__subtitle">Änderung</h3>
          <ChangeTable before={entry.before} after={entry.after} />
        </>
      ) : null}
    </Dialog>
  );
}
