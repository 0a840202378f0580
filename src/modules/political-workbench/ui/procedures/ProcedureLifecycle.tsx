/**
 * Archiving a procedure that ended without entering into force (out of the lists, no more reminders;
 * taken back at any time) and deleting one entered by mistake (asked first; refused by the server
 * while campaigns belong to it).
 */
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "#ui/backoffice/ConfirmDialog.tsx";
import type { ArchiveValues, ProcedureDetail } from "../../schema/procedure.ts";
import { politicalApi } from "../political-api.ts";
import { useChange } from "../political-mutations.ts";

export function ProcedureLifecycleButtons({ procedure: p, onDeleted }: { procedure: ProcedureDetail; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState<"archive" | "delete" | null>(null);
  const client = useQueryClient();
  // Lists not on screen now (the back-office cache does not refetch on mount) hold the procedure
  // under its old state: refetch them too, and drop a deleted procedure's detail.
  const refreshLists = () => void client.invalidateQueries({ queryKey: politicalApi.listProcedures.key(), refetchType: "all" });
  const archive = useChange<ArchiveValues, ProcedureDetail>({
    run: (values) => politicalApi.archiveProcedure.call({ params: { id: p.id }, body: values }),
    success: (result) => (result.archivedAt ? "Verfahren archiviert" : "Verfahren wieder aufgenommen"),
    failure: "Nicht geändert",
  });
  const remove = useChange<number>({
    run: (version) => politicalApi.deleteProcedure.call({ params: { id: p.id }, query: { version } }),
    success: "Verfahren gelöscht",
    failure: "Nicht gelöscht",
  });
  const archived = p.archivedAt !== null;
  return (
    <>
      {archived ? (
        <button
          type="button"
          className="button"
          onClick={() => archive.mutate({ archived: false, version: p.version }, { onSuccess: refreshLists })}
          disabled={archive.isPending}
        >
          Wieder aufnehmen
        </button>
      ) : (
        <button type="button" className="button" onClick={() => setConfirming("archive")}>
          Archivieren
        </button>
      )}
      <button type="button" className="button button--danger-outline" onClick={() => setConfirming("delete")}>
        Löschen
      </button>
      <ConfirmDialog
        open={confirming === "archive"}
        title="Verfahren archivieren?"
        text="Das Verfahren verschwindet aus den Listen (Filter „archiviert“ zeigt es), und seine Termine erinnern niemanden mehr. Alles Erfasste bleibt; Sie können es jederzeit wieder aufnehmen."
        confirmLabel="Archivieren"
        pending={archive.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => archive.mutate({ archived: true, version: p.version }, { onSuccess: refreshLists, onSettled: () => setConfirming(null) })}
      />
      <ConfirmDialog
        open={confirming === "delete"}
        title="Verfahren löschen?"
        text="Das Verfahren wird mit Stand-Historie, Terminen, Haltungen und Verknüpfungen endgültig gelöscht. Nur für versehentlich erfasste Verfahren; ein beendetes Verfahren archivieren Sie besser."
        confirmLabel="Endgültig löschen"
        danger
        pending={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          remove.mutate(p.version, {
            onSuccess: () => {
              client.removeQueries({ queryKey: politicalApi.getProcedure.key({ params: { id: p.id } }) });
              refreshLists();
              onDeleted();
            },
            onSettled: () => setConfirming(null),
          })
        }
      />
    </>
  );
}
