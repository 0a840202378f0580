/** Creating or editing a procedure; the same zod schema checks the form and the server. */
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
import { LEVEL_LABELS, stageLabel, stagesFor, type Level } from "../../domain/stages.ts";
import { LAENDER, options } from "../../domain/labels.ts";
import { procedureInputSchema, type ProcedureDetail, type ProcedureInput, type ProcedureValues } from "../../schema/procedure.ts";
import { politicalApi } from "../political-api.ts";
import { useChange } from "../political-mutations.ts";
import { PersonSelect } from "../shared/PersonSelect.tsx";

function toInput(p: ProcedureDetail | null): ProcedureInput {
  return {
    title: p?.title ?? "",
    shortTitle: p?.shortTitle ?? "",
    level: p?.level ?? "bund",
    land: p?.land ?? "",
    stage: p?.stage ?? "referentenentwurf",
    stageSince: p?.stageSince ?? berlinDate(browserNow()),
    printedPapers: p?.printedPapers.join("\n") ?? "",
    topic: p?.topic ?? "",
    summary: p?.summary ?? "",
    responsibleId: p?.responsibleId ?? "",
  };
}

export function ProcedureFormDialog({
  procedure,
  onClose,
  onSaved,
}: {
  procedure: ProcedureDetail | null;
  onClose: () => void;
  onSaved?: (id: string) => void;
}) {
  const form = useForm<ProcedureInput, unknown, ProcedureValues>({ resolver: zodResolver(procedureInputSchema), defaultValues: toInput(procedure) });
  const { errors } = form.formState;
  const level = form.watch("level") as Level;
  const save = useChange<ProcedureValues, ProcedureDetail>({
    run: ({ stage, stageSince, ...values }) =>
      procedure
        ? politicalApi.updateProcedure.call({ params: { id: procedure.id }, body: { ...values, version: procedure.version } })
        : politicalApi.createProcedure.call({ body: { ...values, stage, stageSince } }),
    success: procedure ? "Verfahren gespeichert" : "Verfahren angelegt",
    failure: procedure ? "Verfahren nicht gespeichert" : "Verfahren nicht angelegt",
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        onClose();
        onSaved?.(saved.id);
      },
    }),
  );

  return (
    <Dialog open wide title={procedure ? "Verfahren bearbeiten" : "Verfahren anlegen"} onClose={onClose}>
      <form noValidate onSubmit={submit} className="dialog-form">
        <FormAlert id="pw-procedure-alert" title={save.isError ? "Nicht gespeichert" : undefined}>
          {save.isError ? <p>{errorMessage(save.error)}</p> : null}
        </FormAlert>
        <TextField id="pw-procedure-form-title" label="Titel" required autoComplete="off" error={errors.title?.message} {...form.register("title")} />
        <div className="form-row">
          <TextField
            id="pw-procedure-short"
            label="Kurztitel"
            hint="z. B. § 23 AEG"
            autoComplete="off"
            error={errors.shortTitle?.message}
            {...form.register("shortTitle")}
          />
          <TextField
            id="pw-procedure-topic"
            label="Thema"
            hint="für Übersicht und Lobbyregister"
            autoComplete="off"
            error={errors.topic?.message}
            {...form.register("topic")}
          />
        </div>
        <div className="form-row">
          <SelectField
            id="pw-procedure-level-field"
            label="Ebene"
            required
            placeholder="Bitte wählen"
            options={options(LEVEL_LABELS)}
            error={errors.level?.message}
            {...form.register("level")}
          />
          {level === "land" ? (
            <SelectField
              id="pw-procedure-land"
              label="Bundesland"
              required
              options={LAENDER.map((l) => ({ value: l, label: l }))}
              error={errors.land?.message}
              {...form.register("land")}
            />
          ) : null}
        </div>
        {procedure ? null : (
          <div className="form-row">
            <SelectField
              id="pw-procedure-stage"
              label="Aktueller Stand"
              required
              options={stagesFor(level).map((s) => ({ value: s, label: stageLabel(s, level) }))}
              error={errors.stage?.message}
              {...form.register("stage")}
            />
            <TextField id="pw-procedure-since" label="Stand seit" type="date" required error={errors.stageSince?.message} {...form.register("stageSince")} />
          </div>
        )}
        <TextAreaField
          id="pw-procedure-papers"
          label="Drucksachen"
          rows={2}
          hint="Eine je Zeile, z. B. BT-Drs. 21/1234"
          error={errors.printedPapers?.message}
          {...form.register("printedPapers")}
        />
        <PersonSelect
          id="pw-procedure-responsible"
          label="Zuständig in der Geschäftsstelle"
          error={errors.responsibleId?.message}
          {...form.register("responsibleId")}
        />
        <TextAreaField id="pw-procedure-summary" label="Worum es geht" rows={4} error={errors.summary?.message} {...form.register("summary")} />
        <FormDialogActions onCancel={onClose} submitLabel={procedure ? "Speichern" : "Verfahren anlegen"} pending={save.isPending} />
      </form>
    </Dialog>
  );
}
