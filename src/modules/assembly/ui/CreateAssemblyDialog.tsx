/**
 * Prepares an assembly. While typing the date the dialog shows the last day the invitation may be
 * sent (four weeks, § 4 Abs. 3) and the motion deadline, computed by the same rules the server uses.
 */
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
import { useSchemaForm } from "./use-schema-form.ts";
import { useCreateAssembly } from "./assembly-api.ts";

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
  const form = useSchemaForm(assemblyFieldsSchema, {
    title: "",
    kind: requestId ? "extraordinary" : "ordinary",
    assemblyDate: "",
    startTime: "10:00",
    place: "",
    onlineParticipation: true,
    description: "",
    requestId: requestId ?? null,
  });
  const create = useCreateAssembly();
  const today = berlinDate(new Date());
  const assemblyDate = form.text("assemblyDate");
  const notice = isIsoDate(assemblyDate) ? checkInvitationSendable(assemblyDate, today) : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = form.validate();
    if (!value) return;
    create.mutate(value, {
      onSuccess: (created) => {
        form.reset();
        onCreated(created.id);
      },
    });
  };

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
          value={form.text("title")}
          onChange={(e) => form.set("title", e.target.value)}
          error={form.errors.title}
          placeholder="Ordentliche Mitgliederversammlung 2027"
        />
        <SelectField
          id="assembly-kind"
          label="Art"
          required
          options={ASSEMBLY_KINDS.map((k) => ({ value: k, label: ASSEMBLY_KIND_LABELS[k] }))}
          value={form.text("kind")}
          onChange={(e) => form.set("kind", e.target.value)}
          error={form.errors.kind}
        />
        <div className="form-row">
          <TextField
            id="assembly-date"
            label="Datum"
            type="date"
            required
            min={today}
            value={assemblyDate}
            onChange={(e) => {
              form.set("assemblyDate", e.target.value);
              create.reset();
            }}
            error={form.errors.assemblyDate}
          />
          <TextField
            id="assembly-time"
            label="Beginn (Berliner Zeit)"
            type="time"
            required
            value={form.text("startTime")}
            onChange={(e) => form.set("startTime", e.target.value)}
            error={form.errors.startTime}
          />
        </div>
        {notice ? (
          <p className={`notice${notice.ok ? "" : " notice--error"}`} aria-live="polite">
            {notice.ok
              ? `Einladung spätestens am ${date(latestInvitationDate(assemblyDate))} versenden (noch ${countOf(daysBetween(today, latestInvitationDate(assemblyDate)), "Tag", "Tage")}). Anträge der Mitglieder bis ${date(motionDeadline(assemblyDate))}.`
              : notice.message}
          </p>
        ) : null}
        <TextField
          id="assembly-place"
          label="Ort"
          value={form.text("place")}
          onChange={(e) => form.set("place", e.target.value)}
          error={form.errors.place}
          placeholder="Berlin, Reinhardtstraße 27"
        />
        <CheckboxField
          id="assembly-online"
          label="Teilnahme auch online (§ 4 Abs. 10 Satzung)"
          checked={form.values.onlineParticipation === true}
          onChange={(e) => form.set("onlineParticipation", e.target.checked)}
        />
        <TextAreaField
          id="assembly-description"
          label="Hinweise für die Mitglieder"
          rows={3}
          value={form.text("description")}
          onChange={(e) => form.set("description", e.target.value)}
          error={form.errors.description}
        />
        <FormDialogActions onCancel={onClose} submitLabel="Anlegen" pending={create.isPending} />
      </form>
    </Dialog>
  );
}
