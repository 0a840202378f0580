/** Adding or changing a date or deadline of a procedure. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { DATE_KIND_LABELS, options } from "../../domain/labels.ts";
import { procedureDateInputSchema, type ProcedureDate, type ProcedureDateInput, type ProcedureDateValues } from "../../schema/procedure.ts";
import { politicalApi } from "../political-api.ts";
import { useChange } from "../political-mutations.ts";

export function DateDialog({ procedureId, date, onClose }: { procedureId: string; date: ProcedureDate | null; onClose: () => void }) {
  const form = useForm<ProcedureDateInput, unknown, ProcedureDateValues>({
    resolver: zodResolver(procedureDateInputSchema),
    defaultValues: {
      kind: date?.kind ?? "consultation_deadline",
      title: date?.title ?? "",
      dueOn: date?.dueOn ?? "",
      leadDays: String(date?.leadDays ?? 7),
      notes: date?.notes ?? "",
    },
  });
  const { errors } = form.formState;
  const save = useChange<ProcedureDateValues>({
    run: (values) =>
      date
        ? politicalApi.updateDate.call({ params: { id: date.id }, body: { ...values, version: date.version } })
        : politicalApi.addDate.call({ params: { id: procedureId }, body: values }),
    success: date ? "Termin gespeichert" : "Termin hinzugefügt",
    failure: "Termin nicht gespeichert",
  });
  return (
    <Dialog
      open
      title={date ? "Termin bearbeiten" : "Termin hinzufügen"}
      description="Die Erinnerung geht an die zuständige Person und alle, die das Verfahren verfolgen."
      onClose={onClose}
    >
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }))} className="dialog-form">
        <FormAlert id="pw-date-alert" title={save.isError ? "Nicht gespeichert" : undefined}>
          {save.isError ? <p>{errorMessage(save.error)}</p> : null}
        </FormAlert>
        <SelectField id="pw-date-kind" label="Art" required options={options(DATE_KIND_LABELS)} error={errors.kind?.message} {...form.register("kind")} />
        <TextField id="pw-date-title" label="Bezeichnung" required autoComplete="off" error={errors.title?.message} {...form.register("title")} />
        <div className="form-row">
          <TextField id="pw-date-due" label="Datum" type="date" required error={errors.dueOn?.message} {...form.register("dueOn")} />
          <TextField
            id="pw-date-lead"
            label="Erinnern (Tage vorher)"
            type="number"
            min={0}
            max={90}
            inputMode="numeric"
            error={errors.leadDays?.message}
            {...form.register("leadDays")}
          />
        </div>
        <TextAreaField id="pw-date-notes" label="Notiz" rows={2} error={errors.notes?.message} {...form.register("notes")} />
        <FormDialogActions onCancel={onClose} submitLabel="Termin speichern" pending={save.isPending} />
      </form>
    </Dialog>
  );
}
