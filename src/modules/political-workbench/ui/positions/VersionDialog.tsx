/** The text of one earlier version of a position. */
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { formatGermanDateTime } from "#shared/dates.ts";
import { POSITION_STATUS_LABELS } from "../../domain/labels.ts";
import { usePositionVersion } from "../political-api.ts";
import { LazyMarkdown as Markdown } from "../LazyMarkdown.tsx";

export function VersionDialog({ positionId, number, onClose }: { positionId: string; number: number; onClose: () => void }) {
  const version = usePositionVersion(positionId, number);
  const v = version.data;
  return (
    <Dialog
      open
      wide
      title={`Fassung ${number}`}
      description={
        v ? `${POSITION_STATUS_LABELS[v.status]} · ${formatGermanDateTime(v.createdAt)}${v.createdByName ? ` · ${v.createdByName}` : ""}` : undefined
      }
      onClose={onClose}
    >
      {version.isPending ? <Spinner label="Fassung wird geladen …" /> : null}
      {version.isError ? <QueryError error={version.error} onRetry={() => void version.refetch()} /> : null}
      {v ? (
        <div className="pw-version-text">
          <h3>{v.title}</h3>
          {v.summary ? <p className="pw-lead">{v.summary}</p> : null}
          <Markdown text={v.body} />
        </div>
      ) : null}
    </Dialog>
  );
}
