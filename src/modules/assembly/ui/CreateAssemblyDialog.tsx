/**
 * Prepares an assembly. While typing the date the dialog shows the last day the invitation may be
 * sent (four weeks, § 4 Abs. 3) and the motion deadline, computed by the same rules the server uses.
 * The fields are checked by the server's own schema (react-hook-form with its zod resolver).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { countOf } from "#shared/plural.ts";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { CheckboxField } from "#ui/form/CheckboxField.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { berlinDate, daysBetween, isIsoDate } from "#shared/dates.ts";
import { checkInvitationSendable, latestInvitationDate } from "../domain/convocation.ts";
import { motionDeadline } from "../domain/motions.ts";
import { ASSEMBLY_KINDS, ASSEMBLY_KIND_LABELS, assemblyFieldsSchema } from "../schema/assembly.ts";
import { date } from "./labels.ts";
import { useCreateAssembly } from "./assembly-api.ts";

type AssemblyFieldsInput = z.input<typeof assemblyFieldsSchema>;

/** An assembly convened on a members' request (§ 4 Abs. 5) is extraordinary. */
function emptyFields(requestId: string | null): AssemblyFieldsInput {
  return {
    title: "",
    kind: requestId ? "extraordinary" : "ordinary",
    assemblyDate: "",
    startTime: "10:00",
    place: "",
    onlineParticipation: true,
    description: "",
    requestId,
  };
}

export function CreateAssemblyDialog({
  open,
  onClose,
  onCreated,
  requestId,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
  requestId?: string | null;
}) {
  const form = useForm({ resolver: zodResolver(assemblyFieldsSchema), defaultValues: emptyFields(requestId ?? null) });
  // The dialog stays on the office's screen: opened for a members' request (or without one), it starts anew for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the request changes, not on every render
  useEffect(() => {
    form.reset(emptyFields(requestId ?? null));
  }, [requestId]);
  const errors = form.formState.errors;
  const create = useCreateAssembly();
  const today = berlinDate(new Date());
  const assemblyDate = form.watch("assemblyDate");
  const notice = isIsoDate(assemblyDate) ? checkInvitationSendable(assemblyDate, today) : null;

  const submit = form.handleSubmit((value) =>
    create.mutate(value, {
      onSuccess: (created) => {
        form.reset();
        onCreated(created.id);
      },
    }),
  );

  return (
    <Dialog open={open} title="Versammlung anlegen" description="Datum, Zeit und Ort stehen fest, sobald die Einladung versandt ist." onClose={onClose} wide>
      <form className="dialog-form" noValidate onSubmit={submit}>
        {create.error ? (
          <p className="notice notice--error" role="alert">
            {errorMessage(create.error)}
          </p>
        ) : null}
        <TextField
          id="assembly-title"
          label="Bezeichnung"
          required
          error={errors.title?.message}
          {...form.register("title")}
          placeholder="Ordentliche Mitgliederversammlung 2027"
        />
        <SelectField
          id="assembly-kind"
          label="Art"
          required
          options={ASSEMBLY_KINDS.map((k) => ({ value: k, label: ASSEMBLY_KIND_LABELS[k] }))}
          error={errors.kind?.message}
          {...form.register("kind")}
        />
        <div className="form-row">
          <TextField
            id="assembly-date"
            label="Datum"
            type="date"
            required
            min={today}
            error={errors.assemblyDate?.message}
            {...form.register("assemblyDate", { onChange: () => create.reset() })}
          />
          <TextField id="assembly-time" label="Beginn (Berliner Zeit)" type="time" required error={errors.startTime?.message} {...form.register("startTime")} />
        </div>
        {notice ? (
          <p className={`notice${notice.ok ? "" : " notice--error"}`} aria-live="polite">
            {notice.ok
              ? `Einladung spätestens am ${date(latestInvitationDate(assemblyDate))} versenden (noch ${countOf(daysBetween(today, latestInvitationDate(assemblyDate)), "Tag", "Tage")}). Anträge der Mitglieder bis ${date(motionDeadline(assemblyDate))}.`
              : notice.message}
          </p>
        ) : null}
        <TextField id="assembly-place" label="Ort" error={errors.place?.message} {...form.register("place")} placeholder="Berlin, Reinhardtstraße 27" />
        <CheckboxField id="assembly-online" label="Teilnahme auch online (§ 4 Abs. 10 Satzung)" {...form.register("onlineParticipation")} />
        <TextAreaField
          id="assembly-description"
          label="Hinweise für die Mitglieder"
          rows={3}
          error={errors.description?.message}
          {...form.register("description")}
        />
        <FormDialogActions onCancel={onClose} submitLabel="Anlegen" pending={create.isPending} />
      </form>
    </Dialog>
  );
}
