/** The figures of a year only people know: staff, expenditure, grants, the activity description. */
import { useFieldArray, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { lobbyYearInputSchema, type LobbyReport, type LobbyYearInput, type LobbyYearValues } from "../../schema/lobby.ts";
import { politicalApi } from "../political-api.ts";
import { useChange } from "../political-mutations.ts";

export function LobbyFiguresDialog({ report, onClose }: { report: LobbyReport; onClose: () => void }) {
  const e = report.entered;
  const form = useForm<LobbyYearInput, unknown, LobbyYearValues>({
    resolver: zodResolver(lobbyYearInputSchema),
    defaultValues: {
      employeesCount: e.employeesCount === null ? "" : String(e.employeesCount),
      employeesFte: e.employeesFte === null ? "" : String(e.employeesFte).replace(".", ","),
      expenditureEuros: e.expenditureEuros === null ? "" : String(e.expenditureEuros),
      grants: e.grants.map(({ giver, seat, description, euros }) => ({ giver, seat, description, euros })),
      activityDescription: e.activityDescription ?? "",
      notes: e.notes ?? "",
      version: e.version,
    },
  });
  const grants = useFieldArray({ control: form.control, name: "grants" });
  const { errors } = form.formState;
  const save = useChange<LobbyYearValues>({
    run: (values) => politicalApi.saveLobbyYear.call({ params: { year: report.year }, body: values }),
    success: "Angaben gespeichert",
    failure: "Angaben nicht gespeichert",
  });
  return (
    <Dialog open wide title={`Angaben ${report.year}`} onClose={onClose}>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }))} className="dialog-form">
        <FormAlert id="pw-lobby-alert" title={save.isError ? "Nicht gespeichert" : undefined}>
          {save.isError ? <p>{errorMessage(save.error)}</p> : null}
        </FormAlert>
        <div className="form-row">
          <TextField
            id="pw-lobby-count"
            label="Beschäftigte (Personen)"
            inputMode="numeric"
            error={errors.employeesCount?.message}
            {...form.register("employeesCount")}
          />
          <TextField
            id="pw-lobby-fte"
            label="Vollzeitäquivalente"
            inputMode="decimal"
            hint="z. B. 1,6"
            error={errors.employeesFte?.message}
            {...form.register("employeesFte")}
          />
          <TextField
            id="pw-lobby-euros"
            label="Aufwendungen (Euro)"
            inputMode="numeric"
            error={errors.expenditureEuros?.message}
            {...form.register("expenditureEuros")}
          />
        </div>
        <TextAreaField
          id="pw-lobby-activity-text"
          label="Beschreibung der Tätigkeit"
          rows={4}
          error={errors.activityDescription?.message}
          {...form.register("activityDescription")}
        />
        <fieldset className="pw-grants">
          <legend>Zuwendungen und Schenkungen</legend>
          {grants.fields.map((field, index) => (
            <div key={field.id} className="form-row pw-grant">
              <TextField
                id={`pw-grant-giver-${index}`}
                label="Geber"
                error={errors.grants?.[index]?.giver?.message}
                {...form.register(`grants.${index}.giver`)}
              />
              <TextField id={`pw-grant-seat-${index}`} label="Sitz" error={errors.grants?.[index]?.seat?.message} {...form.register(`grants.${index}.seat`)} />
              <TextField
                id={`pw-grant-what-${index}`}
                label="Leistung"
                error={errors.grants?.[index]?.description?.message}
                {...form.register(`grants.${index}.description`)}
              />
              <TextField
                id={`pw-grant-euros-${index}`}
                label="Euro"
                inputMode="numeric"
                error={errors.grants?.[index]?.euros?.message}
                {...form.register(`grants.${index}.euros`, { valueAsNumber: true })}
              />
              <button type="button" className="button button--small button--danger-outline" onClick={() => grants.remove(index)}>
                Entfernen
              </button>
            </div>
          ))}
          <button type="button" className="button button--small" onClick={() => grants.append({ giver: "", seat: "", description: "", euros: 0 })}>
            Zuwendung hinzufügen
          </button>
        </fieldset>
        <TextAreaField id="pw-lobby-notes" label="Notiz" rows={2} error={errors.notes?.message} {...form.register("notes")} />
        <FormDialogActions onCancel={onClose} submitLabel="Angaben speichern" pending={save.isPending} />
      </form>
    </Dialog>
  );
}
