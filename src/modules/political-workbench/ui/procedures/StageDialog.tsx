/** Moving a procedure to its next (or any other) stage; the responsible person and followers are told. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { berlinDate } from "#shared/dates.ts";
import { browserNow } from "#ui/clock.ts";
import { STAGES, stageLabel, stagesFor } from "../../domain/stages.ts";
import { stageChangeSchema, type ProcedureDetail, type StageChangeInput, type StageChangeValues } from "../../schema/procedure.ts";
import { politicalApi } from "../political-api.ts";
import { useChange } from "../political-mutations.ts";

export function StageDialog({ procedure, onClose }: { procedure: ProcedureDetail; onClose: () => void }) {
  const stages = stagesFor(procedure.level);
  const next = stages[stages.indexOf(procedure.stage) + 1] ?? procedure.stage;
  const form = useForm<StageChangeInput, unknown, StageChangeValues>({
    resolver: zodResolver(stageChangeSchema),
    defaultValues: { stage: next, changedOn: berlinDate(browserNow()), note: "", version: procedure.version },
  });
  const { errors } = form.formState;
  const save = useChange<StageChangeValues>({
    run: (values) => politicalApi.changeStage.call({ params: { id: procedure.id }, body: values }),
    success: "Stand geändert",
    failure: "Stand nicht geändert",
  });
  const choices = STAGES.filter((s) => stages.includes(s) || s === procedure.stage).map((s) => ({
    value: s,
    label: `${stageLabel(s, procedure.level)}${s === procedure.stage ? " (aktuell)" : ""}`,
  }));
  return (
    <Dialog open title="Stand ändern" description="Zuständige und alle, die das Verfahren verfolgen, werden benachrichtigt." onClose={onClose}>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }))} className="dialog-form">
        <FormAlert id="pw-stage-alert" title={save.isError ? "Nicht gespeichert" : undefined}>
          {save.isError ? <p>{errorMessage(save.error)}</p> : null}
        </FormAlert>
        <SelectField id="pw-stage-stage" label="Neuer Stand" required options={choices} error={errors.stage?.message} {...form.register("stage")} />
        <TextField id="pw-stage-date" label="Seit" type="date" required error={errors.changedOn?.message} {...form.register("changedOn")} />
        <TextAreaField
          id="pw-stage-note"
          label="Notiz"
          rows={3}
          hint="z. B. Ergebnis, Überweisung an Ausschüsse"
          error={errors.note?.message}
          {...form.register("note")}
        />
        <FormDialogActions onCancel={onClose} submitLabel="Stand speichern" pending={save.isPending} />
      </form>
    </Dialog>
  );
}
