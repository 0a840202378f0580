/** Creating or changing a position; a change of text or status becomes a new version with a note. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { POSITION_STATUS_LABELS, options } from "../../domain/labels.ts";
import { positionInputSchema, type PositionDetail, type PositionInput, type PositionValues } from "../../schema/position.ts";
import { politicalApi } from "../political-api.ts";
import { useChange } from "../political-mutations.ts";

function toInput(p: PositionDetail | null): PositionInput {
  return {
    topic: p?.topic ?? "",
    title: p?.title ?? "",
    summary: p?.summary ?? "",
    body: p?.body ?? "",
    status: p?.status ?? "entwurf",
    adoptedOn: p?.adoptedOn ?? "",
    adoptionReference: p?.adoptionReference ?? "",
    publicPath: p?.publicPath ?? "",
    changeNote: "",
  };
}

export function PositionFormDialog({ position, onClose, onSaved }: { position: PositionDetail | null; onClose: () => void; onSaved?: (id: string) => void }) {
  const form = useForm<PositionInput, unknown, PositionValues>({ resolver: zodResolver(positionInputSchema), defaultValues: toInput(position) });
  const { errors } = form.formState;
  const status = form.watch("status");
  const save = useChange<PositionValues, PositionDetail>({
    run: (values) =>
      position
        ? politicalApi.updatePosition.call({ params: { id: position.id }, body: { ...values, version: position.version } })
        : politicalApi.createPosition.call({ body: values }),
    success: position ? "Position gespeichert" : "Position angelegt",
    failure: "Position nicht gespeichert",
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
    <Dialog open wide title={position ? "Position bearbeiten" : "Position anlegen"} onClose={onClose}>
      <form noValidate onSubmit={submit} className="dialog-form">
        <FormAlert id="pw-position-alert" title={save.isError ? "Nicht gespeichert" : undefined}>
          {save.isError ? <p>{errorMessage(save.error)}</p> : null}
        </FormAlert>
        <div className="form-row">
          <TextField id="pw-position-topic" label="Thema" required autoComplete="off" error={errors.topic?.message} {...form.register("topic")} />
          <SelectField
            id="pw-position-status-field"
            label="Status"
            required
            options={options(POSITION_STATUS_LABELS)}
            error={errors.status?.message}
            {...form.register("status")}
          />
        </div>
        <TextField id="pw-position-title" label="Titel" required autoComplete="off" error={errors.title?.message} {...form.register("title")} />
        <TextAreaField id="pw-position-summary" label="Kurzfassung" rows={2} error={errors.summary?.message} {...form.register("summary")} />
        <TextAreaField
          id="pw-position-body"
          label="Text"
          rows={10}
          hint="Markdown: ## Überschrift, **fett**, - Aufzählung, > Zitat"
          error={errors.body?.message}
          {...form.register("body")}
        />
        {status !== "entwurf" ? (
          <div className="form-row">
            <TextField id="pw-position-adopted" label="Beschlossen am" type="date" required error={errors.adoptedOn?.message} {...form.register("adoptedOn")} />
            <TextField
              id="pw-position-decision"
              label="Beschluss"
              required
              hint="z. B. Vorstandssitzung 12.06., TOP 3"
              autoComplete="off"
              error={errors.adoptionReference?.message}
              {...form.register("adoptionReference")}
            />
          </div>
        ) : null}
        <div className="form-row">
          <TextField
            id="pw-position-path"
            label="Seite auf der Website"
            hint="z. B. /stellungnahme-aeg"
            autoComplete="off"
            error={errors.publicPath?.message}
            {...form.register("publicPath")}
          />
          <TextField
            id="pw-position-note"
            label="Was hat sich geändert?"
            hint="erscheint in der Versionsliste"
            autoComplete="off"
            error={errors.changeNote?.message}
            {...form.register("changeNote")}
          />
        </div>
        <FormDialogActions onCancel={onClose} submitLabel={position ? "Neue Fassung speichern" : "Position anlegen"} pending={save.isPending} />
      </form>
    </Dialog>
  );
}
