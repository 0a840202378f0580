/** The chair opens the assembly: who leads it and who takes the minutes (§ 4 Abs. 10, 11). */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { type OpenAssembly, openAssemblySchema } from "../../schema/assembly.ts";
import { assemblyApi, useAssemblyCommand } from "../assembly-api.ts";

/** The names are typed; the version is the one the office read, added when sending (a stale one answers 409). */
const namesSchema = openAssemblySchema.omit({ version: true });

export function OpenAssemblyDialog({ open, assemblyId, version, onClose }: { open: boolean; assemblyId: string; version: number; onClose: () => void }) {
  const form = useForm({ resolver: zodResolver(namesSchema), defaultValues: { chairName: "", minuteTakerName: "" } });
  const errors = form.formState.errors;
  const command = useAssemblyCommand(
    assemblyId,
    (input: OpenAssembly) => assemblyApi.openAssembly.call({ params: { id: assemblyId }, body: input }),
    "Versammlung eröffnet",
  );
  const submit = form.handleSubmit((names) => command.mutate({ ...names, version }, { onSuccess: onClose }));
  return (
    <Dialog
      open={open}
      title="Versammlung eröffnen"
      description="Die Versammlung leitet die Präsidentin oder der Präsident, bei Verhinderung die Vizepräsidentin oder der Vizepräsident (§ 4 Abs. 10 Satzung)."
      onClose={onClose}
    >
      <form className="dialog-form" noValidate onSubmit={submit}>
        <TextField id="open-chair" label="Versammlungsleitung" required error={errors.chairName?.message} {...form.register("chairName")} />
        <TextField id="open-minutes" label="Protokollführung" required error={errors.minuteTakerName?.message} {...form.register("minuteTakerName")} />
        <FormDialogActions onCancel={onClose} submitLabel="Eröffnen" pending={command.isPending} pendingLabel="Wird eröffnet …" />
      </form>
    </Dialog>
  );
}
