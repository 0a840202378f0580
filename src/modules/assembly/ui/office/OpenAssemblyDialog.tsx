/** The chair opens the assembly: who leads it and who takes the minutes (§ 4 Abs. 10, 11). */
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { type OpenAssembly, openAssemblySchema } from "../../schema/assembly.ts";
import { useSchemaForm } from "../use-schema-form.ts";
import { assemblyApi, useAssemblyCommand } from "../assembly-api.ts";

export function OpenAssemblyDialog({ open, assemblyId, version, onClose }: { open: boolean; assemblyId: string; version: number; onClose: () => void }) {
  const form = useSchemaForm(openAssemblySchema, { chairName: "", minuteTakerName: "" });
  const command = useAssemblyCommand(
    assemblyId,
    (input: OpenAssembly) => assemblyApi.openAssembly.call({ params: { id: assemblyId }, body: input }),
    "Versammlung eröffnet",
  );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = form.validate({ version });
    if (value) command.mutate(value, { onSuccess: onClose });
  };
  return (
    <Dialog
      open={open}
      title="Versammlung eröffnen"
      description="Die Versammlung leitet die Präsidentin oder der Präsident, bei Verhinderung die Vizepräsidentin oder der Vizepräsident (§ 4 Abs. 10 Satzung)."
      onClose={onClose}
    >
      <form className="dialog-form" noValidate onSubmit={submit}>
        <TextField
          id="open-chair"
          label="Versammlungsleitung"
          required
          value={form.text("chairName")}
          onChange={(e) => form.set("chairName", e.target.value)}
          error={form.errors.chairName}
        />
        <TextField
          id="open-minutes"
          label="Protokollführung"
          required
          value={form.text("minuteTakerName")}
          onChange={(e) => form.set("minuteTakerName", e.target.value)}
          error={form.errors.minuteTakerName}
        />
        <FormDialogActions onCancel={onClose} submitLabel="Eröffnen" pending={command.isPending} pendingLabel="Wird eröffnet …" />
      </form>
    </Dialog>
  );
}
